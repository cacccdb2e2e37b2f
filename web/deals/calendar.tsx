// The daily calendar in the daily deal's dialog: the month's days from Monday, each marked with
// its result (won, played, not played, not out yet) and a button that picks the day; the month's
// counts and the streak; and "Share the result" for the day picked, through the Web Share API
// where the browser has it, else copied to the clipboard. The share text names no card (share.ts).

import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { GameId } from '../../src/core/game.js';
import { compareDates, type DayDate } from '../../src/deals/date.js';
import { webGameInfo } from '../games/index.js';
import { variantWords } from '../model/variant-choice.js';
import { useSpeech } from '../words/i18n.js';
import { locale } from '../words/numbers.js';
import { CALENDAR_WORDS } from './calendar-words.js';
import { type CalendarDay, calendarMonth, otherMonth } from './month.js';
import { shareText } from './share.js';
import { formatDailyLink } from './link.js';
import { type DailyEntry, dailyStats } from './store.js';
import './calendar.css';

const utc = (d: DayDate): Date => new Date(Date.UTC(d.year, d.month - 1, d.day));
// 1 January 2024 was a Monday: the weekday names from Monday on.
const WEEK = Array.from({ length: 7 }, (_, i) => ({ year: 2024, month: 1, day: 1 + i }));
const MARK: Record<CalendarDay['result'], string> = { won: '✓', lost: '○', none: '', future: '' };

export interface CalendarProps {
  readonly game: GameId;
  readonly variant: string;
  readonly today: DayDate;
  readonly entries: readonly DailyEntry[];
  /** The day picked in the dialog. */
  readonly date: DayDate;
  readonly onPick: (date: DayDate) => void;
}

export function DailyCalendar({ game, variant, today, entries, date, onPick }: CalendarProps): JSX.Element {
  const { lang, say } = useSpeech();
  const loc = locale(lang);
  const [shown, setShown] = useState({ year: date.year, month: date.month });
  const [status, setStatus] = useState('');
  // The month follows the day picked (Previous day, Today).
  useEffect(() => setShown({ year: date.year, month: date.month }), [date.year, date.month]);
  useEffect(() => setStatus(''), [date.year, date.month, date.day]);

  const m = calendarMonth(shown.year, shown.month, variant, entries, today);
  const monthName = new Intl.DateTimeFormat(loc, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utc({ year: shown.year, month: shown.month, day: 1 }));
  const dayWords = (d: DayDate): string => new Intl.DateTimeFormat(loc, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(utc(d));
  const weekdays = WEEK.map((d) => ({ short: new Intl.DateTimeFormat(loc, { weekday: 'narrow', timeZone: 'UTC' }).format(utc(d)), long: new Intl.DateTimeFormat(loc, { weekday: 'long', timeZone: 'UTC' }).format(utc(d)) }));
  const prev = otherMonth(shown.year, shown.month, -1);
  const next = otherMonth(shown.year, shown.month, 1);
  const streak = dailyStats(entries, variant, today).streak;

  const label = (d: CalendarDay): string => {
    const words = dayWords(d.date);
    if (d.result === 'future') return CALENDAR_WORDS.text(lang, 'cal.dayFuture', { date: words });
    if (d.result === 'none') return CALENDAR_WORDS.text(lang, 'cal.dayNone', { date: words });
    return CALENDAR_WORDS.text(lang, d.result === 'won' ? 'cal.dayWon' : 'cal.dayLost', { date: words, score: d.score ?? 0 });
  };

  const named = variantWords(game, variant, lang);
  const gameWords = `${say(webGameInfo(game).title)}${named.length > 0 ? ` (${named.join(', ')})` : ''}`;
  const text = shareText({
    lang,
    game: gameWords,
    dateWords: new Intl.DateTimeFormat(loc, { dateStyle: 'long', timeZone: 'UTC' }).format(utc(date)),
    date,
    variant,
    entries,
    url: new URL(formatDailyLink(game, variant, date), location.href).href,
  });

  const share = async (t: string): Promise<void> => {
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ text: t });
        setStatus(CALENDAR_WORDS.text(lang, 'cal.shared'));
      } else {
        await navigator.clipboard.writeText(t);
        setStatus(CALENDAR_WORDS.text(lang, 'cal.copied'));
      }
    } catch (e) {
      // The player closed the share sheet: nothing to say.
      if (e instanceof DOMException && e.name === 'AbortError') return;
      setStatus(CALENDAR_WORDS.text(lang, 'cal.shareFailed', { msg: e instanceof Error ? e.message : String(e) }));
    }
  };

  return (
    <section class="cal" aria-label={monthName} data-testid="daily-calendar">
      <div class="cal-head">
        <button type="button" class="cal-step" aria-label={CALENDAR_WORDS.text(lang, 'cal.prevMonth')} title={CALENDAR_WORDS.text(lang, 'cal.prevMonth')} disabled={prev.year < 2000} onClick={() => setShown(prev)}>
          ‹
        </button>
        <h3 class="cal-month">{monthName}</h3>
        <button type="button" class="cal-step" aria-label={CALENDAR_WORDS.text(lang, 'cal.nextMonth')} title={CALENDAR_WORDS.text(lang, 'cal.nextMonth')} disabled={compareDates({ ...next, day: 1 }, today) > 0} onClick={() => setShown(next)}>
          ›
        </button>
      </div>
      <table class="cal-grid">
        <caption class="sr-only">{monthName}</caption>
        <thead>
          <tr>
            {weekdays.map((w) => (
              <th key={w.long} scope="col" abbr={w.long}>
                <span aria-hidden="true">{w.short}</span>
                <span class="sr-only">{w.long}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {m.weeks.map((week, i) => (
            <tr key={i}>
              {week.map((d, j) =>
                d === null ? (
                  <td key={j} />
                ) : (
                  <td key={j}>
                    <button
                      type="button"
                      class={`cal-day ${d.result}${d.today ? ' today' : ''}`}
                      aria-label={label(d)}
                      aria-pressed={compareDates(d.date, date) === 0}
                      aria-current={d.today ? 'date' : undefined}
                      disabled={d.result === 'future'}
                      data-date={d.text}
                      data-result={d.result}
                      onClick={() => onPick(d.date)}
                    >
                      <span class="cal-n">{d.date.day}</span>
                      <span class="cal-mark" aria-hidden="true">
                        {MARK[d.result]}
                      </span>
                    </button>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p class="cal-legend" aria-hidden="true">
        <span class="cal-key won">{MARK.won}</span> {CALENDAR_WORDS.text(lang, 'cal.legendWon')} <span class="cal-key lost">{MARK.lost}</span> {CALENDAR_WORDS.text(lang, 'cal.legendLost')}
      </p>
      <p class="cal-sum" data-testid="calendar-sum">
        {CALENDAR_WORDS.text(lang, 'cal.month', { played: m.played, won: m.won })}. {CALENDAR_WORDS.text(lang, 'cal.streak', { n: streak })}.
      </p>
      {text !== undefined ? (
        <div class="end-actions cal-share">
          <button type="button" onClick={() => void share(text)}>
            {CALENDAR_WORDS.text(lang, 'cal.share')}
          </button>
        </div>
      ) : null}
      <p role="status" class="cal-status" data-testid="share-status">
        {status}
      </p>
    </section>
  );
}
