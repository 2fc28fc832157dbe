// Callbacks passed to page.evaluate run in the browser: type them with the DOM library.
/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeFindings } from './axe.js';
import { atStep, GUIDES, openGuideFromLobby } from './guide.js';
import { DESK, openPage, PHONE, useStaticWeb } from './harness.js';

const web = useStaticWeb();

/**
 * Plays the step's moves as a person does: the highlighted space (the only target: the guide
 * offers only the move it waits for), else the piece that moves.
 */
async function playStep(page: Page, id: string): Promise<void> {
  await atStep(page, id);
  for (let clicks = 0; clicks < 12; clicks++) {
    await page.waitForFunction(() => !document.querySelector('.learn-busy'));
    const here = await page.locator('.learn-coach').getAttribute('data-step');
    if (here !== id) return;
    const target = page.locator('.survive-map .hex.target');
    if ((await target.count()) > 0) await target.first().dispatchEvent('click');
    else await page.locator('button.piece:not([aria-pressed=true])').first().click();
  }
  throw new Error(`the step ${id} did not end`);
}

describe('the guided first game of Survive', () => {
  test('is reached from the lobby, highlights what to click, and plays on', async () => {
    const page = await openPage(web, DESK);
    await openGuideFromLobby(page, web, GUIDES.survive);

    // Placing: the only target on the map is the beach the guide names, reached by keyboard.
    await page.getByRole('button', { name: 'An explorer worth 6' }).click();
    await expect(page.locator('.survive-map .hex.target').count()).resolves.toBe(1);
    await expect(axeFindings(page)).resolves.toEqual([]);
    await page.locator('.survive-map .hex.target').focus();
    await page.keyboard.press('Enter');

    for (const id of ['boat', 'move', 'tile']) await playStep(page, id);
    // The tile turned is a shark; the die is rolled, and the learner moves the shark.
    await atStep(page, 'turned');
    await expect(page.locator('.learn-coach').textContent()).resolves.toContain('a shark!');
    await page.keyboard.press('ArrowRight');
    await playStep(page, 'die');
    await atStep(page, 'finn');
    await page.keyboard.press('ArrowRight');
    await playStep(page, 'ashore');
    await atStep(page, 'scoring');
    await expect(page.locator('.learn-coach').textContent()).resolves.toContain(
      'You have 6 points so far',
    );
    await page.keyboard.press('ArrowRight');
    await atStep(page, 'next');
    await expect(axeFindings(page)).resolves.toEqual([]);

    // Play on: every legal move is offered again (the tiles that may be removed), and Finn answers.
    await page.getByRole('button', { name: 'Play on against Finn' }).click();
    await page.waitForSelector('.learn-on');
    await page.getByRole('button', { name: 'A tile to remove' }).click();
    await expect(page.locator('.survive-map .hex.target').count()).resolves.toBeGreaterThan(1);
    await page.locator('.survive-map .hex.target').first().dispatchEvent('click');
    await page.waitForFunction(() => document.querySelector('.turn-banner, .survive-board'));
    await page.context().close();
  });

  test('fits a phone, in Spanish', async () => {
    const page = await openPage(web, { ...PHONE, locale: 'es-ES' });
    await page.goto(`${web.url}/learn/survive?pace=0`);
    await atStep(page, 'welcome');
    await expect(page.locator('h1').textContent()).resolves.toBe('Tu primera partida de Survive');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await atStep(page, 'explorer');
    await expect(page.locator('.learn-hint').textContent()).resolves.toContain('6');
    const wide = await page
      .locator('body *')
      .evaluateAll(
        (els) => els.filter((e) => e.getBoundingClientRect().right > innerWidth + 0.5).length,
      );
    expect(wide).toBe(0);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(375);
    await expect(axeFindings(page)).resolves.toEqual([]);
    await page.context().close();
  });
});
