// The end summary's content: a new personal best against the other games of the variant (higher or
// lower is better, as the game ranks scores), the winning streak and the longest one, a round's
// best total, the daily deal's line, the line with the stock known; every language has every
// word with the same arguments; and the deals store's run of days won around a day.
import { describe, expect, it } from 'vitest';
import { placeholders } from '../../src/core/i18n.js';
import { dailyRun, type DailyEntry } from '../deals/store.js';
import type { GameResult, RoundResult } from '../storage/records.js';
import { type Lang, LANGS } from '../words/i18n.js';
import { bestLine, dailyLine, type EndLine, knownLine, type Records, recordsOf, roundLine, streakLine, summaryLines } from './summary.js';
import { END_WORDS } from './words.js';

const game = (id: string, score: number, won: boolean, at: number, variant = 'acesup', abandoned = false): GameResult => ({
  id,
  game: variant.startsWith('golf') ? 'golf' : 'acesup',
  variant,
  deal: '',
  moves: [],
  score,
  won,
  cardsLeft: 0,
  endedAt: at,
  abandoned,
});
const round = (total: number, at: number, variant = 'golf'): RoundResult => ({ variant, scores: [], total, par: 45, endedAt: at });
const line = (lang: Lang, m: EndLine): string => END_WORDS.text(lang, m.key, m.args);
const en = (m: EndLine): string => line('en', m);

describe('records against the statistics', () => {
  it('a better score than every other game of the variant is a new personal best; equal or worse is not', () => {
    const history = { games: [game('a', 30, false, 1), game('b', 41, false, 2), game('c', 48, true, 3), game('x', 48, true, 0, 'acesup(jokers)')], rounds: [] };
    const r = recordsOf('c', 'acesup', history, true);
    expect(r).toMatchObject({ endedAt: 3, bestBefore: 41, streak: 1, bestStreakBefore: 0 });
    expect(en(bestLine(48, r!, true)!)).toBe('New personal best: 48 (before: 41)');
    // The other variant's 48 does not count; a tie is not a new best.
    expect(bestLine(41, { ...r!, bestBefore: 41 }, true)).toBeUndefined();
    expect(bestLine(40, r!, true)).toBeUndefined();
  });

  it('lower is better when the game says so (a Golf hole), and the first game of a variant sets no record', () => {
    const history = { games: [game('h1', 3, false, 1, 'golf'), game('h2', -1, true, 2, 'golf'), game('h3', -4, true, 3, 'golf')], rounds: [] };
    const r = recordsOf('h3', 'golf', history, false)!;
    expect(r.bestBefore).toBe(-1);
    expect(en(bestLine(-4, r, false)!)).toBe('New personal best: -4 (before: -1)');
    expect(bestLine(-4, r, true)).toBeUndefined();
    const first = recordsOf('h1', 'golf', { games: [game('h1', 3, false, 1, 'golf')], rounds: [] }, false)!;
    expect(first.bestBefore).toBeUndefined();
    expect(bestLine(3, first, false)).toBeUndefined();
  });

  it('a game whose result is not stored has no records', () => {
    expect(recordsOf('gone', 'acesup', { games: [game('a', 30, false, 1)], rounds: [] }, true)).toBeUndefined();
  });

  it('the streak counts the wins in a row up to this game; a game left before its end breaks it', () => {
    const games = [game('1', 48, true, 1), game('2', 48, true, 2), game('3', 48, true, 3), game('4', 12, false, 4, 'acesup', true), game('5', 48, true, 5), game('6', 48, true, 6)];
    const r = recordsOf('6', 'acesup', { games, rounds: [] }, true)!;
    expect([r.streak, r.bestStreakBefore]).toEqual([2, 3]);
    expect(en(streakLine(true, r)!)).toBe('2 wins in a row');
    const more = recordsOf('8', 'acesup', { games: [...games, game('7', 48, true, 7), game('8', 48, true, 8)], rounds: [] }, true)!;
    expect(en(streakLine(true, more)!)).toBe('4 wins in a row: your longest streak yet');
    const begins = recordsOf('5', 'acesup', { games: games.slice(0, 5), rounds: [] }, true)!;
    expect(en(streakLine(true, begins)!)).toBe('A winning streak begins');
    // A game not won says nothing of a streak.
    expect(streakLine(false, { ...r, streak: 0 })).toBeUndefined();
  });

  it('a round that ends with this game is found by its time; a lower total than every other round is the best yet', () => {
    const games = [game('h9', 2, false, 100, 'golf')];
    const rounds = [round(40, 10), round(38, 20), round(35, 100), round(30, 50, 'golf(par=36)')];
    const r = recordsOf('h9', 'golf', { games, rounds }, false)!;
    expect([r.roundTotal, r.roundBestBefore]).toEqual([35, 38]);
    expect(en(roundLine(r, false)!)).toBe('Your best round yet: 35 (before: 38)');
    expect(roundLine({ ...r, roundTotal: 39 }, false)).toBeUndefined();
    // A hole that ends no round has no round line.
    expect(roundLine(recordsOf('h9', 'golf', { games, rounds: rounds.slice(0, 2) }, false)!, false)).toBeUndefined();
  });
});

describe('the daily deal', () => {
  const day = (date: string, won: boolean, variant = 'golf'): DailyEntry => ({ variant, date, number: 1, won, score: 0 });

  it('the run of days won around a day', () => {
    const entries = [day('2026-12-01', true), day('2026-12-02', true), day('2026-12-03', false), day('2026-12-04', true), day('2026-12-05', true), day('2026-12-06', true), day('2026-12-07', true, 'acesup')];
    expect(dailyRun(entries, 'golf', { year: 2026, month: 12, day: 5 })).toBe(3);
    expect(dailyRun(entries, 'golf', { year: 2026, month: 12, day: 1 })).toBe(2);
    expect(dailyRun(entries, 'golf', { year: 2026, month: 12, day: 3 })).toBe(0);
    expect(dailyRun(entries, 'golf', { year: 2026, month: 12, day: 7 })).toBe(0);
  });

  it('says the day won and the days in a row, or how it went', () => {
    expect(en(dailyLine({ date: '5 December', won: true, run: 4, streak: 4 }))).toBe('Daily deal won, 5 December, 4 days in a row');
    expect(en(dailyLine({ date: '5 December', won: true, run: 1, streak: 1 }))).toBe('Daily deal won, 5 December');
    expect(en(dailyLine({ date: '5 December', won: false, run: 0, streak: 3 }))).toBe('Daily deal, 5 December: not won this time. Daily streak: 3 days');
    expect(en(dailyLine({ date: '5 December', won: false, run: 0, streak: 0 }))).toBe('Daily deal, 5 December: not won this time');
    expect(line('nb', dailyLine({ date: '5. desember', won: true, run: 4, streak: 4 }))).toBe('Dagens kabal vunnet, 5. desember, 4 dager på rad');
    expect(line('sv', dailyLine({ date: '5 december', won: true, run: 2, streak: 2 }))).toBe('Dagens giv vunnen, 5 december, 2 dagar i rad');
    expect(line('da', dailyLine({ date: '5. december', won: false, run: 0, streak: 1 }))).toBe('Dagens kabale, 5. december: ikke vundet denne gang. Daglig stime: 1 dag');
  });

  it('comes first, before the records and the streak', () => {
    const r: Records = { endedAt: 1, score: 48, won: true, streak: 2, bestStreakBefore: 5, bestBefore: 40, roundTotal: undefined, roundBestBefore: undefined };
    const lines = summaryLines({ score: 48, won: true, higher: true }, r, { date: '5 December', won: true, run: 4, streak: 4 });
    expect(lines.map(en)).toEqual(['Daily deal won, 5 December, 4 days in a row', 'New personal best: 48 (before: 40)', '2 wins in a row']);
    expect(summaryLines({ score: 30, won: false, higher: true }, undefined, undefined)).toEqual([]);
  });

  it('claims no record for an end that is not the one counted (undone after the end and ended otherwise)', () => {
    const history = { games: [game('a', 30, false, 1), game('b', 20, false, 2)], rounds: [] };
    // Counted as lost with 20; undone and then won with 48: the statistics hold the 20.
    const r = recordsOf('b', 'acesup', history, true)!;
    expect(summaryLines({ score: 48, won: true, higher: true }, r, undefined)).toEqual([]);
    expect(summaryLines({ score: 20, won: false, higher: true }, r, undefined)).toEqual([]);
  });
});

describe('after a game not won', () => {
  it('the best the deal allowed, with the stock known, set beside the score', () => {
    expect(en(knownLine({ kind: 'done', winnable: true, best: 48 }, 34))).toBe('With the stock known, this deal could be won (score 48).');
    expect(en(knownLine({ kind: 'done', winnable: false, best: 44 }, 34))).toBe('With the stock known, the best this deal allowed was a score of 44; it could not be won.');
    expect(en(knownLine({ kind: 'done', winnable: false, best: 3 }, 3))).toBe('With the stock known, 3 was the best this deal allowed: you reached it.');
    expect(en(knownLine({ kind: 'working' }, 3))).toBe('With the stock known, working out the best this deal allowed …');
    expect(en(knownLine({ kind: 'unknown', states: '3,000,000' }, 3))).toBe('With the stock known, the search stopped before an answer (3,000,000 positions looked at).');
    expect(en(knownLine({ kind: 'failed', message: 'no worker' }, 3))).toBe('With the stock known, the best could not be worked out (no worker).');
  });

  it('every line says "with the stock known" in every language', () => {
    const known = { en: 'with the stock known', nb: 'med kjent bunke', sv: 'med känd talong', da: 'med kendt talon' } as const;
    for (const lang of LANGS) {
      for (const [key, text] of Object.entries(END_WORDS.catalogue[lang])) if (key.startsWith('end.known')) expect(text.toLowerCase(), `${lang} ${key}`).toContain(known[lang]);
    }
  });
});

describe('words', () => {
  it('every language has every key, with the same arguments', () => {
    for (const lang of LANGS) {
      expect(Object.keys(END_WORDS.catalogue[lang]).sort()).toEqual(Object.keys(END_WORDS.catalogue.en).sort());
      for (const [k, text] of Object.entries(END_WORDS.catalogue.en)) expect(placeholders(END_WORDS.catalogue[lang][k] ?? ''), `${lang} ${k}`).toEqual(placeholders(text));
    }
  });
});
