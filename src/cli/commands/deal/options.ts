// The options of `kabal deal` as commander hands them over (commands/deal.ts defines them).

export interface DealCommandOptions {
  variant?: string;
  number?: string;
  numbers?: string;
  random?: boolean;
  shard?: string;
  json?: boolean;
  daily?: string;
  winnable?: boolean;
  count?: string;
  seed?: string;
  progress?: boolean;
}
