// Deals players ask for: the daily deal of a date (the same for everyone, always winnable with
// the stock known) and random deals proved winnable. Browser-safe: the web's workers run it too.
export * from './daily.js';
export * from './date.js';
export * from './prove.js';
export * from './winnable.js';
