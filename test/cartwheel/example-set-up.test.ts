/** `cartwheelExampleSetUp`: the set-up the package ships for this rule set. */
import { describe } from 'vitest';
import { cartwheelCatalogue, cartwheelExampleSetUp } from '../../src/cartwheel/index.js';
import { checkExampleSetUp } from '../game/example-set-up-check.js';

describe('cartwheelExampleSetUp', () =>
  checkExampleSetUp('cartwheel-game', cartwheelExampleSetUp, cartwheelCatalogue.game));
