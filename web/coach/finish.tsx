// "Finish the game": offered when nothing is left to decide whatever the order of the cards the
// player cannot see (finishOffer: from the observation only, so the offer and its words tell
// nothing about the stock), it plays the one legal move a quarter second apart until the end, each
// an ordinary move the player can undo. Anything else the player does stops it.

import type { JSX } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { GameController, GameView } from '../model/controller.js';
import { useSpeech } from '../words/i18n.js';
import { finishOffer, forcedRest } from './position.js';
import { COACH_WORDS } from './words.js';

export const FINISH_STEP_MS = 250;

export function FinishGame({ controller, view }: { controller: GameController; view: GameView }): JSX.Element | null {
  const { show } = useSpeech();
  const offer = useMemo(() => (view.over ? undefined : finishOffer(controller.record())), [controller, view.serial, view.over]);
  const [running, setRunning] = useState(false);
  // The serial of the position the last finishing move made: another change means the player took over.
  const ours = useRef(-1);
  useEffect(() => {
    if (!running) return;
    // The next move once offered: the one legal move of the position (the rest was forced on every order).
    const next = view.over ? undefined : forcedRest(controller.record())?.[0];
    if (view.serial !== ours.current || next === undefined) {
      setRunning(false);
      return;
    }
    const timer = setTimeout(() => {
      if (controller.playText(next)) ours.current = controller.getSnapshot().serial;
      else setRunning(false);
    }, FINISH_STEP_MS);
    return () => clearTimeout(timer);
  }, [running, view.serial, view.over, controller]);
  if (!running && offer === undefined) return null;
  return (
    <div class="coach-box finish" data-testid="finish">
      <p>{running || offer === undefined ? show(COACH_WORDS.m('coachUi.finishing')) : show(offer)}</p>
      <div class="end-actions">
        {running ? (
          <button type="button" onClick={() => setRunning(false)}>
            {show(COACH_WORDS.m('coachUi.stop'))}
          </button>
        ) : (
          <button
            type="button"
            class="primary"
            onClick={() => {
              ours.current = view.serial;
              setRunning(true);
            }}
          >
            {show(COACH_WORDS.m('coachUi.finish'))}
          </button>
        )}
      </div>
    </div>
  );
}
