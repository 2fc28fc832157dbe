import {
  badOption,
  fail,
  isRecord,
  ok,
  parseStartPlayer,
  type Outcome,
  type StartPlayer,
} from '../../kernel/index.js';
import { DEFAULT_PACK } from './default-pack.js';
import { validatePack, type AqPack } from './pack.js';

/**
 * When a player may pass (decision 3). `exit`: from an exit room, or when they can neither
 * program nor act (the rulebook, since rules version 2). `stuck`: also whenever the engineer
 * cannot move, e.g. while holding two programmed bots (rules version 1, kept so that its replays
 * play as they were played).
 */
export type Passing = 'exit' | 'stuck';

/** Table options: the component pack played with, recorded in every replay. */
export interface AqOptions {
  readonly pack: AqPack;
  /** Drawn by chance (the default), or seat 1 as before (decision 15). */
  readonly startPlayer: StartPlayer;
  readonly passing: Passing;
}

/** The rules version that drew the start player and passes as the rulebook says. */
export const AQ_RULES_VERSION = 2;

export function defaultOptions(): AqOptions {
  return { pack: DEFAULT_PACK, startPlayer: 'draw', passing: 'exit' };
}

/**
 * Missing options take the defaults (in a replay of rules version 1, the seating order and that
 * version's passing); a pack given must be complete and valid. A problem names the field, with a
 * code `aq.pack.*` rendered in the player's language.
 */
export function parseOptions(given: unknown, rulesVersion = AQ_RULES_VERSION): Outcome<AqOptions> {
  const raw = given ?? {};
  if (!isRecord(raw)) return badOption('options', 'notAGroup');
  for (const key of Object.keys(raw)) {
    if (key !== 'pack' && key !== 'startPlayer' && key !== 'passing') {
      return badOption(key, 'unknown');
    }
  }
  const startPlayer = parseStartPlayer(raw.startPlayer, rulesVersion);
  if (!startPlayer.ok) return startPlayer;
  let passing: Passing = rulesVersion < AQ_RULES_VERSION ? 'stuck' : 'exit';
  if (raw.passing !== undefined) {
    if (raw.passing !== 'exit' && raw.passing !== 'stuck') return badOption('passing', 'choice');
    passing = raw.passing;
  }
  let pack = DEFAULT_PACK;
  if (raw.pack !== undefined) {
    const checked = validatePack(raw.pack);
    if (!('pack' in checked)) {
      return fail(`aq.pack.${checked.problem}`, { field: checked.field, ...checked.params });
    }
    pack = checked.pack;
  }
  return ok({ pack, startPlayer: startPlayer.value, passing });
}
