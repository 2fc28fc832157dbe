import { CHARGING_LIMIT } from './rules-constants.js';
import type { Capacities } from './pack.js';
import type { AqState, PlayerState } from './state.js';

/**
 * The research station and the players' supplies: locks, control spaces and charging stations,
 * lab capacities, and resources moving between the general supply and the players.
 */

/**
 * The time markers the cheapest way from one ring position to each of the six costs (0 to stay).
 * A scientist may go either way round; nobody would pay more for the same place (see
 * docs/rules-decisions.md), so the cheaper direction is the price.
 */
export function lockCosts(state: AqState, from: number): number[] {
  return lockCostsInto(state, from, [0, 0, 0, 0, 0, 0]);
}

/** `lockCosts` written into `out` (six numbers), for callers that list moves in a hot loop. */
export function lockCostsInto(state: AqState, from: number, out: number[]): number[] {
  const locks = state.locks;
  out[from] = 0;
  let sum = 0;
  for (let k = 1; k < 6; k++) {
    sum += locks[(from + k - 1) % 6]!;
    out[(from + k) % 6] = sum;
  }
  sum = 0;
  for (let k = 1; k < 6; k++) {
    const pos = (from - k + 6) % 6;
    sum += locks[pos]!;
    if (sum < out[pos]!) out[pos] = sum;
  }
  return out;
}

export function lockCost(state: AqState, from: number, to: number): number {
  return lockCosts(state, from)[to]!;
}

/** The lock on the clockwise edge of ring position p. */
export function lockAfter(state: AqState, pos: number): number {
  return state.locks[pos]!;
}

/** A player's lab capacity of one kind: the base lab plus every expansion. */
export function capacity(state: AqState, p: PlayerState, kind: keyof Capacities): number {
  const pack = state.options.pack;
  let n = pack.baseLab.capacity[kind];
  for (const x of p.expansions) n += pack.expansions[x]!.adds[kind];
  return n;
}

/** Gives a player up to n time markers from the general supply, within capacity; returns how many. */
export function gainTime(state: AqState, p: PlayerState, n: number): number {
  const room = capacity(state, p, 'time') - p.time;
  const got = Math.max(0, Math.min(n, room, state.pool.time));
  p.time += got;
  state.pool.time -= got;
  return got;
}

export function gainCrystals(state: AqState, p: PlayerState, n: number): number {
  const room = capacity(state, p, 'crystals') - p.crystals;
  const got = Math.max(0, Math.min(n, room, state.pool.crystals));
  p.crystals += got;
  state.pool.crystals -= got;
  return got;
}

export function payTime(state: AqState, p: PlayerState, n: number): void {
  p.time -= n;
  state.pool.time += n;
}

/**
 * Puts a bot of `seat` on the control space of ring position `pos`. A bot already there goes to
 * the sector's charging station; if the station then holds more than its limit, every player
 * with bots there returns all but one of them to their supply.
 */
export function placeBot(state: AqState, seat: number, pos: number): void {
  const sector = state.station[pos]!;
  if (sector.control >= 0) {
    sector.charging[sector.control]!++;
    let total = 0;
    for (const n of sector.charging) total += n;
    if (total > CHARGING_LIMIT[state.players]!) {
      for (let s = 0; s < sector.charging.length; s++) {
        const n = sector.charging[s]!;
        if (n > 1) {
          state.seats[s]!.supply += n - 1;
          sector.charging[s] = 1;
        }
      }
    }
  }
  sector.control = seat;
}

/** Bots of a seat on the six control spaces. */
export function controlCount(state: AqState, seat: number): number {
  let n = 0;
  for (const sector of state.station) if (sector.control === seat) n++;
  return n;
}

/** The different letters in a player's lab: the base lab and every expansion's letters. */
export function letterCount(state: AqState, p: PlayerState): number {
  let mask = 1 << p.lab;
  const letters = 'ABCDEF';
  for (const x of p.expansions) {
    for (const l of state.options.pack.expansions[x]!.letters) mask |= 1 << letters.indexOf(l);
  }
  let n = 0;
  for (; mask; mask &= mask - 1) n++;
  return n;
}

/** An entry of a scoring table: past its end, the last entry holds. */
export function tableValue(table: readonly number[], n: number): number {
  return table[Math.min(n, table.length - 1)]!;
}
