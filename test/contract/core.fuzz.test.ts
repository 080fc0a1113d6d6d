/** The contract fuzz test of the `core` subpath: every runtime export, arbitrary and broken arguments. */
import { contractSuite, diceMethodsSuite } from './contract-suite.js';

contractSuite('core');
diceMethodsSuite();
