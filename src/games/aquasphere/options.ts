import { badOption, fail, isRecord, ok, type Outcome } from '../../kernel/index.js';
import { DEFAULT_PACK } from './default-pack.js';
import { validatePack, type AqPack } from './pack.js';

/** Table options: the component pack played with, recorded in every replay. */
export interface AqOptions {
  readonly pack: AqPack;
}

export function defaultOptions(): AqOptions {
  return { pack: DEFAULT_PACK };
}

/**
 * Missing options take the default pack; a pack given must be complete and valid. A problem names
 * the field, with a code `aq.pack.*` rendered in the player's language.
 */
export function parseOptions(raw: unknown): Outcome<AqOptions> {
  if (raw === undefined || raw === null) return ok(defaultOptions());
  if (!isRecord(raw)) return badOption('options', 'notAGroup');
  for (const key of Object.keys(raw)) {
    if (key !== 'pack') return badOption(key, 'unknown');
  }
  if (raw.pack === undefined) return ok(defaultOptions());
  const checked = validatePack(raw.pack);
  if ('pack' in checked) return ok({ pack: checked.pack });
  return fail(`aq.pack.${checked.problem}`, { field: checked.field, ...checked.params });
}
