// The weight rows of the Golf estimate (src/bound/golf/estimate.ts), by rule set (the variant's
// text form). Each fitted by `node --import tsx scripts/fit-bound.ts golf VARIANT 300`: `hindsight`
// on deals 500,001-500,300, every position just after a turn, logistic regression on the outcome.

export const GOLF_WEIGHTS: Readonly<Record<string, readonly number[]>> = {
  // 27 of 300 won, 4,761 positions, log-loss 0.209.
  golf: [-1.7184, -1.7722, 3.2343, -1.7532, 0.1283, 0.6956, -0.204, -2.3542, 0.2736, -0.7316],
  // 66 of 300 won, 4,686 positions, log-loss 0.392.
  'golf(queen-on-king)': [-1.623, -2.5183, 3.0378, -1.4833, -0.048, 1.149, 0.0451, -3.1266, 0.355, 0],
  // 172 of 300 won, 4,390 positions, log-loss 0.529.
  'golf(putt-putt)': [-0.8362, -2.7359, 4.1069, -1.6024, 0.0091, 1.0131, 0.0419, -3.5724, 0.3218, 0],
};
