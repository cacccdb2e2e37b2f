// The coach: fair hints, the hint with the stock known, the chance to win from here, and the
// review of a finished game (docs/coach.md). Browser-safe: nothing here imports a node: module,
// so a Web Worker runs it as it is; the long jobs run in slices (`step(ms)`) and can be stopped.

export { type ChanceFigure, ChanceEstimator, chanceMessages, type ChanceOptions, type ChanceReport, CHANCE_EXACT_UP_TO, CHANCE_MAX_STATES, CHANCE_SAMPLES, mergeChance, type PerfectFigure, type StockKnownFigure, type VsBestFigure } from './chance.js';
export { type FairHint, fairHint, hintWords, type PerfectHint, type StockKnownHint, StockKnownHinter } from './hint.js';
export { EXACT_MAX_STATES, EXACT_SLICE_STATES, exactJob, exactValue, type ExactFairJob, type ExactFairValue, PERFECT_PLAY } from './exact.js';
export { COACH_MESSAGES } from './messages.js';
export { fairPlayer, isFairPlayer, type NamedPlayer, Playout, playOut, samplingPlayer, type SamplingPlayer } from './players.js';
export { halfWidth, observationSeed, type ShareEstimate, shareOf, shouldStop, STOP_RULE, StockOrders, type StoppingRule, wilson } from './stats.js';
export { type BestWithStockKnown, FairMoves, GameReview, groupForced, REVIEW_MAX_STATES, REVIEW_SAMPLES, type ReviewGroup, type ReviewOptions, type ReviewProgress, type ReviewStep, type ReviewSummary } from './review.js';
export { restIsForced } from './finish.js';
export { decisionWords, type DecisionWords, forcedWords, type JudgedMove, shownCost } from './review-words.js';
