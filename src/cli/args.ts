import type { CliArgs } from './registry.js';

/** A command-line mistake: exit code 2 with a one-line message. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** The parsed command line. */
export interface ParsedArgs {
  /** Positional words, in order. */
  readonly positional: readonly string[];
  /** `key=value` arguments, values parsed as JSON where they parse, dotted keys nested. */
  readonly args: CliArgs;
  /** `--flag` and `--option value` settings. */
  readonly flags: Readonly<Record<string, string | true>>;
}

const VALUE_FLAGS = new Set(['seed', 'max-paths', 'samples']);
const BOOLEAN_FLAGS = new Set(['json', 'help', 'estimate']);

function parseValue(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Keys that would reach an object's prototype rather than set a field. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function setPath(target: Record<string, unknown>, dotted: string, value: unknown): void {
  const keys = dotted.split('.');
  const forbidden = keys.find((key) => FORBIDDEN_KEYS.has(key) || key === '');
  if (forbidden !== undefined) {
    throw new UsageError(`${dotted}=…: "${forbidden}" is not a field name any input has`);
  }
  let node = target;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    if (next === null || typeof next !== 'object' || Array.isArray(next)) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys[keys.length - 1] as string] = value;
}

/** Splits argv into positional words, `key=value` arguments and flags. */
export function parseArgv(argv: readonly string[]): ParsedArgs {
  const positional: string[] = [];
  const args: Record<string, unknown> = {};
  const flags: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i] as string;
    if (word === '-h') flags.help = true;
    else if (word.startsWith('--')) {
      const [name = '', inline] = word.slice(2).split(/=(.*)/s, 2);
      if (BOOLEAN_FLAGS.has(name)) {
        if (inline !== undefined) throw new UsageError(`--${name} takes no value`);
        flags[name] = true;
      } else if (VALUE_FLAGS.has(name)) {
        const value = inline ?? argv[++i];
        if (value === undefined || value.startsWith('--')) throw new UsageError(`--${name} needs a value`);
        flags[name] = value;
      } else throw new UsageError(`unknown option --${name}`);
    } else if (/^[A-Za-z_][\w.-]*=/.test(word)) {
      const at = word.indexOf('=');
      const key = word.slice(0, at);
      if (VALUE_FLAGS.has(key) || BOOLEAN_FLAGS.has(key)) {
        throw new UsageError(
          `${word} looks like the option --${key}; write --${key}${VALUE_FLAGS.has(key) ? ` ${word.slice(at + 1)}` : ''}`,
        );
      }
      setPath(args, key, parseValue(word.slice(at + 1)));
    } else positional.push(word);
  }
  return { positional, args, flags };
}

/** Reads an integer flag, or `fallback` when absent; a non-integer is a UsageError. */
export function integerFlag(flags: ParsedArgs['flags'], name: string, fallback: number): number {
  const raw = flags[name];
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (raw === true || !Number.isSafeInteger(value))
    throw new UsageError(`--${name} must be a whole number; got ${String(raw)}`);
  return value;
}
