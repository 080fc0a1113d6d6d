/** `shoestringExampleSetUp`: the set-up the package ships for this rule set. */
import { describe } from 'vitest';
import { shoestringCatalogue, shoestringExampleSetUp } from '../../src/shoestring/index.js';
import { checkExampleSetUp } from '../game/example-set-up-check.js';

describe('shoestringExampleSetUp', () =>
  checkExampleSetUp('shoestring-game', shoestringExampleSetUp, shoestringCatalogue.game));
