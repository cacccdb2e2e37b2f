// Shown when the engine lists no legal move: a heading that says whether the game was won, how it
// ended (the engine's verdict), the summary (web/end: the figures, a personal best, the streak,
// the daily deal; after a game not won, the best the deal allowed with the stock known), the
// round's result when the round is complete, and what to do next: the next game (or hole, or a
// new round) and the review first, then the record and Restart. The buttons stay in view at the
// panel's foot however long the summary is.

import type { ComponentChildren, JSX } from 'preact';
import { EndCoach } from '../coach/lazy.js';
import { useEffect, useRef, useState } from 'preact/hooks';
import { TABLE_WORDS } from '../words/table-words.js';
import type { GameController, GameView } from '../model/controller.js';
import type { DailyResult } from '../deals/deals.js';
import { EndSummary } from '../end/lazy.js';
import { useSpeech } from '../words/i18n.js';

export interface EndPanelProps {
  readonly controller: GameController;
  readonly view: GameView;
  readonly onNewGame: () => void;
  /** The timer is shown (Settings): the summary says the game's time. */
  readonly timer: boolean;
  /** For a daily deal: how the player did on it, and the streak. */
  readonly daily?: DailyResult | undefined;
  /** The round's scorecard, for a game played in rounds. */
  readonly children?: ComponentChildren;
  /** Under the buttons: the challenge to a friend, the duel's results. */
  readonly after?: ComponentChildren;
}

export function EndPanel({ controller, view, onNewGame, timer, daily, children, after }: EndPanelProps): JSX.Element {
  const speech = useSpeech();
  const { t, say } = speech;
  const round = view.round;
  // The panel takes the focus when it appears (and is scrolled into view), so a screen reader
  // says its heading and the next step is one key away.
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), [view.id]);
  // The panel floats over the table; folded, it keeps one line and the next step, so the last position can be seen.
  const [folded, setFolded] = useState<string | null>(null);
  const small = folded === view.id;
  return (
    <section class={`end ${view.won ? 'won' : 'lost'}${small ? ' folded' : ''}`} aria-labelledby="end-title" tabIndex={-1} ref={ref} data-testid="end">
      <div class="end-head">
        <h2 id="end-title" class="end-title">
          {speech.say(TABLE_WORDS.m(view.won ? 'table.youWon' : 'table.notWon'))}
        </h2>
        <button type="button" class="fold" aria-expanded={!small} onClick={() => setFolded(small ? null : view.id)}>
          {speech.say(TABLE_WORDS.m(small ? 'table.showResult' : 'table.seeTable'))}
        </button>
      </div>
      {view.verdict ? <p class="end-message">{say(view.verdict)}</p> : null}
      <EndSummary controller={controller} view={view} timer={timer} daily={daily} />
      {round && round.summary.length > 0 ? <p class="end-round">{round.summary.map(say).join(' ')}</p> : null}
      {children}
      <div class="end-actions">
        {round ? (
          <button type="button" class="primary" onClick={() => controller.nextHole(onNewGame)}>
            {say(round.next)}
          </button>
        ) : (
          <button type="button" class="primary" onClick={onNewGame}>
            {t('app.nextGame')}
          </button>
        )}
        <EndCoach controller={controller} view={view} />
        <button type="button" onClick={() => controller.restart()}>
          {t('app.restart')}
        </button>
      </div>
      {after}
    </section>
  );
}
