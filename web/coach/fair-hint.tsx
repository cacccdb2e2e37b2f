// The fair hint: the move our best player would make here (perfect play's where the game has an
// exact solver and it finishes: late in a Golf game), worked out in the coach worker from the
// observation and the legal moves only, so it never depends on the stock order. Said in words, its
// card and target marked on the table (hint-marks: attributes the table draws, styled by a
// stylesheet, so the page's Content-Security-Policy lets them show), and "Play the hint" plays it.
// It belongs to the position it was asked in: the marks and the words go at the next move.

import type { JSX } from 'preact';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { GameController, GameView } from '../model/controller.js';
import { hintMarks } from '../table/hint-marks.js';
import { type Message, sentence, useSpeech } from '../words/i18n.js';
import { CoachClient } from './client.js';
import { moveZones, observed } from './position.js';
import { COACH_WORDS } from './words.js';

interface Shown {
  readonly serial: number;
  readonly move: string | undefined;
  readonly message: Message | undefined;
  /** Why this is the hint (our best player's move, or perfect play's with its exact chance). */
  readonly why: readonly Message[];
  readonly error?: string;
}

/** A sentence ends with a full stop. */
const stop = (text: string): string => (/[.!?…]$/.test(text) ? text : `${text}.`);

/**
 * `ask` drives the hint from outside (the action bar's Hint): the serial of the position the
 * player asked a hint in, or null.
 */
export function FairHint({ controller, view, ask: asking }: { controller: GameController; view: GameView; ask: number | null }): JSX.Element {
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
        if (r.kind === 'hint') setShown({ serial, move: r.move, message: r.message, why: r.why });
        else if (r.kind === 'error') setShown({ serial, move: undefined, message: undefined, why: [], error: r.message });
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
  // The bar's Hint, once per position asked in (also when it was pressed before this chunk loaded).
  const askedFor = useRef<number | null>(null);
  useEffect(() => {
    if (asking === null || asking !== view.serial || askedFor.current === asking || view.over) return;
    askedFor.current = asking;
    ask();
  }, [asking, view.serial]);
  const current = shown !== null && shown.serial === view.serial ? shown : null;
  const zones = useMemo(() => (current?.move === undefined ? undefined : moveZones(controller.record(), current.move)), [current, controller]);
  // The marks on the table, for this position only (the table also drops them once its serial moves on).
  useLayoutEffect(() => {
    hintMarks.set(zones && current ? { serial: current.serial, from: zones.from, to: zones.to } : undefined);
  }, [zones, current]);
  useEffect(() => () => hintMarks.set(undefined), []);
  // The button and the move on one line where there is room (the button first: a coach panel open
  // beside the table covers the right end); why it is the hint is one tap away, so the words stay
  // low and leave the hinted card and its target in sight.
  const why = current?.message && current.why.length > 0 ? current.why.map((m) => show(m)).join(' ') : undefined;
  return (
    <div class="coach-box fair-hint">
      <div class="fair-hint-main">
        <div class="end-actions">
          {current?.move !== undefined ? (
            <button type="button" class="primary" onClick={() => current.move !== undefined && controller.playText(current.move)}>
              {show(COACH_WORDS.m('coachUi.playFair'))}
            </button>
          ) : null}
        </div>
        <div role="status" data-testid="fair-hint">
          {busy ? <p>{show(COACH_WORDS.m('coachUi.thinking'))}</p> : null}
          {current ? <p>{current.error ?? (current.message ? stop(sentence(show(current.message))) : show(COACH_WORDS.m('coachUi.noMove')))}</p> : null}
        </div>
      </div>
      {why !== undefined ? (
        <details class="fair-hint-why">
          <summary>{show(COACH_WORDS.m('coachUi.hintWhy'))}</summary>
          <p class="muted" data-testid="fair-hint-why">
            {why}
          </p>
        </details>
      ) : null}
    </div>
  );
}
