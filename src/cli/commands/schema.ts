import type { Catalogue } from '../../core/catalogue/catalogue.js';
import { inputJsonSchema } from '../../core/catalogue/json-schema.js';
import { onlyFlags, type ParsedArgs, UsageError } from '../args.js';
import { findCatalogue, findSchema, noExtraWords } from '../find.js';
import { alignRows, toJson } from '../format.js';
import type { CliIo } from '../io.js';

/** Help for `naval-rules schema`. */
export const schemaHelp = `Usage: naval-rules schema <set> [resolver | state]

Prints the JSON Schema (draft 2020-12) of a resolver's input, or of a state or record the
rule set keeps (a ship, the game state, the house rules), e.g.
  naval-rules schema firepower gunnery
  naval-rules schema cartwheel state
Without a name it lists what has a schema. Apps in other languages and form builders can
validate against these before calling the library.`;

/** Prints one JSON Schema, or lists the names that have one. */
export function schemaCommand(parsed: ParsedArgs, io: CliIo, catalogues: readonly Catalogue[]): number {
  onlyFlags(parsed.flags, 'schema', ['json']);
  noExtraWords(parsed.positional, 3, 'schema');
  if (Object.keys(parsed.args).length > 0) throw new UsageError('schema takes no key=value arguments');
  const [, setName, name] = parsed.positional;
  const catalogue = findCatalogue(catalogues, setName, 'schema');
  if (name === undefined) {
    const rows = [
      ...catalogue.resolvers.map((r) => ['  input of', r.command, r.title]),
      ...catalogue.schemas.map((s) => ['  schema', s.name, s.title]),
    ];
    io.out([`${catalogue.name}: what has a JSON Schema`, ...alignRows(rows)].join('\n'));
    return 0;
  }
  const entry = findSchema(catalogue, name);
  const zod = 'command' in entry ? entry.input : entry.schema;
  io.out(toJson({ title: 'command' in entry ? `${entry.name} input` : entry.title, ...inputJsonSchema(zod) }));
  return 0;
}
