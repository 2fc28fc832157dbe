import type { SurviveMove, SurviveState } from '../../../../src/games/survive/index.js';
import type { Guide } from '../guide';
import { SCRIPT, scoringParams, type StepId } from './script';

/** Survive's guided first game: Marina against Finn's heuristic bot, who plays on after it. */
export default {
  script: SCRIPT,
  names: ['Marina', 'Finn'],
  // The map offers many pieces and spaces: only the one the step waits for is highlighted.
  narrow: true,
  params: (played) => scoringParams(played.at(-1)!.states.at(-1)!),
  texts: {
    en: () => import('./text/en'),
    es: () => import('./text/es'),
    fr: () => import('./text/fr'),
  },
} satisfies Guide<SurviveState, SurviveMove, StepId>;
