// The daily deal dialog: the date in the player's language, the previous and next day (earlier
// days can be played, later ones are not out yet), that day's result and the daily statistics of
// the game and variant on the table.

import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { GameId } from '../../src/core/game.js';
import { addDays, compareDates, type DayDate, formatDate } from '../../src/deals/date.js';
import { Modal } from '../dialogs/modal.js';
import { webGameInfo } from '../games/index.js';
import { variantWords } from '../model/variant-choice.js';
import { useSpeech } from '../words/i18n.js';
import { type DailyEntry, dailyStats } from './store.js';
import { DEALS_WORDS, type DealsKey } from './words.js';
// Issue 34: the month's daily deals and the result to share.
import { LazyDailyCalendar } from './calendar-lazy.js';


export function DailyDialog(props: { game: GameId; variant: string; today: DayDate; entries: readonly DailyEntry[]; onPlay: (date: DayDate) => void; onClose: () => void }): JSX.Element {
  const { say, lang } = useSpeech();
  const words = variantWords(props.game, props.variant, lang);
  const [date, setDate] = useState(props.today);
  const locale = lang === 'nb' ? 'nb-NO' : lang;
  const shown = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(Date.UTC(date.year, date.month - 1, date.day)));
  const entry = props.entries.find((e) => e.variant === props.variant && e.date === formatDate(date));
  const status = entry === undefined ? DEALS_WORDS.m('deals.notPlayed') : DEALS_WORDS.m(entry.won ? 'deals.playedWon' : 'deals.playedLost', { score: entry.score });
  const stats = dailyStats(props.entries, props.variant, props.today);
  const prev = addDays(date, -1);
  const next = addDays(date, 1);
  const isToday = compareDates(date, props.today) === 0;
  const rows: [DealsKey, number][] = [
    ['deals.daysPlayed', stats.played],
    ['deals.daysWon', stats.won],
    ['deals.dailyStreak', stats.streak],
    ['deals.bestDailyStreak', stats.best],
  ];
  return (
    <Modal title={say(DEALS_WORDS.m('deals.daily'))} onClose={props.onClose}>
      <p class="deals-date" data-testid="daily-date" data-date={formatDate(date)}>
        {say(DEALS_WORDS.m('deals.dailyOf', { date: shown }))} <span class="deals-variant">({say(webGameInfo(props.game).title)}{words.length > 0 ? `, ${words.join(', ')}` : ''})</span>
      </p>
      <div class="end-actions">
        <button type="button" disabled={prev === undefined} onClick={() => prev && setDate(prev)}>
          {say(DEALS_WORDS.m('deals.prevDay'))}
        </button>
        <button type="button" disabled={isToday} onClick={() => setDate(props.today)}>
          {say(DEALS_WORDS.m('deals.today'))}
        </button>
        <button type="button" disabled={next === undefined || compareDates(next, props.today) > 0} onClick={() => next && setDate(next)}>
          {say(DEALS_WORDS.m('deals.nextDay'))}
        </button>
      </div>
      <LazyDailyCalendar game={props.game} variant={props.variant} today={props.today} entries={props.entries} date={date} onPick={setDate} />
      <p data-testid="daily-status">{say(status)}</p>
      <p class="deals-note">{say(DEALS_WORDS.m('deals.dailyNote'))}</p>
      <button type="button" class="primary" onClick={() => props.onPlay(date)}>
        {say(DEALS_WORDS.m('deals.play'))}
      </button>
      <dl class="deals-stats" data-testid="daily-stats">
        {rows.map(([k, n]) => (
          <div key={k}>
            <dt>{say(DEALS_WORDS.m(k))}</dt>
            <dd>{n}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
