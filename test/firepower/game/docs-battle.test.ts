import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createBattle, firepowerBattle } from '../../../src/firepower/index.js';

const setup = JSON.parse(
  readFileSync(new URL('../../../examples/firepower-battle/setup.json', import.meta.url), 'utf8'),
);

describe('the docs battle (examples/firepower-battle): forces as Matrix 13 names them, within one agreed value', () => {
  const battle = createBattle(setup);
  const ship = (name: string) =>
    battle.fleets.flatMap((f) => f.squadrons.flatMap((s) => s.ships)).find((s) => s.name === name);

  it('Washington and South Dakota are BB+, Kirishima BB− (Matrix 13’s examples)', () => {
    expect([ship('Washington')?.class, ship('Washington')?.subClass]).toEqual(['BB', '+']);
    expect([ship('South Dakota')?.class, ship('South Dakota')?.subClass]).toEqual(['BB', '+']);
    expect([ship('Kirishima')?.class, ship('Kirishima')?.subClass]).toEqual(['BB', '-']);
  });

  it('createBattle reports each fleet’s points, both within the agreed 52; one ship more is refused', () => {
    expect(battle.fleets.map((f) => f.points)).toEqual([52, 22]);
    expect(setup.pointsLimit).toBe(52);
    const heavier = structuredClone(setup);
    heavier.fleets[0].squadrons[1].ships.push({ name: 'Preston', class: 'DD', nationality: 'American', flag: 'none' });
    expect(() => createBattle(heavier)).toThrow(/53 points \(Matrix 13\), over the agreed 52/);
  });

  it('a concession ends the battle under the library’s reading, not the text’s Victory Conditions', () => {
    const conceded = firepowerBattle.apply(battle, { type: 'concede', side: 'B' });
    expect(conceded.events.map((e) => [e.type, e.rule])).toEqual([
      ['concession', "Concession (the library's reading)"],
      ['battle-over', "Concession (the library's reading)"],
    ]);
    const after = firepowerBattle.check(conceded.state, { type: 'concede', side: 'A' });
    expect(after.legal ? '' : after.error.rule).toBe("Concession (the library's reading)");
  });
});
