/**
 * Inside a Cartwheel game's own steps its board is taken as it is (onOwnBoards); anywhere
 * else every helper parses the board it is given.
 */
import { describe, expect, it } from 'vitest';
import { advancePhase } from '../../src/cartwheel/sequence-of-play.js';
import { airbaseNamed, onOwnBoards, parseCartwheelState } from '../../src/cartwheel/state.js';

const BAD_BOARD = { turn: 'two', airbases: [], airUnits: [] };

describe('onOwnBoards', () => {
  it('outside it, a helper refuses a bad board by name', () => {
    expect(() => advancePhase(BAD_BOARD as never)).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
    expect(() => airbaseNamed(BAD_BOARD as never, 'Rabaul')).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT' }),
    );
  });

  it('inside it, the board is taken as it is, and the scope ends with the call, even when it throws', () => {
    const board = parseCartwheelState({ turn: 2, airbases: [], airUnits: [] });
    expect(onOwnBoards(() => parseCartwheelState(board))).toBe(board);
    expect(() =>
      onOwnBoards(() => {
        throw new Error('a step failed');
      }),
    ).toThrow('a step failed');
    expect(() => parseCartwheelState(BAD_BOARD as never)).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
    // Nested scopes end with the outermost.
    onOwnBoards(() => onOwnBoards(() => undefined));
    expect(() => advancePhase(BAD_BOARD as never)).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
  });
});
