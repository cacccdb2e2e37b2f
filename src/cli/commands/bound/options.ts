// The options of `kabal bound` as commander hands them over (kept apart from the command's
// definition, which loads the run lazily, so that the run can import this type without a circle).

export interface BoundCommandOptions {
  variant?: string;
  number?: string;
  numbers?: string;
  orders?: string;
  draws?: string;
  estimate?: string;
  player?: string;
  threads?: string;
  json?: boolean;
  perDeal?: boolean;
  state?: string;
}
