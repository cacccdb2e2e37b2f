// Kabal: the library's public entry point.
export * from './core/index.js';
export * as acesup from './games/acesup/index.js';
export * as golfRules from './games/golf/index.js';
export * from './games/index.js';
export * from './solve/index.js';
