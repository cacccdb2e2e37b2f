// A `kabal hint` worker thread: builds the runner for the run's game, rule set and settings, then
// plays the parts of chances it is sent (chance-parts.ts).

import { serveBatches } from '../../../sim/pool.js';
import { type ChancePartSpec, chancePartRunner } from './chance-parts.js';

serveBatches((data) => chancePartRunner(data as ChancePartSpec));
