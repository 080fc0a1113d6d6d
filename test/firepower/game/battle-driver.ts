import { type BattleActionInput, type BattleState, firepowerBattle } from '../../../src/firepower/index.js';

const inAction = (status: string) => status === 'afloat' || status === 'left-formation';

/** Every action worth trying now, most useful first (the game says which are legal). */
export function candidateActions(state: BattleState, aggressive: readonly string[] = ['A', 'B']): BattleActionInput[] {
  const out: BattleActionInput[] = [];
  if (state.pending.length > 0) {
    const due = state.pending[0];
    if (due !== undefined) out.push({ type: 'test-break-off', side: due.side, squadron: due.squadron });
    return out;
  }
  if (state.phase === 'setup') {
    out.push({ type: 'roll-conditions', side: 'A' }, { type: 'roll-first-turn', side: 'A' });
    return out;
  }
  if (state.phase === 'first-turn' && state.firstTurnChooser !== null) {
    out.push({ type: 'choose-first-turn', side: state.firstTurnChooser, first: state.firstTurnChooser });
    return out;
  }
  const side = state.active;
  if (side === null) return out;
  const own = state.fleets.find((f) => f.side === side);
  const enemy = state.fleets.find((f) => f.side !== side);
  for (const squadron of own?.squadrons ?? []) {
    out.push({ type: 'test-control', side, squadron: squadron.name });
    out.push({ type: 'break-off-move', side, squadron: squadron.name, leftTable: true });
    if (aggressive.includes(side)) {
      for (const ship of squadron.ships.filter((s) => inAction(s.status))) {
        out.push({ type: 'move', side, ship: ship.name, distanceInches: 2, turnDegrees: 10 });
        // A ship held to a Matrix 4 maximum turn makes it, then keeps straight ahead.
        for (const turnDegrees of [45, 90]) {
          for (const turnDirection of ['port', 'starboard'] as const) {
            out.push({ type: 'move', side, ship: ship.name, distanceInches: 2, turnDegrees, turnDirection });
          }
        }
        out.push({ type: 'move', side, ship: ship.name, distanceInches: 2, turnDegrees: 0 });
        for (const target of enemy?.squadrons.flatMap((s) => s.ships).filter((s) => inAction(s.status)) ?? []) {
          out.push({
            type: 'fire-gunnery',
            side,
            ship: ship.name,
            battery: 'main',
            target: target.name,
            distanceInches: 8,
          });
          out.push({
            type: 'fire-gunnery',
            side,
            ship: ship.name,
            battery: 'secondary',
            target: target.name,
            distanceInches: 8,
          });
          out.push({ type: 'launch-torpedo', side, ship: ship.name, target: target.name, distanceInches: 8 });
        }
      }
    }
  }
  for (const squadron of own?.squadrons ?? []) {
    out.push({ type: 'change-order', side, squadron: squadron.name, formationOrder: 'line-abreast' });
    out.push({ type: 'change-order', side, squadron: squadron.name, movementOrder: 'manoeuvre' });
    for (const ship of squadron.ships) {
      out.push({ type: 'surface', side, ship: ship.name });
      const contacts = state.contacts.filter((c) => c.side !== side).map((c) => c.id);
      for (const target of [...(enemy?.squadrons.flatMap((s) => s.ships.map((t) => t.name)) ?? []), ...contacts]) {
        out.push({ type: 'depth-charge', side, ship: ship.name, target, distanceInches: 1 });
      }
    }
  }
  for (const wave of new Set((own?.aircraft ?? []).map((s) => s.wave ?? 1)))
    out.push({ type: 'wave-arrival', side, wave });
  for (const stand of own?.aircraft ?? []) {
    out.push({ type: 'move-aircraft', side, stand: stand.name, distanceInches: 9 });
    for (const other of enemy?.aircraft ?? []) {
      out.push({ type: 'air-combat', side, stand: stand.name, enemy: other.name, distanceInches: 3 });
    }
    for (const target of enemy?.squadrons.flatMap((s) => s.ships) ?? []) {
      out.push({ type: 'air-attack', side, stand: stand.name, target: target.name, distanceInches: 4 });
    }
  }
  for (const marker of state.torpedoes.filter((t) => t.side === side)) {
    out.push({ type: 'move-torpedo', side, marker: marker.id, distanceInches: 6 });
    out.push({ type: 'torpedo-contact', side, marker: marker.id });
  }
  out.push({ type: 'end-segment', side });
  return out;
}

/** Plays the battle with the first legal candidate each step until it is over or `limit` actions pass. */
export function playOut(initial: BattleState, limit = 2000, aggressive: readonly string[] = ['A', 'B']) {
  const actions: BattleActionInput[] = [];
  let state = initial;
  while (state.phase !== 'over' && actions.length < limit) {
    const action = candidateActions(state, aggressive).find((a) => firepowerBattle.check(state, a).legal);
    if (action === undefined) throw new Error(`no legal action in ${JSON.stringify(state.segment)}`);
    state = firepowerBattle.apply(state, action).state;
    actions.push(action);
  }
  return { state, actions };
}
