/** `firepowerExampleSetUp`: the set-up the package ships for this rule set. */
import { describe } from 'vitest';
import { firepowerCatalogue, firepowerExampleSetUp } from '../../src/firepower/index.js';
import { checkExampleSetUp } from '../game/example-set-up-check.js';

describe('firepowerExampleSetUp', () =>
  checkExampleSetUp('firepower-battle', firepowerExampleSetUp, firepowerCatalogue.game));
