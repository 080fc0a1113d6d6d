import { describe, expect, it } from 'vitest';
import { firepowerAirResolvers } from '../../src/firepower/catalogue/air-resolvers.js';
import { firepowerCommandResolvers } from '../../src/firepower/catalogue/command-resolvers.js';
import { firepowerGunneryResolvers } from '../../src/firepower/catalogue/gunnery-resolvers.js';
import { firepowerResolvers } from '../../src/firepower/catalogue/resolvers.js';
import { firepowerTorpedoResolvers } from '../../src/firepower/catalogue/torpedo-resolvers.js';
import { firepowerCatalogue } from '../../src/firepower/index.js';

const commands = (list: readonly { command: string }[]) => list.map((r) => r.command);

describe("Firepower's resolvers in four groups (one script each in the odds explorer)", () => {
  it('the groups, in order, are the catalogue: every roll once, in its place', () => {
    const groups = [
      firepowerCommandResolvers(),
      firepowerGunneryResolvers(),
      firepowerTorpedoResolvers(),
      firepowerAirResolvers(),
    ];
    expect(groups.flatMap(commands)).toEqual(commands(firepowerCatalogue.resolvers));
    expect(commands(firepowerResolvers())).toEqual(commands(firepowerCatalogue.resolvers));
    expect(new Set(groups.flatMap(commands)).size).toBe(firepowerCatalogue.resolvers.length);
  });

  it('each group holds the rolls of the matrices its page names', () => {
    expect(commands(firepowerCommandResolvers())).toEqual([
      'control-test',
      'break-off-test',
      'own-initiative',
      'squadron-initiative',
      'battle-conditions',
      'sun-edge',
      'depth-charge',
      'first-turn',
    ]);
    expect(firepowerGunneryResolvers().map((r) => r.rule)).toEqual([
      'Matrix 8',
      'Matrix 8\u201310',
      'Matrix 8\u201310, damage dice',
      'Damage dice',
    ]);
    expect(commands(firepowerTorpedoResolvers())).toEqual(['torpedo-level', 'torpedo']);
    expect(commands(firepowerAirResolvers())).toEqual([
      'wave-arrival',
      'air-to-air',
      'air-to-ship-level',
      'air-to-ship',
      'anti-aircraft',
    ]);
  });
});
