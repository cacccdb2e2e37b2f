// The options of `kabal sim` as commander hands them over (commands/sim.ts defines them).

import type { RunCommandOptions } from '../options.js';

export interface SimCommandOptions extends RunCommandOptions {
  strategy?: string;
  perDeal?: boolean;
  plot?: string;
}
