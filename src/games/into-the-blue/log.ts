import { START_LOG_KEY, type Actor, type LogEntry, type Viewer } from '../../kernel/index.js';
import { CHEST_FACE, DICE } from './components.js';
import { combineDice, diceKey, diceOfKey, faceCounts } from './dice.js';
import type { ItbMove, ItbState } from './state.js';

/** Dice written out with the chest face as ◆, e.g. "1 1 2 3 3 ◆". */
export function diceText(dice: readonly number[]): string {
  // Sorted dice (a state's and a roll's are the shared array of their multiset) are written
  // once per multiset: the server describes every move to every viewer, and writing the dice
  // anew each time was a quarter of what it allocated per move.
  const key = diceKey(dice);
  if (diceOfKey(key) !== dice) return writeDice(dice);
  let text = TEXT_BY_KEY.get(key);
  if (text === undefined) {
    text = writeDice(dice);
    TEXT_BY_KEY.set(key, text);
  }
  return text;
}

/** The text of each multiset of dice written so far (at most 924: up to six dice of six faces). */
const TEXT_BY_KEY = new Map<number, string>();

function writeDice(dice: readonly number[]): string {
  return dice.map((d) => (d === CHEST_FACE ? '◆' : String(d))).join(' ');
}

export function describeMove(
  before: ItbState,
  actor: Actor,
  move: ItbMove,
  viewer: Viewer,
): LogEntry {
  const player = before.current;
  switch (move.type) {
    case 'start':
      return { key: START_LOG_KEY, params: { player: move.seat } };
    case 'dice': {
      const dice = combineDice(before.kept, move.values);
      return { key: 'itb.log.roll', params: { player, dice: diceText(dice) } };
    }
    case 'chest':
      return viewer === player
        ? { key: 'itb.log.chest', params: { player, value: move.value } }
        : { key: 'itb.log.chest-hidden', params: { player } };
    case 'reroll':
      return {
        key: 'itb.log.reroll',
        params: {
          player,
          kept: move.keep.length ? diceText(move.keep) : '—',
          count: DICE - move.keep.length,
        },
      };
    case 'stop':
      return { key: 'itb.log.stop', params: { player, dice: diceText(before.dice) } };
    case 'place': {
      const count = Math.min(faceCounts(before.dice)[move.level] ?? 0, before.supply[player] ?? 0);
      return { key: 'itb.log.place', params: { player, count, level: move.level } };
    }
  }
}
