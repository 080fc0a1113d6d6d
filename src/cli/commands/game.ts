import type { Catalogue } from '../../core/catalogue/catalogue.js';
import { didYouMean } from '../../core/did-you-mean.js';
import type { RulesError } from '../../core/rules-error.js';
import type { GameCatalogue } from '../../game/catalogue-game.js';
import type { GameEvent, GameStateBase, Outcome, Pending } from '../../game/game.js';
import type { Bot } from '../../play/bot.js';
import { playOut } from '../../play/play-out.js';
import { onlyFlags, type ParsedArgs, UsageError } from '../args.js';
import { errorJson } from '../error-json.js';
import { toJson } from '../format.js';
import { botMove, botSeed, cliBot } from '../game-bots.js';
import { findGameCatalogue, gameCatalogues, readGameState, readJson } from '../game-file.js';
import type { CliIo } from '../io.js';
import { expectScored } from '../scoring-module.js';

/** Help for `naval-rules game`, with the rule sets that have a game. */
export function gameHelp(names: readonly string[]): string {
  const sets = names.join(', ');
  return `Usage: naval-rules game <step> [set] [options]

Plays a game from the shell or any language: every step reads JSON and writes JSON to
standard output; a short summary for people goes to standard error unless --json.
Games: ${sets}.

Steps:
  new <set> --input SETUP        start a game; prints its state
  apply [set] --action ACTION    apply one action; prints { state, events }
  check [set] --action ACTION    is the action legal now? prints { legal, error? }
                                 (exit 0 when legal, 1 when not)
  view [set] --player SIDE         the state as that player may see it (no dice state)
  pending [set] [--player SIDE]    who must act now, with which actions, under which rule
  legal [set] --player SIDE      the actions that player may take now, whole
  outcome [set]                  { over, winners, score, scoring }
  bot [set] --player SIDE [--bot random|doctrine|search] [--seed N]
                                 the action a bot picks for that player now
  play <set> --input SETUP [--bots A,B] [--seed N] [--max-actions N] [--scoring MODULE]
                                 bots play the game to its end; prints { log, outcome, bounded }
                                 (--scoring: a module whose default export is your scoring)
                                 (the log replays with replay); each action goes to standard error
  replay [set] --input LOG       replay { game, setup | initial, actions }; prints { state, events }

The state comes from --state FILE, or standard input when --state is not given: a state
as new prints it, or the { state, events } apply prints, so steps chain through a pipe.
A state names its game, so the set may be left out. ACTION, SETUP and LOG are a file,
- for standard input, or the JSON text itself.

  naval-rules game new war-at-sea --input setup.json > game.json
  naval-rules game apply --state game.json --action '{"type":"advance","side":"Allies"}'
  naval-rules game new war-at-sea --input setup.json | naval-rules game pending`;
}

function side(catalogue: GameCatalogue, value: string | undefined, required: boolean): string | undefined {
  if (value === undefined) {
    if (required) throw new UsageError(`--player is needed: ${catalogue.game.game.sides.join(' or ')}`);
    return undefined;
  }
  return value;
}

function summary(io: CliIo, quiet: boolean, lines: readonly string[]): void {
  if (!quiet) io.err(lines.join('\n'));
}

function pendingLines(pending: readonly Pending[]): string[] {
  if (pending.length === 0) return ['waiting for: nobody (the game is over)'];
  return pending.map((p) => `waiting for: ${p.side}: ${p.actions.join(', ')} (${p.rule}: ${p.reason})`);
}

function outcomeLine(outcome: Outcome): string {
  const score = Object.entries(outcome.score)
    .map(([who, points]) => `${who} ${points}`)
    .join(', ');
  const result = !outcome.over
    ? 'the game goes on'
    : outcome.winners.length === 0
      ? 'over, drawn'
      : `over, won by ${outcome.winners.join(' and ')}`;
  return `${result} (${outcome.scoring}: ${score})`;
}

/** One action in a line: its type, side and the rest of its fields. */
function actionLine(action: unknown): string {
  const { type, side: who, ...rest } = action as { type: string; side?: string };
  const fields = Object.keys(rest).length === 0 ? '' : ` ${JSON.stringify(rest)}`;
  return `${who ?? ''} ${type}${fields}`.trim();
}

function eventLines(events: readonly GameEvent[]): string[] {
  return events.map((e) => `  ${e.type} (${e.rule})`);
}

/** A command's parsed words with where it writes. */
type StepArgs = ParsedArgs & { readonly io: CliIo };

function needInput(parsed: StepArgs, what: string): string {
  const source = parsed.flags.input;
  if (source === undefined) throw new UsageError(`${what} needs --input FILE, - or JSON text`);
  return source;
}

function needAction(parsed: StepArgs, step: string): unknown {
  const source = parsed.flags.action;
  if (source === undefined) throw new UsageError(`game ${step} needs --action FILE, - or JSON text`);
  if (source === '-' && parsed.flags.state === undefined) {
    throw new UsageError(`game ${step}: the state and the action cannot both come from standard input`);
  }
  return readJson(parsed.io, source, '--action');
}

/** The game and state a step works on: from --state, or standard input. */
function stateFor(parsed: StepArgs, catalogues: readonly Catalogue[], setName: string | undefined, step: string) {
  return readGameState(parsed.io, catalogues, setName, parsed.flags.state ?? '-', `game ${step}`);
}

type Step = (parsed: StepArgs, catalogues: readonly Catalogue[], setName: string | undefined) => number;

const steps: Readonly<Record<string, { readonly flags: readonly (keyof ParsedArgs['flags'])[]; readonly run: Step }>> =
  {
    new: {
      flags: ['input', 'json'],
      run(parsed, catalogues, setName) {
        const catalogue = findGameCatalogue(catalogues, setName, 'game new');
        const setup = readJson(parsed.io, needInput(parsed, 'game new'), '--input');
        const state = catalogue.game.create(setup);
        parsed.io.out(toJson(state));
        summary(parsed.io, parsed.flags.json === true, [
          `${catalogue.game.title} started`,
          ...pendingLines(catalogue.game.game.pending(state)),
        ]);
        return 0;
      },
    },
    apply: {
      flags: ['state', 'action', 'json'],
      run(parsed, catalogues, setName) {
        const action = needAction(parsed, 'apply');
        const { catalogue, state } = stateFor(parsed, catalogues, setName, 'apply');
        const applied = catalogue.game.game.apply(state, action);
        parsed.io.out(toJson(applied));
        summary(parsed.io, parsed.flags.json === true, [
          'events:',
          ...eventLines(applied.events),
          ...pendingLines(catalogue.game.game.pending(applied.state)),
        ]);
        return 0;
      },
    },
    check: {
      flags: ['state', 'action', 'json'],
      run(parsed, catalogues, setName) {
        const action = needAction(parsed, 'check');
        const { catalogue, state } = stateFor(parsed, catalogues, setName, 'check');
        const checked = catalogue.game.game.check(state, action);
        const error: RulesError | undefined = checked.legal ? undefined : checked.error;
        parsed.io.out(toJson(error === undefined ? { legal: true } : { legal: false, error: errorJson(error) }));
        summary(parsed.io, parsed.flags.json === true, [error === undefined ? 'legal' : `not legal: ${error.message}`]);
        return error === undefined ? 0 : 1;
      },
    },
    view: {
      flags: ['state', 'player', 'json'],
      run(parsed, catalogues, setName) {
        const { catalogue, state } = stateFor(parsed, catalogues, setName, 'view');
        const who = side(catalogue, parsed.flags.player, true) as string;
        parsed.io.out(toJson(catalogue.game.game.viewFor(state, who)));
        summary(parsed.io, parsed.flags.json === true, [`${catalogue.game.title}, as ${who} sees it`]);
        return 0;
      },
    },
    pending: {
      flags: ['state', 'player', 'json'],
      run(parsed, catalogues, setName) {
        const { catalogue, state } = stateFor(parsed, catalogues, setName, 'pending');
        const pending = catalogue.game.game.pending(state, side(catalogue, parsed.flags.player, false));
        parsed.io.out(toJson(pending));
        summary(parsed.io, parsed.flags.json === true, pendingLines(pending));
        return 0;
      },
    },
    legal: {
      flags: ['state', 'player', 'json'],
      run(parsed, catalogues, setName) {
        const { catalogue, state } = stateFor(parsed, catalogues, setName, 'legal');
        const who = side(catalogue, parsed.flags.player, true) as string;
        const legal = catalogue.game.game.legalActions(state, who);
        parsed.io.out(toJson(legal));
        summary(parsed.io, parsed.flags.json === true, [
          `${legal.length} legal action${legal.length === 1 ? '' : 's'} for ${who}`,
        ]);
        return 0;
      },
    },
    outcome: {
      flags: ['state', 'json'],
      run(parsed, catalogues, setName) {
        const { catalogue, state } = stateFor(parsed, catalogues, setName, 'outcome');
        const outcome = catalogue.game.game.outcome(state);
        parsed.io.out(toJson(outcome));
        summary(parsed.io, parsed.flags.json === true, [outcomeLine(outcome)]);
        return 0;
      },
    },
    bot: {
      flags: ['state', 'player', 'bot', 'seed', 'json'],
      run(parsed, catalogues, setName) {
        const { catalogue, state } = stateFor(parsed, catalogues, setName, 'bot');
        const who = side(catalogue, parsed.flags.player, true) as string;
        const bot = cliBot(catalogue, parsed.flags.bot ?? 'random', botSeed(parsed.flags.seed));
        const action = botMove(catalogue, state, who, bot);
        parsed.io.out(toJson(action));
        summary(parsed.io, parsed.flags.json === true, [`${bot.name} bot for ${who}: ${action.type}`]);
        return 0;
      },
    },
    play: {
      flags: ['input', 'bots', 'seed', 'max-actions', 'scoring', 'json'],
      run(parsed, catalogues, setName) {
        const catalogue = findGameCatalogue(catalogues, setName, 'game play');
        expectScored(catalogue, parsed.flags.scoring);
        const setup = readJson(parsed.io, needInput(parsed, 'game play'), '--input');
        const game = catalogue.game.game;
        const kinds = (parsed.flags.bots ?? 'random,random').split(',');
        if (kinds.length !== game.sides.length) {
          throw new UsageError(`--bots names one bot a side (${game.sides.join(', ')}): e.g. doctrine,random`);
        }
        const seed = botSeed(parsed.flags.seed);
        const bots: Record<string, Bot> = {};
        game.sides.forEach((who, index) => {
          Object.defineProperty(bots, who, {
            value: cliBot(catalogue, kinds[index] as string, (seed + index) | 0),
            enumerable: true,
          });
        });
        const max = parsed.flags['max-actions'] === undefined ? 10_000 : Number(parsed.flags['max-actions']);
        if (!Number.isInteger(max) || max < 0) throw new UsageError('--max-actions must be a whole number');
        const start = catalogue.game.create(setup);
        const played = playOut(game, start, bots, { maxActions: max });
        parsed.io.out(
          toJson({
            log: { game: catalogue.name, setup, actions: played.actions },
            outcome: played.outcome,
            bounded: played.bounded,
          }),
        );
        summary(parsed.io, parsed.flags.json === true, [
          ...played.actions.map((action, index) => `${index + 1}. ${actionLine(action)}`),
          `${played.actions.length} actions; ${outcomeLine(played.outcome)}${played.bounded ? ' (stopped at --max-actions)' : ''}`,
        ]);
        return 0;
      },
    },
    replay: {
      flags: ['input', 'json'],
      run(parsed, catalogues, setName) {
        const log = readJson(parsed.io, needInput(parsed, 'game replay'), '--input');
        const { catalogue, initial, actions } = readLog(log, catalogues, setName);
        const replayed = catalogue.game.game.replay(initial, actions);
        parsed.io.out(toJson(replayed));
        summary(parsed.io, parsed.flags.json === true, [
          `replayed ${actions.length} action${actions.length === 1 ? '' : 's'}`,
          ...pendingLines(catalogue.game.game.pending(replayed.state)),
        ]);
        return 0;
      },
    },
  };

/**
 * A replay log: `{ game, setup, actions }` or `{ game, initial, actions }`, or the whole of
 * what `game play --json` wrote (the log under `log`, beside `outcome` and `bounded`);
 * `game` is the rule set (`firepower`) or the game's own name (`firepower-battle`), and may
 * be left out when the set is named on the command line.
 */
function readLog(
  log: unknown,
  catalogues: readonly Catalogue[],
  setName: string | undefined,
): { catalogue: GameCatalogue; initial: GameStateBase; actions: unknown[] } {
  if (log === null || typeof log !== 'object' || Array.isArray(log)) {
    throw new UsageError('a replay log is one JSON object: { game, setup or initial, actions }');
  }
  // What `game play --json` writes holds the log under "log", beside the outcome: take it whole.
  const played = log as Record<string, unknown>;
  const wrapped =
    Object.hasOwn(played, 'log') && Object.keys(played).every((key) => ['log', 'outcome', 'bounded'].includes(key));
  const inner = wrapped ? played.log : log;
  if (inner === null || typeof inner !== 'object' || Array.isArray(inner)) {
    throw new UsageError('the "log" of game play --json must be one JSON object: { game, setup or initial, actions }');
  }
  const entries = inner as Record<string, unknown>;
  const unknown = Object.keys(entries).find((key) => !['game', 'setup', 'initial', 'actions'].includes(key));
  if (unknown !== undefined) {
    throw new UsageError(
      `"${unknown}" is not a field of a replay log: give { game, setup or initial, actions }, or what game play --json wrote`,
    );
  }
  const named = typeof entries.game === 'string' ? entries.game : setName;
  const byGameName = gameCatalogues(catalogues).find((c) => c.game.name === named);
  const catalogue = byGameName ?? findGameCatalogue(catalogues, named, 'game replay');
  if (setName !== undefined && catalogue.name !== setName) {
    throw new UsageError(`the log holds a ${catalogue.name} game, not ${setName}`);
  }
  if (!Array.isArray(entries.actions)) throw new UsageError('a replay log needs "actions": a list of actions');
  if ((entries.setup === undefined) === (entries.initial === undefined)) {
    throw new UsageError('a replay log needs one of "setup" (a game set-up) or "initial" (a state)');
  }
  const initial =
    entries.setup !== undefined ? catalogue.game.create(entries.setup) : (entries.initial as GameStateBase);
  return { catalogue, initial, actions: entries.actions };
}

/** `naval-rules game <step> [set]`: plays a game one step at a time, JSON in and out. */
export function gameCommand(parsed: ParsedArgs, io: CliIo, catalogues: readonly Catalogue[]): number {
  const [, stepName, setName, extra] = parsed.positional;
  const names = Object.keys(steps);
  if (stepName === undefined) throw new UsageError(`game needs a step: ${names.join(', ')}`);
  const step = Object.hasOwn(steps, stepName) ? steps[stepName] : undefined;
  if (step === undefined) {
    const near = didYouMean(stepName, names);
    throw new UsageError(
      `unknown game step "${stepName}"${near === undefined ? '' : ` (did you mean ${near}?)`}; steps: ${names.join(', ')}`,
    );
  }
  if (extra !== undefined) throw new UsageError(`game ${stepName}: unexpected "${extra}"`);
  if (Object.keys(parsed.args).length > 0) throw new UsageError(`game ${stepName} takes no key=value arguments`);
  onlyFlags(parsed.flags, `game ${stepName}`, step.flags);
  return step.run({ ...parsed, io }, catalogues, setName);
}
