import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dateOfIndex, dayIndex, formatDate, LAST_DATE, parseDate } from './date.js';

describe('daily deal dates', () => {
  it('reads real dates in the range and writes them back', () => {
    for (const t of ['2000-01-01', '2024-02-29', '2027-03-05', '2099-12-31', ' 2030-10-10 ']) {
      const r = parseDate(t);
      expect(r.ok, t).toBe(true);
      if (r.ok) expect(formatDate(r.value)).toBe(t.trim());
    }
  });

  it('refuses bad dates and names the part at fault', () => {
    const cases: [string, string, number][] = [
      ['2027-02-29', '29', 9],
      ['2100-02-28', '2100', 1],
      ['1999-12-31', '1999', 1],
      ['2027-13-01', '13', 6],
      ['2027-00-10', '00', 6],
      ['2027-04-31', '31', 9],
      ['2027-3-05', '2027-3-05', 7],
      ['27-03-05', '27-03-05', 3],
      ['2027-03-05x', '2027-03-05x', 11],
      ['', '', 1],
    ];
    for (const [text, token, column] of cases) {
      const r = parseDate(text);
      expect(r.ok, text).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe('ERR_DATE');
        expect(r.error.token, text).toBe(token);
        expect(r.error.column, text).toBe(column);
      }
    }
  });

  it('counts days from 2000-01-01 and back, across leap years (property)', () => {
    const last = dayIndex({ year: 2099, month: 12, day: 31 });
    expect(formatDate(dateOfIndex(last) ?? { year: 0, month: 0, day: 0 })).toBe(LAST_DATE);
    expect(dateOfIndex(last + 1)).toBeUndefined();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: last }), (i) => {
        const d = dateOfIndex(i);
        expect(d).toBeDefined();
        if (!d) return;
        expect(dayIndex(d)).toBe(i);
        const back = parseDate(formatDate(d));
        expect(back.ok && dayIndex(back.value)).toBe(i);
      }),
      { numRuns: 300 },
    );
    expect(formatDate(addDays({ year: 2024, month: 2, day: 28 }, 1) ?? { year: 0, month: 0, day: 0 })).toBe('2024-02-29');
    expect(formatDate(addDays({ year: 2027, month: 1, day: 1 }, -1) ?? { year: 0, month: 0, day: 0 })).toBe('2026-12-31');
    expect(addDays({ year: 2000, month: 1, day: 1 }, -1)).toBeUndefined();
  });
});
