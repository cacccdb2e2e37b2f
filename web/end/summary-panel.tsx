// The end panel's summary (fetched after the table is drawn, lazy.tsx): what the game came to, in
// figures (cards left when it was not won, the score, the player's moves, the time when the timer
// is on), then what it means against the statistics (summary.ts over the stored results: a new
// personal best, a round's best total, the winning streak) and, for a daily deal, how the day
// went ("Daily deal won, 5 December, 4 days in a row"). After a game not won, one line gives the
// best the deal allowed with the stock known, asked of the solver's worker.
//
// The summary is a polite live region filled once the statistics are read (or at once without
// storage), so a screen reader hears it whole after the panel's heading. Also here: the win's
// cascade (cascade.tsx).

import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { Lang } from '../../src/core/i18n.js';
import { clockText } from '../app/game-clock.js';
import { askKnownBest, type KnownBestAnswer } from '../coach/known-best.js';
import { type DailyResult, dayMonth } from '../deals/deals.js';
import { gameModule } from '../games/engine.js';
import type { GameController, GameView } from '../model/controller.js';
import { useSpeech } from '../words/i18n.js';
import { locale } from '../words/numbers.js';
import { Cascade } from './cascade.js';
import { type EndLine, type History, type Known, knownLine, type Records, recordsOf, summaryLines } from './summary.js';
import { END_WORDS, type EndKey } from './words.js';
import './end.css';

export interface SummaryProps {
  readonly controller: GameController;
  readonly view: GameView;
  readonly timer: boolean;
  readonly daily?: DailyResult | undefined;
}

/** How long the summary waits for the statistics before it shows the figures alone. */
const PATIENCE_MS = 1500;

/** The stored games and rounds with those still waiting to be written (a failing store keeps them queued). */
async function history(controller: GameController): Promise<History> {
  const { saver, store } = controller;
  let games = saver.pendingResults();
  let rounds = saver.pendingRounds();
  if (store) {
    await controller.flush();
    const h = await store.loadHistory();
    const stored = new Set(h.value.games.map((g) => g.id));
    games = [...h.value.games, ...saver.pendingResults().filter((g) => !stored.has(g.id))];
    rounds = [...h.value.rounds, ...saver.pendingRounds().filter((r) => !h.value.rounds.some((s) => s.endedAt === r.endedAt && s.variant === r.variant))];
  }
  return { games, rounds };
}

function known(a: KnownBestAnswer, lang: string): Known {
  if (a.kind === 'unknown') return { kind: 'unknown', states: new Intl.NumberFormat(lang).format(a.states) };
  if (a.kind === 'failed') return { kind: 'failed', message: a.message };
  return a;
}

/** The line with the stock known, after a game not won: "working out …" until the worker answers. */
function KnownBest({ controller, view }: { controller: GameController; view: GameView }): JSX.Element {
  const { lang } = useSpeech();
  const [answer, setAnswer] = useState<{ id: string; known: Known } | null>(null);
  useEffect(() => {
    const id = view.id;
    let live = true;
    const stop = askKnownBest(controller.record(), (a) => live && setAnswer({ id, known: known(a, locale(lang)) }));
    return () => {
      live = false;
      stop();
    };
  }, [view.id]);
  const k: Known = answer?.id === view.id ? answer.known : { kind: 'working' };
  return (
    <p class={`end-known${k.kind === 'working' ? ' working' : ''}`} role="status" data-testid="end-known" data-known={k.kind}>
      {sayLine(lang, knownLine(k, view.score))}
    </p>
  );
}

/** A line of the summary in a language. */
function sayLine(lang: Lang, line: EndLine): string {
  return END_WORDS.text(lang, line.key, line.args);
}

/** A line's look: the records (a new best, the longest streak, the best round) stand out. */
function lineClass(m: EndLine): string {
  return m.key === 'end.newBest' || m.key === 'end.roundBest' || m.key === 'end.streakRecord' ? 'record' : m.key.startsWith('end.daily') ? 'daily' : 'streak';
}

export function EndSummary({ controller, view, timer, daily }: SummaryProps): JSX.Element {
  const { lang } = useSpeech();
  const word = (key: EndKey): string => END_WORDS.text(lang, key);
  const higher = gameModule(view.game).rules.higherIsBetter;
  // This game's records once the statistics are read: undefined inside when its result is not stored.
  const [records, setRecords] = useState<{ id: string; r: Records | undefined } | null>(null);
  useEffect(() => {
    const { id, variant } = view;
    let live = true;
    const settle = (r: Records | undefined): void => {
      if (live) setRecords((had) => (had?.id === id && had.r !== undefined ? had : { id, r }));
    };
    const late = setTimeout(() => settle(undefined), PATIENCE_MS);
    history(controller).then(
      (h) => settle(recordsOf(id, variant, h, higher)),
      () => settle(undefined),
    );
    return () => {
      live = false;
      clearTimeout(late);
    };
  }, [view.id]);

  const ready = records?.id === view.id;
  const r = ready ? records.r : undefined;
  const endedAt = view.endedAt ?? r?.endedAt;
  const figures: [EndKey, string][] = [
    ...(view.won ? [] : ([['end.cardsLeft', String(view.cardsLeft)]] as [EndKey, string][])),
    ['end.score', String(view.score)],
    ['end.moves', String(view.moves)],
    ...(timer && endedAt !== undefined ? ([['end.time', clockText(endedAt - view.startedAt)]] as [EndKey, string][]) : []),
  ];
  const dailyEnd = daily ? { ...daily, date: dayMonth(daily.date, lang) } : undefined;
  const lines = summaryLines({ score: view.score, won: view.won, higher }, r, dailyEnd);
  return (
    <>
      <div class="end-summary" role="status" aria-atomic="true" data-testid="end-summary" data-ready={ready ? '1' : undefined}>
        {ready ? (
          <>
            <dl class="end-figures">
              {figures.map(([key, value]) => (
                <div key={key} class="end-figure" data-figure={key.slice(4)}>
                  <dt>{word(key)}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            {lines.length > 0 ? (
              <ul class="end-lines">
                {lines.map((m) => (
                  <li key={m.key} class={lineClass(m)} data-line={m.key.slice(4)}>
                    {sayLine(lang, m)}
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
      </div>
      {view.won ? null : <KnownBest controller={controller} view={view} />}
    </>
  );
}

/** The cascade of a game won in this visit (not one brought back by a reload), once. */
export function WinCascade({ view }: { view: GameView }): JSX.Element | null {
  const [done, setDone] = useState<string | undefined>(undefined);
  if (!view.won || view.endedAt === undefined || done === view.id) return null;
  const id = view.id;
  return <Cascade key={id} layout={view.layout} onDone={() => setDone(id)} />;
}
