import type { Game } from '../../kernel/index.js';
import { describeMove } from './log.js';
import { messages } from './messages.js';
import { parseMove } from './moves.js';
import {
  defaultOptions,
  parseOptions,
  SURVIVE_RULES_VERSION,
  type SurviveOptions,
} from './options.js';
import { apply, applyInPlace, toMove } from './apply.js';
import { legalMoves } from './legal.js';
import { playout } from './playout/index.js';
import { result } from './scoring.js';
import { chanceOutcomes, sampleChance, setup } from './setup.js';
import type { SurviveMove, SurviveState, SurviveView } from './state.js';
import { determinize, view, viewMove } from './view.js';

export type { SurviveMove, SurviveState, SurviveView } from './state.js';
export type { SurviveOptions } from './options.js';

export const survive: Game<SurviveState, SurviveMove, SurviveView, SurviveOptions> = {
  id: 'survive',
  rulesVersion: SURVIVE_RULES_VERSION,
  // Version 1 held no start-player draw: its files play in seating order.
  oldestRulesVersion: 1,
  minPlayers: 2,
  maxPlayers: 4,
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
  applyInPlace,
  playout,
  view,
  viewMove,
  determinize: (v, _viewer, rng) => determinize(v, rng),
  result,
  describeMove,
};
