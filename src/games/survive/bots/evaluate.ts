import type { Seat } from '../../../kernel/index.js';
import { EXPLORERS_PER_PLAYER } from '../components.js';
import { ISLE_DISTANCE, NEIGHBOURS } from '../board.js';
import { creatureCount } from '../pieces.js';
import { L, NONE, W, type Buf, type SurviveState, type SurviveView } from '../state.js';

/**
 * A position's worth to each player, for the bots: the sum over their explorers of value times an
 * estimated chance of rescue. The chance falls with the distance to the nearest safe isle and
 * with the creatures that could strike before the explorer's next turn.
 */

export interface EvalParams {
  readonly land: number;
  readonly landPerStep: number;
  readonly ship: number;
  readonly shipPerStep: number;
  readonly swim: number;
  readonly swimPerStep: number;
  /** Share of the chance lost by a swimmer a shark can reach, or next to a serpent. */
  readonly sharkThreat: number;
  readonly serpentThreat: number;
  /** Share of the chance lost by passengers a whale can reach, or next to a serpent. */
  readonly whaleThreat: number;
  /** How much the best rival counts against us, against the mean of the rivals. */
  readonly leaderWeight: number;
}

export const DEFAULT_EVAL: EvalParams = {
  land: 0.5,
  landPerStep: 0.02,
  ship: 0.92,
  shipPerStep: 0.04,
  swim: 0.6,
  swimPerStep: 0.05,
  sharkThreat: 0.35,
  serpentThreat: 0.3,
  whaleThreat: 0.25,
  leaderWeight: 0.6,
};

/**
 * What each explorer is worth as `seat` knows it: its own values, and for others the mean of the
 * values of that colour still unseen (all of them, until the end).
 */
export function knownValues(view: SurviveView): number[] {
  const out: number[] = [];
  const all = view.options.explorerValues;
  const mean = all.reduce((s, v) => s + v, 0) / all.length;
  for (const x of view.explorers) out[x.id] = x.value ?? mean;
  return out;
}

const reach = new Uint8Array(3 * 133);
const dist = new Int8Array(133);
/** The spaces holding any creature, then each kind's breadth-first queue. */
const occupied = new Int32Array(133);
const queue = new Int32Array(133);
/** How many steps each kind's reach counts: serpents 1, sharks 2, whales 3. */
const STEPS = [1, 2, 3] as const;

/**
 * Marks the sea spaces creatures of each kind can reach within their steps (ignoring what stops
 * them). One pass finds the spaces with any creature (few of the 133), then a breadth-first
 * search per kind from its own: the bots evaluate positions by the hundred thousand, and three
 * passes over the board with a growing list took two thirds of the evaluation's time.
 */
function markReach(b: Buf): void {
  reach.fill(0);
  let count = 0;
  for (let s = 0; s < 133; s++) if (b[L.CREATURES + s] !== 0) occupied[count++] = s;
  for (let kind = 0; kind < 3; kind++) {
    const base = kind * 133;
    const steps = STEPS[kind]!;
    let n = 0;
    for (let i = 0; i < count; i++) {
      if (creatureCount(b, kind, occupied[i]!) > 0) queue[n++] = occupied[i]!;
    }
    if (n === 0) continue;
    dist.fill(-1);
    for (let i = 0; i < n; i++) {
      dist[queue[i]!] = 0;
      reach[base + queue[i]!] = 1;
    }
    for (let i = 0; i < n; i++) {
      const s = queue[i]!;
      const d = dist[s]!;
      if (d >= steps) continue;
      const next = NEIGHBOURS[s]!;
      for (let j = 0; j < next.length; j++) {
        const t = next[j]!;
        if (dist[t] !== -1 || b[L.TERRAIN + t] !== 0) continue;
        dist[t] = d + 1;
        reach[base + t] = 1;
        queue[n++] = t;
      }
    }
  }
}

/** Each seat's expected rescued value. */
export function equities(
  state: SurviveState,
  values: readonly number[],
  p: EvalParams = DEFAULT_EVAL,
): number[] {
  const { b, players } = state;
  markReach(b);
  const out = Array<number>(players).fill(0);
  for (let e = 0; e < players * EXPLORERS_PER_PLAYER; e++) {
    const w = b[L.EXP_WHERE + e]!;
    let chance = 0;
    if (w === W.Safe) chance = 1;
    else if (w === W.Land) {
      chance = p.land - p.landPerStep * ISLE_DISTANCE[b[L.EXP_AT + e]!]!;
    } else if (w === W.Aboard) {
      const s = b[L.SHIP_SPACE + b[L.EXP_AT + e]!]!;
      if (s !== NONE) {
        chance = p.ship - p.shipPerStep * ISLE_DISTANCE[s]!;
        if (reach[266 + s]) chance *= 1 - p.whaleThreat;
        if (reach[s]) chance *= 1 - p.serpentThreat;
      }
    } else if (w === W.Sea) {
      const s = b[L.EXP_AT + e]!;
      chance = p.swim - p.swimPerStep * ISLE_DISTANCE[s]!;
      if (reach[133 + s]) chance *= 1 - p.sharkThreat;
      if (reach[s]) chance *= 1 - p.serpentThreat;
    }
    if (chance < 0.02) chance = 0.02;
    const seat = (e / EXPLORERS_PER_PLAYER) | 0;
    out[seat] = out[seat]! + chance * (values[e] ?? 0);
  }
  return out;
}

/** How far `seat` is ahead: its equity less a mix of the best rival's and the rivals' mean. */
export function advantage(eq: readonly number[], seat: Seat, p: EvalParams = DEFAULT_EVAL): number {
  let best = -Infinity;
  let sum = 0;
  for (let s = 0; s < eq.length; s++) {
    if (s === seat) continue;
    best = Math.max(best, eq[s]!);
    sum += eq[s]!;
  }
  const mean = sum / Math.max(1, eq.length - 1);
  return eq[seat]! - p.leaderWeight * best - (1 - p.leaderWeight) * mean;
}
