// The options of `kabal hint` and `kabal review` as commander hands them over (commands/coach.ts defines them).

export interface CoachCommandOptions {
  variant?: string;
  input?: string;
  json?: boolean;
  samples?: string;
  maxStates?: string;
  seed?: string;
  player?: string;
  ascii?: boolean;
  chance?: string;
  threads?: string;
}
