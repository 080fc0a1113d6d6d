import { mergeRules } from '../core/rules-object.js';
import { type ParsedArgs, UsageError } from './args.js';
import type { CliIo } from './io.js';

/**
 * The arguments of a `roll`, `odds` or `lookup`: the JSON object read from `--input FILE`
 * (or standard input for `--input -` or a lone `-`), with any `key=value` words laid over
 * it, so a saved input can be rerun with one field changed.
 */
export function commandArgs(parsed: ParsedArgs, io: CliIo, words: number): Record<string, unknown> {
  const stdinWord = parsed.positional[words] === '-';
  const extra = parsed.positional[stdinWord ? words + 1 : words];
  if (extra !== undefined) throw new UsageError(`unexpected "${extra}" (arguments are key=value)`);
  const path = parsed.flags.input ?? (stdinWord ? '-' : undefined);
  if (stdinWord && parsed.flags.input !== undefined) throw new UsageError('give the input once: --input FILE or -');
  if (path === undefined) return { ...parsed.args };
  const where = path === '-' ? 'standard input' : `--input ${path}`;
  let text: string;
  try {
    text = io.read(path);
  } catch (error) {
    throw new UsageError(`cannot read ${where}: ${error instanceof Error ? error.message : String(error)}`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch (error) {
    throw new UsageError(`${where} is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new UsageError(`${where} must hold one JSON object (the input's fields)`);
  }
  return mergeRules(value as Record<string, unknown>, parsed.args);
}
