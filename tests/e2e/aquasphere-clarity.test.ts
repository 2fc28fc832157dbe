// Callbacks passed to page.evaluate run in the browser: type them with the DOM library.
/// <reference lib="dom" />
import type { BrowserContextOptions, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { playAquaSphereToEnd } from './aquasphere-driver.js';
import { axeFindings } from './axe.js';
import { SCREENSHOTS } from './browser.js';
import { openPage, PHONE, useStaticWeb } from './harness.js';

/**
 * What a player must see at an AquaSphere table (issue 30): a question that needs an answer comes
 * into view with the focus, the player's own supplies stay in view while they choose, a round's
 * scoring is announced at the top, the inspector follows the game, and a lab expansion spends no
 * supply bot unless asked.
 */
const web = useStaticWeb();

/**
 * axe over the page once what fades in has finished (a scoring breakdown's lines come in one by
 * one): a line caught half transparent fails the contrast check that the line itself passes.
 * Endless animations (a target's pulse) are not waited for.
 */
async function audit(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  return axeFindings(page);
}

/** The end of a look at the table: its picture, no axe findings, and the context closed. */
async function shootAndClose(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png` });
  expect(await audit(page)).toEqual([]);
  await page.context().close();
}

const DESKTOP = { viewport: { width: 1366, height: 768 } } as const;

const openTable = async (options: BrowserContextOptions, seed: string, lang = 'en-GB') => {
  const page = await openPage(web.browser, { locale: lang, ...options });
  await page.goto(`${web.url}/local/aquasphere?seats=human:Ana,heuristic:Bot&seed=${seed}&pace=0`);
  await page.waitForSelector('.aq-board[data-my-turn=yes]');
  return page;
};

/**
 * Where an element is against the viewport and the sticky bars above it: the header and the turn
 * banner, and the supplies line while it sticks (for any element but that line).
 */
const placeOf = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return null;
    const banner = document.querySelector('.turn-banner')?.getBoundingClientRect().bottom ?? 0;
    const mine = document.querySelector('.aq-mine.aq-sticky')?.getBoundingClientRect();
    // The supplies line covers what is under it only where it sticks, right under the banner.
    const stuck = sel !== '.aq-mine' && mine && Math.abs(mine.top - banner) < 2;
    const below = stuck ? mine.bottom : banner;
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, below, height: innerHeight };
  }, selector);

const inView = async (page: Page, selector: string) => {
  const at = await placeOf(page, selector);
  return at !== null && at.top >= at.below - 1 && at.bottom <= at.height && at.bottom > at.top;
};

/**
 * One decision of the person's, as a player who looks down at the boards before confirming: a
 * preview open is confirmed after the page has been scrolled to its foot; otherwise an option is
 * chosen (an action, else a room), else pass, else pay for a bot, else return one.
 */
async function decideScrolledAway(page: Page, n: number): Promise<void> {
  await page.evaluate((n) => {
    const confirm = document.querySelector<HTMLButtonElement>('.aq-confirm');
    if (confirm) {
      window.scrollTo(0, document.documentElement.scrollHeight);
      confirm.click();
      return;
    }
    const all = (sel: string) => [...document.querySelectorAll<HTMLButtonElement>(sel)];
    const areas = all('.aq-option[data-area]');
    const rooms = all('.aq-option:not([data-area]):not(.aq-buy)');
    const pick = (list: HTMLButtonElement[]) => list[n % list.length]!.click();
    const pass = document.querySelector<HTMLButtonElement>('.aq-pass');
    if (areas.length && (n % 3 !== 0 || rooms.length === 0)) pick(areas);
    else if (rooms.length) pick(rooms);
    else if (pass) pass.click();
    else if (all('.aq-buy').length) pick(all('.aq-buy'));
    else pick(all('.aq-return'));
  }, n);
}

/** Plays (scrolled away at every Confirm) until `selector` shows at the person's turn. */
async function playUntil(page: Page, selector: string, max = 600): Promise<void> {
  for (let n = 0; n < max; n++) {
    const what = await (
      await page.waitForFunction(
        (sel) => {
          if (document.querySelector('.aq-final')) return 'over';
          if (document.querySelector(sel)) return 'found';
          return document.querySelector('.aq-board')?.getAttribute('data-my-turn') === 'yes'
            ? 'mine'
            : false;
        },
        selector,
        { timeout: 60_000 },
      )
    ).jsonValue();
    if (what === 'found') return;
    if (what === 'over') throw new Error(`the game ended before ${selector}`);
    await decideScrolledAway(page, n);
    await page.waitForTimeout(0);
  }
  throw new Error(`no ${selector} in ${max} decisions`);
}

test('AquaSphere: the red-line question comes into view with the focus; a scoring is announced at the top', async () => {
  const page = await openTable(DESKTOP, 'clarity-redline');
  await playUntil(page, '.aq-redline');
  // After Confirm the page was at its foot: the question is now in view, under the banner.
  await expect.poll(() => inView(page, '#aq-choices-title')).toBe(true);
  await expect(page.locator('#aq-choices-title').textContent()).resolves.toMatch(
    /red line before space \d+.*cross it or stop\?/,
  );
  await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('aq-choices-title');
  expect(await inView(page, '.aq-redline')).toBe(true);
  await page.screenshot({ path: `${SCREENSHOTS}/aquasphere-redline.png` });
  expect(await audit(page)).toEqual([]);

  // The first intermediate scoring: announced in the status line, its link leads to it.
  await playUntil(page, '.aq-scored');
  await expect(page.locator('.aq-scored').textContent()).resolves.toMatch(
    /^Round [1-4] has been scored: see the breakdown$/,
  );
  const round = Number(
    (await page.locator('.aq-scored').getAttribute('href'))?.replace('#aq-report-', ''),
  );
  expect(round).toBeGreaterThanOrEqual(1);
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await inView(page, '.aq-scored')).toBe(true);
  await page.locator('.aq-scored').click();
  const report = `#aq-report-${round}`;
  await expect.poll(() => inView(page, `${report} > summary`)).toBe(true);
  await expect(page.locator(report).getAttribute('open')).resolves.not.toBeNull();
  await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.toBe('SUMMARY');
  await shootAndClose(page, 'aquasphere-scored');
}, 300_000);

test('AquaSphere: your supplies stay in view while you choose', async () => {
  const page = await openTable(DESKTOP, 'clarity-supplies');
  const mine = page.locator('.aq-mine');
  await expect(mine.getAttribute('aria-label')).resolves.toBe('Your supplies');
  await expect(mine.textContent()).resolves.toMatch(
    /Time markers \d+\/\d+.*Crystals \d+\/\d+.*\d+ bots in your supply/,
  );
  // Looking down at the player boards, the supplies line is still on screen, under the banner.
  await page.evaluate(() => document.querySelector('.aq-player')?.scrollIntoView());
  await expect.poll(() => inView(page, '.aq-mine')).toBe(true);
  // While a preview is open too, at the foot of the page.
  await page
    .locator('.aq-option')
    .first()
    .evaluate((b: HTMLElement) => b.click());
  await page.waitForSelector('.aq-preview');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => inView(page, '.aq-mine')).toBe(true);
  await shootAndClose(page, 'aquasphere-supplies');
}, 180_000);

test('AquaSphere: the inspector shows current facts, not those of when it was opened', async () => {
  const page = await openTable(DESKTOP, 'clarity-inspector');
  // A sector inspected before a move shows what the moves since changed (a control space
  // taken, octopods caught): the same facts as the sector's own label, which follows the game.
  const area = (await page.locator('.aq-option[data-area]').first().getAttribute('data-area'))!;
  const sector = page.locator(`.aq-sector[data-pos="${area.split(':')[0]}"] .aq-sector-box`);
  await sector.focus();
  const facts = async () =>
    ((await sector.getAttribute('aria-label')) ?? '').replace(/^[^.]*\. /, '');
  const shown = () => page.locator('.aq-inspector p').first().textContent();
  const before = await facts();
  await expect(shown()).resolves.toBe(before);
  expect(before).toMatch(/control space: free/);
  // Clicked in the page (no pointer passes over another component on the way).
  await page.locator(`.aq-option[data-area="${area}"]`).evaluate((b: HTMLElement) => b.click());
  await page.locator('.aq-confirm').evaluate((b: HTMLElement) => b.click());
  await page.waitForSelector('.aq-board[data-my-turn=yes]');
  const after = await facts();
  expect(after).not.toBe(before);
  expect(after).toMatch(/control space: (Ana|Bot)/);
  await expect(shown()).resolves.toBe(after);
  expect(await audit(page)).toEqual([]);
  await page.context().close();
}, 180_000);

test('AquaSphere: a lab expansion places no supply bot unless ticked, and names the control spaces once', async () => {
  const page = await openTable(DESKTOP, 'clarity-expansion');
  const green = '.aq-board[data-my-turn=yes] .aq-option[data-area$=":1"]';
  let ticks = 0;
  for (let tries = 0; tries < 40 && ticks === 0; tries++) {
    await playAquaSphereToEnd(page, 400, green);
    if ((await page.locator('.aq-final').count()) > 0) break;
    await page
      .locator(green)
      .first()
      .evaluate((b: HTMLElement) => b.click());
    await page.waitForSelector('.aq-preview');
    ticks = await page.locator('.aq-letters-choice input').count();
    // The expansion on top has no letter: play it and look for another.
    if (ticks === 0) await page.locator('.aq-confirm').evaluate((b: HTMLElement) => b.click());
  }
  expect(ticks).toBeGreaterThan(0);
  const lines = () => page.locator('.aq-preview-lines li').allTextContents();
  // Nothing ticked: the supply is untouched, the action's own sector is the one control space.
  await expect(page.locator('.aq-letters-choice input:checked').count()).resolves.toBe(0);
  expect((await lines()).some((l) => /^Bot supply/.test(l))).toBe(false);
  expect((await lines()).filter((l) => /control space/.test(l))).toEqual([
    expect.stringMatching(/^Your bot takes the control space of sector [A-F]$/),
  ]);
  // Every lettered sector ticked: one line names them all, and the supply pays for them.
  for (const box of await page.locator('.aq-letters-choice input:not(:disabled)').all())
    await box.check();
  const ticked = await page.locator('.aq-letters-choice input:checked').count();
  expect(ticked).toBeGreaterThan(0);
  await expect
    .poll(async () => (await lines()).filter((l) => /control space/.test(l)))
    .toEqual([
      expect.stringMatching(/^Your bots take the control spaces of sectors [A-F](, [A-F])+$/),
    ]);
  expect((await lines()).some((l) => /^Bot supply: \d+ → \d+$/.test(l))).toBe(true);
  await page.screenshot({ path: `${SCREENSHOTS}/aquasphere-expansion.png` });
  await page.context().close();
}, 300_000);

test('AquaSphere on a phone, in Spanish: supplies in view over the station, feminine areas, nothing overflows', async () => {
  const page = await openTable(PHONE, 'clarity-phone', 'es-ES');
  // «área morada», «área roja»: the area agrees with its colour.
  const areas = (words: string) =>
    page.evaluate(
      (w) =>
        [...document.querySelectorAll('.aq-area > title')].filter((t) => t.textContent?.includes(w))
          .length,
      words,
    );
  await expect(areas('área morada')).resolves.toBe(6);
  await expect(areas('área roja')).resolves.toBe(6);
  await expect(areas('área morado')).resolves.toBe(0);
  await expect(page.locator('.aq-mine').getAttribute('aria-label')).resolves.toBe('Tus recursos');
  // The default pack's notes in the inspector are in Spanish too.
  await page.locator('.aq-sector-box > rect').first().tap({ force: true });
  await expect
    .poll(() => page.locator('.aq-inspector cite').textContent())
    .toMatch(/^Diseño provisional: /);
  await page.locator('.aq-option').first().tap();
  await page.waitForSelector('.aq-preview');
  await page.evaluate(() => document.querySelector('.aq-station')?.scrollIntoView());
  await expect.poll(() => inView(page, '.aq-mine')).toBe(true);
  await expect(
    page.evaluate(() => document.documentElement.scrollWidth),
  ).resolves.toBeLessThanOrEqual(375);
  await shootAndClose(page, 'aquasphere-supplies-phone');
}, 180_000);
