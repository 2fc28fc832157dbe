import { describe, expect, it } from 'vitest';
import { LANGS, translate } from '../../../kernel/index.js';
import { messages } from '../messages.js';

const say = (lang: (typeof LANGS)[number], key: string, params: Record<string, string | number>) =>
  translate([messages], lang, key, params);

describe('Into the Blue log lines read as sentences', () => {
  it('a reroll of every die names nothing as kept (it said "keeps — and rerolls 6 dice")', () => {
    const params = { player: 'Ana', kept: '—', count: 6 };
    expect(say('en', 'itb.log.reroll', params)).toBe('Ana rerolls all six dice.');
    expect(say('es', 'itb.log.reroll', params)).toBe('Ana vuelve a tirar los seis dados.');
    expect(say('fr', 'itb.log.reroll', params)).toBe('Ana relance les six dés.');
    for (const lang of LANGS) expect(say(lang, 'itb.log.reroll', params)).not.toContain('—');
    expect(say('en', 'itb.log.reroll', { player: 'Ana', kept: '1 2', count: 4 })).toBe(
      'Ana keeps 1 2 and rerolls 4 dice.',
    );
    expect(say('es', 'itb.log.reroll', { player: 'Ana', kept: '1 2 3 4 5', count: 1 })).toBe(
      'Ana se queda 1 2 3 4 5 y vuelve a tirar 1 dado.',
    );
  });

  it('Spanish writes shells and chests in lower case mid-sentence', () => {
    expect(say('es', 'itb.log.place', { player: 'Ana', count: 3, level: 2 })).toBe(
      'Ana coloca 3 conchas en el nivel 2.',
    );
    expect(say('es', 'itb.log.chest', { player: 'Ana', value: 7 })).toBe(
      'Ana logra una zambullida perfecta y toma un cofre de valor 7.',
    );
    for (const [key, text] of Object.entries(messages.es)) {
      // A capital after the first letter of a sentence is a name (Into the Blue) or a mistake.
      const inner = text.replace(/(^|[.:!?]\s+)\p{Lu}/gu, '').replace(/Into the Blue/g, '');
      expect(inner, key).not.toMatch(/\b(Concha|Conchas|Cofre|Cofres|Tesoro|Tesoros)\b/);
    }
  });

  it('one die is one die, in every language', () => {
    expect(say('en', 'itb.wrong-dice-count', { expected: 1 })).toBe(
      'Exactly 1 die must be rolled.',
    );
    expect(say('es', 'itb.wrong-dice-count', { expected: 1 })).toBe(
      'Hay que tirar exactamente 1 dado.',
    );
    expect(say('fr', 'itb.wrong-dice-count', { expected: 2 })).toBe(
      'Il faut lancer exactement 2 dés.',
    );
  });
});
