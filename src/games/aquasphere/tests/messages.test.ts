import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { kernelMessages, LANGS, translate } from '../../../kernel/index.js';
import { messages } from '../messages.js';
import { game, playRandom, Table } from './helpers.js';

const folder = join(dirname(fileURLToPath(import.meta.url)), '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? e.name === 'tests'
        ? []
        : sources(join(dir, e.name))
      : e.name.endsWith('.ts')
        ? [readFileSync(join(dir, e.name), 'utf8')]
        : [],
  );
}

describe('AquaSphere messages', () => {
  it('every language has the same keys', () => {
    const keys = Object.keys(messages.en).sort();
    expect(keys.length).toBeGreaterThan(50);
    for (const lang of LANGS) expect(Object.keys(messages[lang]).sort()).toEqual(keys);
  });

  it('every rule error and log line the code names has a message', () => {
    const code = sources(folder);
    const used = new Set(
      code.flatMap((src) => [...src.matchAll(/'(aq\.[a-z.-]+[a-z])'/g)].map((m) => m[1]!)),
    );
    // Pack problems are named by their last part (`aq.pack.${problem}`).
    for (const src of code)
      for (const m of src.matchAll(/problem: '([a-z-]+)'/g)) used.add(`aq.pack.${m[1]}`);
    expect(used.size).toBeGreaterThan(40);
    for (const key of used) expect(messages.en, key).toHaveProperty([key]);
  });

  it('every move of a game has a log line that reads in every language', () => {
    for (const players of [2, 4]) {
      const { states, moves } = playRandom(players, `log${players}`);
      const kinds = new Set<string>();
      moves.forEach(({ actor, move }, i) => {
        const entry = game.describeMove(states[i]!, actor, move, 0);
        kinds.add(entry.key);
        for (const lang of LANGS) {
          const text = translate([messages, kernelMessages], lang, entry.key, entry.params);
          expect(text, entry.key).not.toBe(entry.key);
          expect(text, entry.key).not.toMatch(/[{}?]/);
        }
      });
      expect(kinds.size).toBeGreaterThan(12);
    }
  });

  it('renders a refusal and a log line in the player’s language', () => {
    const t = new Table(2);
    const refused = game.apply(t.state, 0, { type: 'program', room: '1L' });
    if (refused.ok) throw new Error('accepted');
    expect(
      translate([messages, kernelMessages], 'es', refused.error.code, refused.error.params),
    ).toBe('Ya tienes un bot rojo programado.');
    const entry = game.describeMove(t.state, 0, t.actMove('C', 'purple'), 1);
    expect(translate([messages], 'fr', entry.key, { ...entry.params, player: 'Marine' })).toBe(
      'Marine va dans le secteur C pour attraper des octopodes.',
    );
    const lettered = game.describeMove(t.state, 0, t.actMove('E', 'green', 'AD'), 1);
    expect(translate([messages], 'en', lettered.key, { ...lettered.params, player: 'Ana' })).toBe(
      'Ana goes to sector E to expand the lab, with bots to A, D.',
    );
  });
});
