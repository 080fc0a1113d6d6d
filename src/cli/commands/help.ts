import type { Catalogue } from '../../core/catalogue/catalogue.js';
import { onlyFlags, type ParsedArgs, UsageError } from '../args.js';
import { findCatalogue, findResolver, findTable } from '../find.js';
import { display } from '../format.js';
import { findGameCatalogue } from '../game-file.js';
import type { CliIo } from '../io.js';
import { exampleArgs } from '../resolver-call.js';
import { shellWord } from '../shell-word.js';
import { fieldTable, usageWords } from '../usage.js';
import { simulateSetHelp } from './simulate.js';

function flatten(prefix: string, value: unknown, into: string[]): void {
  const entries = value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : [];
  if (entries.length > 0 && entries.every(([key]) => /^[A-Za-z_][\w-]*$/.test(key))) {
    for (const [key, inner] of entries) flatten(prefix === '' ? key : `${prefix}.${key}`, inner, into);
  } else into.push(`${prefix}=${display(value)}`);
}

/** `key=value` words for an example argument object, quoted for a POSIX shell; `rules` is spelled out with dotted keys. */
export function exampleWords(example: Readonly<Record<string, unknown>>): string {
  const words: string[] = [];
  for (const [key, value] of Object.entries(example)) {
    if (key === 'rules') flatten('rules', value, words);
    else words.push(`${key}=${display(value)}`);
  }
  return words.map(shellWord).join(' ');
}

/**
 * Help for one resolver or table (`naval-rules help roll firepower gunnery`): its rule,
 * title, fields from its input schema, and a runnable example. Undefined when the words
 * do not name one.
 */
export function entryHelp(
  command: string,
  words: readonly string[],
  catalogues: readonly Catalogue[],
): string | undefined {
  const [setName, entryName] = words;
  if (command === 'simulate' && setName !== undefined && setName !== 'merge' && entryName === undefined) {
    return simulateSetHelp(findGameCatalogue(catalogues, setName, 'simulate'));
  }
  if (setName === undefined || entryName === undefined) return undefined;
  const catalogue = findCatalogue(catalogues, setName, command);
  if (command === 'lookup' || command === 'tables') {
    const table = findTable(catalogue, entryName, command);
    const keys = [`${table.rowKey.key}=<${table.rowKey.label}>`];
    if (table.columnKey !== undefined) keys.push(`[${table.columnKey.key}=<${table.columnKey.label}>]`);
    const first = table.rows[0];
    const example =
      first === undefined
        ? ''
        : `\nExample: naval-rules lookup ${catalogue.name} ${table.name} ${table.rowKey.key}=${shellWord(String(first.min ?? first.max ?? first.key ?? first.label))}`;
    return `${table.title} (${table.rule}), a ${table.kind} table\n\nUsage: naval-rules lookup ${catalogue.name} ${table.name} ${keys.join(' ')} [rules.<field>=<json> \u2026]${example}`;
  }
  if (command !== 'roll' && command !== 'odds' && command !== 'schema') return undefined;
  const resolver = findResolver(catalogue, entryName, command);
  const verb = command === 'schema' ? 'roll' : command;
  const example =
    `naval-rules ${verb} ${catalogue.name} ${resolver.command} ${exampleWords(exampleArgs(resolver))}`.trimEnd();
  return [
    `${resolver.title} (${resolver.rule}); API: ${resolver.name}`,
    '',
    `Usage: naval-rules ${verb} ${catalogue.name} ${resolver.command} ${usageWords(resolver)}`,
    '',
    'Fields:',
    fieldTable(resolver),
    '',
    `Example: ${example}`,
    `Schema:  naval-rules schema ${catalogue.name} ${resolver.command}`,
  ].join('\n');
}

/** `naval-rules help [command [set name]]`. */
export function helpCommand(
  parsed: ParsedArgs,
  io: CliIo,
  catalogues: readonly Catalogue[],
  helps: Readonly<Record<string, string>>,
  mainHelp: string,
): number {
  onlyFlags(parsed.flags, 'help', []);
  const [, command, ...rest] = parsed.positional;
  if (command === undefined) {
    io.out(mainHelp);
    return 0;
  }
  const general = helps[command];
  if (general === undefined)
    throw new UsageError(`no help for "${command}"; commands: ${Object.keys(helps).join(', ')}`);
  io.out(entryHelp(command, rest, catalogues) ?? general);
  return 0;
}
