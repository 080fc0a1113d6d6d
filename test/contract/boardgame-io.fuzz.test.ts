/** The contract fuzz test of the `boardgame-io` subpath: every runtime export, arbitrary and broken arguments. */
import { contractSuite } from './contract-suite.js';

contractSuite('boardgame-io');
