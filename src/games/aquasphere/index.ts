import type { Game } from '../../kernel/index.js';
import { apply, applyInPlace, playout, toMove } from './apply.js';
import { describeMove } from './log.js';
import { messages } from './messages.js';
import { parseMove } from './moves.js';
import { AQ_RULES_VERSION, defaultOptions, parseOptions, type AqOptions } from './options.js';
import { result } from './scoring.js';
import { chanceOutcomes, sampleChance, setup } from './setup.js';
import type { AqMove, AqState } from './state.js';
import { legalMoves } from './legal.js';
import { determinize, view, viewMove, type AqView } from './view.js';

export type { AqMove, AqState } from './state.js';
export type { AqOptions } from './options.js';
export type { AqView } from './view.js';

export const aquasphere: Game<AqState, AqMove, AqView, AqOptions> = {
  id: 'aquasphere',
  rulesVersion: AQ_RULES_VERSION,
  // Version 1 held no start-player draw and passed more freely, and versions 1 and 2 left the
  // first default pack implicit: their options say so.
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
  determinize: (v) => determinize(v),
  result,
  describeMove,
};
