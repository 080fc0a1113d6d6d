import { describe, expect, it } from 'vitest';
import {
  createShoestringGame,
  type ShoestringActionInput,
  seaZoneReport,
  shoestringGame,
} from '../../../src/shoestring/index.js';
import { advanceTo, play, smallGame } from './game-fixtures.js';

/** Turn 1 at II.A.1, the Japanese having assigned 5 of their 7 transport points to the odd turn. */
function atSeaZoneAssignment() {
  let state = advanceTo(createShoestringGame(smallGame()), 'I.A.4', 1);
  state = play(state, {
    type: 'assign-naval-units',
    side: 'Japanese',
    odd: [],
    even: [],
    oddTransportPoints: 5,
    evenTransportPoints: 2,
  });
  return advanceTo(state, 'II.A.1', 1);
}

describe('Shoestring game: transports are transport points, one model', () => {
  it('a TRAN or TRANS naval unit is refused where units enter: set-up, reinforcements, a state', () => {
    const setup = smallGame();
    const withTran = {
      ...setup,
      forces: { ...setup.forces, US: { ...setup.forces.US, naval: [{ id: 'T1', type: 'TRAN' }] } },
    };
    expect(() => createShoestringGame(withTran)).toThrow(
      expect.objectContaining({
        path: ['forces', 'US', 'naval', 0, 'type'],
        message: expect.stringMatching(/transport points/),
      }),
    );
    const state = createShoestringGame(setup);
    const checked = shoestringGame.check(state, {
      type: 'report-reinforcements',
      side: 'US',
      naval: [{ id: 'T2', type: 'TRANS' }],
    });
    expect(!checked.legal && checked.error).toMatchObject({ rule: 'I.A.1', path: ['naval', 0, 'type'] });
    const forged = structuredClone(state);
    forged.forces.US.naval.push({
      ...(forged.forces.US.naval[0] as (typeof forged.forces.US.naval)[0]),
      id: 'T3',
      type: 'TRAN',
    });
    expect(() => shoestringGame.viewFor(forged, 'US')).toThrow(expect.objectContaining({ rule: 'I.A.1' }));
  });

  it('II.A.1 places the points serving this turn in sea zones, never more, each zone once', () => {
    const state = atSeaZoneAssignment();
    const place = (transports: { zone: string; points: number }[]) =>
      shoestringGame.check(state, { type: 'place-naval-units', side: 'Japanese', placements: [], transports });
    expect(place([{ zone: 'The Slot', points: 6 }])).toMatchObject({ legal: false, error: { rule: 'I.A.4' } });
    expect(place([{ zone: 'Nowhere Strait', points: 1 }])).toMatchObject({ legal: false });
    expect(
      place([
        { zone: 'The Slot', points: 1 },
        { zone: 'The Slot', points: 1 },
      ]),
    ).toMatchObject({ legal: false, error: { rule: 'II.A.1', path: ['transports', 1] } });
    const placed = play(state, {
      type: 'place-naval-units',
      side: 'Japanese',
      placements: [],
      transports: [
        { zone: 'The Slot', points: 3 },
        { zone: 'N. Guadalcanal', points: 2 },
      ],
    });
    expect(placed.forces.Japanese.transportPoints.zones).toEqual([
      { zone: 'The Slot', points: 3 },
      { zone: 'N. Guadalcanal', points: 2 },
    ]);
  });

  it('the placement is secret from the other side, in views and events, and the points go home in V.B.2', () => {
    const state = atSeaZoneAssignment();
    const action: ShoestringActionInput = {
      type: 'place-naval-units',
      side: 'Japanese',
      placements: [],
      transports: [{ zone: 'The Slot', points: 5 }],
    };
    const { state: placed, events } = shoestringGame.apply(state, action);
    expect(shoestringGame.viewFor(placed, 'US').forces.Japanese.transportPoints.zones).toEqual([]);
    expect(shoestringGame.viewFor(placed, 'Japanese').forces.Japanese.transportPoints.zones).toHaveLength(1);
    const placedEvent = shoestringGame.eventsFor(events, 'US').find((e) => e.type === 'placed');
    expect(placedEvent?.data).not.toHaveProperty('transportPoints');
    expect(shoestringGame.eventsFor(events, 'Japanese').find((e) => e.type === 'placed')?.data).toMatchObject({
      transportPoints: 5,
    });
    const forged = structuredClone(placed);
    forged.forces.Japanese.transportPoints.zones = [{ zone: 'The Slot', points: 6 }];
    expect(() => shoestringGame.viewFor(forged, 'US')).toThrow(
      expect.objectContaining({ rule: 'I.A.4', path: ['forces', 'Japanese', 'transportPoints'] }),
    );
    const home = advanceTo(placed, 'V.B.2', 1);
    expect(home.forces.Japanese.transportPoints.zones).toEqual([]);
  });

  it('II.B.1: a zone holding only transport points is found, and the report gives the points apart from ship counters', () => {
    const placed = play(atSeaZoneAssignment(), {
      type: 'place-naval-units',
      side: 'Japanese',
      placements: [],
      transports: [{ zone: 'The Slot', points: 5 }],
    });
    expect(seaZoneReport(placed, 'Japanese', 'The Slot')).toEqual({
      zone: 'The Slot',
      side: 'Japanese',
      ships: 0,
      carriers: 0,
      transportPoints: 5,
    });
    const outcomes = new Set<string>();
    for (let seed = 1; seed < 60 && outcomes.size < 2; seed++) {
      const start = { ...advanceTo(placed, 'II.B.1', 1), dice: createShoestringGame(smallGame(seed)).dice };
      const searched = shoestringGame.apply(start, { type: 'air-search', side: 'US', zone: 'The Slot' });
      const event = searched.events.find((e) => e.type === 'air-search');
      outcomes.add(String(event?.data.outcome));
      if (event?.data.outcome === 'Found') {
        const report = { zone: 'The Slot', side: 'Japanese', ships: 0, carriers: 0, transportPoints: 5 };
        expect(event.data.report).toEqual(report);
        expect(searched.state.found).toEqual([report]);
        expect(shoestringGame.viewFor(searched.state, 'US').found).toEqual([report]);
      } else {
        expect(searched.state.found).toEqual([]);
      }
    }
    expect([...outcomes].sort()).toEqual(['Found', 'Not found']);
  });
});
