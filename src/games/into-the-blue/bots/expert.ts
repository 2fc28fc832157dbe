import type { Agent, DecisionInput, Seat } from '../../../kernel/index.js';
import { diceKey, faceCounts, isPerfect, sequenceLength } from '../dice.js';
import { finalResult } from '../scoring.js';
import type { ItbMove, ItbPublic, ItbView } from '../state.js';
import { unseenChests } from '../view.js';
import {
  bestChoice,
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
}

const PLANS_KEPT = 64;

/**
 * The expert: values every way the turn can end against the majorities still to win, then plays
 * the dice exactly (expectimax over the rolls left) for that value.
 */
export class ExpertBot implements Agent<ItbMove, ItbView> {
  readonly name = 'expert';
  /** Plans by position, the latest last (a few: the generic search asks about many). */
  private readonly plans = new Map<string, Plan>();

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
    const key = JSON.stringify([
      view.shells,
      view.supply,
      view.chests,
      view.trigger,
      view.chestsLeft,
      seat,
    ]);
    const known = this.plans.get(key);
    if (known) return known;
    const mean = hiddenChestMean(view);
    const value = (s: ItbPublic, chests = view.chests): number =>
      advantage(equities(s, chests, mean, this.params), seat);
    // place[level][count]: the position's value after placing `count` shells on `level`.
    const place: number[][] = [[]];
    for (let level = 1; level <= 5; level++) {
      const row: number[] = [];
      for (let count = 0; count <= 6; count++)
        row.push(value(afterPlacing(view, seat, level, count)));
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
    const tables = solveDice((dice) => {
      if (isPerfect(dice)) return perfect;
      const k = sequenceLength(dice);
      if (k === 0) return nothing;
      const counts = faceCounts(dice);
      let best = -Infinity;
      for (let level = 1; level <= k; level++) {
        best = Math.max(best, place[level]?.[counts[level] ?? 0] ?? -Infinity);
      }
      return best;
    });
    const plan = { tables, place, now: nothing };
    if (this.plans.size >= PLANS_KEPT) this.plans.delete(this.plans.keys().next().value!);
    this.plans.set(key, plan);
    return plan;
  }
}
