/**
 * Key lists both ends know by number (protocol 6): a welcome's table of like objects (packed.ts)
 * names its keys by their index here instead of spelling them out, when they are one of these
 * lists exactly (same keys, same order); any other list is spelt out as before. As HTTP/2's
 * static header table (RFC 7541): the games' own views keep their names, only the wire is shorter.
 *
 * Why: an AquaSphere welcome spent 250 of its 2,100 bytes on these names (a seat's 14 keys, a
 * station sector's 9, a table seat's 5), which pushed it past 2 KB plus the options.
 *
 * Part of the protocol: changing or reordering an entry, or adding one, bumps PROTOCOL_VERSION
 * (a client of the same version must read every number the server sends). A view whose keys
 * change simply stops matching and is spelt out. Plain data: the server and the web client share it.
 */
export const KNOWN_KEYS: readonly (readonly string[])[] = [
  // A table summary's seat (src/server/tables/live-table.ts), with no flag told.
  ['seat', 'kind', 'name', 'taken', 'bot'],
  // AquaSphere's seats and station sectors (src/games/aquasphere/view.ts).
  [
    'lab',
    'expansions',
    'cards',
    'spent',
    'time',
    'crystals',
    'kp',
    'supply',
    'programmed',
    'subsPlaced',
    'engineer',
    'scientist',
    'area',
    'parked',
  ],
  ['sector', 'time', 'crystals', 'octopods', 'cards', 'expansions', 'subs', 'control', 'charging'],
  // Survive's explorers, creatures and shown tiles (src/games/survive/view.ts).
  ['id', 'owner', 'where', 'at', 'value', 'swam'],
  ['space', 'counts'],
  ['terrain', 'back'],
];

/** The index of `keys` in KNOWN_KEYS, or -1. */
export function knownKeysIndex(keys: readonly string[]): number {
  return KNOWN_KEYS.findIndex((k) => k.length === keys.length && k.every((x, i) => x === keys[i]));
}

/** The keys a table names: its own list, or the index of a known one. Throws on anything else. */
export function keysNamed(keys: unknown): readonly unknown[] {
  if (Array.isArray(keys)) return keys;
  const known = typeof keys === 'number' ? KNOWN_KEYS[keys] : undefined;
  if (known === undefined) throw new Error(`packed: unknown keys ${JSON.stringify(keys)}`);
  return known;
}
