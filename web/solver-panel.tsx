// "Can this deal be won? (with the stock known)", a hint and the whole solution, from the
// full-information solver running in a Web Worker (solver-worker.ts). Every answer says it knows
// the stock order, which a player does not (rules §5). Stop cancels by ending the worker. Moves
// come back as the engine's move texts and are put in words by the engine's describer, in the
// future tense ("Move the 7♣ from Pile 2 to the empty Pile 4").

import type { JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { GameController, GameView } from './controller.js';
import { sentence, useSpeech } from './i18n.js';
import type { SolveReply, SolveRequest } from './solver-worker.js';

type Task = 'canWin' | 'hint' | 'solution';
// Typical deals need well under a million positions (docs/web.md says how that was measured);
// the cap keeps the worker's table small enough for a phone.
const MAX_STATES = 5_000_000;

interface Answer {
  readonly task: Task;
  readonly text: string;
  /** The line found, as move texts, and in words. */
  readonly moves: readonly string[];
  readonly steps: readonly string[];
  /** The position it was asked in. */
  readonly at: number;
}

export function SolverPanel({ controller, view }: { controller: GameController; view: GameView }): JSX.Element {
  const { t, show, lang } = useSpeech();
  const count = (n: number): string => new Intl.NumberFormat(lang === 'nb' ? 'nb-NO' : lang).format(n);
  const worker = useRef<Worker | null>(null);
  const [busy, setBusy] = useState<Task | null>(null);
  const [progress, setProgress] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);

  const stop = (): void => {
    worker.current?.terminate();
    worker.current = null;
    setBusy(null);
  };
  useEffect(() => stop, []);

  const start = (task: Task): void => {
    stop();
    const rec = controller.record();
    const fromStart = task === 'canWin';
    const req: SolveRequest = { game: rec.game, variant: rec.variant, deal: rec.deal, moves: fromStart ? [] : rec.moves, goal: fromStart ? 'win' : 'best', maxStates: MAX_STATES };
    const w = new Worker(new URL('./solver-worker.ts', import.meta.url), { type: 'module' });
    worker.current = w;
    setBusy(task);
    setProgress(0);
    setAnswer(null);
    const at = view.position;
    const fail = (text: string): void => setAnswer({ task, text, moves: [], steps: [], at });
    w.onmessage = (e: MessageEvent<SolveReply>) => {
      const r = e.data;
      if (r.kind === 'progress') {
        setProgress(r.states);
        return;
      }
      stop();
      if (r.kind === 'error') return fail(r.message);
      const steps = controller.describeLine(req.moves, r.moves).map((m) => sentence(show(m)));
      let text: string;
      if (r.verdict === 'unknown') text = t('solvedUnknown', { states: count(r.states) });
      else if (task === 'hint') text = steps[0] === undefined ? t('noHint') : t('hintMove', { move: steps[0] });
      else if (r.winnable) text = t('solvedWin', { n: r.moves.length });
      else text = t('solvedBest', { n: r.bestScore });
      setAnswer({ task, text, moves: r.moves, steps, at });
    };
    w.onerror = (e) => {
      stop();
      fail(e.message);
    };
    w.postMessage(req);
  };

  const current = answer !== null && answer.at === view.position;
  const hint = answer?.task === 'hint' && current ? answer.moves[0] : undefined;
  return (
    <section class="solver" aria-label={t('canWin')}>
      <div class="end-actions">
        <button type="button" onClick={() => start('canWin')} disabled={busy !== null}>
          {t('canWin')}
        </button>
        <button type="button" onClick={() => start('hint')} disabled={busy !== null || view.over}>
          {t('hint')}
        </button>
        <button type="button" onClick={() => start('solution')} disabled={busy !== null || view.over}>
          {t('showSolution')}
        </button>
        {busy !== null ? (
          <button type="button" onClick={stop}>
            {t('stop')}
          </button>
        ) : null}
      </div>
      <div role="status" aria-live="polite" class="solver-out">
        {busy !== null ? (
          <p>
            {t('solving')} {progress > 0 ? count(progress) : ''}
          </p>
        ) : null}
        {answer ? (
          <div>
            <p data-testid="solver-answer">{answer.text}</p>
            {hint !== undefined ? (
              <button type="button" onClick={() => controller.playText(hint)}>
                {t('playHint')}
              </button>
            ) : null}
            {answer.task === 'solution' && answer.steps.length > 0 ? (
              <ol class="line">
                {answer.steps.map((s, i) => (
                  <li key={i}>{s}</li>
                ))}
              </ol>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
