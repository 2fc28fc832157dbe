// Callbacks passed to page.evaluate run in the browser: type them with the DOM library.
/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeFindings } from './axe.js';
import { SCREENSHOTS } from './browser.js';
import { atStep } from './guide.js';
import { DESK, openPage, useStaticWeb } from './harness.js';

const web = useStaticWeb();

async function keys(page: Page, ...pressed: string[]): Promise<void> {
  for (const k of pressed) await page.keyboard.press(k);
}

/** The whole guided game by keyboard: Next and Back by the arrow keys, moves by their keys. */
const PLAY: [step: string, pressed: string[]][] = [
  ['welcome', ['ArrowRight']],
  ['board', ['ArrowRight']],
  ['first-roll', ['1', '2', '3', 'r']],
  ['second-roll', ['s']],
  ['place', ['3']],
  ['finn-1', ['ArrowRight']],
  ['no-one', ['1', '2', '3', '4', '6', 'r']],
  ['perfect', ['s']],
  ['chest', ['ArrowRight']],
  ['extra-turn', ['s', '4']],
  ['finn-2', ['ArrowRight']],
  ['keep-one', ['1', 'r']],
  ['last-roll', ['1', '2', '3', 'r']],
  ['final-dice', ['1']],
  ['finn-3', ['ArrowRight']],
  ['last-turn', ['s', '5']],
  ['scoring', ['ArrowRight']],
];

describe('the guided first game of Into the Blue', () => {
  test('is reached from the lobby and played to its end by keyboard alone', async () => {
    const page = await openPage(web, DESK);
    await page.goto(`${web.url}/?pace=0`);
    await page.getByRole('link', { name: /guided first game/ }).click();
    await atStep(page, 'welcome');
    expect(new URL(page.url()).pathname).toBe('/learn/into-the-blue');
    await expect(page.locator('h1').textContent()).resolves.toBe(
      'Your first game of Into the Blue',
    );
    await expect(page.locator('.learn-progress').textContent()).resolves.toBe('Step 1 of 18');
    await expect(axeFindings(page)).resolves.toEqual([]);
    // Back returns to the step before.
    await keys(page, 'ArrowRight');
    await atStep(page, 'board');
    await keys(page, 'ArrowLeft');
    await atStep(page, 'welcome');

    for (const [id, pressed] of PLAY) {
      await atStep(page, id);
      if (id === 'first-roll') {
        // Next waits for the move; another move is refused with a word of explanation.
        await expect(page.locator('.learn-next').isDisabled()).resolves.toBe(true);
        await keys(page, 'r');
        await expect(page.locator('.learn-feedback').textContent()).resolves.toContain(
          'waits for the move below',
        );
        await expect(page.locator('.learn-coach').getAttribute('data-step')).resolves.toBe(
          'first-roll',
        );
        await expect(axeFindings(page)).resolves.toEqual([]);
        await page.screenshot({ path: `${SCREENSHOTS}/learn.png` });
      }
      await keys(page, ...pressed);
    }
    await atStep(page, 'next');
    // The game is over on the real board: the scoring of each level, and the totals.
    await expect(page.locator('.turn-banner, .itb-board').count()).resolves.toBeGreaterThan(0);
    await expect(page.locator('.scoring').count()).resolves.toBe(1);
    await expect(page.getByRole('button', { name: 'Play a real game' }).count()).resolves.toBe(1);
    await expect(axeFindings(page)).resolves.toEqual([]);
    await page.getByRole('button', { name: 'Read the full rules' }).click();
    await page.waitForSelector('.rules-section');
    expect(new URL(page.url()).pathname).toBe('/rules/into-the-blue');
    await page.context().close();
  });

  test('the scoring step explains the final scores', async () => {
    const page = await openPage(web, DESK);
    await page.goto(`${web.url}/learn/into-the-blue?pace=0`);
    for (const [id, pressed] of PLAY.slice(0, -1)) {
      await atStep(page, id);
      await keys(page, ...pressed);
    }
    await atStep(page, 'scoring');
    const text = (await page.locator('.learn-coach').textContent()) ?? '';
    // The numbers come from the rules' own scoring of this game (default treasure values).
    expect(text).toContain('you score 29 points and Finn 12');
    await page.context().close();
  });

  test.each([
    ['es-ES', 'Tu primera partida de Into the Blue', 'Paso 1 de 18', 'Siguiente', 'light'],
    ['fr-FR', 'Votre première partie d’Into the Blue', 'Étape 1 sur 18', 'Suivant', 'dark'],
  ] as const)(
    'speaks %s, and fits a phone, in light and in dark',
    async (locale, title, progress, next, scheme) => {
      const page = await openPage(web, {
        locale,
        viewport: { width: 375, height: 667 },
        colorScheme: scheme,
      });
      await page.goto(`${web.url}/learn/into-the-blue?pace=0`);
      await atStep(page, 'welcome');
      await expect(page.locator('h1').textContent()).resolves.toBe(title);
      await expect(page.locator('.learn-progress').textContent()).resolves.toBe(progress);
      await page.getByRole('button', { name: next }).click();
      await atStep(page, 'board');
      await keys(page, 'ArrowRight');
      await atStep(page, 'first-roll');
      await expect(page.locator('.learn-hint kbd').count()).resolves.toBeGreaterThan(2);
      const wide = await page
        .locator('.learn *')
        .evaluateAll(
          (els) => els.filter((e) => e.getBoundingClientRect().right > innerWidth + 0.5).length,
        );
      expect(wide).toBe(0);
      await expect(axeFindings(page)).resolves.toEqual([]);
      await page.context().close();
    },
  );
});
