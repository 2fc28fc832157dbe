import type { AqMove, AqState } from '../../../../src/games/aquasphere/index.js';
import type { Guide } from '../guide';
import { SCRIPT, scoringParams, type StepId } from './script';

/** AquaSphere's guided first game: a first round against Finn, scored, then play on. */
export default {
  script: SCRIPT,
  names: ['Marina', 'Finn'],
  // Among a turn's many options, only the one the step waits for is offered.
  narrow: true,
  params: scoringParams,
  texts: {
    en: () => import('./text/en'),
    es: () => import('./text/es'),
    fr: () => import('./text/fr'),
  },
} satisfies Guide<AqState, AqMove, StepId>;
