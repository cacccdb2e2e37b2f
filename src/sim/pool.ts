// Runs a stream of batches on worker threads (or in this thread) and hands each batch's result
// back in input order. Batches are pulled from the stream only as workers need them and at most
// `window` batches are out at a time (sent, running, or done and waiting for an earlier one), so
// memory stays the same whatever the stream's length, and a slow consumer (a pipe) holds the
// workers back. A result depends only on its batch, so the output is the same whatever the thread
// count or the order in which batches finish.

import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { parentPort, type ResourceLimits, Worker, workerData } from 'node:worker_threads';

/** A module that serves batches in a worker (it calls `serveBatches`), and what it is started with. */
export interface WorkerTask {
  readonly url: URL;
  readonly data: unknown;
  readonly resourceLimits?: ResourceLimits;
}

export interface OrderedOptions<B, R> {
  /** Worker threads; 0 runs every batch in this thread. */
  readonly threads: number;
  readonly batches: AsyncIterable<B> | Iterable<B>;
  readonly worker: WorkerTask;
  /** The same work in this thread (for threads = 0). */
  readonly inline: () => (batch: B) => R;
  /** What is posted to a worker for a batch (default: the batch itself). */
  readonly message?: (batch: B) => unknown;
  /** Called once per batch, in input order; the next result waits for its promise. */
  readonly deliver: (batch: B, result: R) => void | Promise<void>;
  /** Most batches out at a time (default: four per worker). */
  readonly window?: number;
  /** Stops pulling new batches; those already out finish and are delivered. */
  readonly signal?: AbortSignal;
}

/**
 * A worker for a module next to the caller: compiled JS in lib/, or, while developing and testing
 * (TypeScript run through tsx), a small bootstrap that registers tsx's loader in the worker first
 * (Node 20 does not pass `--import` loaders on to workers).
 */
export function startWorker(task: WorkerTask): Worker {
  const limits = task.resourceLimits ? { resourceLimits: task.resourceLimits } : {};
  if (!task.url.pathname.endsWith('.ts')) return new Worker(task.url, { workerData: task.data, ...limits });
  const tsxApi = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
  const boot = `import(${JSON.stringify(tsxApi)}).then((m) => { m.register(); return import(${JSON.stringify(task.url.href)}); });`;
  return new Worker(boot, { eval: true, workerData: task.data, ...limits });
}

/** The URL of a module beside `here` (an import.meta.url), with the extension `here` has (.ts in development, .js when built). */
export function siblingModule(here: string, name: string): URL {
  return new URL(`./${name}${here.endsWith('.ts') ? '.ts' : '.js'}`, here);
}

interface Reply {
  readonly seq: number;
  readonly result?: unknown;
  readonly error?: string;
}

/** The worker side: builds the runner from the worker's data once, then answers each batch. */
export function serveBatches<B, R>(make: (data: unknown) => (batch: B) => R): void {
  const port = parentPort;
  if (!port) throw new Error('serveBatches must run in a worker thread');
  const run = make(workerData);
  port.on('message', (msg: { seq: number; batch: B }) => {
    try {
      const result = run(msg.batch);
      port.postMessage({ seq: msg.seq, result } satisfies Reply);
    } catch (e) {
      port.postMessage({ seq: msg.seq, error: e instanceof Error ? (e.stack ?? e.message) : String(e) } satisfies Reply);
    }
  });
}

/** Resolves true when every batch was delivered, false when the signal stopped it first. */
export async function runOrdered<B, R>(o: OrderedOptions<B, R>): Promise<boolean> {
  if (o.threads <= 0) return runInline(o);
  const it = Symbol.asyncIterator in o.batches ? o.batches[Symbol.asyncIterator]() : o.batches[Symbol.iterator]();
  const window = Math.max(2, o.window ?? o.threads * 4);
  const workers: Worker[] = [];
  try {
    return await new Promise<boolean>((resolve, reject) => {
      // seq of the next batch to pull, and of the next to deliver.
      let pulled = 0;
      let delivered = 0;
      // Flags in an object: they change while the loops below wait, which narrowing of plain lets would hide.
      const st = { exhausted: false, failed: false, pulling: false, delivering: false };
      const failed = (): boolean => st.failed;
      const out = new Map<number, B>();
      const done = new Map<number, { batch: B; result: R }>();
      const load = new Map<Worker, number>();
      const fail = (e: unknown): void => {
        if (st.failed) return;
        st.failed = true;
        reject(e instanceof Error ? e : new Error(String(e)));
      };
      const stopped = (): boolean => o.signal?.aborted === true;
      const finishIfDone = (): void => {
        if (st.failed || st.pulling || st.delivering || out.size > 0 || done.size > 0) return;
        if (st.exhausted) resolve(true);
        else if (stopped()) resolve(false);
      };
      const idleWorker = (): Worker | undefined => {
        // An idle worker first, then a new one (workers start only when there is work for them),
        // then a busy one: two batches per worker, so the next waits in its queue and the worker
        // never idles between batches.
        const idle = workers.find((w) => (load.get(w) ?? 0) === 0);
        if (idle) return idle;
        if (workers.length < o.threads) return spawn();
        return workers.find((w) => (load.get(w) ?? 0) < 2);
      };
      const spawn = (): Worker => {
        const w = startWorker(o.worker);
        workers.push(w);
        load.set(w, 0);
        w.on('message', (msg: Reply) => {
          load.set(w, (load.get(w) ?? 1) - 1);
          const batch = out.get(msg.seq);
          out.delete(msg.seq);
          if (msg.error !== undefined || batch === undefined) {
            fail(new Error(`worker failed: ${msg.error ?? `no batch ${msg.seq}`}`));
            return;
          }
          done.set(msg.seq, { batch, result: msg.result as R });
          void drain();
          void pull();
        });
        w.on('error', fail);
        w.on('exit', (code) => {
          if (!st.failed && (load.get(w) ?? 0) > 0) fail(new Error(`worker stopped (exit code ${code})`));
        });
        return w;
      };
      const pull = async (): Promise<void> => {
        if (st.pulling || st.failed) return;
        st.pulling = true;
        try {
          while (!st.exhausted && !stopped() && !failed() && pulled - delivered < window) {
            const w = idleWorker();
            if (w === undefined) break;
            const next = await it.next();
            if (next.done === true) {
              st.exhausted = true;
              break;
            }
            const seq = pulled++;
            out.set(seq, next.value);
            load.set(w, (load.get(w) ?? 0) + 1);
            w.postMessage({ seq, batch: o.message ? o.message(next.value) : next.value });
          }
        } catch (e) {
          fail(e);
        } finally {
          st.pulling = false;
        }
        finishIfDone();
      };
      const drain = async (): Promise<void> => {
        if (st.delivering || st.failed) return;
        st.delivering = true;
        try {
          for (let d = done.get(delivered); d !== undefined && !failed(); d = done.get(delivered)) {
            done.delete(delivered);
            await o.deliver(d.batch, d.result);
            delivered++;
            void pull();
          }
        } catch (e) {
          fail(e);
        } finally {
          st.delivering = false;
        }
        finishIfDone();
      };
      o.signal?.addEventListener('abort', finishIfDone, { once: true });
      void pull();
    });
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}

async function runInline<B, R>(o: OrderedOptions<B, R>): Promise<boolean> {
  const run = o.inline();
  for await (const batch of o.batches) {
    if (o.signal?.aborted) return false;
    await o.deliver(batch, run(batch));
    // Let signals and timers run between batches.
    await new Promise((r) => setImmediate(r));
  }
  return true;
}
