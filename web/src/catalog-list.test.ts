import { describe, expect, it } from 'vitest';
import type { Catalogs } from '../../src/kernel/i18n.js';
import { withCatalogs } from './catalog-list.js';

const catalog = (text: string): Catalogs => ({
  es: { x: text },
  en: { x: text },
  fr: { x: text },
});

describe('withCatalogs', () => {
  const a = catalog('a');
  const b = catalog('b');

  it('gives the same list back when every catalog is there already', () => {
    const list = [a, b];
    expect(withCatalogs(list, [b, a])).toBe(list);
    expect(withCatalogs(list, [])).toBe(list);
  });

  it('adds each new catalog once, after those there', () => {
    const list = [a];
    expect(withCatalogs(list, [b, a, b])).toEqual([a, b]);
    expect(list).toEqual([a]);
  });
});
