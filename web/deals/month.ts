// The daily calendar's month apart from how it is drawn (pure, tested in Node): a month of daily
// deals in weeks from Monday, each day with its stored result (web/deals/store.ts) or "not out
// yet", and the month's counts. calendar.tsx draws it; share.ts writes the result to share.

import { compareDates, type DayDate, daysInMonth, dayIndex, formatDate } from '../../src/deals/date.js';
import type { DailyEntry } from './store.js';

export type DayResult = 'won' | 'lost' | 'none' | 'future';

export interface CalendarDay {
  readonly date: DayDate;
  readonly text: string;
  readonly result: DayResult;
  /** The day's best score, when it was played. */
  readonly score?: number | undefined;
  readonly today: boolean;
}

export interface CalendarMonth {
  readonly year: number;
  readonly month: number;
  /** Weeks from Monday to Sunday; null where a day belongs to the month before or after. */
  readonly weeks: readonly (readonly (CalendarDay | null)[])[];
  readonly played: number;
  readonly won: number;
}

/** Monday 0 … Sunday 6 (2000-01-01, day 0, was a Saturday). */
export function weekday(d: DayDate): number {
  return (dayIndex(d) + 5) % 7;
}

export function resultOf(entry: DailyEntry | undefined, date: DayDate, today: DayDate): DayResult {
  if (compareDates(date, today) > 0) return 'future';
  if (entry === undefined) return 'none';
  return entry.won ? 'won' : 'lost';
}

/** The month of a variant's daily deals, with each day's result as stored. */
export function calendarMonth(year: number, month: number, variant: string, entries: readonly DailyEntry[], today: DayDate): CalendarMonth {
  const mine = new Map(entries.filter((e) => e.variant === variant).map((e) => [e.date, e]));
  const days: CalendarDay[] = [];
  for (let day = 1; day <= daysInMonth(year, month); day++) {
    const date = { year, month, day };
    const text = formatDate(date);
    const entry = mine.get(text);
    days.push({ date, text, result: resultOf(entry, date, today), score: entry?.score, today: compareDates(date, today) === 0 });
  }
  const cells: (CalendarDay | null)[] = [...Array.from({ length: weekday({ year, month, day: 1 }) }, () => null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (CalendarDay | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return { year, month, weeks, played: days.filter((d) => d.result === 'won' || d.result === 'lost').length, won: days.filter((d) => d.result === 'won').length };
}

/** The month before or after (`step` −1 or +1). */
export function otherMonth(year: number, month: number, step: -1 | 1): { year: number; month: number } {
  const m = month + step;
  return m < 1 ? { year: year - 1, month: 12 } : m > 12 ? { year: year + 1, month: 1 } : { year, month: m };
}

