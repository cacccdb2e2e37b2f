// Core: cards, the seeded generator, deals, results, the game interface, history, messages,
// the presentation interface and variants as data.
export * from './cards.js';
export * from './deal.js';
export * from './game.js';
export * from './history.js';
export * from './i18n.js';
export * from './present.js';
export * from './record.js';
export * from './result.js';
export * from './rng.js';
export * from './setup.js';
export * from './variant.js';
