// The options of `kabal solve` as commander hands them over (commands/solve.ts defines them).

import type { RunCommandOptions } from '../options.js';

export interface SolveCommandOptions extends RunCommandOptions {
  moves?: boolean;
  ascii?: boolean;
  cpu?: string;
  maxStates?: string;
}
