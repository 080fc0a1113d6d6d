/** Short labels for the actions the game lists (`warAtSeaGame.legalActions`). */
// In your app: import type { … } from 'naval-rules/war-at-sea'.
import type { WarAtSeaActionInput } from '../../src/war-at-sea/index.js';

/** A short label for a button. */
export function describe(action: WarAtSeaActionInput): string {
  switch (action.type) {
    case 'advance':
      return 'Pass (the phase ends when both sides pass)';
    case 'load':
      return `Load ${action.count} troop counter${action.count === 1 ? '' : 's'} on ${action.unit}`;
    case 'move':
      return `Move ${action.unit} to ${action.sector}`;
    case 'unload':
      return `Unload ${action.count} troop counter${action.count === 1 ? '' : 's'} from ${action.unit} on ${action.island}`;
    case 'attack': {
      const target =
        'unit' in action.target ? action.target.unit : `${action.target.counter} on ${action.target.island}`;
      return `${action.unit}: ${action.attack} at ${target}, range band ${action.range}`;
    }
    case 'infantry-combat':
      return `Infantry combat on ${action.island}`;
    default:
      return action.type;
  }
}
