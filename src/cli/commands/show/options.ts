// The options of `kabal show` as commander hands them over (commands/show.ts defines them).

export interface ShowCommandOptions {
  variant?: string;
  number?: string;
  numbers?: string;
  random?: boolean;
  input?: string;
  shard?: string;
  ascii?: boolean;
  json?: boolean;
}
