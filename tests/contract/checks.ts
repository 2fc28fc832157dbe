import { kernelMessages, LANGS, translate, type AnyGame } from '../../src/kernel/index.js';
import { spread, type Played } from './play.js';
import { broken, checkRendered, json, viewersOf } from './broken.js';
import {
  checkChance,
  checkComplete,
  checkLegal,
  checkPure,
  checkReplayFile,
} from './checks-play.js';
import { checkDeterminize, checkHistories, checkViewShape, checkViews } from './checks-hidden.js';
import { checkInPlace, checkPlayout } from './checks-speed.js';

/**
 * The game contract (src/kernel/game.ts) as checks any game must pass, after OpenSpiel's basic
 * tests: play (checks-play.ts), hidden information (checks-hidden.ts), the fast paths
 * (checks-speed.ts), and the words and inputs here. How a broken promise is reported: broken.ts.
 */
export { ContractBroken } from './broken.js';
export {
  checkChance,
  checkComplete,
  checkLegal,
  checkPure,
  checkReplayFile,
} from './checks-play.js';
export { checkDeterminize, checkHistories, checkViewShape, checkViews } from './checks-hidden.js';
export { checkInPlace, checkPlayout } from './checks-speed.js';

/** Every move reads as a log line in every language, for every viewer. */
export function checkDescribed(game: AnyGame, played: Played): void {
  for (const i of spread(played.moves.length, 150)) {
    const { actor, move } = played.moves[i]!;
    for (const viewer of viewersOf(played.players)) {
      const entry = game.describeMove(played.states[i], actor, move, viewer);
      for (const lang of LANGS) {
        const text = translate([game.messages, kernelMessages], lang, entry.key, entry.params);
        // A '?' stands for a name the catalogs lack (a sector letter, a creature).
        if (text === entry.key || /[{}?]/.test(text))
          broken(game, `move ${i} (${json(move)}) reads in ${lang}: ${text}`);
      }
    }
  }
}

/** Messages exist in es, en and fr for the same keys. */
export function checkMessages(game: AnyGame): void {
  const keys = json(Object.keys(game.messages.en).sort());
  for (const lang of LANGS) {
    if (json(Object.keys(game.messages[lang]).sort()) !== keys)
      broken(game, `the ${lang} messages have other keys than the English`);
  }
}

/** Options: the defaults survive JSON and parsing; anything else is refused in every language. */
export function checkOptions(game: AnyGame): void {
  for (let players = game.minPlayers; players <= game.maxPlayers; players++) {
    const defaults = game.defaultOptions(players);
    const parsed = game.parseOptions(JSON.parse(json(defaults)), players);
    if (!parsed.ok || json(parsed.value) !== json(defaults))
      broken(game, `the default options for ${players} do not parse back`);
    for (const raw of [{ nonsense: 1 }, 42, 'x', [1]]) {
      const bad = game.parseOptions(raw, players);
      if (bad.ok) return broken(game, `options ${json(raw)} accepted`);
      checkRendered(game, bad.error, `options ${json(raw)}`);
    }
  }
}

/** Malformed moves are refused by `parseMove` with the shared code, naming the field at fault. */
export function checkBadMoves(game: AnyGame): void {
  for (const raw of [null, 42, 'pass', [], {}, { type: 'no-such-move' }, { type: 7 }]) {
    const parsed = game.parseMove(raw);
    if (parsed.ok) return broken(game, `parseMove accepted ${json(raw)}`);
    const { code, params } = parsed.error;
    // The field at fault is a key, never prose: the message is shown translated.
    if (code !== 'malformed-move' || !/^[a-z]+$/.test(String(params.field)))
      broken(game, `parseMove(${json(raw)}) gave ${json(parsed.error)}`);
    checkRendered(game, parsed.error, `move ${json(raw)}`);
  }
}

/**
 * `parseMove` checks every field: each move type met in play, with any one of its fields made
 * an object, is refused as malformed, naming a field.
 */
export function checkMoveFields(game: AnyGame, played: Played): void {
  const byShape = new Map<string, Record<string, unknown>>();
  for (const { move } of played.moves) {
    if (typeof move !== 'object' || move === null) continue;
    byShape.set(Object.keys(move).join(), move as Record<string, unknown>);
  }
  for (const move of byShape.values()) {
    for (const field of Object.keys(move)) {
      const raw = { ...move, [field]: { nonsense: [1] } };
      const parsed = game.parseMove(raw);
      if (parsed.ok) return broken(game, `parseMove accepted ${json(raw)}`);
      if (parsed.error.code !== 'malformed-move' || typeof parsed.error.params.field !== 'string')
        broken(game, `parseMove(${json(raw)}) gave ${json(parsed.error)}`);
    }
  }
}

/** Every check over one random game, in the order a failure is easiest to read. */
export const GAME_CHECKS = {
  complete: checkComplete,
  pure: checkPure,
  chance: checkChance,
  replay: checkReplayFile,
  legal: checkLegal,
  determinize: checkDeterminize,
  viewShape: checkViewShape,
  views: checkViews,
  histories: checkHistories,
  inPlace: checkInPlace,
  playout: checkPlayout,
  described: checkDescribed,
  moveFields: checkMoveFields,
} as const;
