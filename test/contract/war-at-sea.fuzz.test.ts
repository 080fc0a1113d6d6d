/** The contract fuzz test of the `war-at-sea` subpath: every runtime export, arbitrary and broken arguments. */
import { contractSuite } from './contract-suite.js';

contractSuite('war-at-sea');
