// A simulation run: the deals, the player, the results already known (from a journal being
// resumed), and the pool that plays the rest. Results come back indexed by input position.

import type { SimItem, SimSpec } from './batch.js';
import { runPool } from './pool.js';
import type { DealResult } from './registry.js';

export interface SimulateOptions {
  readonly spec: SimSpec;
  readonly items: readonly SimItem[];
  /** Results already known, by input index (a resumed run). */
  readonly known?: ReadonlyMap<number, DealResult>;
  readonly threads: number;
  readonly batchSize: number;
  /** Called once per newly played deal, in completion order. */
  readonly onResult?: (index: number, result: DealResult) => void;
  readonly onProgress?: (done: number, total: number) => void;
  readonly signal?: AbortSignal;
}

export interface SimulateOutcome {
  /** By input index; undefined where the run was stopped first. */
  readonly results: (DealResult | undefined)[];
  readonly complete: boolean;
  readonly played: number;
}

export async function simulate(o: SimulateOptions): Promise<SimulateOutcome> {
  const results: (DealResult | undefined)[] = new Array<DealResult | undefined>(o.items.length);
  const todo: number[] = [];
  let done = 0;
  for (let i = 0; i < o.items.length; i++) {
    const k = o.known?.get(i);
    if (k) {
      results[i] = k;
      done++;
    } else todo.push(i);
  }
  let played = 0;
  o.onProgress?.(done, o.items.length);
  await runPool(o.spec, o.items, todo, {
    threads: o.threads,
    batchSize: o.batchSize,
    ...(o.signal ? { signal: o.signal } : {}),
    onResults(indices, rs) {
      for (let j = 0; j < indices.length; j++) {
        const i = indices[j] as number;
        const r = rs[j] as DealResult;
        results[i] = r;
        o.onResult?.(i, r);
      }
      done += indices.length;
      played += indices.length;
      o.onProgress?.(done, o.items.length);
    },
  });
  return { results, complete: done === o.items.length, played };
}
