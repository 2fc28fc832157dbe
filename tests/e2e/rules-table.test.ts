// Callbacks passed to page.evaluate run in the browser: type them with the DOM library.
/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeFindings } from './axe.js';
import { DESK, openPage, useStaticWeb } from './harness.js';

const web = useStaticWeb();

/** A local table whose link sets its own component values. */
const table = (game: string, seats: string, options: unknown) =>
  `/local/${game}?seats=${encodeURIComponent(seats)}&seed=rules&pace=0&options=${encodeURIComponent(JSON.stringify(options))}`;

/** Opens the rules over the table and waits for them to be drawn. */
async function openRules(page: Page, name = 'Rules'): Promise<void> {
  await page.getByRole('button', { name, exact: true }).click();
  await page.waitForSelector('dialog.rules-dialog[open] .rules-section');
}

describe('the rules opened from a table', () => {
  test('Into the Blue: the table’s treasures and chests, in a dialog that keeps the table', async () => {
    const treasures = [
      { main: 3, secondary: 1 },
      { main: 5, secondary: 2 },
      { main: 7, secondary: 3 },
      { main: 9, secondary: 4 },
      { main: 17, secondary: 11 },
    ];
    const page = await openPage(web, DESK);
    await page.goto(
      web.url +
        table('into-the-blue', 'human:Ana,expert:Leo', { treasures, chests: [4, 6, 6, 7, 9] }),
    );
    await page.waitForSelector('[data-my-turn=yes]');
    const dice = await page.locator('.die').evaluateAll((ds) => ds.map((d) => d.ariaLabel));
    await openRules(page);
    const dialog = page.locator('dialog.rules-dialog');
    await expect(dialog.locator('h2').first().textContent()).resolves.toBe(
      'How to play Into the Blue',
    );
    const level5 = dialog.locator('.rules-itb-treasures tbody tr').nth(4);
    await expect(level5.locator('td').allTextContents()).resolves.toEqual(['17', '11']);
    await expect(dialog.locator('.rules-values').first().getAttribute('data-from')).resolves.toBe(
      'table',
    );
    await expect(dialog.locator('.rules-itb-chests').textContent()).resolves.toContain(
      '4, 6, 6, 7 and 9',
    );
    // With two players, one secondary treasure per level.
    await expect(dialog.textContent()).resolves.toContain('With 2 players, each level has one');
    await expect(axeFindings(page)).resolves.toEqual([]);
    // Keys pressed in the dialog do not play underneath it; Escape closes it.
    await page.keyboard.press('s');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible(), { timeout: 5000 }).toBe(false);
    await expect(page.locator('[data-my-turn=yes][data-phase=decide]').count()).resolves.toBe(1);
    await expect(
      page.locator('.die').evaluateAll((ds) => ds.map((d) => d.ariaLabel)),
    ).resolves.toEqual(dice);
    // Focus comes back to the button that opened the rules.
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Rules');
    await page.context().close();
  });

  test('Survive: the table’s explorer values, in Spanish', async () => {
    const page = await openPage(web, { ...DESK, locale: 'es-ES' });
    await page.goto(
      web.url +
        table('survive', 'human:Ana,heuristic:Leo', {
          explorerValues: [1, 1, 1, 2, 2, 3, 3, 4, 5, 9],
        }),
    );
    await page.waitForSelector('.surv-board, .survive-board, [class*=surv]');
    await openRules(page, 'Reglas');
    const dialog = page.locator('dialog.rules-dialog');
    await expect(dialog.locator('.rules-surv-explorer-values').textContent()).resolves.toContain(
      '1, 1, 1, 2, 2, 3, 3, 4, 5 y 9: 31 puntos',
    );
    await expect(dialog.locator('.rules-surv-backs tbody tr').count()).resolves.toBe(12);
    await page.context().close();
  });

  test('AquaSphere: the table’s pack and player count, in French', async () => {
    // A whole pack in the link is longer than a static server takes: the default pack, at a
    // table of three, whose count the rules page can only know from the table.
    const page = await openPage(web, { ...DESK, locale: 'fr-FR' });
    await page.goto(web.url + table('aquasphere', 'human:Ana,heuristic:Léo,heuristic:Max', {}));
    await page.waitForSelector('.aq-board');
    await openRules(page, 'Règles');
    const dialog = page.locator('dialog.rules-dialog');
    // The default pack is named in the reader's language, not by its name in the pack file.
    await expect(dialog.locator('.rules-aq-pack-name').textContent()).resolves.toBe(
      'Jeu de composants\u00a0: celui de Fathom par défaut, provisoire là où l’imprimé n’est pas connu.',
    );
    await expect(dialog.textContent()).resolves.toContain(
      'À cette table (3 joueurs), une station de recharge accueille 4 robots.',
    );
    // The centre tiles of three players only, each round's bulb.
    await expect(dialog.locator('.rules-aq-centre').count()).resolves.toBe(1);
    await expect(dialog.locator('.rules-aq-centre caption').textContent()).resolves.toBe(
      'Tuiles centrales à 3 joueurs',
    );
    await expect(dialog.locator('.rules-values[data-from=default]').count()).resolves.toBe(0);
    await page.context().close();
  });
});
