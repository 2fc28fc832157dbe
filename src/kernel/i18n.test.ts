import { describe, expect, it } from 'vitest';
import { kernelMessages } from './errors.js';
import { formatMessage, LANGS, translate } from './i18n.js';

describe('messages', () => {
  it('fills parameters', () => {
    expect(formatMessage('en', 'Level {level} of {max}', { level: 3, max: 5 })).toBe(
      'Level 3 of 5',
    );
  });

  it('chooses plurals by each language’s rules', () => {
    const t = '{n, plural, one {# coquillage} other {# coquillages}}';
    expect(formatMessage('fr', t, { n: 0 })).toBe('0 coquillage');
    expect(formatMessage('fr', t, { n: 1 })).toBe('1 coquillage');
    expect(formatMessage('en', '{n, plural, one {# shell} other {# shells}}', { n: 0 })).toBe(
      '0 shells',
    );
    expect(
      formatMessage('es', '{n, plural, =0 {ninguna} one {# Concha} other {# Conchas}}', { n: 0 }),
    ).toBe('ninguna');
    expect(formatMessage('es', '{n, plural, one {# Concha} other {# Conchas}}', { n: 2 })).toBe(
      '2 Conchas',
    );
  });

  it('elides French "de" and "que" before a vowel, not before a consonant or an h', () => {
    const join = 'Rejoindre une table de {game}';
    expect(formatMessage('fr', join, { game: 'AquaSphere' })).toBe(
      'Rejoindre une table d’AquaSphere',
    );
    expect(formatMessage('fr', join, { game: 'Into the Blue' })).toBe(
      'Rejoindre une table d’Into the Blue',
    );
    expect(formatMessage('fr', join, { game: 'Survive' })).toBe('Rejoindre une table de Survive');
    expect(formatMessage('fr', 'Au tour de {name}', { name: 'Hugo' })).toBe('Au tour de Hugo');
    expect(formatMessage('fr', 'Au tour de {name}', { name: 'Émile' })).toBe('Au tour d’Émile');
    expect(formatMessage('fr', 'De {n} à {m}', { n: 1, m: 2 })).toBe('De 1 à 2');
    expect(formatMessage('fr', 'Il faut que {name} joue', { name: 'Ana' })).toBe(
      'Il faut qu’Ana joue',
    );
    // "monde" ends in "de" but is not the word: left alone.
    expect(formatMessage('fr', 'le monde {name}', { name: 'Ana' })).toBe('le monde Ana');
    expect(formatMessage('es', 'Una mesa de {game}', { game: 'AquaSphere' })).toBe(
      'Una mesa de AquaSphere',
    );
  });

  it('an unknown key shows the key instead of failing', () => {
    expect(translate([kernelMessages], 'es', 'no-such-key')).toBe('no-such-key');
  });

  it('every kernel message exists in every language', () => {
    const keys = Object.keys(kernelMessages.en).sort();
    for (const lang of LANGS) expect(Object.keys(kernelMessages[lang]).sort()).toEqual(keys);
  });
});
