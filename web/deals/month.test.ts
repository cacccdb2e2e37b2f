// The daily calendar's month: weeks from Monday with each day's stored result, the month's
// counts, moving between months.
import { describe, expect, it } from 'vitest';
import type { DayDate } from '../../src/deals/date.js';
import { calendarMonth, otherMonth, weekday } from './month.js';
import type { DailyEntry } from './store.js';

const e = (date: string, won: boolean, score: number, variant = 'acesup'): DailyEntry => ({ variant, date, number: 7, won, score });
const today: DayDate = { year: 2026, month: 12, day: 5 };

describe('calendar month', () => {
  it('weekdays from Monday', () => {
    expect(weekday({ year: 2000, month: 1, day: 3 })).toBe(0);
    expect(weekday({ year: 2026, month: 12, day: 5 })).toBe(5); // a Saturday
    expect(weekday({ year: 2026, month: 2, day: 1 })).toBe(6); // a Sunday
  });

  it('December 2026: five weeks from Monday 30 November, each day with its result', () => {
    const entries = [e('2026-12-01', true, 48), e('2026-12-02', false, 30), e('2026-12-04', true, 48), e('2026-12-04', true, 5, 'golf'), e('2026-11-30', true, 48)];
    const m = calendarMonth(2026, 12, 'acesup', entries, today);
    expect(m.weeks).toHaveLength(5);
    expect(m.weeks[0]?.[0]).toBeNull(); // 30 November belongs to the month before
    expect(m.weeks[0]?.[1]?.text).toBe('2026-12-01');
    expect(m.weeks[4]?.[3]?.text).toBe('2026-12-31');
    expect(m.weeks[4]?.slice(4)).toEqual([null, null, null]);
    const byDay = new Map(m.weeks.flat().flatMap((d) => (d ? [[d.date.day, d]] : [])));
    expect([1, 2, 3, 4, 5, 6].map((d) => byDay.get(d)?.result)).toEqual(['won', 'lost', 'none', 'won', 'none', 'future']);
    expect(byDay.get(2)?.score).toBe(30);
    expect(byDay.get(5)?.today).toBe(true);
    expect([m.played, m.won]).toEqual([3, 2]);
  });

  it('every month of 2000-2099 has each of its days once, in order, in whole weeks from Monday', () => {
    for (let year = 2000; year <= 2099; year += 7) {
      for (let month = 1; month <= 12; month++) {
        const m = calendarMonth(year, month, 'golf', [], { year: 2099, month: 12, day: 31 });
        const days = m.weeks.flat().filter((d) => d !== null);
        expect(m.weeks.every((w) => w.length === 7)).toBe(true);
        expect(days.map((d) => d.date.day)).toEqual(Array.from({ length: days.length }, (_, i) => i + 1));
        for (const d of days) {
          expect(m.weeks.flat().indexOf(d) % 7).toBe(weekday(d.date));
          // The same weekday as the platform's calendar gives (Sunday 0 there).
          expect(weekday(d.date)).toBe((new Date(Date.UTC(d.date.year, d.date.month - 1, d.date.day)).getUTCDay() + 6) % 7);
        }
        expect(days.every((d) => d.result === 'none')).toBe(true);
      }
    }
  });

  it('the month before and after, across the year', () => {
    expect(otherMonth(2026, 1, -1)).toEqual({ year: 2025, month: 12 });
    expect(otherMonth(2026, 12, 1)).toEqual({ year: 2027, month: 1 });
    expect(otherMonth(2026, 6, 1)).toEqual({ year: 2026, month: 7 });
  });
});

