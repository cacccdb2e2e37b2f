// The options of `kabal sim` as commander hands them over (commands/sim.ts defines them).

export interface SimCommandOptions {
  strategy?: string;
  variant?: string;
  number?: string;
  numbers?: string;
  random?: boolean;
  input?: string;
  shard?: string;
  threads?: string;
  state?: string;
  json?: boolean;
  perDeal?: boolean;
  plot?: string;
  progress?: boolean;
}
