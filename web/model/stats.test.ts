// Statistics per variant: played, won, streaks, best (as the game's rules rank scores), average.
import { describe, expect, it } from 'vitest';
import type { GameResult, RoundResult } from '../storage/records.js';
import { computeStats } from './stats.js';

const g = (score: number, won: boolean, at: number, variant = 'acesup'): GameResult => ({ id: String(at), game: variant.startsWith('golf') ? 'golf' : 'acesup', variant, deal: '', moves: [], score, won, cardsLeft: 52 - score, endedAt: at, abandoned: false });

describe('statistics', () => {
  it('counts played, won, streaks, best and average per variant', () => {
    const st = computeStats([g(48, true, 1), g(48, true, 2), g(30, false, 3), g(48, true, 4), g(3, false, 5, 'golf'), g(-2, true, 6, 'golf')], []);
    const a = st.find((x) => x.variant === 'acesup')!;
    expect([a.played, a.won, a.currentStreak, a.bestStreak, a.bestScore, a.averageScore]).toEqual([4, 3, 1, 2, 48, 43.5]);
    expect(a.distribution).toEqual([
      [30, 1],
      [48, 3],
    ]);
    // Golf's best is its lowest score.
    expect(st.find((x) => x.variant === 'golf')!.bestScore).toBe(-2);
    expect(st.map((x) => x.game)).toEqual(['acesup', 'golf']);
  });

  it('a variant with rounds and no games is listed, under the game its text names', () => {
    const round: RoundResult = { variant: 'golf(par=36)', scores: [1, 1, 1, 1, 1, 1, 1, 1, 1], total: 9, par: 36, endedAt: 3 };
    const st = computeStats([g(40, false, 1)], [round, { ...round, endedAt: 8 }]);
    const golf = st.find((x) => x.variant === 'golf(par=36)')!;
    expect([golf.game, golf.played, golf.bestScore, golf.rounds.map((r) => r.endedAt)]).toEqual(['golf', 0, null, [8, 3]]);
  });
});
