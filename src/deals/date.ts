// Calendar dates for daily deals: `YYYY-MM-DD` text (untrusted: links, command lines, saved
// statistics) parsed into a day, days counted from 2000-01-01, and back. Proleptic Gregorian
// calendar, no time zone: the caller decides which date "today" is (the player's local date).

import { err, ok, parseError, type Result } from '../core/result.js';

/** A calendar date in the supported range (FIRST_DAY to LAST_DAY). */
export interface DayDate {
  readonly year: number;
  /** 1 to 12. */
  readonly month: number;
  /** 1 to the month's length. */
  readonly day: number;
}

/** The first and last dates that have daily deals (docs/deals.md). */
export const FIRST_DATE = '2000-01-01';
export const LAST_DATE = '2099-12-31';
const FIRST_YEAR = 2000;
const LAST_YEAR = 2099;

const isLeap = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeap(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * Parses `YYYY-MM-DD`: four digits, two, two, joined by `-`, a real date from 2000-01-01 to
 * 2099-12-31. Errors name the part at fault (`token`) and its 1-based column.
 */
export function parseDate(text: string): Result<DayDate> {
  const t = text.trim();
  const lead = text.indexOf(t) + 1;
  const shown = t.length > 24 ? `${t.slice(0, 23)}…` : t;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (m === null) return err(parseError('ERR_DATE', `"${shown}" is not a date written YYYY-MM-DD (like 2027-03-05)`, { token: t, column: lead + firstBadColumn(t) - 1 }));
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < FIRST_YEAR || year > LAST_YEAR) {
    return err(parseError('ERR_DATE', `${shown}: the year ${m[1] as string} is outside ${FIRST_YEAR} to ${LAST_YEAR}`, { token: m[1] as string, column: lead }));
  }
  if (month < 1 || month > 12) return err(parseError('ERR_DATE', `${shown}: there is no month ${m[2] as string}`, { token: m[2] as string, column: lead + 5 }));
  if (day < 1 || day > daysInMonth(year, month)) {
    return err(parseError('ERR_DATE', `${shown}: the month has ${daysInMonth(year, month)} days, not ${day}`, { token: m[3] as string, column: lead + 8 }));
  }
  return ok({ year, month, day });
}

/** Where a text stops looking like YYYY-MM-DD (1-based), for the error's column. */
function firstBadColumn(t: string): number {
  const shape = 'dddd-dd-dd';
  for (let i = 0; i < t.length; i++) {
    const want = shape[i];
    const c = t.charAt(i);
    if (want === undefined || (want === 'd' ? !(c >= '0' && c <= '9') : c !== want)) return i + 1;
  }
  return t.length + 1;
}

const pad = (n: number, w: number): string => String(n).padStart(w, '0');

export function formatDate(d: DayDate): string {
  return `${pad(d.year, 4)}-${pad(d.month, 2)}-${pad(d.day, 2)}`;
}

/** Days from 2000-01-01 (day 0) to the date. */
export function dayIndex(d: DayDate): number {
  let n = 0;
  for (let y = FIRST_YEAR; y < d.year; y++) n += isLeap(y) ? 366 : 365;
  for (let mo = 1; mo < d.month; mo++) n += daysInMonth(d.year, mo);
  return n + d.day - 1;
}

/** The date `index` days after 2000-01-01; undefined outside the range. */
export function dateOfIndex(index: number): DayDate | undefined {
  if (!Number.isInteger(index) || index < 0) return undefined;
  let n = index;
  for (let y = FIRST_YEAR; y <= LAST_YEAR; y++) {
    const len = isLeap(y) ? 366 : 365;
    if (n >= len) {
      n -= len;
      continue;
    }
    for (let mo = 1; mo <= 12; mo++) {
      const dm = daysInMonth(y, mo);
      if (n < dm) return { year: y, month: mo, day: n + 1 };
      n -= dm;
    }
  }
  return undefined;
}

/** The date `days` later (earlier when negative); undefined when it leaves the range. */
export function addDays(d: DayDate, days: number): DayDate | undefined {
  return dateOfIndex(dayIndex(d) + days);
}

/** The local calendar date of a moment (the player's date), if it is in the range. */
export function localDate(at: Date): DayDate | undefined {
  const d = { year: at.getFullYear(), month: at.getMonth() + 1, day: at.getDate() };
  return d.year >= FIRST_YEAR && d.year <= LAST_YEAR ? d : undefined;
}

export function compareDates(a: DayDate, b: DayDate): number {
  return dayIndex(a) - dayIndex(b);
}
