// What the deals feature stores: bad entries are set aside with their reason and the rest kept;
// daily statistics count days, the streak up to today and the best streak; words in four languages.
import { describe, expect, it } from 'vitest';
import { placeholders } from '../../src/core/i18n.js';
import { LANGS } from '../words/i18n.js';
import { ASIDE_KEY, DEALS_KEY, type DailyEntry, dailyStats, DealsStore, parseDealsData } from './store.js';
import { DEALS_WORDS } from './words.js';

const day = (date: string, won: boolean, score = 0, variant = 'golf'): DailyEntry => ({ variant, date, number: 1, won, score });

class MemoryStorage {
  readonly map = new Map<string, string>();
  getItem(k: string): string | null {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string): void {
    this.map.set(k, v);
  }
}

describe('stored deals data', () => {
  it('keeps good entries and sets bad ones aside with their reason', () => {
    const raw = JSON.stringify({ winnableOnly: true, daily: [day('2026-12-01', true), { variant: 'golf', date: '2026-02-30', number: 1, won: true, score: 0 }, 'junk', day('2026-12-02', false, 3)] });
    const { data, aside } = parseDealsData(raw);
    expect(data.winnableOnly).toBe(true);
    expect(data.daily.map((d) => d.date)).toEqual(['2026-12-01', '2026-12-02']);
    expect(aside.map((a) => a.reason)).toEqual(['daily entry: "date" "2026-02-30" is not a date', 'daily entry: not an object']);
    expect(parseDealsData('{oops').aside[0]?.reason).toMatch(/^not JSON/);

    const storage = new MemoryStorage();
    storage.setItem(DEALS_KEY, raw);
    storage.setItem(ASIDE_KEY, JSON.stringify([{ reason: 'older', data: 1 }]));
    const store = new DealsStore(storage as unknown as Storage);
    expect(store.problems).toHaveLength(2);
    const asideNow = JSON.parse(storage.getItem(ASIDE_KEY) ?? '[]') as { reason: string }[];
    expect(asideNow.map((a) => a.reason)).toEqual(['older', 'daily entry: "date" "2026-02-30" is not a date', 'daily entry: not an object']);
    store.addDaily(day('2026-12-02', true, 5));
    store.addDaily(day('2026-12-02', false, 1));
    // Golf: lower is better; a day once won stays won.
    expect(store.getSnapshot().daily.find((d) => d.date === '2026-12-02')).toMatchObject({ won: true, score: 1 });
    expect(new DealsStore(storage as unknown as Storage).getSnapshot().daily).toHaveLength(2);
  });

  it('counts days played and won, the streak up to today or yesterday, and the best streak', () => {
    const today = { year: 2026, month: 12, day: 3 };
    const entries = [day('2026-11-20', true), day('2026-11-21', true), day('2026-11-22', true), day('2026-11-30', false), day('2026-12-01', true), day('2026-12-02', true), day('2026-12-02', true, 0, 'golf(putt-putt)')];
    expect(dailyStats(entries, 'golf', today)).toEqual({ played: 6, won: 5, streak: 2, best: 3 });
    expect(dailyStats([...entries, day('2026-12-03', true)], 'golf', today).streak).toBe(3);
    expect(dailyStats(entries, 'golf', { year: 2026, month: 12, day: 5 }).streak).toBe(0);
    expect(dailyStats([], 'golf', today)).toEqual({ played: 0, won: 0, streak: 0, best: 0 });
  });

  it('has every word in every language, with the same arguments', () => {
    for (const lang of LANGS) {
      expect(Object.keys(DEALS_WORDS.catalogue[lang]).sort()).toEqual(Object.keys(DEALS_WORDS.catalogue.en).sort());
      for (const [k, text] of Object.entries(DEALS_WORDS.catalogue.en)) expect(placeholders((DEALS_WORDS.catalogue[lang] as Record<string, string>)[k] ?? ''), `${lang} ${k}`).toEqual(placeholders(text));
    }
  });
});
