// Callbacks passed to page.evaluate run in the browser: type them with the DOM library.
/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { SCREENSHOTS } from './browser.js';
import { expectCoversBetween, expectReplayFromTheEnd } from './checks.js';
import { DESK, openPage, PHONE, SEATING, useStaticWeb, chooseReplayFile } from './harness.js';
import { playItbToCover, playItbToEnd } from './itb-driver.js';

const web = useStaticWeb();

const itbTable = (seats: string, seed: string, pace = '0') =>
  `/local/into-the-blue?seats=${encodeURIComponent(seats)}&seed=${seed}&pace=${pace}`;

describe('Into the Blue, local play', () => {
  test('first byte to an interactive table against bots (measured, not asserted)', async () => {
    const page = await openPage(web);
    // Normal pace: what a person gets when they open a table link.
    await page.goto(web.url + itbTable('human:You,expert:Bo,expert:Cy,expert:Di', 'timing', '1'));
    const ms = await page.waitForFunction(() => {
      const mark = performance.getEntriesByName('fathom:interactive')[0];
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return mark ? mark.startTime - nav.responseStart : false;
    });
    const value = (await ms.jsonValue()) as number;
    console.log(`first byte to interactive Into the Blue table vs bots: ${value.toFixed(0)} ms`);
    expect(value).toBeGreaterThan(0);
    await expect(page.locator('.itb-board .die').count()).resolves.toBe(6);
    await page.context().close();
  });

  test('a complete game against bots from the lobby, with the scoring breakdown and a replay', async () => {
    const page = await openPage(web, DESK);
    await page.goto(`${web.url}/?pace=0`);
    await expect(page.locator('h1').textContent()).resolves.toBe('New table');
    // The component values show where they come from.
    await page.locator('details.components summary').click();
    await expect(page.locator('.provenance-provisional').textContent()).resolves.toContain(
      'Provisional',
    );
    await page.getByRole('button', { name: 'Play on this device' }).click();
    await page.waitForSelector('.itb-board');
    expect(new URL(page.url()).pathname).toBe('/local/into-the-blue');

    // Every die and every level cell is labelled for screen readers.
    await page.waitForSelector('[data-my-turn=yes]');
    const dieLabels = await page
      .locator('.die')
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(dieLabels).toHaveLength(6);
    expect(dieLabels.every((l) => /^Die \d: (\d|chest)/.test(l ?? ''))).toBe(true);
    // The odds hint, on request.
    await page.keyboard.press('o');
    await expect(page.locator('.odds li').count()).resolves.toBe(6);

    // The README's picture: the reef some turns in, with divers on it.
    let photographed = false;
    const stats = await playItbToEnd(page, 600, async (n, what) => {
      if (photographed || n < 6 || what !== 'decide') return;
      photographed = true;
      await page.keyboard.press('1');
      await page.waitForFunction(() =>
        document
          .getAnimations()
          .every((a) => a.effect?.getTiming().iterations === Infinity || a.playState !== 'running'),
      );
      await page.screenshot({ path: `${SCREENSHOTS}/into-the-blue.png` });
      await page.keyboard.press('1');
    });
    // A short game (bots taking the chests fast) is photographed at its end.
    if (!photographed) await page.screenshot({ path: `${SCREENSHOTS}/into-the-blue.png` });
    expect(stats.decisions).toBeGreaterThan(5);
    expect(stats.covers).toEqual([]);
    await expect(page.locator('.scoring-level').count()).resolves.toBe(5);
    await expect(page.locator('.totals tbody tr').count()).resolves.toBe(4);
    await expect(page.locator('.turn-banner').textContent()).resolves.toMatch(/Game over/);
    const log = await page.locator('.log li:not(.log-end)').count();
    expect(log).toBeGreaterThan(20);
    await page.screenshot({ path: `${SCREENSHOTS}/into-the-blue-scoring.png`, fullPage: true });

    // The replay file downloads and opens in the replay viewer.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the replay' }).click(),
    ]);
    const file = await download.path();
    const replay = JSON.parse(readFileSync(file, 'utf8'));
    expect(replay.format).toBe('fathom-replay');
    expect(replay.moves.length).toBe(log);

    await page.getByRole('link', { name: 'Replays' }).click();
    await page.locator('input[type=file]').setInputFiles(file);
    const step = await expectReplayFromTheEnd(page, log, '.scoring');
    await expect(page.locator('.reef-diver:not(.empty)').count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'One move forward' }).click();
    await page.getByRole('button', { name: 'One move forward' }).click();
    await expect(step.getAttribute('data-step')).resolves.toBe('2');
    await expect(page.locator('.log li:not(.log-end)').count()).resolves.toBe(2);
    await page.keyboard.press('End');
    await expect(step.getAttribute('data-step')).resolves.toBe(String(log));
    await page.screenshot({ path: `${SCREENSHOTS}/replay.png` });

    // A malformed file gets a message that says where the problem is.
    await chooseReplayFile(page, 'bad.json', {
      ...replay,
      moves: [{ actor: 0, move: { type: 'stop' } }],
    });
    await expect(page.locator('.error').textContent()).resolves.toMatch(
      /^This replay cannot be read: move 1 \(.+\) is refused\./,
    );
    await page.context().close();
  }, 90_000);

  test('hot-seat: the screen is covered between two people', async () => {
    const page = await openPage(web);
    await page.goto(web.url + itbTable('human:Ana,human:Bea', 'hotseat'));
    const stats = await playItbToEnd(page);
    // Ana starts uncovered; then every change of person is covered, and names who is next.
    expectCoversBetween(stats.covers, ['Bea', 'Ana']);
    expect(stats.covers[0]).toBe('Pass the screen to Bea');
    await expect(page.locator('.totals tbody tr').count()).resolves.toBe(2);
    await page.context().close();
  }, 60_000);

  test('the cover hides the board until the next person takes the screen', async () => {
    const page = await openPage(web);
    await page.goto(web.url + itbTable('human:Ana,human:Bea', 'cover'));
    await playItbToCover(page);
    await expect(page.locator('.itb-board').count()).resolves.toBe(0);
    await page.locator('.cover button').press('Enter');
    await page.waitForSelector('.itb-board');
    await expect(page.locator('.turn-banner').textContent()).resolves.toContain('Your turn');
    await page.context().close();
  });

  test('a perfect dive: the same person dives again, then the cover', async () => {
    const page = await openPage(web);
    // This seed's first roll is a perfect dive (1 to 5 and a chest), which Ana stops with: a
    // chest, and another turn at once, with no cover between (the driver hung there).
    await page.goto(`${web.url}${itbTable('human:Ana,human:Bea', 'perfect45')}&options=${SEATING}`);
    await playItbToCover(page);
    await expect(page.locator('.cover h2').textContent()).resolves.toBe('Pass the screen to Bea');
    await page.locator('.cover button').click();
    await page.waitForSelector('.itb-board');
    const log = await page.locator('.log li:not(.log-end)').allTextContents();
    expect(log.filter((l) => /^Ana makes a perfect dive/.test(l))).toHaveLength(1);
    expect(log.filter((l) => /^Ana stops with/.test(l)).length).toBeGreaterThanOrEqual(1);
    await page.context().close();
  });

  test('time per decision: when it runs out, a bot decides for the person', async () => {
    const page = await openPage(web);
    await page.goto(web.url + itbTable('human:You,expert:Bo', 'clock') + '&time=1');
    await page.waitForSelector('[data-my-turn=yes]');
    // One second, rounded up: "0 s left" once it ran out (a loaded machine may read it then).
    await expect(page.locator('.countdown').textContent()).resolves.toMatch(/^[01] s left$/);
    // No input: within a few seconds the person's turn is played for them.
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('.log li')].some((li) =>
          /^You (stops|keeps|places)/.test(li.textContent ?? ''),
        ),
      undefined,
      { timeout: 10_000 },
    );
    // Others' moves show briefly in words without blocking the board.
    // Read in the page while the toast is there: it goes after two seconds, and a loaded machine
    // found it gone between two steps of the test (a detached element has no computed style).
    const pointer = await page.waitForFunction(
      () => {
        const e = document.querySelector('.toast');
        return e?.isConnected ? getComputedStyle(e).pointerEvents : null;
      },
      undefined,
      { timeout: 10_000 },
    );
    expect(await pointer.jsonValue()).toBe('none');
    await page.context().close();
  });

  // Against bots the link carries the seed (the same table in any browser, everywhere.test.ts);
  // hot-seat tables keep it out of the address bar (defects-table.test.ts).
  test('a table against bots opened from the lobby keeps its dice on a reload, and its seed out of a replay made mid-game', async () => {
    const page = await openPage(web);
    await page.goto(`${web.url}/?pace=0`);
    await page.getByRole('button', { name: 'Play on this device' }).click();
    await page.waitForSelector('.itb-board[data-my-turn=yes]');
    expect(new URL(page.url()).searchParams.get('seed')).toMatch(/^[0-9a-f]{16}$/);
    const faces = () =>
      page.locator('.die').evaluateAll((els) => els.map((e) => e.getAttribute('data-face')));
    const dice = await faces();
    expect(dice).toHaveLength(6);
    // A reload finds the same dice.
    await page.reload();
    await page.waitForSelector('.itb-board[data-my-turn=yes]');
    expect(await faces()).toEqual(dice);
    // Nor does a replay downloaded mid-game tell the seed.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the replay' }).click();
    const file = await (await download).path();
    const replay = JSON.parse(readFileSync(file, 'utf8'));
    expect(replay.meta.seed).toBeUndefined();
    expect(replay.moves.length).toBeGreaterThan(0);
    await page.context().close();
  });

  test('a hint shows what the tree-search bot would play, with its chance to win', async () => {
    const page = await openPage(web);
    await page.goto(web.url + itbTable('human:You,expert:Bo', 'hint'));
    await page.waitForSelector('.itb-board[data-my-turn=yes]');
    await page.getByRole('button', { name: 'Hint' }).click();
    const hint = page.getByRole('status').filter({ hasText: 'would play' });
    await expect(hint.textContent()).resolves.toMatch(
      /The tree-search bot would play: You (keeps|stops|places).*chance to win with it: \d+%/,
    );
    // A move played clears the hint.
    await page.getByRole('button', { name: /Stop and dive/ }).click();
    await expect(hint.count()).resolves.toBe(0);
    await page.context().close();
  });

  test('the person’s own roll is not repeated in a toast over the board', async () => {
    const page = await openPage(web);
    // Seat 1 starts: the first roll of the table is the person's own.
    await page.goto(web.url + itbTable('human:You,expert:Bo', 'own-roll'));
    await page.waitForSelector('.itb-board[data-my-turn=yes]');
    await expect(page.locator('.toast').count()).resolves.toBe(0);
    await page.getByRole('button', { name: /^Reroll/ }).click();
    await page.getByText('1 roll left').waitFor();
    // The new dice are on the board in front of them: no toast says "You roll ..." over it.
    await expect(page.locator('.log li:not(.log-end)').last().textContent()).resolves.toMatch(
      /^You roll/,
    );
    await expect(page.locator('.toast').count()).resolves.toBe(0);
    await page.context().close();
  });

  test('a reload resumes a local table where it was', async () => {
    const page = await openPage(web);
    await page.goto(web.url + itbTable('human:You,expert:Bo,expert:Cy', 'reload'));
    for (let i = 0; i < 3; i++) {
      await page.waitForSelector('[data-my-turn=yes]');
      await page.keyboard.press('s');
      if (await page.locator('.place-level').count())
        await page.locator('.place-level').first().click();
    }
    await page.waitForSelector('[data-my-turn=yes]');
    const log = await page.locator('.log li:not(.log-end)').allTextContents();
    // Every diver on the reef, named in words: who has how many shells on which level.
    const reef = () =>
      page
        .locator('.reef-diver')
        .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')).join('; '));
    const shells = await reef();
    expect(shells).toMatch(/: [1-9]\d* shells? on level/);
    await page.reload();
    await page.waitForSelector('[data-my-turn=yes]');
    await expect(page.locator('.log li:not(.log-end)').allTextContents()).resolves.toEqual(log);
    await expect(reef()).resolves.toBe(shells);
    await page.context().close();
  });

  test('the browser language by default, switched mid-game and remembered', async () => {
    const page = await openPage(web, { locale: 'fr-FR' });
    await page.goto(`${web.url}/?pace=0`);
    await expect(page.locator('h1').textContent()).resolves.toBe('Nouvelle table');
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('fr');
    await page.getByRole('button', { name: 'Jouer sur cet appareil' }).click();
    await page.waitForSelector('[data-my-turn=yes]');
    await expect(page.locator('.turn-banner').textContent()).resolves.toContain('À vous de jouer');
    await page.keyboard.press('s');
    // The stop is applied at once (local rules, no server): the log already says so.
    await page.waitForFunction(
      () => document.querySelectorAll('.log li:not(.log-end)').length >= 2,
    );
    await page.getByLabel('Langue').selectOption('es');
    // The switch waits for the Spanish page texts, fetched now (only French came with the page).
    await page.waitForFunction(() => document.documentElement.lang === 'es');
    await expect(page.locator('.reef-caption').textContent()).resolves.toBe(
      'Niveles, con las conchas de cada jugador',
    );
    // Chance drew who starts, and the log says so first (in the language now chosen).
    await expect(page.locator('.log li').first().textContent()).resolves.toMatch(/^Empieza /);
    await expect(page.locator('.log li').nth(1).textContent()).resolves.toMatch(/ tira /);
    await expect(page.locator('.rolls-left').textContent()).resolves.toMatch(/tirada/);
    // The game goes on in Spanish, then the choice survives a reload.
    const stats = await playItbToEnd(page);
    expect(stats.decisions).toBeGreaterThan(0);
    await expect(page.locator('#scoring-title').textContent()).resolves.toBe('Puntuación final');
    await page.goto(`${web.url}/`);
    await expect(page.locator('h1').textContent()).resolves.toBe('Nueva mesa');
    await page.context().close();
  }, 60_000);

  test('a phone-sized screen: nothing overflows and a game plays by touch', async () => {
    const page = await openPage(web, {
      ...PHONE,
    });
    await page.goto(`${web.url}/?pace=0`);
    await page.getByRole('button', { name: 'Play on this device' }).tap();
    await page.waitForSelector('[data-my-turn=yes]');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The dice fit on the screen and answer taps.
    const box = await page.locator('.die').last().boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(375);
    await page.locator('.die').first().tap();
    await expect(page.locator('.die').first().getAttribute('aria-pressed')).resolves.toBe('true');
    // The turn banner stays in view when scrolled to the bottom.
    await page.evaluate(() => scrollTo(0, document.body.scrollHeight));
    const banner = await page.locator('.turn-banner').boundingBox();
    expect(banner && banner.y).toBeGreaterThanOrEqual(0);
    expect(banner && banner.y).toBeLessThan(120);
    // The README's phone picture: some turns in, a die kept by a tap.
    let photographed = false;
    await playItbToEnd(page, 600, async (n, what) => {
      if (photographed || n < 6 || what !== 'decide') return;
      photographed = true;
      await page.evaluate(() => scrollTo(0, 0));
      await page.locator('.die').first().tap();
      await page.waitForFunction(() =>
        document
          .getAnimations()
          .every((a) => a.effect?.getTiming().iterations === Infinity || a.playState !== 'running'),
      );
      await page.screenshot({ path: `${SCREENSHOTS}/into-the-blue-phone.png` });
      await page.locator('.die').first().tap();
    });
    if (!photographed) await page.screenshot({ path: `${SCREENSHOTS}/into-the-blue-phone.png` });
    const overflowEnd = await page.evaluate(
      () => document.documentElement.scrollWidth - innerWidth,
    );
    expect(overflowEnd).toBeLessThanOrEqual(0);
    await page.context().close();
  }, 60_000);
});
