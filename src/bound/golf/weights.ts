// The weight rows of the Golf estimate (src/bound/golf/estimate.ts), by rule set (the variant's
// text form). Each fitted by `node --import tsx scripts/fit-bound.ts golf VARIANT 300`: `hindsight`
// on deals 500,001-500,300, every position just after a turn, logistic regression on the outcome.

export const GOLF_WEIGHTS: Readonly<Record<string, readonly number[]>> = {
  // 27 of 300 won, 4,761 positions, log-loss 0.209.
  golf: [-1.7184, -1.7722, 3.2343, -1.7532, 0.1283, 0.6956, -0.204, -2.3542, 0.2736, -0.7316],
};
