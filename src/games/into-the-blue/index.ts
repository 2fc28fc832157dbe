import type { Game } from '../../kernel/index.js';
import { describeMove } from './log.js';
import { messages } from './messages.js';
import { parseMove } from './moves.js';
import { playout } from './playout.js';
import { defaultOptions, ITB_RULES_VERSION, parseOptions, type ItbOptions } from './options.js';
import { apply, toMove } from './apply.js';
import { legalMoves } from './legal.js';
import { chanceOutcomes, sampleChance, setup } from './setup.js';
import { finalResult } from './scoring.js';
import type { ItbMove, ItbState, ItbView } from './state.js';
import { determinize, view, viewMove } from './view.js';

export type { ItbMove, ItbState, ItbView } from './state.js';
export type { ItbOptions } from './options.js';

export const intoTheBlue: Game<ItbState, ItbMove, ItbView, ItbOptions> = {
  id: 'into-the-blue',
  rulesVersion: ITB_RULES_VERSION,
  // Version 1 held no start-player draw: its files play in seating order.
  oldestRulesVersion: 1,
  minPlayers: 2,
  maxPlayers: 5,
  messages,
  defaultOptions,
  parseOptions: (raw, _players, rulesVersion) => parseOptions(raw, rulesVersion),
  parseMove,
  setup,
  toMove,
  legalMoves,
  chanceOutcomes,
  sampleChance,
  apply,
  playout,
  view,
  viewMove,
  determinize: (v, _viewer, rng) => determinize(v, rng),
  result: (state) => (state.phase === 'over' ? finalResult(state, state.chests) : null),
  describeMove,
};
