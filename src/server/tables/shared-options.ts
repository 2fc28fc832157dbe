import type { TableRecord } from '../storage/types.js';

/** Distinct option sets shared, at most: most tables play a game's defaults. */
export const SHARED_OPTIONS_MAX = 64;

/**
 * Tables with equal options share one options object. Each table read from storage or changed
 * had a copy of its own (Into the Blue's, ten objects; AquaSphere's, its whole component pack),
 * and the state folded from a record keeps its options: at thousands of tables the copies were
 * as many objects for every full collection to mark. Options never change (a record is replaced,
 * never edited), so sharing is safe. The first sets seen are kept, up to SHARED_OPTIONS_MAX.
 */
const byText = new Map<string, unknown>();

/** `record`, or a copy of it with the equal options already held by another table. */
export function withSharedOptions(record: TableRecord): TableRecord {
  const text = JSON.stringify(record.options);
  const known = byText.get(text);
  if (known === undefined) {
    if (byText.size < SHARED_OPTIONS_MAX) byText.set(text, record.options);
    return record;
  }
  return known === record.options ? record : { ...record, options: known };
}
