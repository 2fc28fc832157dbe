import { describe, expect, test } from 'vitest';
import { formatMessage, LANGS, type Lang } from '../../../../src/kernel/i18n.js';
import { rulesMessages } from '../messages';
import { loadRules, RULES_GAMES } from './index';
import type { Block, RulesText, Section } from './types';

/** Every text of a rules text, with where it is. */
function texts(rules: RulesText): { where: string; text: string }[] {
  const out: { where: string; text: string }[] = [];
  const block = (where: string, b: Block) => {
    if (typeof b === 'string') out.push({ where, text: b });
    else if ('list' in b) b.list.forEach((text) => out.push({ where, text }));
    else if ('terms' in b)
      b.terms.forEach((term) => {
        out.push({ where: `${where}#${term.id}`, text: term.term });
        out.push({ where: `${where}#${term.id}`, text: term.text });
      });
    else if ('note' in b) out.push({ where, text: b.note });
  };
  const section = (s: Section) => {
    out.push({ where: s.id, text: s.title });
    s.blocks.forEach((b) => block(s.id, b));
    (s.sections ?? []).forEach(section);
  };
  rules.intro.forEach((b) => block('intro', b));
  rules.sections.forEach(section);
  return out;
}

/** The shape of a rules text without its words: anchors, block kinds, values shown. */
function shape(rules: RulesText): unknown {
  const block = (b: Block) =>
    typeof b === 'string'
      ? 'p'
      : 'list' in b
        ? `list:${b.list.length}:${b.ordered ? 'ol' : 'ul'}`
        : 'terms' in b
          ? b.terms.map((term) => term.id)
          : 'note' in b
            ? 'note'
            : `values:${b.values}`;
  const section = (s: Section): unknown => ({
    id: s.id,
    blocks: s.blocks.map(block),
    sections: (s.sections ?? []).map(section),
  });
  return { intro: rules.intro.map(block), sections: rules.sections.map(section) };
}

const all = await Promise.all(
  RULES_GAMES.flatMap((game) =>
    LANGS.map(async (lang) => ({ game, lang, rules: await loadRules(game, lang) })),
  ),
);
const of = (game: string, lang: Lang) =>
  all.find((r) => r.game === game && r.lang === lang)?.rules as RulesText;

describe.each(RULES_GAMES)('%s rules', (game) => {
  test('have the same sections, anchors and values in every language', () => {
    for (const lang of LANGS) expect(shape(of(game, lang))).toEqual(shape(of(game, 'en')));
  });

  test('cover the goal, components, setup, turn, end and scoring', () => {
    const ids = of(game, 'en').sections.map((s) => s.id);
    for (const id of ['goal', 'components', 'setup']) expect(ids).toContain(id);
    expect(ids.some((id) => id === 'turn' || id === 'round')).toBe(true);
    expect(ids.some((id) => id === 'end')).toBe(true);
  });

  test('anchors are unique on a page', () => {
    const ids: string[] = [];
    const walk = (s: Section) => {
      ids.push(s.id);
      for (const b of s.blocks)
        if (typeof b !== 'string' && 'terms' in b) ids.push(...b.terms.map((t) => t.id));
      (s.sections ?? []).forEach(walk);
    };
    of(game, 'en').sections.forEach(walk);
    expect(new Set(ids).size).toBe(ids.length);
    // Ids the page itself uses.
    expect(ids).not.toContain('title');
    expect(ids).not.toContain('contents');
  });

  test.each(LANGS)('inline markup is balanced in %s', (lang) => {
    for (const { where, text } of texts(of(game, lang))) {
      expect.soft((text.match(/\*\*/g) ?? []).length % 2, `${where}: ${text}`).toBe(0);
      expect.soft((text.match(/`/g) ?? []).length % 2, `${where}: ${text}`).toBe(0);
      expect.soft(text.trim(), where).toBe(text);
      expect.soft(text.length, where).toBeGreaterThan(0);
    }
  });
});

/** French typography: a (narrow) no-break space before : ; ? ! and inside « », curly apostrophes. */
function frenchProblems(text: string): string[] {
  const problems: string[] = [];
  if (/ [:;?!»]/.test(text)) problems.push('plain space before : ; ? ! or »');
  if (/[^\s\u00a0\u202f(`][:;?!]( |$)/.test(text.replace(/https?:\/\//g, '')))
    problems.push('no space before : ; ? !');
  if (/«(?!\u202f|\u00a0)/.test(text)) problems.push('no space after «');
  if (text.includes("'")) problems.push('straight apostrophe');
  return problems;
}

describe('French typography', () => {
  test.each(RULES_GAMES)('in the rules of %s', (game) => {
    for (const { where, text } of texts(of(game, 'fr')))
      expect.soft(frenchProblems(text), `${where}: ${text}`).toEqual([]);
  });
  test('in the catalog', () => {
    for (const [key, template] of Object.entries(rulesMessages.fr)) {
      if (key === 'rules.colon') continue;
      // Written out with every parameter at 0, 1 and 2: plural forms are texts too.
      const names = [...template.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1] as string);
      for (const n of [0, 1, 2]) {
        const text = formatMessage('fr', template, Object.fromEntries(names.map((k) => [k, n])));
        expect.soft(frenchProblems(text), `${key}: ${text}`).toEqual([]);
      }
    }
  });
});

describe('headings', () => {
  // Words that keep their capital in a sentence-case heading.
  const PROPER = /^(Fathom|Into|Blue|Survive|AquaSphere|Atlantis|KP|PC|[A-F])$/;
  test.each(LANGS)('are in sentence case in %s', (lang) => {
    for (const game of RULES_GAMES) {
      const walk = (s: Section) => {
        const words = s.title.split(/[\s:,()]+/).slice(1);
        for (const w of words)
          if (/^\p{Lu}/u.test(w))
            expect.soft(PROPER.test(w), `${game}#${s.id}: ${s.title}`).toBe(true);
        (s.sections ?? []).forEach(walk);
      };
      of(game, lang).sections.forEach(walk);
    }
  });
});
