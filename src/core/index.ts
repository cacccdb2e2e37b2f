// Core: cards, the seeded generator, deals, results and the game interface.
export * from './cards.js';
export * from './deal.js';
export * from './game.js';
export * from './history.js';
export * from './result.js';
export * from './rng.js';
export * from './setup.js';
export * from './variant.js';
