import type { TerminalGame } from '../terminal.js';
import { aquasphereTerminal } from './aquasphere.js';
import { intoTheBlueTerminal } from './into-the-blue.js';
import { surviveTerminal } from './survive.js';

/** The terminal board of each game, by game id. */
export const TERMINALS: ReadonlyMap<string, TerminalGame> = new Map([
  ['into-the-blue', intoTheBlueTerminal],
  ['survive', surviveTerminal],
  ['aquasphere', aquasphereTerminal],
]);
