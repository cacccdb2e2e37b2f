// Shown when the engine lists no legal move: how the game ended, the round's result when the
// round is complete, and what to do next (the next game, the next hole or a new round; Restart),
// then the coach's game record and review.

import type { ComponentChildren, JSX } from 'preact';
import { EndCoach } from '../coach/lazy.js';
import { useEffect, useRef, useState } from 'preact/hooks';
import { polish } from '../words/speech.js';
import type { GameController, GameView } from '../model/controller.js';
import { useSpeech } from '../words/i18n.js';

export interface EndPanelProps {
  readonly controller: GameController;
  readonly view: GameView;
  readonly onNewGame: () => void;
  /** For a daily deal: how the player did on it, and the streak. */
  readonly daily?: string | undefined;
  /** The round's scorecard, for a game played in rounds. */
  readonly children?: ComponentChildren;
  /** Under the buttons: the challenge to a friend, the duel's results. */
  readonly after?: ComponentChildren;
}

export function EndPanel({ controller, view, onNewGame, daily, children, after }: EndPanelProps): JSX.Element {
  const speech = useSpeech();
  const { t, say } = speech;
  const w = polish(speech);
  const round = view.round;
  // The panel takes the focus when it appears (and is scrolled into view), so the next step is one key away.
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), [view.id]);
  // The panel floats over the table; folded, it keeps one line and the next step, so the last position can be seen.
  const [folded, setFolded] = useState<string | null>(null);
  const small = folded === view.id;
  return (
    <section class={`end${small ? ' folded' : ''}`} role="status" aria-label={t('result')} tabIndex={-1} ref={ref}>
      <button type="button" class="fold" aria-expanded={!small} onClick={() => setFolded(small ? null : view.id)}>
        {w(small ? 'showResult' : 'seeTable')}
      </button>
      {view.verdict ? <p class="end-message">{say(view.verdict)}</p> : null}
      {daily ? (
        <p class="end-daily" data-testid="end-daily">
          {daily}
        </p>
      ) : null}
      {round && round.summary.length > 0 ? <p>{round.summary.map(say).join(' ')}</p> : null}
      {children}
      <div class="end-actions">
        {round ? (
          <button type="button" class="primary" onClick={() => controller.nextHole(onNewGame)}>
            {say(round.next)}
          </button>
        ) : (
          <button type="button" class="primary" onClick={onNewGame}>
            {t('nextGame')}
          </button>
        )}
        <button type="button" onClick={() => controller.restart()}>
          {t('restart')}
        </button>
        <EndCoach controller={controller} view={view} />
      </div>
      {after}
    </section>
  );
}
