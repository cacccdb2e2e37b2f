// The result of a daily deal to share as text, in the manner of the word games: the deal named by
// game and date, won or not with the score, and a row of symbols for the seven days up to it
// (won, played, not played) with the streak. Never a card, a move or the deal's number: the link
// is the date's daily link, so a friend gets the same deal without a spoiler. Pure (share.test.ts).

import { addDays, type DayDate, formatDate } from '../../src/deals/date.js';
import type { Lang } from '../../src/core/i18n.js';
import { CALENDAR_WORDS } from './calendar-words.js';
import { type DayResult, resultOf } from './month.js';
import { type DailyEntry, dailyStats } from './store.js';

export const SYMBOLS: Readonly<Record<Exclude<DayResult, 'future'>, string>> = { won: '🟩', lost: '🟥', none: '⬜' };

export interface ShareInput {
  readonly lang: Lang;
  /** The game and variant in words (the game's name, then its variant's words in brackets). */
  readonly game: string;
  /** The date in words, in the player's language. */
  readonly dateWords: string;
  readonly date: DayDate;
  readonly variant: string;
  readonly entries: readonly DailyEntry[];
  /** The daily deal's address (the date's link, which names no cards). */
  readonly url: string;
}

/**
 * The text to share for a day played: the deal named by game and date, won or not with the score,
 * and the seven days up to it as symbols with the streak of days won up to it. Undefined for a
 * day not played.
 */
export function shareText(o: ShareInput): string | undefined {
  const entry = o.entries.find((e) => e.variant === o.variant && e.date === formatDate(o.date));
  if (!entry) return undefined;
  const row: string[] = [];
  for (let back = 6; back >= 0; back--) {
    const d = addDays(o.date, -back);
    if (d === undefined) continue;
    const r = resultOf(
      o.entries.find((e) => e.variant === o.variant && e.date === formatDate(d)),
      d,
      o.date,
    );
    row.push(SYMBOLS[r === 'future' ? 'none' : r]);
  }
  const streak = dailyStats(o.entries, o.variant, o.date).streak;
  return [
    CALENDAR_WORDS.text(o.lang, 'cal.shareHead', { game: o.game, date: o.dateWords }),
    CALENDAR_WORDS.text(o.lang, entry.won ? 'cal.shareWon' : 'cal.shareLost', { score: entry.score }),
    CALENDAR_WORDS.text(o.lang, 'cal.shareRow', { row: row.join(''), n: streak }),
    o.url,
  ].join('\n');
}
