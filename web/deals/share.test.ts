// The daily result to share: the score and a row of symbols for the week with the streak, never a
// card, a move or the deal's number, in every language.
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/core/i18n.js';
import { addDays, type DayDate, formatDate } from '../../src/deals/date.js';
import { shareText } from './share.js';
import type { DailyEntry } from './store.js';

const e = (date: string, won: boolean, score: number, variant = 'acesup'): DailyEntry => ({ variant, date, number: 7, won, score });
const today: DayDate = { year: 2026, month: 12, day: 5 };

describe('share text', () => {
  const entries = [e('2026-11-29', true, 48), e('2026-12-01', false, 31), e('2026-12-03', true, 48), e('2026-12-04', true, 46), e('2026-12-05', true, 48), e('2026-12-02', true, 9, 'golf')];
  const base = { lang: 'en' as const, game: 'Aces Up', dateWords: 'Saturday 5 December 2026', date: today, variant: 'acesup', entries, url: 'https://example.org/kabal/?game=acesup&daily=2026-12-05' };

  it('the score and the week as symbols with the streak; the link names the date only', () => {
    expect(shareText(base)).toBe(['Kabal daily deal, Aces Up, Saturday 5 December 2026', 'Won, score 48', '🟩⬜🟥⬜🟩🟩🟩 3 days won in a row', 'https://example.org/kabal/?game=acesup&daily=2026-12-05'].join('\n'));
    // A day not won: the streak up to it is 0 (the days before it are not counted while it is lost).
    const lost = shareText({ ...base, date: { year: 2026, month: 12, day: 1 }, dateWords: '1 December' });
    expect(lost?.split('\n').slice(1, 3)).toEqual(['Not won, score 31', '⬜⬜⬜⬜🟩⬜🟥 0 days won in a row']);
    expect(shareText({ ...base, date: { year: 2026, month: 12, day: 2 } })).toBeUndefined();
  });

  it('gives nothing away: no card, no move, no deal number, in every language', () => {
    for (const lang of LANGS) {
      const text = shareText({ ...base, lang }) ?? '';
      expect(text).not.toMatch(/[♠♥♦♣]|\b[2-9TJQKA][SHDC]\b|deal=|cards=|\b7\b/);
      expect(text).not.toMatch(/[{}]/);
      expect(text.split('\n')).toHaveLength(4);
    }
    expect(shareText({ ...base, lang: 'nb' })?.split('\n')[2]).toBe('🟩⬜🟥⬜🟩🟩🟩 3 dager vunnet på rad');
    expect(shareText({ ...base, lang: 'da', entries: [e('2026-12-05', true, 48)] })?.split('\n')[2]).toBe('⬜⬜⬜⬜⬜⬜🟩 1 dag vundet i træk');
  });

  it('the first days of 2000 have fewer than seven days before them', () => {
    const first = { year: 2000, month: 1, day: 2 };
    const text = shareText({ ...base, date: first, entries: [e(formatDate(first), true, 48), e(formatDate(addDays(first, -1)!), false, 3)] });
    expect(text?.split('\n')[2]).toBe('🟥🟩 1 day won in a row');
  });
});
