import type { ItbMove, ItbState } from '../../../../src/games/into-the-blue/index.js';
import type { Guide } from '../guide';
import { SCRIPT, scoringParams, type StepId } from './script';

/** Into the Blue's guided first game: Marina (the learner) against Finn, to the final scoring. */
const guide: Guide<ItbState, ItbMove, StepId> = {
  script: SCRIPT,
  names: ['Marina', 'Finn'],
  // Every dice key stays offered, as in a real game: a move that is not the step's is explained.
  narrow: false,
  params: (played) => scoringParams(played.at(-1)!.states.at(-1)!),
  texts: {
    en: () => import('./text/en'),
    es: () => import('./text/es'),
    fr: () => import('./text/fr'),
  },
};

export default guide;
