// The best score a deal allowed from its start, with the stock known: asked of the solver's Web
// Worker (solver-worker.ts), never worked out on the page. Used by the summary after a game not
// won. Answers are kept per deal for the visit, so the same end shown again asks nothing.

import type { GameRecord } from '../../src/core/game.js';
import type { SolveReply, SolveRequest } from './solver-worker.js';

/** Positions the search may look at: most deals need far fewer (docs/web.md); the cap keeps a phone's memory in bounds. */
export const KNOWN_BEST_STATES = 3_000_000;

export type KnownBestAnswer =
  | { readonly kind: 'done'; readonly winnable: boolean; readonly best: number }
  | { readonly kind: 'unknown'; readonly states: number }
  | { readonly kind: 'failed'; readonly message: string };

const answers = new Map<string, KnownBestAnswer>();

/** Asks the worker for the deal's best score; `done` gets the answer once. Returns a stop that ends the worker. */
export function askKnownBest(rec: Pick<GameRecord, 'game' | 'variant' | 'deal'>, done: (a: KnownBestAnswer) => void, maxStates = KNOWN_BEST_STATES): () => void {
  const key = `${rec.game} ${rec.variant} ${rec.deal}`;
  const had = answers.get(key);
  if (had) {
    done(had);
    return () => undefined;
  }
  let worker: Worker | undefined;
  try {
    worker = new Worker(new URL('./solver-worker.ts', import.meta.url), { type: 'module' });
  } catch (e) {
    done({ kind: 'failed', message: e instanceof Error ? e.message : String(e) });
    return () => undefined;
  }
  const w = worker;
  const finish = (a: KnownBestAnswer): void => {
    w.terminate();
    if (a.kind !== 'failed') answers.set(key, a);
    done(a);
  };
  w.onmessage = (e: MessageEvent<SolveReply>) => {
    const r = e.data;
    if (r.kind === 'progress') return;
    if (r.kind === 'error') finish({ kind: 'failed', message: r.message });
    else if (r.verdict === 'unknown') finish({ kind: 'unknown', states: r.states });
    else finish({ kind: 'done', winnable: r.winnable, best: r.bestScore });
  };
  w.onerror = (e) => finish({ kind: 'failed', message: e.message || 'the solver stopped' });
  w.postMessage({ game: rec.game, variant: rec.variant, deal: rec.deal, moves: [], goal: 'best', maxStates, line: false } satisfies SolveRequest);
  return () => w.terminate();
}
