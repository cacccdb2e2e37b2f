// A simulator worker thread: rebuilds the player from its names and plays the batches it is sent.

import { parentPort, workerData } from 'node:worker_threads';
import type { GameId } from '../core/game.js';
import { runBatch, type BatchRequest, type SimSpec } from './batch.js';

const spec = workerData as SimSpec;
const port = parentPort;
if (!port) throw new Error('the simulator worker must run in a worker thread');
const run = runBatch(spec.game satisfies GameId, spec.variant, spec.strategy);
port.on('message', (req: BatchRequest) => {
  try {
    port.postMessage({ id: req.id, results: run(req.items) });
  } catch (e) {
    port.postMessage({ id: req.id, error: e instanceof Error ? (e.stack ?? e.message) : String(e) });
  }
});
