// The chance to win from here, on request or after every move (a setting, off at first): the
// fair player plays the position out on stock orders of the unseen cards, in the coach worker,
// from the observation only; the figures refine about every 100 ms with a progress bar until every
// order is played or Stop is pressed. The words are the coach library's (chanceMessages), in plain
// words: "Your chance to win from here, playing as our best player would: about 12% (9–15%)", the
// shuffles played out, the share winnable with the stock known (an upper bound), "exactly" when
// every order was played. A screen reader hears the figures once, when they are final or stopped.

import type { JSX } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { ChanceReport } from '../../src/coach/index.js';
import type { GameController, GameView } from '../model/controller.js';
import { type Message, useSpeech } from '../words/i18n.js';
import { CoachClient } from './client.js';
import { observed } from './position.js';
import { COACH_WORDS } from './words.js';

export const CHANCE_AUTO_KEY = 'kabal.coach.chanceAfterMoves';

function readAuto(): boolean {
  try {
    return localStorage.getItem(CHANCE_AUTO_KEY) === '1';
  } catch {
    return false;
  }
}

function saveAuto(on: boolean): void {
  try {
    localStorage.setItem(CHANCE_AUTO_KEY, on ? '1' : '0');
  } catch {
    // Private mode: the setting lasts for this visit.
  }
}

interface Figures {
  readonly serial: number;
  readonly report: ChanceReport;
  readonly messages: readonly Message[];
  /** Final: every order played, or stopped. */
  readonly final: boolean;
}

export function ChancePanel({ controller, view }: { controller: GameController; view: GameView }): JSX.Element {
  const { show, say } = useSpeech();
  const [auto, setAuto] = useState(readAuto);
  const [figures, setFigures] = useState<Figures | null>(null);
  const [running, setRunning] = useState(false);
  const asked = useRef<number | null>(null);
  const client = useMemo(
    () =>
      new CoachClient((r) => {
        const serial = controller.getSnapshot().serial;
        if (asked.current !== serial) return;
        if (r.kind === 'chance') {
          const final = r.report.done;
          if (final) {
            asked.current = null;
            setRunning(false);
          }
          setFigures({ serial, report: r.report, messages: r.messages, final });
        } else if (r.kind === 'error') {
          asked.current = null;
          setRunning(false);
        }
      }),
    [controller],
  );
  useEffect(() => () => client.close(), [client]);

  const start = (): void => {
    const rec = controller.record();
    asked.current = controller.getSnapshot().serial;
    setFigures(null);
    setRunning(true);
    client.ask({ kind: 'chance', game: rec.game, variant: rec.variant, obs: observed(rec).obs });
  };
  // A new position: old figures are gone; with the setting on, the chance is worked out again.
  useEffect(() => {
    if (asked.current !== null && asked.current !== view.serial) {
      asked.current = null;
      setRunning(false);
      client.stop();
    }
    if (auto && !view.over) start();
  }, [view.serial]);

  const current = figures !== null && figures.serial === view.serial ? figures : null;
  const r = current?.report;
  // Nothing to say before the first order is played out; the progress bar shows it is under way.
  const text = current && (current.final || current.report.chance.samples > 0) ? current.messages.map((m) => show(m)) : [];
  const spoken = current?.final ? [...current.messages.map((m) => say(m)), ...(current.report.cancelled ? [say(COACH_WORDS.m('coachUi.chanceStopped'))] : [])].join(' ') : '';
  return (
    <div class="coach-box chance">
      <div class="end-actions">
        <button type="button" onClick={start} disabled={view.over || running}>
          {show(COACH_WORDS.m('coachUi.chance'))}
        </button>
        {running ? (
          <button type="button" onClick={() => client.stop()}>
            {show(COACH_WORDS.m('coachUi.stop'))}
          </button>
        ) : null}
        <label>
          <input
            type="checkbox"
            checked={auto}
            onChange={(e) => {
              const on = (e.currentTarget).checked;
              setAuto(on);
              saveAuto(on);
            }}
          />
          {show(COACH_WORDS.m('coachUi.chanceAuto'))}
        </label>
      </div>
      {r ? (
        <div data-testid="chance" data-final={current.final ? '1' : '0'} data-exact={r.perfect !== undefined || (r.exact && r.chance.samples === r.orders) ? '1' : '0'} data-perfect={r.perfect !== undefined ? '1' : '0'}>
          {text.map((t, i) => (
            <p key={i}>{t}</p>
          ))}
          {!current.final ? (
            <p class="muted">
              <progress class="coach-progress" max={r.orders} value={r.chance.samples} aria-label={show(COACH_WORDS.m('coachUi.chanceRunning'))} /> {show(COACH_WORDS.m('coachUi.chanceSamples', { n: r.chance.samples }))}
            </p>
          ) : r.cancelled ? (
            <p class="muted">{show(COACH_WORDS.m('coachUi.chanceStopped'))}</p>
          ) : null}
        </div>
      ) : running ? (
        <p>{show(COACH_WORDS.m('coachUi.thinking'))}</p>
      ) : null}
      <div class="sr-only" role="status" aria-live="polite">
        {spoken}
      </div>
    </div>
  );
}
