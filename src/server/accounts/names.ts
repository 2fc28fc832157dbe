import { TableError } from '../tables/live-table.js';
import { INVISIBLE, mixedScripts, skeleton } from './skeleton.js';

export const NAME_MIN = 3;
export const NAME_MAX = 24;

/**
 * An account's display name, trimmed, and its key: one key per name however it is written
 * ("Ana", "ANA", "Ａｎａ" are one name), so that nobody takes a name that looks like another's.
 * Refused (`bad-name`): control, format (zero-width, bidirectional overrides) or line-separator
 * characters, fewer than NAME_MIN or more than NAME_MAX characters after trimming.
 */
export function accountName(raw: unknown): { name: string; key: string } {
  if (typeof raw !== 'string') throw badName();
  // Looked at only up to a bound: a 10,000-character name is refused without more work.
  if (raw.length > NAME_MAX * 4) throw badName();
  const name = raw.normalize('NFC').trim();
  if (/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(name)) throw badName();
  const length = [...name].length;
  if (length < NAME_MIN || length > NAME_MAX) throw badName();
  const key = name.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ');
  return { name, key };
}

/**
 * A new account's name: as accountName, and also refused when it holds an invisible code point
 * or mixes scripts (skeleton.ts), with its skeleton, kept unique beside the key so that a
 * lookalike of a name taken is taken too. Names of accounts made before these rules stay theirs,
 * found by accountName as before.
 */
export function newAccountName(raw: unknown): { name: string; key: string; skeleton: string } {
  const { name, key } = accountName(raw);
  if (INVISIBLE.test(name) || mixedScripts(name)) throw badName();
  return { name, key, skeleton: skeleton(name) };
}

function badName(): TableError {
  return new TableError('bad-name', { min: NAME_MIN, max: NAME_MAX });
}
