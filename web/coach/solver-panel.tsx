// "Can this deal be won?", a hint and the whole solution, from the full-information solver running
// in a Web Worker (solver-worker.ts). Every answer says it knows the stock order, which a player
// does not (rules §5). Stop cancels by ending the worker. Moves come back as the engine's move
// texts and are put in words by the engine's describer ("Move the 7♣ from Pile 2 to the empty
// Pile 4").
//
// The hint follows one line: the solver's line is kept with the positions along it, and while the
// game stays on it the next hint is its next move, without a new search. Only a position off the
// line is solved again. (Solving every position afresh can pick a different best line each time,
// which in Aces Up sent a card from pile to pile and back forever.) An answer belongs to the
// position it was asked in and disappears as soon as the game moves on; a reply that comes after
// that is dropped.

import type { JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { appMovesIn, type KnownLine, keyOf, layoutAt, lineKeys, type Position, restOfLine } from './position.js';
import { Preview } from './preview.js';
import { COACH_WORDS } from './words.js';
import type { GameController, GameView } from '../model/controller.js';
import { sentence, useSpeech } from '../words/i18n.js';
import type { SolveReply, SolveRequest } from './solver-worker.js';

type Task = 'canWin' | 'hint' | 'solution';
// Typical deals need well under a million positions (docs/web.md says how that was measured);
// the cap keeps the worker's table small enough for a phone.
const MAX_STATES = 5_000_000;

interface Answer {
  readonly task: Task;
  readonly text: string;
  /** The line found from the position asked in, as move texts, and in words. */
  readonly moves: readonly string[];
  readonly steps: readonly string[];
  /** The position it was asked in, and the view's serial then (a hint or a solution is shown only while it is current). */
  readonly from: Position;
  readonly serial: number;
}

export function SolverPanel({ controller, view }: { controller: GameController; view: GameView }): JSX.Element {
  const { t, show, lang } = useSpeech();
  const count = (n: number): string => new Intl.NumberFormat(lang === 'nb' ? 'nb-NO' : lang).format(n);
  const worker = useRef<Worker | null>(null);
  const line = useRef<KnownLine | null>(null);
  const [busy, setBusy] = useState<{ task: Task; serial: number } | null>(null);
  const [progress, setProgress] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [step, setStep] = useState(0);

  const stop = (): void => {
    worker.current?.terminate();
    worker.current = null;
    setBusy(null);
  };
  useEffect(() => stop, []);
  // A search for a hint or a solution is about the position it began in: once the game moves on it is dropped.
  useEffect(() => {
    if (busy !== null && busy.task !== 'canWin' && busy.serial !== view.serial) stop();
  }, [view.serial, busy]);

  const show1 = (task: Task, from: Position, moves: readonly string[], text: (steps: string[]) => string): void => {
    const steps = controller.describeLine(from.moves, moves).map((m) => sentence(show(m)));
    setStep(0);
    setAnswer({ task, text: text(steps), moves, steps, from, serial: controller.getSnapshot().serial });
  };
  const hintText = (steps: string[]): string => (steps[0] === undefined ? t('app.noHint') : t('app.hintMove', { move: steps[0] }));
  // The line's own count (the steps listed), and, when the game makes some of them by itself, how
  // many are the player's: the number the game's move counter reaches along the line.
  const lineText = (from: Position, moves: readonly string[], won: boolean, best: number): string => {
    const app = controller.forcedMoves ? appMovesIn(from, moves) : 0;
    const head = won ? show(COACH_WORDS.m('coachUi.lineWin', { n: moves.length })) : show(COACH_WORDS.m('coachUi.lineBest', { best, n: moves.length }));
    return app === 0 ? head : `${head} ${show(COACH_WORDS.m('coachUi.lineYours', { k: moves.length - app, a: app }))}`;
  };

  const start = (task: Task): void => {
    stop();
    const rec = controller.record();
    const serial = view.serial;
    const fromStart = task === 'canWin';
    // On the kept line: its rest is still a best line from here (a best line's tail is best from where it is).
    if (!fromStart && line.current) {
      const rest = restOfLine(line.current, keyOf(rec));
      if (rest !== undefined && rest.length > 0) {
        if (task === 'hint') show1(task, rec, rest.slice(0, 1), hintText);
        else {
          const { won, best } = line.current;
          show1(task, rec, rest, () => lineText(rec, rest, won, best));
        }
        return;
      }
    }
    const req: SolveRequest = { game: rec.game, variant: rec.variant, deal: rec.deal, moves: fromStart ? [] : rec.moves, goal: fromStart ? 'win' : 'best', maxStates: MAX_STATES };
    const w = new Worker(new URL('./solver-worker.ts', import.meta.url), { type: 'module' });
    worker.current = w;
    setBusy({ task, serial });
    setProgress(0);
    setAnswer(null);
    const from: Position = { ...rec, moves: req.moves };
    const fail = (text: string): void => setAnswer({ task, text, moves: [], steps: [], from, serial });
    w.onmessage = (e: MessageEvent<SolveReply>) => {
      const r = e.data;
      if (worker.current !== w) return;
      if (r.kind === 'progress') {
        setProgress(r.states);
        return;
      }
      stop();
      if (r.kind === 'error') return fail(r.message);
      if (r.verdict === 'unknown') return fail(show(COACH_WORDS.m('coachUi.unknownKnown', { states: count(r.states) })));
      if (!fromStart) line.current = { moves: r.moves, keys: lineKeys(from, r.moves), won: r.winnable, best: r.bestScore };
      const shown = task === 'hint' ? r.moves.slice(0, 1) : r.moves;
      show1(task, from, shown, (steps) => (task === 'hint' ? hintText(steps) : lineText(from, r.moves, r.winnable, r.bestScore)));
    };
    w.onerror = (e) => {
      stop();
      fail(e.message);
    };
    w.postMessage(req);
  };

  // A hint or a solution is shown only in the position it was asked in.
  const current = answer !== null && (answer.task === 'canWin' || answer.serial === view.serial);
  const hint = current && answer.task === 'hint' ? answer.moves[0] : undefined;
  const solution = current && answer.task === 'solution' && answer.steps.length > 0 ? answer : undefined;
  return (
    <section class="solver" aria-label={t('app.canWin')}>
      <div class="end-actions">
        <button type="button" onClick={() => start('canWin')} disabled={busy !== null}>
          {t('app.canWin')}
        </button>
        <button type="button" onClick={() => start('hint')} disabled={busy !== null || view.over}>
          {show(COACH_WORDS.m('coachUi.hintKnown'))}
        </button>
        <button type="button" onClick={() => start('solution')} disabled={busy !== null || view.over}>
          {show(COACH_WORDS.m('coachUi.solutionKnown'))}
        </button>
        {busy !== null ? (
          <button type="button" onClick={stop}>
            {t('app.stop')}
          </button>
        ) : null}
      </div>
      <div role="status" aria-live="polite" class="solver-out">
        {busy !== null ? (
          <p>
            {t('app.solving')} {progress > 0 ? count(progress) : ''}
          </p>
        ) : null}
        {current ? <p data-testid="solver-answer">{answer.text}</p> : null}
      </div>
      {hint !== undefined ? (
        <button type="button" onClick={() => controller.playText(hint)}>
          {show(COACH_WORDS.m('coachUi.playKnown'))}
        </button>
      ) : null}
      {solution ? <Steps answer={solution} step={step} onStep={setStep} /> : null}
    </section>
  );
}

/** The solution one step at a time (Previous, Next), the position drawn after each, and the whole list. */
function Steps({ answer, step, onStep }: { answer: Answer; step: number; onStep: (n: number) => void }): JSX.Element {
  const { show } = useSpeech();
  const n = answer.steps.length;
  const done = answer.moves.slice(0, step);
  const caption = step === 0 ? show(COACH_WORDS.m('coachUi.stepStart')) : `${show(COACH_WORDS.m('coachUi.step', { i: step, n }))}: ${answer.steps[step - 1] ?? ''}`;
  return (
    <div class="coach-box steps" data-testid="solution-steps">
      <div class="stepper">
        <button type="button" onClick={() => onStep(step - 1)} disabled={step === 0}>
          {show(COACH_WORDS.m('coachUi.previous'))}
        </button>
        <button type="button" onClick={() => onStep(step + 1)} disabled={step === n}>
          {show(COACH_WORDS.m('coachUi.next'))}
        </button>
        <span aria-live="polite">{caption}</span>
      </div>
      <Preview layout={layoutAt(answer.from, done)} caption={show(COACH_WORDS.m('coachUi.position'))} />
      <details>
        <summary>{show(COACH_WORDS.m('coachUi.allSteps'))}</summary>
        <ol class="line">
          {answer.steps.map((s, i) => (
            <li key={i}>{s}</li>
          ))}
        </ol>
      </details>
    </div>
  );
}
