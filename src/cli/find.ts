import { UsageError } from './args.js';
import type { CliModule, CliResolver, CliTable } from './registry.js';

function names(items: readonly { name: string }[]): string {
  return items.map((item) => item.name).join(', ') || '(none)';
}

/** The module called `name`, or a UsageError listing the known ones. */
export function findModule(modules: readonly CliModule[], name: string | undefined, command: string): CliModule {
  if (name === undefined) throw new UsageError(`${command} needs a rule set: ${names(modules)}`);
  const found = modules.find((m) => m.name === name);
  if (found === undefined) throw new UsageError(`unknown rule set "${name}"; known: ${names(modules)}`);
  return found;
}

/** The table `name` of `module`, or a UsageError listing its tables. */
export function findTable(module: CliModule, name: string | undefined, command: string): CliTable {
  if (name === undefined) throw new UsageError(`${command} ${module.name} needs a table: ${names(module.tables)}`);
  const found = module.tables.find((t) => t.name === name);
  if (found === undefined)
    throw new UsageError(`${module.name} has no table "${name}"; tables: ${names(module.tables)}`);
  return found;
}

/** The resolver `name` of `module`, or a UsageError listing its resolvers. */
export function findResolver(module: CliModule, name: string | undefined, command: string): CliResolver {
  if (name === undefined)
    throw new UsageError(`${command} ${module.name} needs a resolver: ${names(module.resolvers)}`);
  const found = module.resolvers.find((r) => r.name === name);
  if (found === undefined)
    throw new UsageError(`${module.name} has no resolver "${name}"; resolvers: ${names(module.resolvers)}`);
  return found;
}

/** Fails when `positional` has words past `expected`. */
export function noExtraWords(positional: readonly string[], expected: number, command: string): void {
  if (positional.length > expected) {
    throw new UsageError(`${command}: unexpected "${positional[expected]}" (arguments are key=value)`);
  }
}
