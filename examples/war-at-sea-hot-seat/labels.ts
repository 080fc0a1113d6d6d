/**
 * The concrete actions a player could take now, built from that player's view and the
 * action types `pending` offers it; the host keeps only those `check` finds legal.
 * (Rescue, damage and points reports come from the base game's play and are not offered.)
 */
// In your app: import type { … } from 'naval-rules/war-at-sea'.
import type { WarAtSeaActionInput, WarAtSeaView } from '../../src/war-at-sea/index.js';

type Side = 'Allies' | 'Axis';

const COUNTS = [1, 2, 3, 4];

export function candidates(view: WarAtSeaView, side: Side, types: readonly string[]): WarAtSeaActionInput[] {
  const enemy: Side = side === 'Allies' ? 'Axis' : 'Allies';
  const own = view.units.filter((u) => u.side === side);
  const sectors = [
    ...new Set([
      ...view.islands.map((i) => i.sector),
      ...Object.values(view.deployment),
      ...view.units.map((u) => u.sector),
    ]),
  ];
  const targets = [
    ...view.units.filter((u) => u.side === enemy).map((u) => ({ unit: u.id })),
    ...view.islands.flatMap((i) => i.troops[enemy].map((c) => ({ island: i.id, side: enemy, counter: c.id }))),
  ];
  const out: WarAtSeaActionInput[] = [];
  for (const type of types) {
    switch (type) {
      case 'advance':
        out.push({ type, side });
        break;
      case 'load':
        for (const u of own) for (const count of COUNTS) out.push({ type, side, unit: u.id, count });
        break;
      case 'move':
        for (const u of own) for (const sector of sectors) out.push({ type, side, unit: u.id, sector });
        break;
      case 'unload':
        for (const u of own)
          for (const i of view.islands)
            for (const count of COUNTS) out.push({ type, side, unit: u.id, island: i.id, count });
        break;
      case 'attack':
        for (const u of own) {
          for (const attack of Object.keys(u.card.attacks) as (keyof typeof u.card.attacks)[]) {
            for (const target of targets) out.push({ type, side, unit: u.id, attack, range: 0, target });
          }
        }
        break;
      case 'infantry-combat':
        for (const i of view.islands) out.push({ type, side, island: i.id });
        break;
    }
  }
  return out;
}

/** A short label for a button. */
export function describe(action: WarAtSeaActionInput): string {
  switch (action.type) {
    case 'advance':
      return 'Pass (the phase ends when both sides pass)';
    case 'load':
      return `Load ${action.count} troops on ${action.unit}`;
    case 'move':
      return `Move ${action.unit} to ${action.sector}`;
    case 'unload':
      return `Unload ${action.count} from ${action.unit} on ${action.island}`;
    case 'attack': {
      const target =
        'unit' in action.target ? action.target.unit : `${action.target.counter} on ${action.target.island}`;
      return `${action.unit}: ${action.attack} at ${target}`;
    }
    case 'infantry-combat':
      return `Infantry combat on ${action.island}`;
    default:
      return action.type;
  }
}
