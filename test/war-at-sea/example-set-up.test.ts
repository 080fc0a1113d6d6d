/** `warAtSeaExampleSetUp`: the set-up the package ships for this rule set. */
import { describe } from 'vitest';
import { warAtSeaCatalogue, warAtSeaExampleSetUp } from '../../src/war-at-sea/index.js';
import { checkExampleSetUp } from '../game/example-set-up-check.js';

describe('warAtSeaExampleSetUp', () =>
  checkExampleSetUp('war-at-sea-landing', warAtSeaExampleSetUp, warAtSeaCatalogue.game));
