// "Finish the game": offered when the rest of the game is forced (the engine lists at most one
// legal move in every position to the end), it plays those moves a quarter second apart, each an
// ordinary move the player can undo. Anything else the player does stops it.

import type { JSX } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { GameController, GameView } from '../model/controller.js';
import { useSpeech } from '../words/i18n.js';
import { forcedRest } from './position.js';
import { cm } from './words.js';

export const FINISH_STEP_MS = 250;

export function FinishGame({ controller, view }: { controller: GameController; view: GameView }): JSX.Element | null {
  const { show } = useSpeech();
  const rest = useMemo(() => (view.over ? undefined : forcedRest(controller.record())), [controller, view.serial, view.over]);
  const [running, setRunning] = useState(false);
  // The serial of the position the last finishing move made: another change means the player took over.
  const ours = useRef(-1);
  useEffect(() => {
    if (!running) return;
    if (view.serial !== ours.current || rest === undefined || rest.length === 0) {
      setRunning(false);
      return;
    }
    const timer = setTimeout(() => {
      const next = rest[0];
      if (next !== undefined && controller.playText(next)) ours.current = controller.getSnapshot().serial;
      else setRunning(false);
    }, FINISH_STEP_MS);
    return () => clearTimeout(timer);
  }, [running, view.serial, rest, controller]);
  if (!running && (rest === undefined || rest.length === 0)) return null;
  return (
    <div class="coach-box finish">
      <p>{running ? show(cm('coachUi.finishing')) : show(cm('coachUi.finishWhy', { n: rest?.length ?? 0 }))}</p>
      <div class="end-actions">
        {running ? (
          <button type="button" onClick={() => setRunning(false)}>
            {show(cm('coachUi.stop'))}
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
            {show(cm('coachUi.finish'))}
          </button>
        )}
      </div>
    </div>
  );
}
