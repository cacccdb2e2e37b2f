// The coach: fair hints, the hint with the stock known, the chance to win from here, and the
// review of a finished game (docs/coach.md). Browser-safe: nothing here imports a node: module,
// so a Web Worker runs it as it is; the long jobs run in slices (`step(ms)`) and can be stopped.

export { type ChanceFigure, ChanceEstimator, chanceMessages, type ChanceOptions, type ChanceReport, CHANCE_MAX_STATES, CHANCE_SAMPLES, type PerfectFigure, type StockKnownFigure } from './chance.js';
export { type FairHint, fairHint, type PerfectHint, type StockKnownHint, StockKnownHinter } from './hint.js';
export { PERFECT_MAX_STATES, PERFECT_PLAY, perfectValue, type PerfectValue } from './registry.js';
export { COACH_MESSAGES } from './messages.js';
export { fairPlayer, isFairPlayer, type NamedPlayer, Playout, playOut, samplingPlayer, type SamplingPlayer } from './players.js';
export { observationSeed, type ShareEstimate, shareOf, StockOrders, wilson } from './stats.js';
export { type BestWithStockKnown, GameReview, groupForced, REVIEW_MAX_STATES, REVIEW_SAMPLES, type ReviewGroup, type ReviewOptions, type ReviewProgress, type ReviewStep, type ReviewSummary } from './review.js';
export { restIsForced } from './finish.js';
