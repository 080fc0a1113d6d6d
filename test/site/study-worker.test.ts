import { describe, expect, it } from 'vitest';
import { playStudy, type StudyReply } from '../../site/src/study-worker.js';
import { simulate } from '../../src/simulate/index.js';
import { warAtSeaCatalogue, warAtSeaExampleSetUp } from '../../src/war-at-sea/index.js';

describe("the explorer's study worker", () => {
  it('sends a growing summary after each shard, the last one equal to the whole study', () => {
    const replies: StudyReply[] = [];
    playStudy({ kind: 'study', id: 1, set: 'war-at-sea', bots: ['doctrine', 'random'], runs: 40, seed: 7 }, (reply) =>
      replies.push(reply),
    );
    expect(replies.map((r) => (r.ok ? r.done : r.message))).toEqual([10, 20, 30, 40]);
    const last = replies.at(-1);
    if (last?.ok !== true) throw new Error('the study failed');
    expect(replies.slice(0, -1).every((r) => r.ok && r.summary.partial === true)).toBe(true);
    const whole = simulate({
      game: warAtSeaCatalogue.game,
      setup: warAtSeaExampleSetUp,
      bots: { Allies: 'doctrine', Axis: 'random' },
      runs: 40,
      seed: 7,
    });
    expect(last.summary).toEqual(whole);
  });

  it('says why a study cannot be played', () => {
    const replies: StudyReply[] = [];
    playStudy({ kind: 'study', id: 2, set: 'no-such-set', bots: [], runs: 40, seed: 7 }, (reply) =>
      replies.push(reply),
    );
    expect(replies).toEqual([{ kind: 'study', id: 2, ok: false, message: 'no game of no-such-set' }]);
  });
});
