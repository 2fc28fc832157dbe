import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { kernelMessages, LANGS, translate } from '../../../kernel/index.js';
import { messages } from '../messages.js';

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

describe('Into the Blue messages', () => {
  it('every language has the same keys', () => {
    const keys = Object.keys(messages.en).sort();
    for (const lang of LANGS) expect(Object.keys(messages[lang]).sort()).toEqual(keys);
  });

  it('every rule error and log line the code uses has a message', () => {
    const used = new Set(
      sources(folder).flatMap((src) => [...src.matchAll(/'(itb\.[a-z.-]+)'/g)].map((m) => m[1]!)),
    );
    expect(used.size).toBeGreaterThan(10);
    for (const key of used) expect(messages.en, key).toHaveProperty([key]);
  });

  it('renders an illegal move in the player’s language', () => {
    const params = { level: '5', max: 3 };
    expect(translate([messages, kernelMessages], 'es', 'itb.level-not-in-sequence', params)).toBe(
      'El nivel 5 no está en tu secuencia: elige un nivel del 1 al 3.',
    );
    expect(
      translate([messages, kernelMessages], 'fr', 'itb.log.place', {
        player: 'Marine',
        count: 1,
        level: 2,
      }),
    ).toBe('Marine place 1 coquillage au niveau 2.');
  });
});
