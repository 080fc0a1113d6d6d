/** The contract fuzz test of the `sopac` subpath: every runtime export, arbitrary and broken arguments. */
import { contractSuite } from './contract-suite.js';

contractSuite('sopac');
