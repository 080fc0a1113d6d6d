/** The contract fuzz test of the `firepower` subpath: every runtime export, arbitrary and broken arguments. */
import { contractSuite } from './contract-suite.js';

contractSuite('firepower');
