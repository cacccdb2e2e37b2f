// A solver worker thread: builds the solver for the run's game, variant and budget, then solves
// the deals it is sent, one row each.

import { serveBatches } from '../../../sim/pool.js';
import { type SolveJob, type SolveTask, solverFor } from './rows.js';

serveBatches((data) => {
  const solveOne = solverFor(data as SolveTask);
  return (jobs: readonly SolveJob[]) => jobs.map(solveOne);
});
