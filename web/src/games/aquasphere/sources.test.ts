import { expect, test } from 'vitest';
import { DEFAULT_PACK_1 } from '../../../../src/games/aquasphere/default-pack-1.js';
import { DEFAULT_PACK } from '../../../../src/games/aquasphere/default-pack.js';
import { SOURCES as es } from './sources/es';
import { SOURCES as fr } from './sources/fr';

/** Every source note of the default pack (each part says where its values come from). */
function notes(part: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(part)) for (const p of part) notes(p, out);
  else if (part && typeof part === 'object') {
    const record = part as Record<string, unknown>;
    if (typeof record.source === 'string') out.add(record.source);
    for (const value of Object.values(record)) notes(value, out);
  }
  return out;
}

test('the default packs’ source notes are written in Spanish and French for the inspector', () => {
  // The first default pack too: replays of rules versions 1 and 2 still play with it.
  const all = [...notes(DEFAULT_PACK), ...notes(DEFAULT_PACK_1)];
  expect(all.length).toBeGreaterThan(10);
  for (const [lang, table, provisional] of [
    ['es', es, 'Diseño provisional'],
    ['fr', fr, 'Conception provisoire'],
  ] as const) {
    const missing = all.filter((n) => !table[n] || table[n] === n);
    expect(missing, `${lang}: notes without a translation`).toEqual([]);
    // Each note says the same kind of thing: a provisional design stays one.
    for (const n of all)
      expect(table[n]!.includes(provisional), `${lang}: ${n}`).toBe(
        n.includes('Provisional design'),
      );
    // No translation left over from a note the pack no longer has.
    expect(Object.keys(table).filter((n) => !all.includes(n))).toEqual([]);
  }
});
