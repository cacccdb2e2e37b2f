// The statistics' pictures' figures: bars over a true axis of scores, the last games in order,
// and the rounds' best and averages against par.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameResult, RoundResult } from '../storage/records.js';
import { computeStats } from '../model/stats.js';
import { recentGames, roundFigures, scoreBins } from './figures.js';

const g = (score: number, won: boolean, at: number, variant = 'acesup'): GameResult => ({ id: String(at), game: variant.startsWith('golf') ? 'golf' : 'acesup', variant, deal: '', moves: [], score, won, cardsLeft: 0, endedAt: at, abandoned: false });

describe('score bins', () => {
  it('one bar a score while they fit, empty scores between kept', () => {
    expect(scoreBins([
      [3, 1],
      [5, 2],
    ])).toEqual([
      { lo: 3, hi: 3, count: 1 },
      { lo: 4, hi: 4, count: 0 },
      { lo: 5, hi: 5, count: 2 },
    ]);
    expect(scoreBins([])).toEqual([]);
  });

  it('equal ranges when there are more scores than bars (Aces Up 0-48 in 24 bars of 3)', () => {
    const bins = scoreBins(
      [
        [0, 2],
        [1, 1],
        [47, 1],
        [48, 5],
      ],
      24,
    );
    expect(bins).toHaveLength(17);
    expect(bins[0]).toEqual({ lo: 0, hi: 2, count: 3 });
    expect(bins.at(-1)).toEqual({ lo: 48, hi: 48, count: 5 });
    expect(bins.at(-2)).toEqual({ lo: 45, hi: 47, count: 1 });
  });

  it('every game in exactly one bar, at most maxBars, bars the same width and in order (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -20, max: 60 }), { minLength: 1, maxLength: 80 }), fc.integer({ min: 1, max: 30 }), (scores, max) => {
        const st = computeStats(scores.map((s, i) => g(s, false, i)), []);
        const dist = st[0]?.distribution ?? [];
        const bins = scoreBins(dist, max);
        expect(bins.length).toBeLessThanOrEqual(max);
        expect(bins.reduce((a, b) => a + b.count, 0)).toBe(scores.length);
        for (const s of scores) expect(bins.filter((b) => s >= b.lo && s <= b.hi)).toHaveLength(1);
        const width = (bins[0]?.hi ?? 0) - (bins[0]?.lo ?? 0);
        bins.slice(0, -1).forEach((b, i) => {
          expect(b.hi - b.lo).toBe(width);
          expect(bins[i + 1]?.lo).toBe(b.hi + 1);
        });
      }),
    );
  });
});

describe('recent games', () => {
  it('the last n of the variant, oldest first, whatever order they were stored in', () => {
    const all = [g(10, false, 5), g(48, true, 2), g(7, false, 9, 'golf'), g(20, false, 7), g(30, false, 1)];
    expect(recentGames(all, 'acesup', 3).map((r) => [r.score, r.won])).toEqual([
      [48, true],
      [10, false],
      [20, false],
    ]);
    const many = Array.from({ length: 70 }, (_, i) => g(i % 49, false, i));
    const last = recentGames(many, 'acesup');
    expect(last).toHaveLength(50);
    expect(last[0]?.endedAt).toBe(20);
    expect(last.at(-1)?.endedAt).toBe(69);
  });
});

describe('round figures', () => {
  const r = (total: number, par: number, at: number): RoundResult => ({ variant: 'golf', scores: [total, 0, 0, 0, 0, 0, 0, 0, 0], total, par, endedAt: at });
  it('the best round against its par, the average total and the average against par', () => {
    expect(roundFigures([])).toBeUndefined();
    const f = roundFigures([r(50, 45, 1), r(38, 45, 2), r(40, 36, 3)]);
    expect(f).toEqual({ played: 3, best: { total: 38, par: 45 }, averageTotal: 128 / 3, averageToPar: (5 - 7 + 4) / 3 });
  });
});
