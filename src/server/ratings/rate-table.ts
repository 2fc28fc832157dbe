import { dampedBot } from './bot-ratings.js';
import { pairwise, rate, type Rating, type Result } from './glicko2.js';

/** A rated seat: its ratings key (an account, or `bot:NAME`), its place and rating before. */
export interface SeatToRate {
  readonly key: string;
  readonly place: number;
  readonly bot: boolean;
  readonly before: Rating;
}

/**
 * Every key's rating after one rated game (a rating period of one game, glicko2.ts's rateGame),
 * for keys that had at least one result counted. `counts(i, j)`: whether seat i's result against
 * seat j counts (the once-a-day rule against a bot, docs/ratings.md); it is asked for a person
 * and a bot, either way round. Bots are rated against people only, never against each other, and
 * a bot in several seats is one player with each seat's results; its rating moves by a part of
 * Glicko-2's change (bot-ratings.ts's dampedBot).
 */
export function rateTable(
  seats: readonly SeatToRate[],
  counts: (i: number, j: number) => boolean = () => true,
): Map<string, Rating> {
  const results = new Map<string, Result[]>();
  pairwise(seats.map((s) => s.place)).forEach((mine, i) => {
    const me = seats[i]!;
    for (const { against, score } of mine) {
      const them = seats[against]!;
      if (them.key === me.key || (me.bot && them.bot)) continue;
      if ((me.bot || them.bot) && !counts(i, against)) continue;
      const list = results.get(me.key) ?? [];
      list.push({ opponent: them.before, score });
      results.set(me.key, list);
    }
  });
  const after = new Map<string, Rating>();
  for (const s of seats) {
    const list = results.get(s.key);
    if (!list || after.has(s.key)) continue;
    const glicko = rate(s.before, list);
    after.set(s.key, s.bot ? dampedBot(s.before, glicko) : glicko);
  }
  return after;
}
