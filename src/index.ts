// Kabal: the library's public entry point.
export * from './core/index.js';
export * from './games/index.js';
export * from './registry/index.js';
export * from './solve/index.js';
export * from './deals/index.js';
