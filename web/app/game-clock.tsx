// The status line's move counter (the player's moves, not the app's forced ones) and, when chosen
// in Settings, how long the game has taken; the clock stops when the game ends.

import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { GameView } from '../model/controller.js';
import { useSpeech } from '../words/i18n.js';
import { TABLE_WORDS } from '../words/table-words.js';

/** Minutes and seconds ("3:05"), with hours when there are any ("1:02:09"). */
export function clockText(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const two = (n: number): string => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${m}:${two(s % 60)}`;
}

export function GameClock({ view, timer }: { view: GameView; timer: boolean }): JSX.Element {
  const speech = useSpeech();
  const [now, setNow] = useState(() => Date.now());
  // The moment this game was seen to end (when it did not end in this visit), so its time stands still.
  const [ended, setEnded] = useState<{ id: string; at: number } | undefined>(undefined);
  const stoppedAt = view.endedAt ?? (ended?.id === view.id ? ended.at : undefined);
  useEffect(() => {
    if (view.over && stoppedAt === undefined) setEnded({ id: view.id, at: Date.now() });
    if (!timer || view.over) return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [timer, view.over, view.id, stoppedAt]);
  return (
    <>
      <span data-testid="moves">{speech.say(TABLE_WORDS.m('table.moveCount', { n: view.moves }))}</span>
      {timer ? (
        <span data-testid="timer" role="timer">
          {speech.say(TABLE_WORDS.m('table.timer', { t: clockText((stoppedAt ?? now) - view.startedAt) }))}
        </span>
      ) : null}
    </>
  );
}
