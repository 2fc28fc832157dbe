import { describe, expect, it } from 'vitest';
import { surviveTerminal } from '../../../cli/games/survive.js';
import { survive } from '../index.js';
import { blank, put, ship, sp } from './helpers.js';

describe('the terminal board', () => {
  const s = ship(put(put(blank(), 0, ['land', sp(5, 2)], 6), 1, ['ship', 0], 4), 0, sp(4, 2));
  const v = survive.view(s, 0);

  it('draws the 13 rows with safe isles, serpents, ships and explorers, in each language', () => {
    for (const lang of ['es', 'en', 'fr'] as const) {
      const text = surviveTerminal.render(v, lang, ['Ana', 'Bo', 'Cy', 'Di']);
      const lines = text.split('\n');
      expect(lines[2]).toContain('#');
      expect(lines[6]).toMatch(/f1/);
      expect(lines[5]).toMatch(/S1/);
      expect(text).toContain('#0(6)');
      expect(text).not.toMatch(/\{[a-z]+\}/);
    }
  });

  it('lists the legal moves and reads a number or a command back into a move', () => {
    const legal = survive.legalMoves(s, 0);
    expect(surviveTerminal.help(v, legal, 'en')).toContain('1. d');
    const first = surviveTerminal.parse('2', v, legal, 'en');
    expect(first.ok && first.value).toEqual(legal[1]);
    expect(surviveTerminal.parse('d', v, legal, 'en')).toEqual({
      ok: true,
      value: { type: 'done' },
    });
    expect(surviveTerminal.parse('x 5,2', v, legal, 'es')).toEqual({
      ok: true,
      value: { type: 'remove', space: sp(5, 2) },
    });
    expect(surviveTerminal.parse('zzz', v, legal, 'fr').ok).toBe(false);
    expect(surviveTerminal.parse('999', v, legal, 'fr').ok).toBe(false);
  });
});
