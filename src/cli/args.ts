import { parseArgs } from 'node:util';
import { didYouMean } from '../core/did-you-mean.js';
import { parseValue, setPath as setArgPath } from './arg-values.js';

/** A command-line mistake: exit code 2 with a one-line message. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** `key=value` arguments (values parsed as JSON where they parse, dotted keys nested). */
export type CliArgs = Readonly<Record<string, unknown>>;

/** The parsed command line. */
export interface ParsedArgs {
  /** Positional words, in order (a lone `-` included). */
  readonly positional: readonly string[];
  /** `key=value` arguments. */
  readonly args: CliArgs;
  /** The options given. */
  readonly flags: Flags;
}

/** The options every command reads (each command refuses the ones it does not take). */
export interface Flags {
  readonly seed?: string;
  readonly 'max-paths'?: string;
  /** `odds`: the most dice drawn over a whole exact enumeration. */
  readonly 'max-draws'?: string;
  readonly samples?: string;
  readonly input?: string;
  /** `game`: the game file or state to read (default standard input). */
  readonly state?: string;
  /** `game apply` and `game check`: the action, as a file, `-` or JSON text. */
  readonly action?: string;
  /** `game view` and `game pending`: the side to answer for. */
  readonly player?: string;
  /** `game bot`: the bot that picks (`random`, `doctrine`, `search`). */
  readonly bot?: string;
  /** `game play`: one bot a side, in the game's order of sides (`doctrine,random`). */
  readonly bots?: string;
  /** `game play`: the most actions to play. */
  readonly 'max-actions'?: string;
  /** `simulate`: how many games. */
  readonly runs?: string;
  /** `simulate`: house rules for every run (a file, `-` or JSON text). */
  readonly rules?: string;
  /** `simulate`: a second variant of house rules, compared on paired runs. */
  readonly compare?: string;
  /** `simulate`: this process's share of the runs, `i/n`. */
  readonly shard?: string;
  /** `simulate merge`: merge shards that do not cover the whole study (the summary says partial). */
  readonly partial?: boolean;
  /** `simulate`: worker threads to spread the runs over. */
  readonly workers?: string;
  /** `game play` and `simulate`: a module whose default export is the app's scoring (`withScoring`). */
  readonly scoring?: string;
  /** `simulate`: the game's measures to take (repeatable); default all of them, `none` for none. */
  readonly measure?: readonly string[];
  readonly svg?: string;
  /** `simulate`: a report file to write, `.html` or `.md`. */
  readonly report?: string;
  readonly json?: boolean;
  readonly help?: boolean;
  readonly estimate?: boolean;
  readonly version?: boolean;
}

const OPTIONS = {
  seed: { type: 'string' },
  'max-paths': { type: 'string' },
  'max-draws': { type: 'string' },
  samples: { type: 'string' },
  input: { type: 'string' },
  state: { type: 'string' },
  action: { type: 'string' },
  player: { type: 'string' },
  bot: { type: 'string' },
  bots: { type: 'string' },
  'max-actions': { type: 'string' },
  runs: { type: 'string' },
  rules: { type: 'string' },
  compare: { type: 'string' },
  shard: { type: 'string' },
  workers: { type: 'string' },
  scoring: { type: 'string' },
  measure: { type: 'string', multiple: true },
  svg: { type: 'string' },
  report: { type: 'string' },
  json: { type: 'boolean' },
  partial: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  estimate: { type: 'boolean' },
  version: { type: 'boolean', short: 'v' },
} as const;

const OPTION_NAMES = Object.keys(OPTIONS);

/** Sets `dotted` (e.g. `target.class`) in `target`, making objects on the way; a usage error for a prototype key. */
export function setPath(target: Record<string, unknown>, dotted: string, value: unknown): void {
  const forbidden = setArgPath(target, dotted, value);
  if (forbidden !== undefined) {
    throw new UsageError(`${dotted}=\u2026: "${forbidden}" is not a field name any input has`);
  }
}

function unknownOption(message: string): UsageError {
  const name = /'(-{1,2}[^']*)'/.exec(message)?.[1] ?? '';
  const bare = name.replace(/^-+/, '');
  const near = didYouMean(bare, OPTION_NAMES);
  return new UsageError(`unknown option ${name}${near === undefined ? '' : ` (did you mean --${near}?)`}`);
}

/** Splits argv into positional words, `key=value` arguments and options, with `node:util` parseArgs. */
export function parseArgv(argv: readonly string[]): ParsedArgs {
  // parseArgs reads "-5" after an option as another option; a negative number is a value.
  const words: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i] as string;
    const value = argv[i + 1];
    const name = word.slice(2);
    if (
      word.startsWith('--') &&
      OPTIONS[name as keyof typeof OPTIONS]?.type === 'string' &&
      value !== undefined &&
      /^-\d/.test(value)
    ) {
      words.push(`${word}=${value}`);
      i++;
    } else words.push(word);
  }
  let parsed: ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true; strict: true }>>;
  try {
    parsed = parseArgs({ args: words, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    const code = (error as { code?: string }).code;
    const message = error instanceof Error ? error.message : String(error);
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') throw unknownOption(message);
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
      const name = /--([\w-]+)/.exec(message)?.[1] ?? '';
      throw new UsageError(
        OPTIONS[name as keyof typeof OPTIONS]?.type === 'boolean'
          ? `--${name} takes no value`
          : `--${name} needs a value`,
      );
    }
    throw new UsageError(message.split('\n')[0] ?? message);
  }
  const positional: string[] = [];
  const args: Record<string, unknown> = {};
  for (const word of parsed.positionals) {
    const match = /^([A-Za-z_][\w.-]*)=(.*)$/s.exec(word);
    if (match === null) {
      positional.push(word);
      continue;
    }
    const [, key = '', raw = ''] = match;
    if (key in OPTIONS) {
      const valued = OPTIONS[key as keyof typeof OPTIONS].type === 'string';
      throw new UsageError(`${word} looks like the option --${key}; write --${key}${valued ? ` ${raw}` : ''}`);
    }
    setPath(args, key, parseValue(raw));
  }
  return { positional, args, flags: parsed.values as Flags };
}

/** Reads a whole-number option, or `fallback` when absent; anything else is a UsageError. */
export function integerFlag(
  flags: Flags,
  name: 'seed' | 'max-paths' | 'max-draws' | 'samples' | 'runs' | 'workers' | 'max-actions',
  fallback: number,
): number {
  const raw = flags[name];
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isSafeInteger(value)) {
    throw new UsageError(`--${name} must be a whole number; got ${JSON.stringify(raw)}`);
  }
  if (name === 'seed' && (value < -0x8000_0000 || value > 0x7fff_ffff)) {
    throw new UsageError(`--seed must be a 32-bit integer (-2147483648 to 2147483647); got ${raw}`);
  }
  return value;
}

/** Refuses options a command does not take, naming them. */
export function onlyFlags(flags: Flags, command: string, allowed: readonly (keyof Flags)[]): void {
  for (const name of Object.keys(flags) as (keyof Flags)[]) {
    if (name !== 'help' && !allowed.includes(name)) throw new UsageError(`${command} does not take --${name}`);
  }
}
