import type { CatalogueResolver } from '../core/catalogue/catalogue.js';
import { inputJsonSchema, type JsonSchemaNode as Node } from '../core/catalogue/json-schema.js';
import { alignRows } from './format.js';

const MAX_CHOICES = 8;

/** A short text for what a field takes: `short|long`, `N`, `true|false`, `{…}`, `[…]`. */
export function describeType(node: Node): string {
  if (node.enum !== undefined) {
    const shown = node.enum.slice(0, MAX_CHOICES).map(String);
    return node.enum.length > MAX_CHOICES ? `${shown.join('|')}|\u2026` : shown.join('|');
  }
  if (node.const !== undefined) return String(node.const);
  const alternatives = node.anyOf ?? node.oneOf;
  if (alternatives !== undefined) return [...new Set(alternatives.map(describeType))].join('|');
  const type = Array.isArray(node.type) ? node.type.join('|') : node.type;
  switch (type) {
    case 'integer': {
      if (node.minimum !== undefined && node.maximum !== undefined) return `N (${node.minimum}\u2013${node.maximum})`;
      return node.minimum !== undefined ? `N (\u2265${node.minimum})` : 'N';
    }
    case 'number':
      return 'number';
    case 'boolean':
      return 'true|false';
    case 'string':
      return 'text';
    case 'array':
      return '[\u2026]';
    case 'object':
      return '{\u2026}';
    case 'null':
      return 'null';
    default:
      return 'value';
  }
}

function fields(resolver: CatalogueResolver): { name: string; required: boolean; node: Node }[] {
  const schema = inputJsonSchema(resolver.input) as Node;
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, node]) => ({ name, required: required.has(name), node }));
}

/** The `key=value` words a resolver takes, from its input schema: required ones bare, optional ones bracketed. */
export function usageWords(resolver: CatalogueResolver): string {
  const words = fields(resolver).map(({ name, required, node }) => {
    const word = `${name}=<${describeType(node)}>`;
    return required ? word : `[${word}]`;
  });
  if (resolver.houseRules) words.push('[rules.<field>=<json> \u2026]');
  return words.join(' ') || '(no arguments)';
}

/** One line per input field: name, required or optional, what it takes, default. */
export function fieldTable(resolver: CatalogueResolver): string {
  const rows = fields(resolver).map(({ name, required, node }) => [
    `  ${name}`,
    required ? 'required' : 'optional',
    describeType(node),
    node.default === undefined ? '' : `default ${JSON.stringify(node.default)}`,
  ]);
  if (resolver.houseRules) rows.push(['  rules', 'optional', 'house rules (see: naval-rules schema <set> rules)', '']);
  return rows.length === 0 ? '  (no arguments)' : alignRows(rows).join('\n');
}
