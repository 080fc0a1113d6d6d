/** The root lists the dice's exports again (see src/index.ts); this keeps the two lists equal. */
import { expect, it } from 'vitest';
import * as dice from '../../src/dice/index.js';
import * as root from '../../src/index.js';

it('the root exports every export of naval-rules/dice, the same values', () => {
  for (const [name, value] of Object.entries(dice)) expect((root as Record<string, unknown>)[name], name).toBe(value);
});
