// Callbacks passed to page.evaluate run in the browser: type them with the DOM library.
/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { GAME_MAP } from '../../src/games/registry.js';
import { createRng, makeReplay, RandomAgent, runMatch } from '../../src/kernel/index.js';
import { axeFindings } from './axe.js';
import { DESK, openPage, useStaticWeb, chooseReplayFile } from './harness.js';
import { playItbToCover } from './itb-driver.js';

/**
 * axe-core over every kind of page (WCAG 2.0/2.1 A and AA and axe's best practices): the lobby,
 * a table of each game on this device, the replay viewer with a game loaded, and the error pages.
 * Each expects no finding at all; a failure names the rule and the nodes.
 */
const web = useStaticWeb();

describe('axe finds nothing', () => {
  test('the lobby, with each game’s component values open', async () => {
    const page = await openPage(web, DESK);
    await page.goto(`${web.url}/?pace=0`);
    await page.waitForSelector('h1');
    await expect(axeFindings(page)).resolves.toEqual([]);
    await page.locator('details.components > summary').click();
    for (const game of ['into-the-blue', 'survive', 'aquasphere']) {
      await page.locator(`input[name=game][value=${game}]`).check();
      await page.waitForSelector('details.components fieldset');
      await expect(axeFindings(page), game).resolves.toEqual([]);
    }
    await page.context().close();
  });

  /** A first choice made at each table (a die kept, a piece or an action chosen), audited too. */
  const FIRST_CHOICE: Record<string, (page: Page) => Promise<void>> = {
    'into-the-blue': async (page) => {
      await page.keyboard.press('1');
      await page.waitForSelector('.die[aria-pressed=true]');
    },
    survive: async (page) => {
      // A piece (placement: an explorer's value), else a space on the map.
      const piece = page.locator('button.piece:not([aria-pressed=true])');
      if (await piece.count()) await piece.first().click();
      else
        await page
          .locator('.survive-map .hex.target')
          .first()
          .dispatchEvent('click', { bubbles: true });
    },
    aquasphere: async (page) => {
      await page.locator('.aq-option[data-area]').first().click();
      await page.waitForSelector('.aq-confirm');
    },
  };

  test.each([
    ['Into the Blue', 'into-the-blue', 'human:You,expert:Bo,expert:Cy'],
    ['Survive', 'survive', 'human:You,search:Bo,search:Cy'],
    ['AquaSphere', 'aquasphere', 'human:You,search:Bo'],
  ])('a local %s table, at the person’s turn', async (_name, game, seats) => {
    const page = await openPage(web, DESK);
    await page.goto(`${web.url}/local/${game}?seats=${encodeURIComponent(seats)}&seed=axe&pace=0`);
    await page.waitForSelector('[data-my-turn=yes]');
    await expect(axeFindings(page), 'the table as it opens').resolves.toEqual([]);
    await FIRST_CHOICE[game]!(page);
    await expect(axeFindings(page), 'after a first choice').resolves.toEqual([]);
    await page.locator('details.rules-summary > summary').click();
    await expect(axeFindings(page), 'with the rules open').resolves.toEqual([]);
    await page.context().close();
  });

  test('a hot-seat cover', async () => {
    const page = await openPage(web, DESK);
    await page.goto(`${web.url}/local/into-the-blue?seats=human:Ana,human:Bea&seed=axe&pace=0`);
    await playItbToCover(page);
    await expect(axeFindings(page)).resolves.toEqual([]);
    await page.context().close();
  });

  test('the replay page, empty and with a game loaded, at its start and its end', async () => {
    const game = GAME_MAP.get('into-the-blue')!;
    const agents = [new RandomAgent(), new RandomAgent(), new RandomAgent()];
    const options = game.defaultOptions(3);
    const record = runMatch(game, options, agents, createRng('axe'), [
      createRng('a'),
      createRng('b'),
      createRng('c'),
    ]);
    // The third seat as the server writes an unnamed bot: shown as "Random bot", not "random".
    const players = [
      { name: 'Ana', kind: 'human' },
      { name: 'Bea', kind: 'human' },
      { name: 'random', kind: 'bot:random' },
    ];
    const replay = makeReplay(game, options, players, record.moves);
    const page = await openPage(web, DESK);
    await page.goto(`${web.url}/replay`);
    await page.waitForSelector('h1');
    await expect(axeFindings(page)).resolves.toEqual([]);
    await chooseReplayFile(page, 'axe.json', replay);
    await page.waitForSelector('.replay-step');
    await expect(axeFindings(page)).resolves.toEqual([]);
    const shown = (await page.locator('.replay-page').textContent()) ?? '';
    expect(shown).toContain('Random bot');
    expect(shown).not.toMatch(/\brandom\b/);
    await page.keyboard.press('Home');
    await expect(page.locator('.replay-step').getAttribute('data-step')).resolves.toBe('0');
    await expect(axeFindings(page)).resolves.toEqual([]);
    // A file that cannot be read: its message.
    await chooseReplayFile(page, 'bad.json', '{"hello":"world"}');
    await page.waitForSelector('.replay-page .error');
    await expect(axeFindings(page)).resolves.toEqual([]);
    await page.context().close();
  });

  test.each(['/local/chess', '/no/such/page', '/t/doesnotexist123'])(
    'the error page at %s',
    async (path) => {
      const page = await openPage(web, DESK);
      await page.goto(`${web.url}${path}`);
      await page.waitForSelector('.error-page');
      await expect(axeFindings(page)).resolves.toEqual([]);
      await page.context().close();
    },
  );
});
