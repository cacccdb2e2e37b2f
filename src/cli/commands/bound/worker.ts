// A bound worker thread: builds the runner for the run's game, variant and settings, then bounds
// the deal numbers it is sent.

import { type BoundSpec, boundRunner } from '../../../bound/index.js';
import { serveBatches } from '../../../sim/pool.js';

serveBatches((data) => {
  const one = boundRunner(data as BoundSpec);
  return (numbers: readonly number[]) => numbers.map(one);
});
