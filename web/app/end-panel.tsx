// Shown when the engine lists no legal move: how the game ended, the round's result when the
// round is complete, and what to do next (the next game, the next hole or a new round; Restart),
// then the coach's game record and review.

import type { JSX } from 'preact';
import { EndCoach } from '../coach/lazy.js';
import { useEffect, useRef } from 'preact/hooks';
import type { GameController, GameView } from '../model/controller.js';
import { useSpeech } from '../words/i18n.js';

export function EndPanel({ controller, view, onNewGame }: { controller: GameController; view: GameView; onNewGame: () => void }): JSX.Element {
  const { t, say } = useSpeech();
  const round = view.round;
  // The panel takes the focus when it appears (and is scrolled into view), so the next step is one key away.
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), [view.id]);
  return (
    <section class="end" role="status" aria-label={t('result')} tabIndex={-1} ref={ref}>
      {view.verdict ? <p class="end-message">{say(view.verdict)}</p> : null}
      {round && round.summary.length > 0 ? <p>{round.summary.map(say).join(' ')}</p> : null}
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
    </section>
  );
}
