import { GAMES } from '../../games/registry.js';

/**
 * The bot that fills a Play now seat for a player of `rating` in `game` (issue 42): the level
 * (1 to 3, the lobby's "level") nearest the rating, then the game's bot of that strength (the
 * first listed among equals). A first mapping by rating bands around Glicko-2's 1500; once bots
 * have ratings of their own, this is the one place to match them instead. Null: no such game.
 */
export function botLevelFor(game: string, rating: number): string | null {
  const bots = GAMES.get(game)?.bots ?? [];
  const level = rating < 1350 ? 1 : rating < 1650 ? 2 : 3;
  let best: (typeof bots)[number] | null = null;
  for (const b of bots) {
    if (!best || Math.abs(b.strength - level) < Math.abs(best.strength - level)) best = b;
  }
  return best?.name ?? null;
}
