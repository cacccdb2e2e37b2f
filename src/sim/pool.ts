// Runs a list of deals on worker threads (or in this thread) and reports each result with its
// index in the list. A deal's result depends only on the deal, its key and the player, so the
// results are the same whatever the thread count or the order in which batches finish.

import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { runBatch, type SimItem, type SimSpec } from './batch.js';
import type { DealResult } from './registry.js';

export interface PoolOptions {
  /** Worker threads; 0 plays in this thread (for tests and tiny runs). */
  readonly threads: number;
  /** Deals per batch (default: 256 for cheap players, 1 for expensive ones). */
  readonly batchSize: number;
  /** Called as batches finish, with the input indices and their results. */
  readonly onResults: (indices: readonly number[], results: readonly DealResult[]) => void;
  /** Stops handing out work; batches in flight finish (their results are still reported). */
  readonly signal?: AbortSignal;
}

/**
 * A worker running the module next to this one: compiled JS in lib/, or, while developing and
 * testing (this file is TypeScript run through tsx), a small bootstrap that registers tsx's
 * loader in the worker first (Node 20 does not pass `--import` loaders on to workers).
 */
function startWorker(spec: SimSpec): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./worker.js', import.meta.url), { workerData: spec });
  const tsxApi = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
  const target = new URL('./worker.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(tsxApi)}).then((m) => { m.register(); return import(${JSON.stringify(target)}); });`;
  return new Worker(boot, { eval: true, workerData: spec });
}

/** Plays `items[i]` for every i in `todo` (indices into items). Resolves when all are done or the signal stopped it. */
export async function runPool(spec: SimSpec, items: readonly SimItem[], todo: readonly number[], opts: PoolOptions): Promise<void> {
  const batches: number[][] = [];
  for (let i = 0; i < todo.length; i += opts.batchSize) batches.push(todo.slice(i, i + opts.batchSize));
  if (opts.threads <= 0) {
    const run = runBatch(spec.game, spec.variant, spec.strategy);
    for (const b of batches) {
      if (opts.signal?.aborted) return;
      opts.onResults(
        b,
        run(b.map((i) => items[i] as SimItem)),
      );
      // Let signals and timers run between batches.
      await new Promise((r) => setImmediate(r));
    }
    return;
  }
  const workers = Array.from({ length: Math.min(opts.threads, Math.max(1, batches.length)) }, () => startWorker(spec));
  let nextBatch = 0;
  try {
    await Promise.all(
      workers.map(
        (w) =>
          new Promise<void>((resolve, reject) => {
            let current: number[] | undefined;
            const send = (): void => {
              if (nextBatch >= batches.length || opts.signal?.aborted) {
                current = undefined;
                resolve();
                return;
              }
              const id = nextBatch++;
              const batch = batches[id] ?? [];
              current = batch;
              w.postMessage({ id, items: batch.map((i) => items[i] as SimItem) });
            };
            w.on('message', (msg: { id: number; results?: DealResult[]; error?: string }) => {
              if (msg.error !== undefined || !msg.results) {
                reject(new Error(`simulator worker failed: ${msg.error ?? 'no results'}`));
                return;
              }
              if (current) opts.onResults(current, msg.results);
              send();
            });
            w.on('error', reject);
            w.on('exit', (code) => {
              if (current) reject(new Error(`simulator worker stopped (exit code ${code})`));
            });
            send();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
