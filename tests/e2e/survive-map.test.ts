// Callbacks passed to page.evaluate run in the browser: type them with the DOM library.
/// <reference lib="dom" />
import type { BrowserContextOptions, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { axeFindings, type AxeFinding } from './axe.js';
import { openPage, PHONE, useStaticWeb } from './harness.js';
import { playSurviveToEnd } from './survive-driver.js';

const web = useStaticWeb();

const DESKTOP: BrowserContextOptions = { viewport: { width: 1366, height: 768 } };

async function open(options: BrowserContextOptions, query: string): Promise<Page> {
  const page = await openPage(web, options);
  await page.goto(`${web.url}/local/survive?${query}`);
  await page.waitForSelector('.survive-board[data-my-turn=yes]');
  return page;
}

type Box = { x: number; y: number; width: number; height: number };
const box = async (page: Page, selector: string): Promise<Box> => {
  const b = await page.locator(selector).first().boundingBox();
  if (!b) throw new Error(`${selector} is not shown`);
  return b;
};

/**
 * The table's audit, less two findings that belong to the table around the board (the log's
 * scrolling list and the page's h1), which are fixed there: everything on the board counts.
 */
const boardFindings = (findings: AxeFinding[]) =>
  findings.filter(
    (f) =>
      f.id !== 'page-has-heading-one' &&
      !(f.id === 'scrollable-region-focusable' && f.targets.every((t) => /\.log|ol/.test(t))),
  );

test('Survive on a phone at your turn: the map and the controls in view, large targets, a piece placed by tapping the map', async () => {
  const page = await open(PHONE, 'seats=human:You,heuristic:Bot&seed=phone-map&pace=0');
  // The page opens at its top, nothing wider than the screen.
  expect(await page.evaluate(() => scrollY)).toBe(0);
  // (Against the screen's width: a page too wide for a phone is zoomed out, widening innerWidth.)
  const width = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await width()).toBeLessThanOrEqual(375);
  const height = 667;
  const map = await box(page, '.survive-map svg');
  expect(map.x).toBeGreaterThanOrEqual(0);
  expect(map.x + map.width).toBeLessThanOrEqual(375);
  expect(map.y + map.height).toBeLessThanOrEqual(height);
  for (const control of ['.sv-prompt', 'button.piece', '.survive-status .zoom']) {
    const b = await box(page, control);
    expect(b.y).toBeGreaterThanOrEqual(0);
    expect(b.y + b.height).toBeLessThanOrEqual(map.y);
  }
  const chip = await box(page, 'button.piece');
  expect(Math.min(chip.width, chip.height)).toBeGreaterThanOrEqual(32);

  // A value chosen: the map frames the free land, each space at least 32 px across.
  await page.locator('button.piece').first().tap();
  await page.waitForFunction(() => {
    const svg = document.querySelector('.survive-map svg');
    return svg && !/^0\.0 0\.0 /.test(svg.getAttribute('viewBox') ?? '');
  });
  await page.waitForTimeout(400);
  const visible = await page.locator('.hex.target').evaluateAll((hexes) => {
    const frame = document.querySelector('.survive-map svg')!.getBoundingClientRect();
    return hexes
      .map((h) => h.getBoundingClientRect())
      .filter((r) => r.left >= frame.left && r.right <= frame.right)
      .filter((r) => r.top >= frame.top && r.bottom <= frame.bottom)
      .map((r) => Math.min(r.width, r.height));
  });
  expect(visible.length).toBeGreaterThan(10);
  for (const size of visible) expect(size).toBeGreaterThanOrEqual(32);

  expect(boardFindings(await axeFindings(page))).toEqual([]);
  const explorers = await page.locator('.survive-map .sv-piece.explorer').count();
  await page.locator('.hex.target').nth(3).tap();
  await page.waitForFunction(
    (n) => document.querySelectorAll('.survive-map .sv-piece.explorer').length > n,
    explorers,
  );
  // A finger on the framed map moves the map; on the whole map it scrolls the page.
  await page.waitForSelector('.survive-board[data-my-turn=yes]');
  const touch = () =>
    page.locator('.survive-map').evaluate((el) => getComputedStyle(el).touchAction);
  await expect(touch()).resolves.toBe('none');
  await page.getByRole('button', { name: 'Whole map' }).tap();
  await expect.poll(touch).toBe('pan-y');

  // Moving, with a dozen pieces to choose from: still nothing wider than the screen, the map and
  // the controls in view.
  await playSurviveToEnd(page, 3000, '.survive-board[data-phase=move][data-my-turn=yes]');
  expect(await page.evaluate(() => scrollY)).toBe(0);
  expect(await width()).toBeLessThanOrEqual(375);
  const moving = await box(page, '.survive-map svg');
  expect(moving.y + moving.height).toBeLessThanOrEqual(height);
  const controls = await box(page, '.sv-controls');
  expect(controls.x + controls.width).toBeLessThanOrEqual(375);
  await page.context().close();
}, 90_000);

test('Survive on a desktop: the map fills the height of the screen, the controls beside it, no axe finding', async () => {
  const page = await open(DESKTOP, 'seats=human:You,heuristic:Bot&seed=desktop-map&pace=0');
  const map = await box(page, '.survive-map svg');
  expect(map.width).toBeGreaterThan(600);
  expect(map.y + map.height).toBeLessThanOrEqual(768);
  const prompt = await box(page, '.sv-prompt');
  expect(prompt.x).toBeGreaterThanOrEqual(map.x + map.width);
  expect(prompt.y).toBeLessThan(map.y + map.height / 2);
  // Every piece and terrain has its picture in the legend, with words.
  await expect(page.locator('.sv-legend li').count()).resolves.toBe(13);
  expect(boardFindings(await axeFindings(page))).toEqual([]);
  // Mid-game too: pieces, ships and creatures on the map, a piece chosen.
  await playSurviveToEnd(page, 3000, '.survive-board[data-phase=move][data-my-turn=yes]');
  await page.locator('button.piece').first().click();
  await expect(page.locator('.sv-halo.chosen').count()).resolves.toBe(1);
  expect(boardFindings(await axeFindings(page))).toEqual([]);
  await page.context().close();
}, 90_000);

test('Survive: spaces are named alike on the map, in the prompts and in the log, and the latest moves are drawn on the map', async () => {
  const page = await open(DESKTOP, 'seats=human:You,heuristic:Bot&seed=names&pace=0');
  // Names in every space, and numbers along the edges: 13 rows on both sides, 12 columns above
  // and below.
  const names = await page
    .locator('.survive-map .hex[data-space]')
    .evaluateAll((hexes) => hexes.map((h) => h.getAttribute('data-name') ?? ''));
  expect(names).toHaveLength(133);
  const printed = await page.locator('.sv-name').allTextContents();
  expect(printed).toEqual(names);
  await expect(page.locator('.sv-edge').count()).resolves.toBe(13 * 2 + 12 * 2);

  await page.locator('button.piece').first().click();
  await page.locator('.hex.target').first().click();
  // The bot answers: its log line names a space that the map names and marks.
  await page.waitForSelector('.survive-board[data-my-turn=yes]');
  const line = (await page.locator('.log li:not(.log-end)').last().textContent()) ?? '';
  const space = /^Bot places an explorer on (\d+,\d+)\.$/.exec(line)?.[1];
  expect(space, line).toBeDefined();
  expect(names).toContain(space);
  await expect(page.locator(`.sv-mark[data-kind=new][data-to="${space}"]`).count()).resolves.toBe(
    1,
  );
  const hex = await page.locator(`.hex[data-name="${space}"]`).getAttribute('aria-label');
  expect(hex).toMatch(new RegExp(`^${space}: .*explorer of Bot \\(\\?\\)`));

  // The labels of the pieces speak of the same names.
  await playSurviveToEnd(page, 3000, '.survive-board[data-phase=move][data-my-turn=yes]');
  const chip = (await page.locator('button.piece .visually-hidden').first().textContent()) ?? '';
  const at = /on (\d+,\d+)$/.exec(chip)?.[1];
  expect(names).toContain(at);
  // ... and the space it names on the map holds a piece to choose.
  await expect(page.locator(`.hex.active[data-name="${at}"]`).count()).resolves.toBe(1);
  await page.context().close();
}, 90_000);

test('Survive by keyboard: a value chosen, the arrows go from target to target on the map, Enter places', async () => {
  const page = await open(DESKTOP, 'seats=human:You,heuristic:Bot&seed=keys&pace=0');
  await page.locator('button.piece').first().focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('button.piece').first().getAttribute('aria-pressed')).resolves.toBe(
    'true',
  );
  const first = page.locator('.hex.target').first();
  await first.focus();
  const from = await first.getAttribute('data-space');
  await page.keyboard.press('ArrowRight');
  const to = await page.evaluate(() => {
    const el = document.activeElement;
    return el?.classList.contains('target') ? el.getAttribute('data-space') : null;
  });
  expect(to).not.toBeNull();
  expect(to).not.toBe(from);
  const log = await page.locator('.log li:not(.log-end)').count();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.locator('.log li:not(.log-end)').count()).toBeGreaterThan(log);
  // The space chosen is no longer a choice: the focus stays on the board, at the next choice,
  // so the next explorer is placed from the keyboard too.
  await page.waitForSelector('.survive-board[data-my-turn=yes]');
  await expect
    .poll(() =>
      page.evaluate(() => document.activeElement?.closest('.survive-board .sv-controls') != null),
    )
    .toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.locator('.hex.target').count()).resolves.toBeGreaterThan(10);
  await page.context().close();
});

test('Survive: a piece that moves is the same piece gliding to its new space (instant at ?pace=0 and with reduced motion)', async () => {
  const page = await open(DESKTOP, 'seats=human:You,heuristic:Bot&seed=glide&pace=0');
  await playSurviveToEnd(page, 3000, '.survive-board[data-phase=move][data-my-turn=yes]');
  const chip = page.locator('button.piece[data-piece^="e"]').first();
  const key = await chip.getAttribute('data-piece');
  await chip.click();
  const piece = await page.$(`.sv-piece[data-piece="${key}"]`);
  const before = await piece!.evaluate((el) => (el as SVGElement).style.transform);
  const log = await page.locator('.log li:not(.log-end)').count();
  await page.locator('.hex.target').first().click();
  if (await page.locator('button.choice.pending').count())
    await page.locator('button.choice.pending').first().click();
  await expect.poll(() => page.locator('.log li:not(.log-end)').count()).toBeGreaterThan(log);
  // The same element, moved: a transition can carry it across the sea.
  const after = await piece!.evaluate((el) => [
    el.isConnected,
    (el as SVGElement).style.transform,
    getComputedStyle(el).transitionDuration,
  ]);
  expect(after[0]).toBe(true);
  expect(after[1]).not.toBe(before);
  expect(after[2]).toBe('0s');
  await page.context().close();

  // At a normal pace the pieces glide; with reduced motion they do not.
  for (const [reducedMotion, duration] of [
    ['no-preference', /^0\.55s/],
    ['reduce', /^0s/],
  ] as const) {
    const p = await open({ ...DESKTOP, reducedMotion }, 'seats=human:You,heuristic:Bot&seed=glide');
    await p.locator('button.piece').first().click();
    await p.locator('.hex.target').first().click();
    await p.waitForSelector('.survive-map .sv-piece.explorer');
    const value = await p
      .locator('.survive-map .sv-piece.explorer')
      .first()
      .evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(value).toMatch(duration);
    await p.context().close();
  }
}, 90_000);

test('Survive: the tiles in your hand say what they do', async () => {
  const page = await open(DESKTOP, 'seats=human:You,random:Bot&seed=tiles&pace=0');
  await playSurviveToEnd(page, 3000, '.sv-hand li');
  const lines = await page.locator('.sv-hand li').allTextContents();
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) {
    expect(line).toMatch(
      /^(dolphin|favourable wind|move a (sea serpent|shark|whale)|(shark|whale) defence): (at the start of your turn|when another player)/,
    );
  }
  await page.context().close();
}, 90_000);
