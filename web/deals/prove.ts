// Runs one proof in the deals worker (loaded only when a proof is asked for, so the first load
// stays small): progress as candidates are settled, and a stop that ends the worker at once.

import type { ProveReply, ProveRequest } from './worker.js';

export interface ProofRun {
  /** The deal number proved, or undefined when stopped. */
  readonly done: Promise<{ number: number } | undefined>;
  readonly stop: () => void;
}

export function prove(req: ProveRequest, onProgress: (tried: number) => void): ProofRun {
  const w = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
  let settle: (v: { number: number } | undefined) => void = () => undefined;
  let fail: (e: Error) => void = () => undefined;
  const done = new Promise<{ number: number } | undefined>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  const stop = (): void => {
    w.terminate();
    settle(undefined);
  };
  w.onmessage = (e: MessageEvent<ProveReply>) => {
    const r = e.data;
    if (r.kind === 'progress') return onProgress(r.tried);
    w.terminate();
    if (r.kind === 'done') settle({ number: r.number });
    else fail(new Error(r.message));
  };
  w.onerror = (e) => {
    w.terminate();
    fail(new Error(e.message));
  };
  w.postMessage(req);
  return { done, stop };
}
