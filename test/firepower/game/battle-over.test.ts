import { describe, it } from 'vitest';
import { firepowerCatalogue } from '../../../src/firepower/index.js';
import { expectOverAgrees } from '../../game/over-agrees.js';

describe('the Firepower battle’s over hook', () => {
  it('says what outcome(state).over says on every state of random battles of the docs set-up', () => {
    expectOverAgrees(firepowerCatalogue.game, 'firepower-battle', { concede: 0 });
  });
});
