// Callbacks passed to page.evaluate run in the browser: type them with the DOM library.
/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeFindings } from './axe.js';
import { SCREENSHOTS } from './browser.js';
import { DESK, openPage, PHONE, useStaticWeb } from './harness.js';

/**
 * The site's look: light and dark schemes that pass axe-core (contrast included), the lobby's
 * pictures of the games, Into the Blue's reef using the screen on a desktop and fitting a phone.
 */
const web = useStaticWeb();

type Scheme = 'light' | 'dark';

const itbTable = (seed: string, names = ['Ana', 'Bo', 'Cy', 'Di']) =>
  `/local/into-the-blue?seats=${encodeURIComponent(
    names.map((n, i) => `${i === 0 ? 'human' : 'expert'}:${n}`).join(','),
  )}&seed=${seed}&pace=0`;

/** Plays the person's turns by stopping at once until the board is in `phase` at their turn. */
async function playUntilPhase(page: Page, phase: 'decide' | 'place', turns = 40) {
  for (let i = 0; i < turns; i++) {
    await page.waitForSelector('.itb-board[data-my-turn=yes]');
    const now = await page.locator('.itb-board').getAttribute('data-phase');
    if (now === phase) return;
    if (now === 'decide') await page.keyboard.press('s');
    else await page.locator('.place-level').first().click();
  }
  throw new Error(`never reached ${phase}`);
}

/**
 * Waits until nothing animates for good (dice rolling, divers diving; a looping hint such as the
 * offered levels' bobbing goes on), so that contrast is measured at rest.
 */
const settle = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - innerWidth);

describe.each<Scheme>(['light', 'dark'])('%s scheme', (scheme) => {
  test('the page follows the scheme through the stylesheet’s variables', async () => {
    const page = await openPage(web, { colorScheme: scheme });
    await page.goto(`${web.url}/?pace=0`);
    const colours = await page.evaluate(() => {
      const root = getComputedStyle(document.documentElement);
      return {
        bg: root.getPropertyValue('--bg').trim(),
        text: root.getPropertyValue('--text').trim(),
        ink: root.getPropertyValue('--ink').trim(),
        body: getComputedStyle(document.body).color,
      };
    });
    expect(colours.bg).toBe(scheme === 'light' ? '#eef5f8' : '#0a1822');
    // The old name still works.
    expect(colours.ink).toBe(colours.text);
    await page.context().close();
  });

  test('axe finds nothing on the lobby', async () => {
    const page = await openPage(web, { colorScheme: scheme });
    await page.goto(`${web.url}/?pace=0`);
    await page.waitForSelector('.game-choice .game-emblem');
    await expect(axeFindings(page)).resolves.toEqual([]);
    await page.context().close();
  });

  test('axe finds nothing on an Into the Blue table, choosing dice and placing shells', async () => {
    const page = await openPage(web, { ...DESK, colorScheme: scheme });
    await page.goto(web.url + itbTable(`axe-${scheme}`));
    await playUntilPhase(page, 'decide');
    // A kept die and the odds open: every state of the controls.
    await page.keyboard.press('1');
    await page.keyboard.press('o');
    await page.waitForSelector('.odds');
    await settle(page);
    await expect(axeFindings(page)).resolves.toEqual([]);
    await playUntilPhase(page, 'place');
    await settle(page);
    await expect(axeFindings(page)).resolves.toEqual([]);
    await page.context().close();
  }, 60_000);
});

describe('the lobby presents each game', () => {
  test.each([
    ['en-GB', 'Roll the dice'],
    ['es-ES', 'Tira los dados'],
    ['fr-FR', 'Lancez les dés'],
  ])('with a picture and a line (%s)', async (locale, itbLine) => {
    const page = await openPage(web, { locale });
    await page.goto(`${web.url}/?pace=0`);
    // The page renders once its language's texts have come (after the load event).
    await page.locator('.game-choice').nth(2).waitFor();
    const cards = await page.locator('.game-choice').evaluateAll((els) =>
      els.map((e) => ({
        emblem: (e.querySelector('svg.game-emblem')?.childElementCount ?? 0) > 0,
        hidden: e.querySelector('svg.game-emblem')?.getAttribute('aria-hidden'),
        line: e.querySelector('.game-line')?.textContent ?? '',
      })),
    );
    expect(cards).toHaveLength(3);
    for (const c of cards) {
      expect(c.emblem).toBe(true);
      expect(c.hidden).toBe('true');
      expect(c.line.length).toBeGreaterThan(20);
    }
    expect(cards[0]?.line).toContain(itbLine);
    if (locale === 'en-GB') await page.screenshot({ path: `${SCREENSHOTS}/lobby.png` });
    await page.context().close();
  });

  test('the header carries the drawn logo, and the link is still called Fathom', async () => {
    const page = await openPage(web);
    await page.goto(`${web.url}/?pace=0`);
    // The page draws its header once its script ran: counted after, not at once (under load the
    // count came before the drawing).
    await page.locator('.app-header .brand svg.logo').waitFor();
    await expect(page.locator('.app-header .brand svg.logo path').count()).resolves.toBeGreaterThan(
      2,
    );
    await expect(page.getByRole('link', { name: 'Fathom', exact: true }).count()).resolves.toBe(1);
    await page.context().close();
  });
});

test.each(['en-GB', 'es-ES', 'fr-FR'])(
  'the header fits a phone in %s: logo, name, replays and the language all in view',
  async (locale) => {
    const page = await openPage(web, { locale, viewport: PHONE.viewport, isMobile: true });
    await page.goto(`${web.url}/?pace=0`);
    for (const selector of ['.brand .logo', '.brand', '.app-header nav a', '.app-header select']) {
      const box = await page.locator(selector).first().boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.viewport.width, selector).toBe(true);
    }
    await page.context().close();
  },
);

describe('Into the Blue uses the screen', () => {
  test('on a desktop the reef fills the board’s width beside the dice and most of the height', async () => {
    const page = await openPage(web, { viewport: { width: 1440, height: 900 } });
    await page.goto(web.url + itbTable('desktop'));
    await playUntilPhase(page, 'decide');
    const reef = await page.locator('.reef').boundingBox();
    const board = await page.locator('.itb-board').boundingBox();
    const dice = await page.locator('.dice').boundingBox();
    if (!reef || !board || !dice) throw new Error('no reef');
    expect(board.width).toBeGreaterThan(900);
    expect(reef.width).toBeGreaterThan(board.width * 0.55);
    expect(reef.height).toBeGreaterThan(900 * 0.6);
    // The dice sit beside the reef, not below it.
    expect(dice.x).toBeGreaterThan(reef.x + reef.width);
    expect(dice.y).toBeLessThan(reef.y + reef.height / 2);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.context().close();
  });

  test.each<Scheme>(['light', 'dark'])(
    'on a phone (375x667, %s): no sideways scroll; dice, controls and reef in view at your turn',
    async (scheme) => {
      const page = await openPage(web, { ...PHONE, colorScheme: scheme });
      await page.goto(`${web.url}/?pace=0`);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await page.goto(
        web.url + itbTable(`phone-${scheme}`, ['Christina', 'Bartholomew', 'Cy', 'Dimitra']),
      );
      await playUntilPhase(page, 'decide');
      await settle(page);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      // Each lane's name is shown whole above the reef (wrapped, never cut to "Bo…").
      const lanes = await page.locator('.reef-lane-name').evaluateAll((els) =>
        els.map((e) => ({
          text: e.textContent,
          cut: e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1,
          ellipsis: getComputedStyle(e).textOverflow === 'ellipsis',
        })),
      );
      expect(lanes.map((l) => l.text)).toEqual(['Christina', 'Bartholomew', 'Cy', 'Dimitra']);
      expect(lanes.filter((l) => l.cut || l.ellipsis)).toEqual([]);
      const inView = async (selector: string) => {
        const box = await page.locator(selector).first().boundingBox();
        return (
          box !== null && box.y >= 0 && box.y + box.height <= PHONE.viewport.height && box.x >= 0
        );
      };
      expect(await page.evaluate(() => scrollY)).toBe(0);
      expect(await inView('.dice')).toBe(true);
      expect(await inView('.dice-tray .actions')).toBe(true);
      // The reef's levels, down to the deepest one, are on the screen with the controls.
      expect(await inView('.reef-level.depth-1')).toBe(true);
      expect(await inView('.reef-level.depth-4')).toBe(true);
      await playUntilPhase(page, 'place');
      await settle(page);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await inView('.place-level')).toBe(true);
      expect(await inView('.reef-level.target')).toBe(true);
      await page.goto(`${web.url}/replay`);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await page.context().close();
    },
    60_000,
  );
});
