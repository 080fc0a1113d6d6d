/** The contract fuzz test of the `threads` subpath: its one export is asynchronous and exempt here; test/threads/index.test.ts fuzzes it. */
import { contractSuite } from './contract-suite.js';

contractSuite('threads');
