import { createRng } from '../kernel/index.js';

/**
 * Bradley-Terry ratings from multiplayer games: each game counts as the pairwise results between
 * its seats (a better rank beats a worse one, equal ranks are half a win each, seats of the same
 * player are not compared). Strengths are fitted by Hunter's MM iteration and shown on the Elo
 * scale (400 points = ten times the odds), the first player anchored at 0. The 95% intervals come
 * from a bootstrap over games: pairs within one game are not independent, games are.
 */

export interface GameRecord {
  /** The player (index into the players list) in each seat. */
  readonly seats: readonly number[];
  /** Rank per seat, 1 for every winner. */
  readonly ranking: readonly number[];
}

export interface Rating {
  readonly elo: number;
  readonly low: number;
  readonly high: number;
}

/** wins[i][j]: how often i beat j (halves for ties); computed once per resample. */
function pairwise(games: readonly GameRecord[], players: number): number[][] {
  const wins = Array.from({ length: players }, () => Array<number>(players).fill(0));
  for (const g of games) {
    for (let a = 0; a < g.seats.length; a++) {
      for (let b = a + 1; b < g.seats.length; b++) {
        const i = g.seats[a]!;
        const j = g.seats[b]!;
        if (i === j) continue;
        const ra = g.ranking[a]!;
        const rb = g.ranking[b]!;
        if (ra < rb) wins[i]![j]!++;
        else if (rb < ra) wins[j]![i]!++;
        else {
          wins[i]![j]! += 0.5;
          wins[j]![i]! += 0.5;
        }
      }
    }
  }
  return wins;
}

/** Elo-scale strengths from pairwise wins (a tiny prior keeps unbeaten players finite). */
export function fitBradleyTerry(wins: readonly (readonly number[])[]): number[] {
  const n = wins.length;
  const prior = 0.5; // half a win and half a loss against a player of equal strength
  let gamma = Array<number>(n).fill(1);
  for (let iter = 0; iter < 500; iter++) {
    const next = gamma.map((gi, i) => {
      let w = prior;
      let denom = (2 * prior) / (gi + 1);
      for (let j = 0; j < n; j++) {
        if (j === i) continue;
        const nij = wins[i]![j]! + wins[j]![i]!;
        w += wins[i]![j]!;
        if (nij > 0) denom += nij / (gi + gamma[j]!);
      }
      return w / denom;
    });
    const scale = next[0]!;
    const normed = next.map((g) => g / scale);
    const change = Math.max(...normed.map((g, i) => Math.abs(Math.log(g / gamma[i]!))));
    gamma = normed;
    if (change < 1e-9) break;
  }
  return gamma.map((g) => (400 * Math.log(g)) / Math.LN10);
}

/** Ratings with 95% bootstrap intervals (deterministic: a seeded resampling). */
export function rate(
  games: readonly GameRecord[],
  players: number,
  resamples = 200,
  seed = 'ratings',
): Rating[] {
  const elo = fitBradleyTerry(pairwise(games, players));
  const rng = createRng(seed);
  const samples: number[][] = elo.map(() => []);
  for (let r = 0; r < resamples && games.length > 0; r++) {
    const pick = Array.from({ length: games.length }, () => games[rng.int(games.length)]!);
    fitBradleyTerry(pairwise(pick, players)).forEach((e, i) => samples[i]!.push(e));
  }
  return elo.map((e, i) => {
    const s = samples[i]!.sort((a, b) => a - b);
    const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? e;
    return { elo: e, low: at(0.025), high: at(0.975) };
  });
}

/**
 * The seating of game `g` of a round robin: with more players than seats, each combination of
 * `seats` players in turn; with as many or fewer, all of them (cycled to fill the seats). Seats
 * rotate from one round of combinations to the next, so no one always starts.
 */
export function seating(players: number, seats: number, g: number): number[] {
  const combos = players > seats ? combinations(players, seats) : [cycle(players, seats)];
  const combo = combos[g % combos.length]!;
  const shift = Math.floor(g / combos.length) % seats;
  return combo.map((_, s) => combo[(s + shift) % seats]!);
}

function cycle(players: number, seats: number): number[] {
  return Array.from({ length: seats }, (_, s) => s % players);
}

function combinations(n: number, k: number): number[][] {
  const out: number[][] = [];
  const pick = (start: number, acc: number[]) => {
    if (acc.length === k) return void out.push(acc);
    for (let i = start; i < n; i++) pick(i + 1, [...acc, i]);
  };
  pick(0, []);
  return out;
}
