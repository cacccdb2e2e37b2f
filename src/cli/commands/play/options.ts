// The options of `kabal play` as commander hands them over (commands/play.ts defines them).

export interface PlayOptions {
  variant?: string;
  number?: string;
  random?: boolean;
  deal?: string;
  input?: string;
  round?: boolean;
  auto?: boolean;
  ascii?: boolean;
  cpu?: string;
  maxStates?: string;
  record?: string;
}
