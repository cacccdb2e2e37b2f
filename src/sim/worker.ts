// A simulator worker thread: rebuilds the player from its names and plays the batches it is sent.

import { packedRunner, type SimSpec } from './batch.js';
import { serveBatches } from './pool.js';

serveBatches((data) => packedRunner(data as SimSpec));
