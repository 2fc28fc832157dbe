export * from './analysis.js';
export * from './ismcts.js';
export * from './ratings.js';
