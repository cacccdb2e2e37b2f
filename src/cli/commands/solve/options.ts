// The options of `kabal solve` as commander hands them over (commands/solve.ts defines them).

export interface SolveCommandOptions {
  variant?: string;
  number?: string;
  numbers?: string;
  random?: boolean;
  input?: string;
  shard?: string;
  threads?: string;
  state?: string;
  json?: boolean;
  moves?: boolean;
  ascii?: boolean;
  cpu?: string;
  maxStates?: string;
  progress?: boolean;
}
