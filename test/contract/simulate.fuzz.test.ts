/** The contract fuzz test of the `simulate` subpath: every runtime export, arbitrary and broken arguments. */
import { contractSuite } from './contract-suite.js';

contractSuite('simulate');
