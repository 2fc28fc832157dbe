// Callbacks passed to page.evaluate run in the browser: type them with the DOM library.
/// <reference lib="dom" />
import { expect, test } from 'vitest';
import { SCREENSHOTS } from './browser.js';
import { DESK, openPage, PHONE, playOnThisDevice, SEATING, useStaticWeb } from './harness.js';
import { playSurviveToEnd } from './survive-driver.js';

const web = useStaticWeb();

test('Survive: a complete game against a bot from the lobby, ending with the reveal', async () => {
  const page = await openPage(web, DESK);
  await playOnThisDevice(page, web, { game: 'Survive: Escape from Atlantis!' });
  expect(new URL(page.url()).pathname).toBe('/local/survive');

  // Setup: the map shows the island; placing an explorer highlights the free spaces.
  await page.waitForSelector('.survive-board[data-my-turn=yes]');
  await expect(page.locator('.hex[data-space]').count()).resolves.toBe(133);
  await page.locator('.piece').first().click();
  const targets = await page.locator('.hex.target').count();
  expect(targets).toBeGreaterThan(0);
  await expect(page.locator('.hex.target').first().getAttribute('aria-label')).resolves.toMatch(
    /you can go here/,
  );
  // Zoom in and back.
  const before = await page.locator('.survive-map svg').getAttribute('viewBox');
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(page.locator('.survive-map svg').getAttribute('viewBox')).resolves.not.toBe(before);
  await page.getByRole('button', { name: 'Whole map' }).click();
  // A target played by keyboard.
  await page.locator('.hex.target').first().focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.log li:not(.log-end)').count()).resolves.toBeGreaterThan(40);

  // A screenshot mid-game, once the explorers are placed and moving: the driver stops there
  // first. (A watcher racing the driver polled too seldom to see a turn the driver plays at once.)
  const moving = '.survive-board[data-phase=move][data-my-turn=yes]';
  const placing = await playSurviveToEnd(page, 3000, moving);
  await expect(page.locator(moving).count()).resolves.toBe(1);
  await page.screenshot({ path: `${SCREENSHOTS}/survive.png` });
  const decisions = placing + (await playSurviveToEnd(page));
  expect(decisions).toBeGreaterThan(10);
  await expect(page.locator('#survive-reveal').textContent()).resolves.toBe('The final reveal');
  await expect(page.locator('.totals tbody tr').count()).resolves.toBe(2);
  // The reveal shows every explorer's value: no marker is left without its number.
  await expect(page.locator('.turn-banner').textContent()).resolves.toMatch(/Game over/);
  await page.context().close();
}, 120_000);

test('Survive on a phone: the map fits, zooms, and a piece goes where it is tapped', async () => {
  const page = await openPage(web, { ...PHONE, locale: 'es-ES' });
  await page.goto(`${web.url}/local/survive?seats=human:Tú,heuristic:Bot&seed=phone&pace=0`);
  await page.waitForSelector('.survive-board[data-my-turn=yes]');
  await expect(page.locator('.survive-status').textContent()).resolves.toMatch(
    /Colocando exploradores/,
  );
  // Against the screen's width: a page too wide for a phone is zoomed out, widening innerWidth.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  const map = await page.locator('.survive-map svg').boundingBox();
  expect(map && map.width).toBeLessThanOrEqual(375);
  await page.locator('button.piece').first().tap();
  // The picture: a value chosen, the map framed on the free land, each choice marked.
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SCREENSHOTS}/survive-phone.png` });
  const logBefore = await page.locator('.log li:not(.log-end)').count();
  await page.locator('.hex.target').first().tap();
  await expect(page.locator('.log li:not(.log-end)').count()).resolves.toBeGreaterThan(logBefore);
  const viewBox = await page.locator('.survive-map svg').getAttribute('viewBox');
  await page.getByRole('button', { name: 'Acercar' }).tap();
  await expect
    .poll(() => page.locator('.survive-map svg').getAttribute('viewBox'))
    .not.toBe(viewBox);
  await page.context().close();
});

test('Survive on a phone: two fingers pinch the map in and out', async () => {
  const page = await openPage(web, PHONE);
  await page.goto(`${web.url}/local/survive?seats=human:You,random:Bot&seed=pinch&pace=0`);
  await page.waitForSelector('.survive-board[data-my-turn=yes]');
  const map = page.locator('.survive-map svg');
  await map.scrollIntoViewIfNeeded();
  const width = async () => Number(((await map.getAttribute('viewBox')) ?? '').split(' ')[2]);
  const box = await map.boundingBox();
  if (!box) throw new Error('no map');
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  // Two touches, through the browser's own input (Playwright's taps have one finger).
  const cdp = await page.context().newCDPSession(page);
  const touch = async (type: 'touchStart' | 'touchMove' | 'touchEnd', spread: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints:
        type === 'touchEnd'
          ? []
          : [
              { x: cx - spread / 2, y: cy, id: 1 },
              { x: cx + spread / 2, y: cy, id: 2 },
            ],
    });
  const pinch = async (from: number, to: number) => {
    await touch('touchStart', from);
    for (let i = 1; i <= 8; i++) await touch('touchMove', from + ((to - from) * i) / 8);
    await touch('touchEnd', to);
  };
  // The map starts framed on the island (part of the sea left out).
  const framed = await width();
  // Fingers apart: the map zooms in, by the spread's ratio (four here).
  await pinch(40, 160);
  const zoomed = await width();
  expect(zoomed).toBeLessThan(framed / 3);
  expect(zoomed).toBeGreaterThan(framed / 5);
  // Fingers together: back out, to the whole map and never past it.
  await pinch(160, 20);
  const whole = await width();
  expect(whole).toBeGreaterThan(framed);
  await pinch(160, 20);
  await expect(width()).resolves.toBe(whole);
  await page.context().close();
});

test('Survive: a move within your turn can be taken back, by button or by U', async () => {
  const page = await openPage(web);
  await page.goto(`${web.url}/local/survive?seats=human:You,random:Bot&seed=undo&pace=0`);
  await playSurviveToEnd(page, 3000, '.survive-board[data-phase=move][data-my-turn=yes]');
  await expect(page.locator('.points-left').textContent()).resolves.toBe('3 movement points left');
  await expect(page.locator('.undo').count()).resolves.toBe(0);
  const log = await page.locator('.log li:not(.log-end)').count();
  const step = async () => {
    await page.locator('button.piece').first().click();
    await page.locator('.hex.target').first().click();
    // A space may take two moves (swim there, or board the ship there): take the first.
    if (await page.locator('button.choice.pending').count())
      await page.locator('button.choice.pending').first().click();
  };
  await step();
  await expect(page.locator('.log li:not(.log-end)').count()).resolves.toBe(log + 1);
  await expect(page.locator('.points-left').textContent()).resolves.not.toBe(
    '3 movement points left',
  );
  await page.getByRole('button', { name: 'Undo my last move' }).click();
  await expect(page.locator('.points-left').textContent()).resolves.toBe('3 movement points left');
  await expect(page.locator('.log li:not(.log-end)').count()).resolves.toBe(log);
  // Again, taken back with the keyboard.
  await step();
  await expect(page.locator('.log li:not(.log-end)').count()).resolves.toBe(log + 1);
  await page.keyboard.press('u');
  await expect(page.locator('.log li:not(.log-end)').count()).resolves.toBe(log);
  await page.context().close();
});

// French has the longest words for it.
test.each([
  ['es-ES', 'Tú', 'Deshacer mi última jugada'],
  ['en-GB', 'You', 'Undo my last move'],
  ['fr-FR', 'Moi', 'Annuler mon dernier coup'],
])(
  'Survive on a phone (%s): with Undo showing, the turn banner stays on one line',
  async (locale, me, undo) => {
    const page = await openPage(web, { ...PHONE, locale });
    await page.goto(`${web.url}/local/survive?seats=human:${me},random:Bot&seed=undo&pace=0`);
    await playSurviveToEnd(page, 3000, '.survive-board[data-phase=move][data-my-turn=yes]');
    await page.locator('button.piece').first().tap();
    await page.locator('.hex.target').first().tap();
    if (await page.locator('button.choice.pending').count())
      await page.locator('button.choice.pending').first().tap();
    await page.waitForSelector('.turn-banner .undo');
    // Every item the banner shows sits on the same line: a wrapped banner pushed the map down.
    const rows = await page.locator('.turn-banner > *').evaluateAll((items) =>
      items
        .map((i) => i.getBoundingClientRect())
        .filter((r) => r.width > 1 && r.height > 1)
        .map((r) => ({ top: r.top, bottom: r.bottom })),
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const lowestTop = Math.max(...rows.map((r) => r.top));
    const highestBottom = Math.min(...rows.map((r) => r.bottom));
    expect(lowestTop).toBeLessThan(highestBottom);
    // Undo keeps its whole name, and the game's name is still the page's heading, for screen readers.
    await expect(page.getByRole('button', { name: undo }).count()).resolves.toBe(1);
    await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);
    await page.context().close();
  },
  60_000,
);

test('Survive hot-seat: each person sees only their own explorers’ values', async () => {
  const page = await openPage(web);
  await page.goto(
    `${web.url}/local/survive?seats=human:Ana,human:Bea&seed=hotseat&pace=0&options=${SEATING}`,
  );
  // Setup places one explorer each in turn: Bea is covered for until Ana hands over.
  await page.waitForSelector('.survive-board[data-my-turn=yes]');
  await page.locator('button.piece').first().click();
  await page.locator('.hex.target').first().click();
  await page.waitForSelector('.cover');
  await expect(page.locator('.cover h2').textContent()).resolves.toBe('Pass the screen to Bea');
  await expect(page.locator('.survive-board').count()).resolves.toBe(0);
  await page.locator('.cover button').click();
  // Bea sees Ana's explorer on the map, without its value.
  const labels = await page
    .locator('.hex[data-space]')
    .evaluateAll((hexes) =>
      hexes
        .map((h) => h.getAttribute('aria-label') ?? '')
        .filter((l) => l.includes('explorer of Ana')),
    );
  expect(labels).toHaveLength(1);
  expect(labels[0]).toMatch(/explorer of Ana \(\?\)/);
  await expect(page.locator('.survive-map .explorer-value').count()).resolves.toBe(0);
  // Through the setup to the first moves, passing the screen each time.
  const decisions = await playSurviveToEnd(
    page,
    3000,
    '.survive-board[data-phase=move][data-my-turn=yes]',
  );
  expect(decisions).toBeGreaterThan(20);
  const mine = await page.locator('.survive-map .explorer-value').count();
  expect(mine).toBeGreaterThan(0);
  expect(mine).toBeLessThanOrEqual(10);
  await page.context().close();
}, 90_000);
