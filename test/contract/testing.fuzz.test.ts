/** The contract fuzz test of the `testing` subpath: every runtime export, arbitrary and broken arguments. */
import { contractSuite } from './contract-suite.js';

contractSuite('testing');
