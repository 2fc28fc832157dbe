export * from './ismcts.js';
export * from './ratings.js';
