// AquaSphere's bots, a chunk of their own: the board chunk loads them when a table on this screen
// first wants one (chunk.ts), so that a table of people alone never downloads them.
export { aquasphereBots } from '../../../../src/games/aquasphere/bots/index.js';
