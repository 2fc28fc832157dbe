// Callbacks passed to page.evaluate run in the browser: type them with the DOM library.
/// <reference lib="dom" />
import { describe, expect, test } from 'vitest';
import { axeFindings } from './axe.js';
import { openPageRecordingErrors, useGameServer, chooseReplayFile } from './harness.js';

/**
 * Pages that cannot be shown say so in the reader's language, with the way back (they showed
 * "Loading…" for ever over an uncaught error), and a replay file that cannot be read says why
 * without a word of English in Spanish or French (no "moves[5]: seat 0:", no JSON parser text).
 */
const server = useGameServer('fathom-defects-errors-');

/**
 * A page that records uncaught errors instead of throwing them at the test runner. The server's
 * Content-Security-Policy forbids inline scripts: axe is injected as one.
 */
const newPage = (locale = 'en-GB') => openPageRecordingErrors(server, { locale, bypassCSP: true });

describe('error pages', () => {
  test.each([
    ['en-GB', 'This page cannot be shown', 'There is no table doesnotexist123.', 'New table'],
    [
      'es-ES',
      'No se puede mostrar esta página',
      'No existe la mesa doesnotexist123.',
      'Nueva mesa',
    ],
    [
      'fr-FR',
      'Cette page ne peut pas être affichée',
      "La table doesnotexist123 n'existe pas.",
      'Nouvelle table',
    ],
  ])('an unknown online table (%s)', async (locale, title, message, lobby) => {
    const { page, errors } = await newPage(locale);
    await page.goto(`${server.url}/t/doesnotexist123`);
    await page.waitForSelector('.error-page');
    await expect(page.locator('h1').textContent()).resolves.toBe(title);
    await expect(page.locator('.error-page .error').textContent()).resolves.toBe(message);
    await expect(page.locator('.loading').count()).resolves.toBe(0);
    // The heading has the focus, so a screen reader says at once what happened.
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('error-title');
    expect(errors).toEqual([]);
    await expect(axeFindings(page)).resolves.toEqual([]);
    // The way back leads to the lobby, which works as usual.
    await page.locator('.error-page a').click();
    // The error page's own h1 is there until the lobby is drawn: polled, not read once.
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 5000 }).toBe(lobby);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });

  test('an unknown game, and an unknown address', async () => {
    const { page, errors } = await newPage('es-ES');
    await page.goto(`${server.url}/local/chess`);
    await page.waitForSelector('.error-page');
    await expect(page.locator('.error-page .error').textContent()).resolves.toBe(
      'Aquí no hay ningún juego «chess»: Fathom tiene Into the Blue, Survive y AquaSphere.',
    );
    await expect(page.locator('.loading').count()).resolves.toBe(0);
    await page.goto(`${server.url}/somewhere/else`);
    await page.waitForSelector('.error-page');
    await expect(page.locator('.error-page .error').textContent()).resolves.toBe(
      'No hay ninguna página en esta dirección.',
    );
    // The browser's back button leaves an error page too.
    await page.goto(`${server.url}/local/chess`);
    await page.locator('.error-page a').click();
    await page.goBack();
    await page.waitForSelector('.error-page');
    await page.goForward();
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 5000 }).toBe('Nueva mesa');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('replay files that cannot be read', () => {
  const valid = {
    format: 'fathom-replay',
    version: 1,
    game: 'into-the-blue',
    rulesVersion: 1,
    players: [
      { name: 'Ana', kind: 'human' },
      { name: 'Bea', kind: 'human' },
    ],
    moves: [
      { actor: 'chance', move: { type: 'dice', values: [1, 2, 3, 4, 4, 5] } },
      { actor: 0, move: { type: 'stop' } },
    ],
  };
  const cases: [string, string, Record<string, string>][] = [
    [
      'not a replay',
      JSON.stringify({ hello: 'world' }),
      {
        en: 'This file is not a Fathom replay.',
        es: 'Este archivo no es una repetición de Fathom.',
        fr: 'Ce fichier n’est pas une rediffusion de Fathom.',
      },
    ],
    [
      'not JSON',
      '{"format": "fathom-replay", oops',
      {
        en: 'This file is not a replay: it is not JSON text.',
        es: 'Este archivo no es una repetición: no es texto JSON.',
        fr: 'Ce fichier n’est pas une rediffusion : ce n’est pas du texte JSON.',
      },
    ],
    [
      'a refused move',
      JSON.stringify({
        ...valid,
        moves: [...valid.moves.slice(0, 1), { actor: 1, move: { type: 'stop' } }],
      }),
      {
        en: 'This replay cannot be read: move 2 (Bea) is refused. It is not your turn.',
        es: 'No se puede leer esta repetición: la jugada 2 (Bea) no es válida. No es tu turno.',
        fr: "Cette rediffusion est illisible : le coup 2 (Bea) est refusé. Ce n'est pas votre tour.",
      },
    ],
    [
      'a malformed move',
      JSON.stringify({ ...valid, moves: [{ actor: 'chance', move: { type: 'dice' } }] }),
      {
        en: 'This replay cannot be read: move 1 (chance) is refused. That move is not understood: its field values is missing or wrong.',
        es: 'No se puede leer esta repetición: la jugada 1 (azar) no es válida. No se entiende esa jugada: su campo values falta o no es válido.',
        fr: "Cette rediffusion est illisible : le coup 1 (hasard) est refusé. Ce coup n'est pas compris : son champ values manque ou n'est pas valable.",
      },
    ],
    [
      'a game Fathom does not know',
      JSON.stringify({ ...valid, game: 'chess' }),
      {
        en: 'This replay is of a game Fathom does not know: chess.',
        es: 'Esta repetición es de un juego que Fathom no conoce: chess.',
        fr: 'Cette rediffusion est d’un jeu que Fathom ne connaît pas : chess.',
      },
    ],
    [
      'no game at all',
      JSON.stringify({ ...valid, game: undefined }),
      {
        en: 'This replay does not say which game it is of.',
        es: 'Esta repetición no dice de qué juego es.',
        fr: 'Cette rediffusion ne dit pas de quel jeu elle est.',
      },
    ],
    [
      'too few players',
      JSON.stringify({ ...valid, players: valid.players.slice(0, 1) }),
      {
        en: 'This replay cannot be read: it has 1 player, and this game is for 2 to 5.',
        es: 'No se puede leer esta repetición: tiene 1 jugador y este juego es para 2 a 5.',
        fr: 'Cette rediffusion est illisible : elle a 1 joueur, et ce jeu se joue de 2 à 5.',
      },
    ],
  ];

  test.each(['en', 'es', 'fr'])(
    'say what is wrong, all in the reader’s language (%s)',
    async (lang) => {
      const { page, errors } = await newPage(
        lang === 'en' ? 'en-GB' : `${lang}-${lang.toUpperCase()}`,
      );
      await page.goto(`${server.url}/replay`);
      for (const [what, text, expected] of cases) {
        await chooseReplayFile(page, `${what}.json`, text);
        await expect
          .poll(() => page.locator('.replay-page .error').textContent(), { message: what })
          .toBe(expected[lang]);
        const shown = (await page.locator('.replay-page .error').textContent()) ?? '';
        // Nothing of the file format's or the parser's English, nor a missing value.
        expect(shown, what).not.toMatch(/moves\[|seat \d|undefined|Unexpected|JSON\.parse/);
      }
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );
});
