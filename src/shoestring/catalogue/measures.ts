import { deepFreeze } from '../../core/deep-freeze.js';
import { sentTo } from '../../game/game-helpers.js';
import type { FinishedGame, Measure } from '../../game/measure.js';
import type { ShoestringGameState } from '../game/game-state.js';

type Side = 'US' | 'Japanese';
type Run = FinishedGame<ShoestringGameState, Side>;
const bySide = (of: (side: Side) => number) => ({ US: of('US'), Japanese: of('Japanese') });

/** Victory points the run's events gave each side under `rule`. */
function pointsUnder(run: Run, rule: string) {
  const out = { US: 0, Japanese: 0 };
  for (const event of run.events ?? []) {
    if (event.type !== 'victory-points' || event.rule !== rule) continue;
    const { to, points } = event.data;
    if ((to === 'US' || to === 'Japanese') && typeof points === 'number' && sentTo(event, to)) out[to] += points;
  }
  return out;
}

/** A measure of the points one rule gave. */
const points = (name: string, title: string, rule: string): Measure<ShoestringGameState, Side> => ({
  name,
  title,
  rule,
  reads: ['events'],
  of: (run) => pointsUnder(run, rule),
});

/**
 * What an Operation Shoestring study measures in each game by default: each side's points
 * by their source, and what it lost (`simulate --help shoestring` lists them).
 */
export const shoestringMeasures: readonly Measure<ShoestringGameState, Side>[] = /* @__PURE__ */ deepFreeze([
  points('points for Yamato committed', 'Victory points for the Japanese committing Yamato', 'O1.0'),
  points('points for battleship steps', 'Victory points for Japanese battleship steps eliminated', 'O2.0'),
  points('points for DD supply transport', 'Victory points for choosing DD supply transport', 'O4.0'),
  points('points for the PT boat base', 'Victory points for the U.S. building the PT boat base', 'O5.0'),
  points('points reported', "Victory points the base game's rules gave, as reported (score-points)", 'VI (base game)'),
  {
    name: 'naval units eliminated',
    title: "A side's own naval units eliminated",
    rule: 'reported results (base game)',
    of: (run: Run) => bySide((side) => run.state.forces[side].naval.filter((u) => u.eliminated).length),
  },
  {
    name: 'air units eliminated',
    title: "A side's own air units eliminated",
    rule: 'reported results (base game)',
    of: (run: Run) => bySide((side) => run.state.forces[side].air.filter((u) => u.status === 'eliminated').length),
  },
  {
    name: 'transport attacks that struck',
    title: "A side's attacks on transports with a result other than none (the result's effect is the base game's)",
    rule: 'R18.3',
    reads: ['events'],
    of: (run: Run) => {
      const out = { US: 0, Japanese: 0 };
      for (const event of run.events ?? []) {
        const { side, result } = event.data;
        const struck = event.type === 'transport-attack' && result !== '\u2013';
        if (struck && (side === 'US' || side === 'Japanese') && sentTo(event, side)) out[side] += 1;
      }
      return out;
    },
  },
]);
