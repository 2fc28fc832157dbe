import { describe, expect, test } from 'vitest';
import { kernelMessages, LANGS, translate } from '../kernel/index.js';
import { GAMES } from './registry.js';

/** Error parameters are keys or values, never English prose: each language says it all. */
describe.each([...GAMES.keys()])('%s: refusals of malformed input', (id) => {
  const { game } = GAMES.get(id)!;
  const catalogs = [game.messages, kernelMessages];

  test('a malformed move names its field; the text is in the reader’s language', () => {
    for (const raw of [null, 42, { type: 'no-such-move' }, { type: 'place', level: 'x' }]) {
      const parsed = game.parseMove(raw);
      if (parsed.ok) continue;
      expect(parsed.error.code).toBe('malformed-move');
      expect(Object.keys(parsed.error.params)).toEqual(['field']);
      expect(String(parsed.error.params.field)).toMatch(/^[a-z]+$/);
      expect(translate(catalogs, 'es', parsed.error.code, parsed.error.params)).toMatch(
        /^No se entiende esa jugada: su campo [a-z]+ falta/,
      );
    }
  });

  test('a bad option says what is wrong in each language, with numbers as values', () => {
    const bad = game.parseOptions({ nonsense: 1 }, game.minPlayers);
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.error).toEqual({ code: 'bad-option', params: { option: 'nonsense', problem: 1 } });
    const texts = LANGS.map((lang) => translate(catalogs, lang, bad.error.code, bad.error.params));
    expect(texts).toEqual([
      'Opción nonsense: no existe esa opción.',
      'Option nonsense: there is no such option.',
      'Option nonsense : cette option n’existe pas.',
    ]);
    for (const value of Object.values(bad.error.params)) {
      expect(String(value)).not.toMatch(/ /);
    }
  });
});
