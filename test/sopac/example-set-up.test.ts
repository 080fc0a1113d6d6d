/** `sopacExampleSetUp`: the set-up the package ships for this rule set. */
import { describe } from 'vitest';
import { sopacCatalogue, sopacExampleSetUp } from '../../src/sopac/index.js';
import { checkExampleSetUp } from '../game/example-set-up-check.js';

describe('sopacExampleSetUp', () => checkExampleSetUp('sopac-game', sopacExampleSetUp, sopacCatalogue.game));
