// Callbacks passed to page.evaluate run in the browser: type them with the DOM library.
/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { GAME_MAP } from '../../src/games/registry.js';
import { createRng, makeReplay, RandomAgent, runMatch } from '../../src/kernel/index.js';
import { openPage, PHONE, playOnThisDevice, useStaticWeb, chooseReplayFile } from './harness.js';
import { nextItbDecision } from './itb-driver.js';

/**
 * The table's defects, each shown here before it was fixed: the hot-seat replay and its cover,
 * the log (its place after a cover, its numbers from 100 up, the keyboard), the focus and the
 * heading when a table opens, the page that must not move on a phone, keyboard hints on touch
 * screens, and the replay's step buttons.
 */
const web = useStaticWeb();

/** One decision of the person at an Into the Blue table: stop, and place where offered. */
async function itbStep(page: Page): Promise<'over' | 'cover' | 'played'> {
  const what = await nextItbDecision(page);
  if (what === 'over' || what === 'cover') return what;
  if (what === 'place') await page.locator('.place-level').first().click();
  else await page.keyboard.press('s');
  return 'played';
}

const logLines = (page: Page) => page.locator('.log li:not(.log-end)').count();

describe('hot-seat', () => {
  test('no download on the cover; the replay shows only the viewer’s view, with no seed; after the cover the log is at its latest line', async () => {
    const page = await openPage(web, { viewport: { width: 1280, height: 720 } });
    await playOnThisDevice(page, web, { others: ['human'], names: ['Ana', 'Bea'] });
    await page.waitForSelector('.itb-board');
    expect(new URL(page.url()).searchParams.has('seed')).toBe(false);

    let covers = 0;
    let checkedLog = false;
    for (let i = 0; i < 400 && !checkedLog; i++) {
      const what = await itbStep(page);
      if (what === 'over') break;
      if (what !== 'cover') continue;
      covers++;
      // Between two people the screen belongs to nobody: nothing to download there.
      await expect(page.getByRole('button', { name: 'Download the replay' }).count()).resolves.toBe(
        0,
      );
      await page.locator('.cover button').click();
      await page.waitForSelector('.itb-board');
      if ((await logLines(page)) >= 24) {
        // The log is longer than its box: it shows its latest line, not its first.
        await page.waitForFunction(() => {
          const ol = document.querySelector('.log ol') as HTMLElement;
          return ol.scrollHeight > ol.clientHeight;
        });
        await expect
          .poll(() =>
            page
              .locator('.log ol')
              .evaluate((ol) => ol.scrollHeight - ol.clientHeight - ol.scrollTop),
          )
          .toBeLessThanOrEqual(1);
        checkedLog = true;
      }
    }
    expect(covers).toBeGreaterThan(2);
    expect(checkedLog).toBe(true);

    // Mid-game, the replay is the view of the person holding the screen, and tells no seed.
    const viewer = await page.evaluate(() =>
      document.querySelector('.turn-banner .your-turn') ? 'me' : 'other',
    );
    expect(viewer).toBe('me');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the replay' }).click(),
    ]);
    const text = readFileSync(await download.path(), 'utf8');
    const replay = JSON.parse(text);
    expect(replay.meta.redacted).toBe(true);
    expect([0, 1]).toContain(replay.meta.viewer);
    expect(replay.meta.seed).toBeUndefined();
    expect(text).not.toMatch(/seed/);
    // Others' chests are shown as taken, not by value.
    for (const [i, m] of (replay.moves as { actor: unknown; move: { type: string } }[]).entries()) {
      if (m.move.type !== 'chest') continue;
      const diver = replay.moves
        .slice(0, i)
        .reverse()
        .find((p: { actor: unknown }) => typeof p.actor === 'number')?.actor;
      if (diver !== replay.meta.viewer) expect(m.move).toEqual({ type: 'chest' });
    }
    await page.context().close();
  }, 120_000);
});

describe('the log', () => {
  test('numbers from 100 up keep every digit; the log is reachable by keyboard, by its name', async () => {
    // A long game (a random one between five), opened in the replay viewer at its end.
    const game = GAME_MAP.get('into-the-blue')!;
    const options = game.defaultOptions(5);
    const agents = Array.from({ length: 5 }, () => new RandomAgent());
    const record = runMatch(
      game,
      options,
      agents,
      createRng('long log'),
      agents.map((_, i) => createRng(`long log ${i}`)),
    );
    expect(record.moves.length).toBeGreaterThanOrEqual(142);
    const players = ['Ana', 'Bea', 'Cy', 'Di', 'Ed'].map((name) => ({ name, kind: 'human' }));
    const replay = makeReplay(game, options, players, record.moves);

    const page = await openPage(web, { viewport: { width: 1280, height: 800 } });
    await page.goto(`${web.url}/replay`);
    await chooseReplayFile(page, 'long.json', replay);
    await page.waitForSelector('.log li:nth-child(142)');
    const fit = await page.locator('.log li:nth-child(142)').evaluate((li) => {
      const ol = li.parentElement as HTMLElement;
      const text = [...li.childNodes].find((n) => n.nodeType === Node.TEXT_NODE) ?? li.firstChild;
      const range = document.createRange();
      range.selectNodeContents(text as Node);
      const textLeft = range.getBoundingClientRect().left;
      const olLeft = ol.getBoundingClientRect().left + ol.clientLeft;
      // The room "142." takes in the log's own font.
      const canvas = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
      canvas.font = getComputedStyle(li).font;
      return {
        room: textLeft - olLeft,
        needed: canvas.measureText('142.').width,
        drawn:
          getComputedStyle(li, '::before').content.includes('counter') ||
          getComputedStyle(li, '::marker').content !== 'none',
        text: li.textContent,
      };
    });
    expect(fit.drawn).toBe(true);
    expect(fit.room).toBeGreaterThanOrEqual(fit.needed);
    // The line's text is the move alone (the number is drawn, not written into it).
    expect(fit.text).not.toMatch(/^\d/);

    // The log is named and takes the focus, so a keyboard can scroll it.
    const log = page.getByRole('list', { name: 'Moves' });
    await expect(log.count()).resolves.toBe(1);
    await expect(log.getAttribute('tabindex')).resolves.toBe('0');
    await log.focus();
    await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.toBe('OL');
    await page.context().close();
  }, 90_000);
});

describe('opening a table', () => {
  test.each([
    ['into-the-blue', 'Into the Blue', 'human:You,expert:Bo'],
    ['survive', 'Survive: Escape from Atlantis!', 'human:You,search:Bo'],
    ['aquasphere', 'AquaSphere', 'human:You,search:Bo'],
  ])('%s: the page has its h1 and the focus is on the table', async (game, name, seats) => {
    const page = await openPage(web);
    await page.goto(
      `${web.url}/local/${game}?seats=${encodeURIComponent(seats)}&seed=focus&pace=0`,
    );
    await page.waitForSelector('[data-my-turn=yes]');
    await expect(page.locator('h1').allTextContents()).resolves.toEqual([name]);
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement !== document.body && !!document.activeElement),
      )
      .toBe(true);
    await page.context().close();
  });

  test('a hot-seat cover takes the focus, and gives it back to the table', async () => {
    const page = await openPage(web);
    await page.goto(`${web.url}/local/into-the-blue?seats=human:Ana,human:Bea&seed=focus&pace=0`);
    let what = await itbStep(page);
    while (what !== 'cover') what = await itbStep(page);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('.cover') !== null))
      .toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForSelector('.itb-board');
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement !== document.body && !!document.activeElement),
      )
      .toBe(true);
    await page.context().close();
  });
});

describe('on a phone', () => {
  test('bots’ moves never scroll the page to the log', async () => {
    const page = await openPage(web, PHONE);
    // Bots at their normal pace, so their moves arrive one by one as a person would see them.
    await page.goto(
      `${web.url}/local/into-the-blue?seats=${encodeURIComponent('human:You,expert:Bo,expert:Cy')}&seed=phone&pace=0.5`,
    );
    await page.waitForSelector('[data-my-turn=yes]');
    for (const top of [0, 120]) {
      await page.evaluate((y) => scrollTo(0, y), top);
      // Every scroll position the page takes while the others play.
      await page.evaluate(() => {
        const w = window as unknown as { __scrolls: number[] };
        w.__scrolls = [];
        addEventListener('scroll', () => w.__scrolls.push(scrollY));
      });
      const before = await page.evaluate(() => scrollY);
      const lines = await logLines(page);
      await page.keyboard.press('s');
      if (await page.locator('.place-level').count())
        await page.locator('.place-level').first().tap();
      await page.waitForFunction(
        (n) => document.querySelectorAll('.log li:not(.log-end)').length >= n + 4,
        lines,
      );
      await page.waitForSelector('[data-my-turn=yes]', { timeout: 20_000 });
      const scrolls = await page.evaluate(
        () => (window as unknown as { __scrolls: number[] }).__scrolls,
      );
      expect(scrolls.filter((y) => y !== before)).toEqual([]);
    }
    await page.context().close();
  }, 60_000);

  test('Survive opens at the top, the island below the banner', async () => {
    const page = await openPage(web, PHONE);
    await page.goto(
      `${web.url}/local/survive?seats=human:You,search:Bo,search:Cy&seed=phone&pace=0`,
    );
    await page.waitForSelector('.survive-board[data-my-turn=yes]');
    await page.waitForTimeout(500);
    await expect(page.evaluate(() => scrollY)).resolves.toBe(0);
    const banner = await page.locator('.turn-banner').boundingBox();
    const map = await page.locator('.survive-map').boundingBox();
    expect(map && banner && map.y >= banner.y + banner.height - 1).toBe(true);
    await page.context().close();
  });

  test.each(['en-GB', 'es-ES', 'fr-FR'])(
    'no page scrolls sideways (%s)',
    async (locale) => {
      const page = await openPage(web, { ...PHONE, locale });
      const wide: string[] = [];
      const check = async (what: string) => {
        const over = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
        if (over > 0) wide.push(`${what}: ${over} px too wide`);
      };
      await page.goto(`${web.url}/?pace=0`);
      await page.locator('details.components > summary').tap();
      for (const game of ['into-the-blue', 'survive', 'aquasphere']) {
        await page.locator(`input[name=game][value=${game}]`).check();
        await page.waitForSelector('details.components fieldset');
        await check(`lobby, ${game}`);
      }
      const seats = encodeURIComponent('human:Ana,search:Bo,search:Cy,search:Di');
      for (const game of ['into-the-blue', 'survive', 'aquasphere']) {
        const bots = game === 'into-the-blue' ? seats.replaceAll('search', 'expert') : seats;
        await page.goto(`${web.url}/local/${game}?seats=${bots}&seed=wide&pace=0`);
        await page.waitForSelector('[data-my-turn=yes]');
        await check(game);
      }
      await page.goto(`${web.url}/replay`);
      await page.waitForSelector('input[type=file]');
      await check('replay');
      const game = GAME_MAP.get('into-the-blue')!;
      const agents = [new RandomAgent(), new RandomAgent(), new RandomAgent()];
      const record = runMatch(game, game.defaultOptions(3), agents, createRng('wide'), [
        createRng('a'),
        createRng('b'),
        createRng('c'),
      ]);
      const players = ['Ana', 'Beatriz', 'Cyprien'].map((name) => ({ name, kind: 'human' }));
      await chooseReplayFile(
        page,
        'wide.json',
        makeReplay(game, game.defaultOptions(3), players, record.moves),
      );
      await page.waitForSelector('.replay-step');
      await check('replay, loaded');
      for (const path of ['/local/chess', '/t/doesnotexist123', '/no/such/page']) {
        await page.goto(`${web.url}${path}`);
        await page.waitForSelector('.error-page');
        await check(path);
      }
      expect(wide).toEqual([]);
      await page.context().close();
    },
    90_000,
  );

  test('keyboard hints are for keyboards: not shown on a touch screen', async () => {
    const seats = encodeURIComponent('human:You,expert:Bo');
    const phone = await openPage(web, PHONE);
    await phone.goto(`${web.url}/local/into-the-blue?seats=${seats}&seed=keys&pace=0`);
    await phone.waitForSelector('.itb-board[data-phase=decide][data-my-turn=yes]');
    await expect(phone.locator('.dice-tray .hint').isVisible()).resolves.toBe(false);
    await phone.context().close();
    const desk = await openPage(web);
    await desk.goto(`${web.url}/local/into-the-blue?seats=${seats}&seed=keys&pace=0`);
    await desk.waitForSelector('.itb-board[data-phase=decide][data-my-turn=yes]');
    await expect(desk.locator('.dice-tray .hint').isVisible()).resolves.toBe(true);
    await desk.context().close();
  });
});

test('the replay’s step buttons draw their arrows instead of glyphs some fonts lack', async () => {
  const game = GAME_MAP.get('into-the-blue')!;
  const agents = [new RandomAgent(), new RandomAgent()];
  const record = runMatch(game, game.defaultOptions(2), agents, createRng('icons'), [
    createRng('a'),
    createRng('b'),
  ]);
  const replay = makeReplay(
    game,
    game.defaultOptions(2),
    [
      { name: 'Ana', kind: 'human' },
      { name: 'Bea', kind: 'human' },
    ],
    record.moves,
  );
  const page = await openPage(web);
  await page.goto(`${web.url}/replay`);
  await chooseReplayFile(page, 'icons.json', replay);
  for (const name of ['First move', 'One move back', 'One move forward', 'Last move']) {
    const button = page.getByRole('button', { name, exact: true });
    await expect(button.textContent().then((s) => (s ?? '').trim())).resolves.toBe('');
    await expect(button.locator('svg path').count()).resolves.toBe(1);
    const box = await button.locator('svg').boundingBox();
    expect(box && box.width).toBeGreaterThan(8);
  }
  await page.getByRole('button', { name: 'First move', exact: true }).click();
  await expect(page.locator('.replay-step').getAttribute('data-step')).resolves.toBe('0');
  await page.context().close();
});
