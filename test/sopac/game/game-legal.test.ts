/** SOPAC's menus are built only for the types offered now, and the legal actions are those of the whole menu. */
import { describe, it } from 'vitest';
import { sopacCatalogue } from '../../../src/sopac/index.js';
import { expectOfferedMenusWhole } from '../../game/offered-menus.js';

const EVERY = [
  'end-turn',
  'set-mission',
  'move-fleet',
  'sweep',
  'lay-minefield',
  'replot',
  'mine-roll',
  'detect',
  'set-fire-orders',
  'jettison',
  'deploy-mtbs',
  'mtb-contact',
  'mtb-attack',
  'mtb-gunnery',
  'reveal-minefield',
];

describe('SOPAC legalActions', () => {
  it('lists what the whole menu holds of the offered types, in order, on every state of random games', () => {
    expectOfferedMenusWhole(sopacCatalogue.game, 'sopac-game', { 'end-turn': 3 }, EVERY);
  });
});
