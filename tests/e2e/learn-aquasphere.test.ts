import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeFindings } from './axe.js';
import { atStep, GUIDES, openGuideFromLobby } from './guide.js';
import { DESK, openPage, PHONE, useStaticWeb } from './harness.js';

const web = useStaticWeb();

/** The one option the step offers (the guide offers nothing else), then its confirmation. */
async function playOption(page: Page, id: string): Promise<void> {
  await atStep(page, id);
  await expect(page.locator('.aq-option').count()).resolves.toBe(1);
  await page.locator('.aq-option').click();
  await page.locator('.aq-confirm').click();
}

describe('the guided first game of AquaSphere', () => {
  test('is reached from the lobby, programs, acts twice, scores a round and plays on', async () => {
    const page = await openPage(web, DESK);
    await openGuideFromLobby(page, web, GUIDES.aquasphere, async () => {
      // The station the welcome describes ("from the setup you already hold a programmed bot"):
      // set up, its sectors' locks drawn (none on the empty ring before the setup's draws).
      await expect(page.locator('.learn-board .aq-lock').count()).resolves.toBeGreaterThan(0);
      await expect(page.locator('.learn-board').innerText()).resolves.not.toContain(
        'Setting up the research station',
      );
    });

    await expect(axeFindings(page)).resolves.toEqual([]);
    for (const id of ['program', 'octopods', 'crystals']) await playOption(page, id);
    await atStep(page, 'round');
    await page.keyboard.press('ArrowRight');
    await atStep(page, 'scoring');
    // The numbers come from the rules' scoring of round 1.
    await expect(page.locator('.learn-coach').textContent()).resolves.toContain('Finn 6, you 0');
    await page.keyboard.press('ArrowRight');
    await atStep(page, 'next');
    await expect(axeFindings(page)).resolves.toEqual([]);

    // Play on: the options of a real turn come back, more than the guide's one.
    await page.getByRole('button', { name: 'Play on against Finn' }).click();
    await page.waitForSelector('.learn-on');
    await expect(page.locator('.aq-option').count()).resolves.toBeGreaterThan(1);
    await page.context().close();
  });

  test('fits a phone, in French', async () => {
    const page = await openPage(web, { ...PHONE, locale: 'fr-FR' });
    await page.goto(`${web.url}/learn/aquasphere?pace=0`);
    await atStep(page, 'welcome');
    await expect(page.locator('h1').textContent()).resolves.toBe(
      'Votre première partie d’AquaSphere',
    );
    await page.getByRole('button', { name: 'Suivant' }).click();
    await atStep(page, 'program');
    await expect(page.locator('.learn-hint').textContent()).resolves.toContain('1L');
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(375);
    await expect(axeFindings(page)).resolves.toEqual([]);
    await page.context().close();
  });
});
