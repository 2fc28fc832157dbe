import type { Agent, DecisionInput, Seat } from '../../../kernel/index.js';
import { diceKey, faceCounts, isPerfect, sequenceLength } from '../dice.js';
import { finalResult } from '../scoring.js';
import type { ItbOptions } from '../options.js';
import type { ItbMove, ItbPublic, ItbView } from '../state.js';
import { unseenChests } from '../view.js';
import {
  bestChoice,
  finals,
  rankChoices,
  solveDice,
  turnStartValue,
  type DiceTables,
} from './dice-search.js';
import { advantage, DEFAULT_EVAL, equities, type EvalParams } from './evaluate.js';

export interface ExpertParams extends EvalParams {
  /** What the extra turn of a perfect dive is worth. */
  readonly extraTurn: number;
}

export const DEFAULT_EXPERT: ExpertParams = { ...DEFAULT_EVAL, extraTurn: 2 };

/** The mean of the chests a player cannot see (all values less the player's own). */
function hiddenChestMean(v: ItbView): number {
  const unseen = unseenChests(v);
  return unseen.length ? unseen.reduce((s, x) => s + x, 0) / unseen.length : 0;
}

/** The state after `seat` places `count` shells on `level` (fewer when short of shells). */
function afterPlacing(v: ItbPublic, seat: Seat, level: number, count: number): ItbPublic {
  const placed = Math.min(count, v.supply[seat] ?? 0);
  const supply = v.supply.map((n, s) => (s === seat ? n - placed : n));
  return {
    ...v,
    shells: v.shells.map((row, i) =>
      i === level - 1 ? row.map((n, s) => (s === seat ? n + placed : n)) : row,
    ),
    supply,
    trigger: v.trigger ?? (supply[seat] === 0 ? { kind: 'last-shell', by: seat } : null),
  };
}

/** A position's plan: the dice tables, place[level][count], and the value before this turn. */
interface Plan {
  readonly tables: DiceTables;
  readonly place: number[][];
  readonly now: number;
  /** The position it was made for (`planCodes`). */
  readonly codes: readonly number[];
}

const PLANS_KEPT = 64;

/** A small number for each options object met: plans depend on the table's treasures and chests. */
const optionIds = new WeakMap<ItbOptions, number>();
let optionsMet = 0;

/** The numbers of the position being planned (reused: the search asks at every step it judges). */
const codes: number[] = [];

/**
 * Writes into `codes` what a plan depends on, and returns how many: the options (by
 * `optionIds`), the seat, the chests left, the end trigger, then each list with its length first,
 * so that two positions that differ differ here. A hidden chest is -1.
 */
function planCodes(v: ItbView, seat: Seat): number {
  let id = optionIds.get(v.options);
  if (id === undefined) optionIds.set(v.options, (id = optionsMet++));
  const t = v.trigger;
  let n = 0;
  codes[n++] = id;
  codes[n++] = seat;
  codes[n++] = v.chestsLeft;
  codes[n++] = t === null ? -1 : t.kind === 'last-shell' ? t.by : 0x100 + t.by;
  codes[n++] = v.shells.length;
  for (const row of v.shells) {
    codes[n++] = row.length;
    for (const x of row) codes[n++] = x;
  }
  codes[n++] = v.supply.length;
  for (const x of v.supply) codes[n++] = x;
  codes[n++] = v.chests.length;
  for (const mine of v.chests) {
    codes[n++] = mine.length;
    for (const x of mine) codes[n++] = x ?? -1;
  }
  return n;
}

/** A 32-bit hash of the first `n` codes (FNV-1a over numbers): the plans' map key. */
function hashCodes(n: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < n; i++) h = Math.imul(h ^ codes[i]!, 0x01000193);
  return h;
}

/** Whether a plan was made for the position now in `codes` (hashes may collide; codes do not). */
function samePosition(plan: Plan, n: number): boolean {
  const mine = plan.codes;
  if (mine.length !== n) return false;
  for (let i = 0; i < n; i++) if (mine[i] !== codes[i]) return false;
  return true;
}

/** Each result of six dice, in the dice tables' order: what a plan's values read of it. */
interface ResultShapes {
  /** -1 for a perfect dive, else the length of its sequence (0: an unsuccessful dive). */
  readonly sequence: Int8Array;
  /** counts[i * 6 + face]: the dice of result i showing `face` (1 to 5). */
  readonly counts: Int8Array;
}

let shapes: ResultShapes | undefined;

/** Made once: a plan valued every result by its faces, counting them anew (462 arrays a plan). */
function resultShapes(): ResultShapes {
  if (shapes) return shapes;
  const all = finals();
  const sequence = new Int8Array(all.length);
  const counts = new Int8Array(all.length * 6);
  all.forEach(({ dice }, i) => {
    sequence[i] = isPerfect(dice) ? -1 : sequenceLength(dice);
    const c = faceCounts(dice);
    for (let face = 1; face <= 5; face++) counts[i * 6 + face] = c[face]!;
  });
  return (shapes = { sequence, counts });
}

/**
 * The expert: values every way the turn can end against the majorities still to win, then plays
 * the dice exactly (expectimax over the rolls left) for that value.
 */
export class ExpertBot implements Agent<ItbMove, ItbView> {
  readonly name = 'expert';
  /**
   * Plans by the hash of their position, the latest last (a few: the generic search asks about
   * many). A number keys them, checked against the position's codes: the JSON.stringify of the
   * position it replaced was most of `plan`'s 6% of the search's time (about 1.5 µs a call, 4
   * players), and its key left out the options, so one expert shared by tables of other chests
   * (the search's hooks) could answer for the wrong table.
   */
  private readonly plans = new Map<number, Plan>();

  constructor(private readonly params: ExpertParams = DEFAULT_EXPERT) {}

  decide({ view, seat, legal }: DecisionInput<ItbMove, ItbView>): ItbMove {
    const plan = this.plan(view, seat);
    if (view.phase === 'place') {
      const counts = faceCounts(view.dice);
      let best = legal[0] as ItbMove;
      let bestValue = -Infinity;
      for (const move of legal) {
        if (move.type !== 'place') continue;
        const value = plan.place[move.level]?.[counts[move.level] ?? 0] ?? -Infinity;
        if (value > bestValue) {
          bestValue = value;
          best = move;
        }
      }
      return best;
    }
    const { choice } = bestChoice(plan.tables, view.dice, 3 - view.rollsMade);
    return choice.type === 'stop' ? { type: 'stop' } : { type: 'reroll', keep: choice.keep };
  }

  /** The expert's `count` best moves, best first, by the values it plays by. */
  ranked(view: ItbView, seat: Seat, legal: readonly ItbMove[], count: number): ItbMove[] {
    const plan = this.plan(view, seat);
    if (view.phase === 'place') {
      const counts = faceCounts(view.dice);
      return legal
        .filter((m): m is Extract<ItbMove, { type: 'place' }> => m.type === 'place')
        .map((move) => ({
          move,
          value: plan.place[move.level]?.[counts[move.level] ?? 0] ?? -Infinity,
        }))
        .sort((a, b) => b.value - a.value)
        .slice(0, count)
        .map((x) => x.move);
    }
    return rankChoices(plan.tables, view.dice, 3 - view.rollsMade)
      .slice(0, count)
      .map(({ choice }) =>
        choice.type === 'stop' ? { type: 'stop' } : { type: 'reroll', keep: choice.keep },
      );
  }

  /**
   * What the rest of `seat`'s turn is worth to it with the expert's play, in expectation over the
   * dice still to roll: its value at the turn's end less its value now (the generic search adds
   * it to a position it judges, which otherwise ignores the dice to come).
   */
  turnGain(view: ItbView, seat: Seat): number {
    const { tables, now } = this.plan(view, seat);
    let end: number;
    switch (view.phase) {
      case 'roll':
        end =
          view.rollsMade === 0
            ? turnStartValue(tables)
            : (tables.keep(2 - view.rollsMade, diceKey(view.kept)) ?? now);
        break;
      case 'decide':
        end = tables.hold(3 - view.rollsMade, diceKey(view.dice)) ?? now;
        break;
      case 'place':
      case 'chest':
        end = tables.final(diceKey(view.dice)) ?? now;
        break;
      default:
        return 0;
    }
    return end - now;
  }

  /** Values of every final result of this turn, and the dice tables for them, per position. */
  private plan(view: ItbView, seat: Seat): Plan {
    const n = planCodes(view, seat);
    const key = hashCodes(n);
    const known = this.plans.get(key);
    if (known && samePosition(known, n)) return known;
    const position = codes.slice(0, n);
    const mean = hiddenChestMean(view);
    const value = (s: ItbPublic, chests = view.chests): number =>
      advantage(equities(s, chests, mean, this.params), seat);
    // place[level][count]: the position's value after placing `count` shells on `level`. Placing
    // none is the same position whatever the level, and placing more than the supply places the
    // supply: each such value is computed once (the values are half of a plan's time).
    const supply = view.supply[seat] ?? 0;
    const none = value(afterPlacing(view, seat, 1, 0));
    const place: number[][] = [[]];
    for (let level = 1; level <= 5; level++) {
      const row: number[] = [none];
      for (let count = 1; count <= 6; count++)
        row.push(count > supply ? row[supply]! : value(afterPlacing(view, seat, level, count)));
      place.push(row);
    }
    const nothing = value(view);
    const withChest = view.chests.map((mine, s) => (s === seat ? [...mine, mean] : mine));
    let perfect: number;
    if (view.chestsLeft <= 1) {
      // The last chest ends the game at once: score the board as it stands.
      const chests = withChest.map((mine) => mine.map((c) => c ?? mean));
      const r = finalResult({ ...view, trigger: { kind: 'last-chest', by: seat } }, chests);
      perfect = advantage(r.scores, seat);
    } else {
      perfect = value(view, withChest) + this.params.extraTurn;
    }
    const { sequence, counts } = resultShapes();
    const tables = solveDice((_dice, _key, i) => {
      const k = sequence[i]!;
      if (k < 0) return perfect;
      if (k === 0) return nothing;
      let best = -Infinity;
      for (let level = 1; level <= k; level++) {
        best = Math.max(best, place[level]![counts[i * 6 + level]!]!);
      }
      return best;
    });
    const plan = { tables, place, now: nothing, codes: position };
    // Another position of the same hash gives way, as the oldest does when the map is full.
    this.plans.delete(key);
    if (this.plans.size >= PLANS_KEPT) this.plans.delete(this.plans.keys().next().value!);
    this.plans.set(key, plan);
    return plan;
  }
}
