import { createRng, runMatch, type Agent } from '../../kernel/index.js';
import { aquasphere } from '../../games/aquasphere/index.js';
import { aquasphereBots } from '../../games/aquasphere/bots/index.js';

/** One 4-player game of a bench series: who won, and which research cards each seat held. */
export interface GameOutcome {
  /** Rank per seat (1 for every winner). */
  readonly ranking: readonly number[];
  readonly scores: readonly number[];
  /** The seat the series is about (the bot under test), rotated from game to game. */
  readonly subject: number;
  /** Research card ids each seat held at the end. */
  readonly cards: readonly (readonly string[])[];
  readonly thinkingMs: number;
  readonly decisions: number;
}

/** The series: a bot under test against three of another kind. */
export const SERIES = {
  'heuristic-vs-random': ['heuristic', 'random'],
  'search-vs-heuristic': ['search', 'heuristic'],
  'heuristic-mirror': ['heuristic', 'heuristic'],
} as const;
export type Series = keyof typeof SERIES;

function bot(name: string): Agent<unknown, unknown> {
  return aquasphereBots.find((b) => b.name === name)!.create();
}

/** Game i of a series: the subject sits at seat i mod 4; every seed is fixed by (series, i). */
export function playGame(series: Series, i: number): GameOutcome {
  const [subjectBot, otherBot] = SERIES[series];
  const subject = i % 4;
  const agents = [0, 1, 2, 3].map((s) => bot(s === subject ? subjectBot : otherBot));
  const rng = createRng(`aq-bench/${series}/${i}`);
  const record = runMatch<ReturnType<typeof aquasphere.setup>>(
    aquasphere,
    aquasphere.defaultOptions(4),
    agents,
    rng,
    agents.map((_, s) => createRng(`aq-bench/${series}/${i}/${s}`)),
  );
  const pack = record.final.options.pack;
  return {
    ranking: record.result.ranking,
    scores: record.result.scores,
    subject,
    cards: record.final.seats.map((p) => p.cards.map((c) => pack.researchCards[c]!.id)),
    thinkingMs: record.thinkingMs[subject]!,
    decisions: record.decisions[subject]!,
  };
}
