import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { provided } from '../../site/src/chunks.js';
import type { RollsChunk } from '../../site/src/rolls-chunk.js';
import type { StudyChunk } from '../../site/src/serve.js';
import { siteCatalogues } from '../../site/src/site-data.js';
import { catalogues } from '../../src/cli/catalogues.js';
import { exampleArgs } from '../../src/cli/resolver-call.js';
import { resolverExactOdds } from '../../src/cli/resolver-odds.js';
import { inputJsonSchema } from '../../src/core/catalogue/json-schema.js';
import { formatFraction } from '../../src/odds/fraction.js';

const rollsDir = new URL('../../site/src/parts/rolls/', import.meta.url);
const partNames = readdirSync(rollsDir)
  .filter((f) => f.endsWith('.ts'))
  .map((f) => f.slice(0, -3));
for (const name of partNames) await import(new URL(`${name}.ts`, rollsDir).href);
const parts = partNames.map((name) => provided<RollsChunk>(name));

describe("the explorer's scripts of rolls", () => {
  it('each provides its rolls under its own name', () => {
    expect(parts.map((p) => p?.part)).toEqual(partNames);
  });

  it('together they hold every roll of every catalogue exactly once', () => {
    const held = parts.flatMap((p) => (p?.rolls ?? []).map((r) => `${p?.set}/${r.command}`));
    const listed = catalogues.flatMap((c) => c.resolvers.map((r) => `${c.name}/${r.command}`));
    expect([...held].sort()).toEqual([...listed].sort());
    expect(new Set(held).size).toBe(held.length);
  });

  it("give each roll the library's form and example, and count its odds as the library does", () => {
    for (const part of parts) {
      const catalogue = catalogues.find((c) => c.name === part?.set);
      for (const roll of part?.rolls ?? []) {
        const resolver = catalogue?.resolvers.find((r) => r.command === roll.command);
        if (resolver === undefined || part === undefined) throw new Error(`${roll.command} not in ${part?.set}`);
        const form = part.formOf(roll.command);
        expect(form.schema).toEqual(inputJsonSchema(resolver.input));
        expect(form.example).toEqual(exampleArgs(resolver));
        if (part.set !== 'dice') continue; // one rule set's counting is enough here; the browser test runs each
        const reply = part.count({
          id: 1,
          part: part.part,
          resolver: roll.command,
          args: form.example,
          estimate: false,
        });
        if (!reply.ok) throw new Error(reply.message);
        expect(reply.rows.map((r) => r.exact)).toEqual(
          resolverExactOdds(resolver, form.example).outcomes.map((o) => formatFraction(o.fraction)),
        );
      }
    }
  });

  it('answer a refused case with the RulesError as data, and an unknown roll with a plain refusal', () => {
    const sopac = provided<RollsChunk>('sopac');
    const refused = sopac?.count({ id: 7, part: 'sopac', resolver: 'mtb-attack', args: { nope: 1 }, estimate: false });
    expect(refused).toMatchObject({ id: 7, ok: false, code: expect.any(String) });
    const unknown = sopac?.count({ id: 8, part: 'sopac', resolver: 'gunnery', args: {}, estimate: false });
    expect(unknown).toEqual({ id: 8, ok: false, message: 'no roll gunnery in sopac', code: undefined, path: [] });
  });
});

describe("the build's reading of the catalogues", () => {
  it('lists every catalogue, its rolls in order and its tables', () => {
    expect(siteCatalogues()).toEqual(
      catalogues.map((c) => ({
        name: c.name,
        title: c.title,
        commands: c.resolvers.map((r) => r.command),
        tables: c.tables,
      })),
    );
  });
});

describe("the studies' script", () => {
  it('provides the study player', async () => {
    await import('../../site/src/parts/study.js');
    expect(typeof provided<StudyChunk>('study')?.playStudy).toBe('function');
  });
});
