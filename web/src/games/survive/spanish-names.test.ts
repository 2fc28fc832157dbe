import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';

/**
 * Survive's Spanish rulebook says "serpiente de mar" and "torbellino": the lobby, the rules pages,
 * the board and the log must all say the same, or a player looks for a piece the log never names.
 */
const FILES = [
  'web/src/messages.ts',
  'web/src/rules/messages.ts',
  'web/src/rules/text/es/survive.ts',
  'web/src/games/survive/messages.ts',
  'src/games/survive/messages.ts',
];

test('every Spanish text names the sea serpent and the whirlpool as the rulebook does', () => {
  for (const file of FILES) {
    const text = readFileSync(new URL(`../../../../${file}`, import.meta.url), 'utf8');
    expect({ file, found: text.match(/serpientes? marinas?|remolinos?/gi) }).toEqual({
      file,
      found: null,
    });
  }
  const log = readFileSync(
    new URL('../../../../src/games/survive/messages.ts', import.meta.url),
    'utf8',
  );
  expect(log).toContain('serpiente de mar');
  expect(log).toContain('torbellino');
});
