/**
 * Each War at Sea game event as a sentence a player reads: who did what to whom, the dice
 * and what they did, points scored and who holds what. Events the game may add later, and
 * fields it does not send, fall back to the event's own name and rule.
 */
// In your app: import type { GameEvent } from 'naval-rules'.
import type { GameEvent } from '../../src/index.js';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '?');
const num = (value: unknown) => (typeof value === 'number' ? value : 0);

/** The dice an event's resolution threw, as "dice 5, 6", or '' when none were thrown. */
function dice(event: GameEvent): string {
  const rolls = event.resolution?.rolls ?? [];
  return rolls.length === 0 ? '' : `${rolls.length === 1 ? 'die' : 'dice'} ${rolls.map((r) => r.value).join(', ')}`;
}

/** What an attack did, in words: "3 successes: damage". */
function result(data: Readonly<Record<string, unknown>>): string {
  const effect = text(data.effect);
  const words: Record<string, string> = {
    none: 'no effect',
    damage: 'damage',
    destroyed: 'the target is destroyed',
  };
  return `${plural(num(data.successes), 'success', 'successes')}: ${words[effect] ?? effect}`;
}

/**
 * One event as a sentence.
 *
 * @example
 * ```ts
 * narrate({ type: 'moved', rule: 'Sequence of Play', data: { unit: 'CA-1', from: 'south', to: 'C3' } });
 * // 'CA-1 moves from south to C3.'
 * ```
 */
export function narrate(event: GameEvent): string {
  const d = event.data;
  switch (event.type) {
    case 'passed':
      return `${text(d.side)} pass (${text(d.phase)} phase).`;
    case 'phase':
      return `Turn ${text(d.turn)}: the ${text(d.phase)} phase begins.`;
    case 'loaded':
      return `${text(d.unit)} takes ${plural(num(d.count), 'troop counter')} aboard (${num(d.aboard)} aboard).`;
    case 'moved':
      return d.from === d.to
        ? `${text(d.unit)} stays in ${text(d.to)}.`
        : `${text(d.unit)} moves from ${text(d.from)} to ${text(d.to)}.`;
    case 'unloaded':
      return `${text(d.unit)} lands ${plural(num(d.count), 'troop counter')} on ${text(d.island)}.`;
    case 'attack': {
      const target =
        d.counter !== undefined
          ? `the ${text(d.side)} troop counter ${text(d.counter)} on ${text(d.island)}`
          : text(d.target);
      return `${text(d.unit)} attacks ${target}: ${dice(event) || 'no dice'}, ${result(d)}.`;
    }
    case 'damaged':
      return `${text(d.unit)} is damaged (${plural(num(d.damage), 'hull point')} of damage).`;
    case 'destroyed':
      return `${text(d.unit)} is destroyed: ${plural(num(d.points), 'point')} to the ${text(d.to)}${
        d.returnsToDeployment === true ? ' (it returns to its deployment area)' : ''
      }.`;
    case 'troops-lost':
      return `${plural(num(d.troops), 'troop counter')} aboard ${text(d.unit)} ${num(d.troops) === 1 ? 'is' : 'are'} lost.`;
    case 'troops-awaiting-rescue':
      return `${plural(num(d.troops), 'troop counter')} aboard ${text(d.unit)} wait for a rescue roll.`;
    case 'troops-destroyed':
      return `The ${text(d.side)} troop counter ${text(d.counter)} on ${text(d.island)} is destroyed.`;
    case 'troops-damaged':
      return `The ${text(d.side)} troop counter ${text(d.counter)} on ${text(d.island)} is damaged.`;
    case 'infantry-combat': {
      const holds =
        d.control === 'contested'
          ? 'both sides fight on'
          : d.control === 'none'
            ? 'nobody holds it'
            : `the ${text(d.control)} hold it`;
      return `Infantry combat on ${text(d.island)}: ${dice(event) || 'no dice'}; Allies ${num(d.Allies)} counters left, Axis ${num(d.Axis)}: ${holds}.`;
    }
    case 'rescue':
      return `${text(d.rescuer)} tries to rescue the troops of ${text(d.unit)}: ${dice(event) || 'no dice'}, ${num(d.rescued)} rescued, ${num(d.lost)} lost.`;
    case 'points':
      return `${text(d.side)} score ${plural(num(d.points), 'point')}${typeof d.reason === 'string' ? ` (${d.reason})` : ''}.`;
    case 'regroup':
      return `Turn ${text(d.turn)}: troop counters regroup.`;
    case 'victory-check': {
      const totals = (d.totals ?? {}) as Record<string, unknown>;
      const claims = Array.isArray(d.claims) ? (d.claims as { island: string; claimedBy: string | null }[]) : [];
      const held = claims.filter((c) => c.claimedBy !== null).map((c) => `${c.island} (${c.claimedBy})`);
      const winners = Array.isArray(d.winners) && d.winners.length > 0 ? ` ${d.winners.join(' and ')} win.` : '';
      return `Victory check, turn ${text(d.turn)}: Allies ${num(totals.Allies)} points, Axis ${num(totals.Axis)}; islands held: ${
        held.length > 0 ? held.join(', ') : 'none'
      }.${winners}`;
    }
    case 'game-over':
      return 'The last turn is over without a winner: the game is drawn.';
    default:
      return `${event.type} (${event.rule}).`;
  }
}
