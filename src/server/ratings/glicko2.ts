/**
 * Glicko-2 (Glickman, "Example of the Glicko-2 system", 2013), as lichess rates its games: a
 * rating, its deviation (how unsure we are of it) and a volatility (how erratic the player is).
 * One call rates one rating period; Fathom rates each rated game as its own period, so a game's
 * opponents are read with the ratings they had when it started.
 */

/** A player's rating on the Glicko scale (1500 for a newcomer). */
export interface Rating {
  readonly rating: number;
  readonly deviation: number;
  readonly volatility: number;
}

/** One result against one opponent: 1 a win, 0.5 a draw, 0 a loss. */
export interface Result {
  readonly opponent: Rating;
  readonly score: 0 | 0.5 | 1;
}

export const NEWCOMER: Rating = { rating: 1500, deviation: 350, volatility: 0.06 };

/** System constant: how fast volatility may change (Glickman suggests 0.3 to 1.2). */
const TAU = 0.5;
/** Glicko-2's own scale: (rating − 1500) / 173.7178. */
const SCALE = 173.7178;
/** Convergence tolerance of the volatility iteration (the paper's ε). */
const EPSILON = 0.000001;
/** A deviation never grows past a newcomer's: beyond it the rating says nothing. */
const MAX_DEVIATION = 350;
/** Nor falls below this, so that a settled player's rating can still move (lichess's floor is 45). */
const MIN_DEVIATION = 45;

const g = (phi: number) => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
const expected = (mu: number, muJ: number, phiJ: number) =>
  1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));

/**
 * The player's rating after one period with `results` (Glickman's steps 1 to 8). Without results
 * only the deviation grows, as the paper says for a player who did not play.
 * `bounds: false` keeps the paper's raw figures (its worked example), for tests.
 */
export function rate(player: Rating, results: readonly Result[], bounds = true): Rating {
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.deviation / SCALE;
  const sigma = player.volatility;
  if (results.length === 0) {
    const grown = Math.sqrt(phi * phi + sigma * sigma) * SCALE;
    return { ...player, deviation: bounds ? clamp(grown) : grown };
  }
  // Step 3-4: the estimated variance from the games, and the improvement they suggest.
  let vInverse = 0;
  let sum = 0;
  for (const { opponent, score } of results) {
    const muJ = (opponent.rating - 1500) / SCALE;
    const phiJ = opponent.deviation / SCALE;
    const e = expected(mu, muJ, phiJ);
    vInverse += g(phiJ) ** 2 * e * (1 - e);
    sum += g(phiJ) * (score - e);
  }
  const v = 1 / vInverse;
  const delta = v * sum;
  // Step 5: the new volatility, by the Illinois algorithm on f(x) = 0.
  const a = Math.log(sigma * sigma);
  const f = (x: number) =>
    (Math.exp(x) * (delta * delta - phi * phi - v - Math.exp(x))) /
      (2 * (phi * phi + v + Math.exp(x)) ** 2) -
    (x - a) / (TAU * TAU);
  let A = a;
  let B: number;
  if (delta * delta > phi * phi + v) B = Math.log(delta * delta - phi * phi - v);
  else {
    let k = 1;
    while (f(a - k * TAU) < 0) k++;
    B = a - k * TAU;
  }
  let fA = f(A);
  let fB = f(B);
  while (Math.abs(B - A) > EPSILON) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else fA /= 2;
    B = C;
    fB = fC;
  }
  const newSigma = Math.exp(A / 2);
  // Steps 6-8: the new deviation and rating, back on the Glicko scale.
  const phiStar = Math.sqrt(phi * phi + newSigma * newSigma);
  const newPhi = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const newMu = mu + newPhi * newPhi * sum;
  const deviation = newPhi * SCALE;
  return {
    rating: newMu * SCALE + 1500,
    deviation: bounds ? clamp(deviation) : deviation,
    volatility: newSigma,
  };
}

function clamp(deviation: number): number {
  return Math.min(MAX_DEVIATION, Math.max(MIN_DEVIATION, deviation));
}

/**
 * A multiplayer game's final ranking as pairwise results, as Board Game Arena counts them: each
 * player beat everyone ranked below, lost to everyone above, and drew with a shared place.
 * `places[i]` is seat i's place (1 the best; equal numbers share a place).
 */
export function pairwise(
  places: readonly number[],
): Array<Array<{ against: number; score: 0 | 0.5 | 1 }>> {
  return places.map((mine, i) =>
    places.flatMap((theirs, j) =>
      j === i
        ? []
        : [{ against: j, score: mine < theirs ? 1 : mine === theirs ? 0.5 : 0 } as const],
    ),
  );
}

/**
 * Every seat's rating after one rated game: each seat is rated against the others' ratings from
 * before the game (a rating period of one game), so the order of seats does not matter.
 */
export function rateGame(before: readonly Rating[], places: readonly number[]): Rating[] {
  if (before.length !== places.length) throw new RangeError('one place per rated seat');
  return pairwise(places).map((results, i) =>
    rate(
      before[i] as Rating,
      results.map(({ against, score }) => ({ opponent: before[against] as Rating, score })),
    ),
  );
}
