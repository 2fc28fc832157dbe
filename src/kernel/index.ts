export * from './errors.js';
export * from './game.js';
export * from './i18n.js';
export * from './match.js';
export * from './moves.js';
export * from './random-agent.js';
export * from './replay.js';
export * from './rng.js';
