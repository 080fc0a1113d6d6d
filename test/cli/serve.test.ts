/**
 * `naval-rules serve`: a request line gives one response line; bad lines are answered with
 * an error and never end the process; a real process plays a landing to its end.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { catalogues } from '../../src/cli/catalogues.js';
import { serveLine } from '../../src/cli/serve.js';

const setup = JSON.parse(
  readFileSync(new URL('../../examples/war-at-sea-landing/setup.json', import.meta.url), 'utf8'),
);
const ask = (request: unknown) => JSON.parse(serveLine(JSON.stringify(request), catalogues));

describe('serve, one line at a time', () => {
  it('answers new, legal, bot, apply, check, view, pending and outcome with their results', () => {
    const state = ask({ id: 1, op: 'new', set: 'war-at-sea', setup }).result;
    expect(state.game).toBe('war-at-sea');
    const legal = ask({ id: 2, op: 'legal', state, player: 'Allies' }).result;
    expect(legal).toContainEqual({ type: 'advance', side: 'Allies' });
    const action = ask({ id: 3, op: 'bot', state, player: 'Allies', bot: 'doctrine', seed: 4 }).result;
    expect(legal).toContainEqual(action);
    const step = ask({ id: 4, op: 'apply', state, action }).result;
    expect(step.events.length).toBeGreaterThan(0);
    expect(ask({ id: 5, op: 'check', state, action }).result).toEqual({ legal: true });
    expect(Object.hasOwn(ask({ id: 6, op: 'view', state, player: 'Axis' }).result, 'dice')).toBe(false);
    expect(ask({ id: 7, op: 'pending', state }).result.length).toBe(2);
    expect(ask({ id: 8, op: 'outcome', state }).result).toMatchObject({ over: false, winners: [] });
  });

  it('answers a bad request with the --json error shape, keeping its id', () => {
    expect(JSON.parse(serveLine('not json', catalogues))).toMatchObject({ id: null, error: { code: 'USAGE' } });
    expect(ask({ id: 'x', op: 'toString' })).toMatchObject({ id: 'x', error: { code: 'USAGE' } });
    expect(ask({ id: 9, op: 'view', state: { game: 'war-at-sea' }, player: 'Axis' })).toMatchObject({
      id: 9,
      error: { code: 'INVALID_INPUT', rule: 'Sequence of Play' },
    });
    const state = ask({ id: 1, op: 'new', set: 'war-at-sea', setup }).result;
    const refused = ask({
      id: 10,
      op: 'apply',
      state,
      action: { type: 'unload', side: 'Allies', unit: 'AP-1', island: 'x', count: 1 },
    });
    expect(refused.error).toMatchObject({ code: 'ILLEGAL_ACTION' });
    expect(ask({ id: 11, op: 'new', set: 'war-at-sea', setup, extra: 1 })).toMatchObject({ error: { code: 'USAGE' } });
  });

  it('a real serve process plays a whole landing, doctrine against random, in order', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'serve'], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
    let id = 0;
    const request = async (op: string, fields: Record<string, unknown>) => {
      id++;
      child.stdin.write(`${JSON.stringify({ id, op, ...fields })}\n`);
      const answer = JSON.parse((await lines.next()).value as string);
      expect(answer.id).toBe(id);
      expect(answer.error).toBeUndefined();
      return answer.result;
    };
    let state = await request('new', { set: 'war-at-sea', setup });
    let steps = 0;
    while (!(await request('outcome', { state })).over && steps < 2_000) {
      const side = (await request('pending', { state }))[0].side;
      const action = await request('bot', {
        state,
        player: side,
        bot: side === 'Allies' ? 'doctrine' : 'random',
        seed: steps,
      });
      state = (await request('apply', { state, action })).state;
      steps++;
    }
    child.stdin.end();
    expect(steps).toBeLessThan(2_000);
    expect(state.winners.length > 0 || state.turn > 10).toBe(true);
  }, 60_000);
});
