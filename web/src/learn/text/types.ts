import type { StepId } from '../script';

/** One step of the guided game in one language; `{name}` parameters, `**` and `` ` `` markup. */
export interface StepText {
  readonly title: string;
  readonly body: readonly string[];
  /** What to do on the board to go on (steps that wait for the learner's move). */
  readonly hint?: string;
}

export type LearnText = Readonly<Record<StepId, StepText>>;
