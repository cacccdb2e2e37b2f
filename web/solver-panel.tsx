// "Can this deal be won? (with the stock known)", a hint and the whole solution, from the
// full-information solver running in a Web Worker (solver-worker.ts). Every answer says it knows
// the stock order, which a player does not (SPEC §5). Stop cancels by ending the worker.

import type { JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { AcesUpMove } from '../src/games/acesup/index.js';
import type { GolfMove } from '../src/games/golf/index.js';
import type { GameController } from './game.js';
import type { T } from './i18n.js';
import type { SolveReply, SolveRequest } from './solver-worker.js';

type Task = 'canWin' | 'hint' | 'solution';
// Typical deals need well under a million positions (15 deals each: Aces Up at most 67k, Golf at most 710k);
// the cap keeps the worker's table small enough for a phone.
const MAX_STATES = 5_000_000;

export function SolverPanel({ t, game, onPlay }: { t: T; game: GameController; onPlay: (m: AcesUpMove | GolfMove) => void }): JSX.Element {
  const worker = useRef<Worker | null>(null);
  const [busy, setBusy] = useState<Task | null>(null);
  const [progress, setProgress] = useState(0);
  const [answer, setAnswer] = useState<{ task: Task; text: string; moves: string[]; at: number } | null>(null);
  const position = game.current.s.position;

  const stop = (): void => {
    worker.current?.terminate();
    worker.current = null;
    setBusy(null);
  };
  useEffect(() => stop, []);

  const start = (task: Task): void => {
    stop();
    const rec = game.current.s.record();
    const req: SolveRequest = {
      game: rec.game,
      variant: rec.variant,
      deal: rec.deal,
      moves: task === 'canWin' ? [] : rec.moves,
      goal: task === 'canWin' && rec.game === 'golf' ? 'win' : 'best',
      maxStates: MAX_STATES,
    };
    const w = new Worker(new URL('./solver-worker.ts', import.meta.url), { type: 'module' });
    worker.current = w;
    setBusy(task);
    setProgress(0);
    setAnswer(null);
    const at = game.current.s.position;
    w.onmessage = (e: MessageEvent<SolveReply>) => {
      const r = e.data;
      if (r.kind === 'progress') {
        setProgress(r.states);
        return;
      }
      stop();
      if (r.kind === 'error') {
        setAnswer({ task, text: r.message, moves: [], at });
        return;
      }
      let text: string;
      if (r.verdict === 'unknown') text = t('solvedUnknown', { states: r.states.toLocaleString() });
      else if (task === 'hint') text = r.moves[0] === undefined ? t('noHint') : t('hintMove', { move: describe(t, r.moves[0], rec.game) });
      else if (r.winnable) text = t('solvedWin', { n: r.moves.length });
      else text = t('solvedBest', { n: r.bestScore });
      setAnswer({ task, text, moves: r.moves, at });
    };
    w.onerror = (e) => {
      stop();
      setAnswer({ task, text: e.message, moves: [], at });
    };
    w.postMessage(req);
  };

  const playHint = (): void => {
    const text = answer?.moves[0];
    if (text === undefined || answer?.at !== position) return;
    const c = game.current;
    if (c.game === 'acesup') {
      const m = c.s.rules.parseMove(text, c.s.state);
      if (m.ok) onPlay(m.value);
    } else {
      const m = c.s.rules.parseMove(text, c.s.state);
      if (m.ok) onPlay(m.value);
    }
  };

  return (
    <section class="solver" aria-label={t('canWin')}>
      <div class="end-actions">
        <button type="button" onClick={() => start('canWin')} disabled={busy !== null}>
          {t('canWin')}
        </button>
        <button type="button" onClick={() => start('hint')} disabled={busy !== null || game.over}>
          {t('hint')}
        </button>
        <button type="button" onClick={() => start('solution')} disabled={busy !== null || game.over}>
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
            {t('solving')} {progress > 0 ? progress.toLocaleString() : ''}
          </p>
        ) : null}
        {answer ? (
          <div>
            <p data-testid="solver-answer">{answer.text}</p>
            {answer.task === 'hint' && answer.at === position && answer.moves.length > 0 ? (
              <button type="button" onClick={playHint}>
                {t('hint')}: {answer.moves[0]}
              </button>
            ) : null}
            {answer.task === 'solution' && answer.moves.length > 0 ? <ol class="line">{answer.moves.map((m, i) => <li key={i}>{describe(t, m, game.game)}</li>)}</ol> : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}

/** A move text in words: `x2` is "Discard from Pile 2", `1-3` "Pile 1 → Pile 3", `t` "Draw". */
function describe(t: T, text: string, game: 'acesup' | 'golf'): string {
  if (game === 'golf') return text === 't' ? t('draw') : t('column', { n: text });
  if (text === 'deal') return t('deal');
  let m = /^x(\d)$/.exec(text);
  if (m) return `${t('discardThis')}: ${t('pile', { n: m[1] ?? '' })}`;
  m = /^j?(\d)-(\d)$/.exec(text);
  if (m) return `${t('pile', { n: m[1] ?? '' })} → ${t('pile', { n: m[2] ?? '' })}`;
  return text;
}
