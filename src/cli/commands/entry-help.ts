import { findModule, findResolver, findTable } from '../find.js';
import { display } from '../format.js';
import type { CliModule } from '../registry.js';

function shellWord(word: string): string {
  return /^[\w.,:=+\-/]+$/.test(word) ? word : `'${word.replace(/'/g, "'\\''")}'`;
}

/** `key=value` words for an example argument object, quoted for a POSIX shell. */
export function exampleWords(example: Readonly<Record<string, unknown>>): string {
  return Object.entries(example)
    .map(([key, value]) => shellWord(`${key}=${display(value)}`))
    .join(' ');
}

/**
 * Help for one registered resolver or table (`naval-rules roll shoestring extend-patrol
 * --help`): its rule, title, arguments and a runnable example. Undefined when the words do
 * not name one, so the command's general help is shown instead.
 */
export function entryHelp(
  command: string,
  words: readonly string[],
  modules: readonly CliModule[],
): string | undefined {
  const [setName, entryName] = words;
  if (setName === undefined || entryName === undefined) return undefined;
  const module = findModule(modules, setName, command);
  if (command === 'lookup') {
    const table = findTable(module, entryName, command);
    return `${table.title} (${table.rule})\n\nUsage: naval-rules lookup ${module.name} ${table.name} ${table.usage}`;
  }
  const resolver = findResolver(module, entryName, command);
  const example = `naval-rules ${command} ${module.name} ${resolver.name} ${exampleWords(resolver.example)}`.trimEnd();
  return `${resolver.title} (${resolver.rule})\n\nUsage: naval-rules ${command} ${module.name} ${resolver.name} ${resolver.usage}\nExample: ${example}`;
}
