/**
 * The JSON Schemas the catalogues publish (`naval-rules schema`) are valid under ajv's
 * strict mode, accept what the library accepts (every catalogue example, the example
 * landing's set-up, actions, states and views, a state of each game) and refuse what JSON
 * Schema can say the library refuses.
 */
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { createCartwheelGame } from '../../../src/cartwheel/index.js';
import { catalogues } from '../../../src/cli/catalogues.js';
import { hasGame } from '../../../src/cli/game-file.js';
import { inputJsonSchema } from '../../../src/core/catalogue/json-schema.js';
import { createBattle } from '../../../src/firepower/index.js';
import { createShoestringGame } from '../../../src/shoestring/index.js';
import { createWarAtSeaGame, type WarAtSeaActionInput, warAtSeaGame } from '../../../src/war-at-sea/index.js';
import { smallScenario } from '../../cartwheel/game/game-fixtures.js';
import { twoSquadronsASide } from '../../firepower/game/battle-fixtures.js';
import { smallGame } from '../../shoestring/game/game-fixtures.js';
import { scenario } from '../../sopac/game/game-fixtures.js';

const ajv = new Ajv2020({ strict: true, allErrors: true });

function validator(set: string, name: string) {
  const catalogue = catalogues.find((c) => c.name === set);
  const entry =
    catalogue?.resolvers.find((r) => r.command === name)?.input ??
    catalogue?.schemas.find((s) => s.name === name)?.schema;
  if (entry === undefined) throw new Error(`no schema ${set} ${name}`);
  return ajv.compile(inputJsonSchema(entry));
}

/** Asserts that `value` is valid, printing ajv's errors when it is not. */
function expectValid(set: string, name: string, value: unknown): void {
  const validate = validator(set, name);
  const ok = validate(JSON.parse(JSON.stringify(value)));
  expect(ok ? [] : validate.errors, `${set} ${name}`).toEqual([]);
}

describe('JSON Schemas under ajv strict mode', () => {
  for (const catalogue of catalogues) {
    it(`${catalogue.name}: every resolver input and schema compiles, and each example is valid`, () => {
      for (const resolver of catalogue.resolvers) {
        expectValid(catalogue.name, resolver.command, resolver.example);
      }
      for (const schema of catalogue.schemas) expect(() => ajv.compile(inputJsonSchema(schema.schema))).not.toThrow();
    });
  }

  it('every game lists its set-up, state, action and view schemas', () => {
    for (const catalogue of catalogues.filter(hasGame)) {
      expect(catalogue.schemas.map((s) => s.name).slice(0, 4)).toEqual([
        'game-setup',
        'game-state',
        'game-action',
        'game-view',
      ]);
      const names = catalogue.resolvers.map((r) => r.command);
      for (const schema of catalogue.schemas) expect(names).not.toContain(schema.name);
    }
  });

  it('the example landing: its set-up, every action, state and view are valid', () => {
    const dir = new URL('../../../examples/war-at-sea-landing/', import.meta.url);
    const setup = JSON.parse(readFileSync(new URL('setup.json', dir), 'utf8'));
    const actions = JSON.parse(readFileSync(new URL('actions.json', dir), 'utf8')) as WarAtSeaActionInput[];
    expectValid('war-at-sea', 'game-setup', setup);
    let state = createWarAtSeaGame(setup);
    for (const action of actions) {
      expectValid('war-at-sea', 'game-action', action);
      state = warAtSeaGame.apply(state, action).state;
      expectValid('war-at-sea', 'game-state', state);
      expectValid('war-at-sea', 'game-view', warAtSeaGame.viewFor(state, 'Axis'));
    }
  });

  it('a state of each other game is valid under its game-state schema', () => {
    expectValid('firepower', 'game-state', createBattle(twoSquadronsASide()));
    expectValid('shoestring', 'game-state', createShoestringGame(smallGame()));
    expectValid('cartwheel', 'game-state', createCartwheelGame(smallScenario()));
    expectValid('sopac', 'game-state', scenario(1));
  });

  it('refuses what the library refuses: a gunnery shot needs its range band or its distance', () => {
    const gunnery = validator('firepower', 'gunnery');
    expect(gunnery({ battery: 'BB', target: 'CA' })).toBe(false);
    expect(gunnery({ battery: 'BB', target: 'CA', distanceInches: 10 })).toBe(true);
    expect(gunnery({ battery: 'BB', target: 'CA', range: 'short', extra: 1 })).toBe(false);
    expect(validator('war-at-sea', 'game-action')({ type: 'advance', side: 'allies' })).toBe(false);
  });
});
