// The fair hint: the move the strongest fair player (`best`) would make here, worked out in the
// coach worker from the observation and the legal moves only, so it never depends on the stock
// order. Said in words, its card and target outlined on the table, and "Play the hint" plays it.
// It belongs to the position it was asked in and disappears as soon as anything changes.

import type { JSX } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { GameController, GameView } from '../model/controller.js';
import { type Message, sentence, useSpeech } from '../words/i18n.js';
import { CoachClient } from './client.js';
import { moveZones, observed } from './position.js';
import { cm } from './words.js';

interface Shown {
  readonly serial: number;
  readonly move: string | undefined;
  readonly message: Message | undefined;
  readonly player: string;
  readonly error?: string;
}

/** CSS that outlines the hinted card (the top of its zone) and its target, by the table's zone keys. */
function outline(z: { from: string; to: string }): string {
  const at = (k: string): string => `.table [data-drop="${k}"]`;
  return `${at(z.from)} > .card:last-of-type .face{box-shadow:0 0 0 4px #4fd1ff}${at(z.to)}{outline:3px dashed #4fd1ff;outline-offset:3px;border-radius:.4rem}`;
}

export function FairHint({ controller, view }: { controller: GameController; view: GameView }): JSX.Element {
  const { show } = useSpeech();
  // The serial of the position the hint was asked in, while the worker thinks.
  const asked = useRef<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<Shown | null>(null);
  const client = useMemo(
    () =>
      new CoachClient((r) => {
        const serial = controller.getSnapshot().serial;
        const at = asked.current;
        asked.current = null;
        setBusy(false);
        // Dropped when the game moved on since it was asked.
        if (at !== serial) return;
        if (r.kind === 'hint') setShown({ serial, move: r.move, message: r.message, player: r.player });
        else if (r.kind === 'error') setShown({ serial, move: undefined, message: undefined, player: '', error: r.message });
      }),
    [controller],
  );
  useEffect(() => () => client.close(), [client]);

  const ask = (): void => {
    const rec = controller.record();
    const seen = observed(rec);
    setShown(null);
    asked.current = view.serial;
    setBusy(true);
    client.ask({ kind: 'hint', game: rec.game, variant: rec.variant, obs: seen.obs, legal: seen.legal });
  };
  const current = shown !== null && shown.serial === view.serial ? shown : null;
  const zones = useMemo(() => (current?.move === undefined ? undefined : moveZones(controller.record(), current.move)), [current, controller]);
  return (
    <div class="coach-box fair-hint">
      <div class="end-actions">
        <button type="button" onClick={ask} disabled={view.over || busy}>
          {show(cm('coachUi.fairHint'))}
        </button>
        {current?.move !== undefined ? (
          <button type="button" class="primary" onClick={() => current.move !== undefined && controller.playText(current.move)}>
            {show(cm('coachUi.playFair'))}
          </button>
        ) : null}
      </div>
      <div role="status" data-testid="fair-hint">
        {busy ? <p>{show(cm('coachUi.thinking'))}</p> : null}
        {current ? (
          <>
            <p>{current.error ?? (current.message ? sentence(show(current.message)) : show(cm('coachUi.noMove')))}</p>
            {current.player ? <p class="muted">{show(cm('coachUi.fairBy', { player: current.player }))}</p> : null}
          </>
        ) : null}
      </div>
      {zones ? <style>{outline(zones)}</style> : null}
    </div>
  );
}
