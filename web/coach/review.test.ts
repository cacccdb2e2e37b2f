// The review's marking: forced moves grouped, a lost win marked where it was lost, a worse best
// score or a costly choice marked as a mistake, in the game's direction of "better".
import { describe, expect, it } from 'vitest';
import { groupMoves, judge, winLostAt, worse } from './review.js';

describe('review marking', () => {
  it('groups runs of forced moves and keeps each decision alone', () => {
    expect(groupMoves([1, 1, 3, 2, 1, 1, 1])).toEqual([
      { from: 0, to: 2, forced: true },
      { from: 2, to: 3, forced: false },
      { from: 3, to: 4, forced: false },
      { from: 4, to: 7, forced: true },
    ]);
    expect(groupMoves([])).toEqual([]);
  });

  it('a lost win comes first, then a worse best score, then the fair cost', () => {
    const won = { best: 48, winnable: true };
    const lost = { best: 46, winnable: false };
    expect(judge(true, won, lost, undefined)).toBe('lostWin');
    expect(judge(true, { best: 40, winnable: false }, { best: 38, winnable: false }, undefined)).toBe('mistake');
    expect(judge(true, won, won, { move: 'x', cost: 0.2, samples: 20 })).toBeUndefined();
    expect(judge(true, won, won, { move: 'x', cost: 2, samples: 20 })).toBe('mistake');
    // Lower is better (a Golf hole): going from -3 to 1 is worse.
    expect(worse(false, 1, -3)).toBe(true);
    expect(judge(false, { best: -3, winnable: true }, { best: -3, winnable: true }, undefined)).toBeUndefined();
    expect(judge(false, { best: -3, winnable: false }, { best: 1, winnable: false }, undefined)).toBe('mistake');
  });

  it('finds the move after which the win was gone', () => {
    const p = (winnable: boolean) => ({ best: 0, winnable });
    expect(winLostAt([p(true), p(true), p(false), p(false)])).toBe(1);
    expect(winLostAt([p(false), p(false)])).toBeUndefined();
    expect(winLostAt([p(true), undefined, p(false)])).toBeUndefined();
  });
});
