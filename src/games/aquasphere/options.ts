import {
  badOption,
  fail,
  isRecord,
  ok,
  parseStartPlayer,
  type Outcome,
  type StartPlayer,
} from '../../kernel/index.js';
import { DEFAULT_PACK_1 } from './default-pack-1.js';
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

/**
 * The rules version: 2 drew the start player and passed as the rulebook says; 3 changed the
 * default pack (printed values found since, provisional tables recalibrated). A file of an older
 * version that leaves an option out meant that version's default.
 */
export const AQ_RULES_VERSION = 3;
const PASSING_SINCE = 2;
const PACK_2_SINCE = 3;

export function defaultOptions(): AqOptions {
  return { pack: DEFAULT_PACK, startPlayer: 'draw', passing: 'exit' };
}

/**
 * Missing options take the defaults of the file's rules version (in a replay of rules version 1,
 * the seating order and that version's passing; before version 3, the first default pack,
 * default-pack-1.ts); a pack given must be complete and valid. A problem names the field, with a
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
  let passing: Passing = rulesVersion < PASSING_SINCE ? 'stuck' : 'exit';
  if (raw.passing !== undefined) {
    if (raw.passing !== 'exit' && raw.passing !== 'stuck') return badOption('passing', 'choice');
    passing = raw.passing;
  }
  let pack = rulesVersion < PACK_2_SINCE ? DEFAULT_PACK_1 : DEFAULT_PACK;
  if (raw.pack !== undefined) {
    const checked = validatePack(raw.pack);
    if (!('pack' in checked)) {
      return fail(`aq.pack.${checked.problem}`, { field: checked.field, ...checked.params });
    }
    pack = checked.pack;
  }
  return ok({ pack, startPlayer: startPlayer.value, passing });
}
