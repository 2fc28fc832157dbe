// Issue 30, "Everywhere": what a player met in every game, in Chromium against the real server
// (which serves the built client too, so local tables are played here as well).
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeFindings } from './axe.js';
import { brokenWords } from './checks.js';
import {
  DESK,
  openOnlineTable,
  openPage,
  PHONE,
  playOnThisDevice,
  useGameServer,
} from './harness.js';
import { playItbToEnd } from './itb-driver.js';
import { playSurviveToEnd } from './survive-driver.js';

const server = useGameServer('fathom-everywhere-e2e-');
const SCREENSHOTS = process.env.FATHOM_SCREENSHOTS ?? '/tmp';

/** How far the page reaches past a phone's 375 px (0 or less: nothing sticks out). */
const pastPhoneWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - 375);

describe('the lobby', () => {
  test('"30 seconds" says what it is: per decision here, a 5:00 clock plus 30 s a move online', async () => {
    const page = await openPage(server, { bypassCSP: true });
    await page.goto(`${server.url}/?pace=0`);
    const time = page.getByLabel('Time per decision');
    await time.selectOption({ label: '30 seconds' });
    const hint = page.locator('#time-hint');
    await expect(hint.textContent()).resolves.toBe(
      'On this device: 30 s for each decision; when they run out, a bot decides for the person. ' +
        'Online: each player’s clock starts at 5:00 and gains 30 s at each of their moves.',
    );
    await expect(time.getAttribute('aria-describedby')).resolves.toBe('time-hint');
    await expect(axeFindings(page)).resolves.toEqual([]);
    await page.locator('form.lobby').screenshot({ path: `${SCREENSHOTS}/lobby-time-hint.png` });
    await page.getByLabel('Time per decision').selectOption({ label: '120 seconds' });
    await expect(hint.textContent()).resolves.toMatch(/starts at 20:00 and gains 120 s/);
    await page.getByLabel('Time per decision').selectOption({ label: 'Untimed' });
    await expect(hint.count()).resolves.toBe(0);
    // On a phone it wraps within the width.
    await page.setViewportSize(PHONE.viewport);
    await time.selectOption({ label: '30 seconds' });
    await expect(pastPhoneWidth(page)).resolves.toBeLessThanOrEqual(0);
    await page.locator('#time-hint').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}/lobby-time-phone.png` });
    await page.setViewportSize({ width: 1280, height: 720 });
    // In the reader's language too.
    await page.getByLabel('Language').selectOption('fr');
    await page.getByLabel('Temps par décision').selectOption({ label: '60 secondes' });
    await expect(hint.textContent()).resolves.toMatch(
      /^Sur cet appareil : 60 s pour chaque décision.*En ligne : la pendule de chaque joueur part de 10:00 et gagne 60 s/,
    );
    await page.context().close();
  });

  test('"New to X?" shows under each game, for that game only', async () => {
    const page = await openPage(server);
    await page.goto(`${server.url}/?pace=0`);
    const learn = page.getByRole('link', { name: /guided first game/ });
    await learn.waitFor();
    for (const [game, id, name] of [
      ['AquaSphere', 'aquasphere', 'AquaSphere'],
      ['Survive: Escape from Atlantis!', 'survive', 'Survive'],
      ['Into the Blue', 'into-the-blue', 'Into the Blue'],
    ]) {
      await page.getByLabel(game!).check();
      await expect(learn.count()).resolves.toBe(1);
      await expect(learn.textContent()).resolves.toBe(`New to ${name}? Play a guided first game`);
      await expect(learn.getAttribute('href')).resolves.toBe(`/learn/${id}`);
    }
    await page.context().close();
  });
});

describe('a local table’s link', () => {
  test('against bots, it carries the seed: another browser opens the same table with the same dice', async () => {
    const ana = await openPage(server);
    await playOnThisDevice(ana, server, { others: ['expert'] });
    await ana.waitForSelector('.itb-board[data-my-turn=yes]');
    const link = ana.url();
    expect(new URL(link).searchParams.get('seed')).toMatch(/^[0-9a-f]{16}$/);
    const faces = (page: Page) =>
      page.locator('.die').evaluateAll((els) => els.map((e) => e.getAttribute('data-face')));
    const dice = await faces(ana);
    expect(dice).toHaveLength(6);
    const log = await ana.locator('.log li:not(.log-end)').allTextContents();

    // Another browser (a context of its own: no storage shared) given the link.
    const elsewhere = await openPage(server);
    await elsewhere.goto(link);
    await elsewhere.waitForSelector('.itb-board[data-my-turn=yes]');
    await expect(faces(elsewhere)).resolves.toEqual(dice);
    await expect(elsewhere.locator('.log li:not(.log-end)').allTextContents()).resolves.toEqual(
      log,
    );
    await ana.context().close();
    await elsewhere.context().close();
  });

  test('at a hot-seat table it does not: everyone at the screen can read the address bar', async () => {
    const page = await openPage(server);
    await playOnThisDevice(page, server, { others: ['human'], names: ['Ana', 'Bea'] });
    const url = new URL(page.url());
    expect(url.searchParams.has('seed')).toBe(false);
    expect(url.searchParams.get('table')).toMatch(/^[0-9a-f]{16}$/);
    await page.context().close();
  });
});

describe('Survive', () => {
  test('the final reveal fits a 375 px phone, rank column included', async () => {
    const page = await openPage(server, { ...PHONE, bypassCSP: true });
    await page.goto(
      `${server.url}/local/survive?seats=random:Ana,random:Bartholomew&seed=reveal&pace=0`,
    );
    await page.waitForSelector('.scoring .totals', { timeout: 60_000 });
    await page.locator('.scoring').scrollIntoViewIfNeeded();
    const rank = await page.locator('.totals thead th').last().boundingBox();
    expect(rank).not.toBeNull();
    expect(rank!.x + rank!.width).toBeLessThanOrEqual(375);
    await expect(pastPhoneWidth(page)).resolves.toBeLessThanOrEqual(0);
    // Headings and names wrap between words ("Bartholo mew" was cut, in five equal columns).
    await expect(brokenWords(page, '.totals')).resolves.toEqual([]);
    await page.locator('.scoring').screenshot({ path: `${SCREENSHOTS}/survive-reveal-phone.png` });
    await expect(axeFindings(page, ['.survive-map'])).resolves.toEqual([]);
    await page.context().close();
  });

  for (const [device, options] of [
    ['a desktop', DESK],
    ['a phone', PHONE],
  ] as const) {
    test(`on ${device}, another player’s move shows over the site’s header, not over the map or the controls`, async () => {
      const page = await openPage(server, options);
      await page.goto(`${server.url}/local/survive?seats=human:You,random:Bo&seed=toast&pace=0`);
      // Measured in the page, once the toast has slid into place: it is gone two seconds after
      // the others' last move, which the test's round trips (the wait for its slide, then each
      // box read apart) outlasted on a loaded machine.
      await page.evaluate(() => {
        const seen = window as unknown as { __toast?: Record<string, unknown> };
        const measure = async (toast: Element) => {
          try {
            await Promise.all(toast.getAnimations().map((a) => a.finished));
          } catch {
            return; // Gone before it was in place: the next one is measured.
          }
          if (!toast.isConnected || seen.__toast) return;
          const t = toast.getBoundingClientRect();
          const h = document.querySelector('.app-header')!.getBoundingClientRect();
          // What lies under it, across its width, is the header: it hides nothing the header
          // did not.
          const y = t.top + t.height / 2;
          const under = [0.02, 0.25, 0.5, 0.75, 0.98].map((f) => {
            const below = document
              .elementsFromPoint(t.left + f * t.width, y)
              .find((e) => !e.closest('.toast'));
            return below?.closest('.app-header') ? 'header' : (below?.className ?? 'nothing');
          });
          seen.__toast = {
            top: t.top,
            bottom: t.bottom,
            header: { top: h.top, bottom: h.bottom },
            under,
          };
          document.documentElement.dataset.toastMeasured = '';
        };
        const look = () => {
          const toast = document.querySelector('.toast');
          if (toast && !seen.__toast) void measure(toast);
        };
        look();
        new MutationObserver(look).observe(document.body, { childList: true, subtree: true });
      });
      await playSurviveToEnd(page, 200, 'html[data-toast-measured]');
      const { top, bottom, header, under } = await page.evaluate(
        () =>
          (window as unknown as { __toast: Record<string, unknown> }).__toast as {
            top: number;
            bottom: number;
            header: { top: number; bottom: number };
            under: string[];
          },
      );
      expect(top).toBeGreaterThanOrEqual(header.top);
      expect(bottom).toBeLessThanOrEqual(header.bottom + 0.5);
      expect(under).toEqual(['header', 'header', 'header', 'header', 'header']);
      await page.screenshot({
        path: `${SCREENSHOTS}/survive-toast-${options === PHONE ? 'phone' : 'desk'}.png`,
      });
      await page.context().close();
    });
  }
});

describe('online', () => {
  for (const [device, options] of [
    ['a desktop', DESK],
    ['a phone', PHONE],
  ] as const) {
    test(`the invitation link shows whole on ${device}`, async () => {
      const page = await openPage(server, { ...options, bypassCSP: true });
      await openOnlineTable(page, server, { others: ['human'], names: ['Ana'] });
      const input = page.locator('.invite input');
      await input.waitFor();
      const link = await input.inputValue();
      expect(link).toBe(page.url().split('?')[0]);
      const { scroll, client } = await input.evaluate((e) => ({
        scroll: e.scrollWidth,
        client: e.clientWidth,
      }));
      expect(scroll).toBeLessThanOrEqual(client);
      if (options === PHONE) await expect(pastPhoneWidth(page)).resolves.toBeLessThanOrEqual(0);
      await page.locator('.invite').screenshot({
        path: `${SCREENSHOTS}/invite-${options === PHONE ? 'phone' : 'desk'}.png`,
      });
      await expect(axeFindings(page)).resolves.toEqual([]);
      await page.context().close();
    });
  }

  test('the analysis chart has axes and a legend, and a mark’s note names the move the step counter shows', async () => {
    const ana = await openPage(server, { ...DESK, bypassCSP: true });
    await openOnlineTable(ana, server, { names: ['Ana'], others: ['expert'] });
    await ana.getByRole('button', { name: 'Start the game' }).click({ timeout: 10_000 });
    await ana.waitForSelector('.itb-board');
    await playItbToEnd(ana);
    await ana.getByRole('button', { name: 'Step through this game' }).click();
    await ana.waitForURL(/\/replay\?table=/);
    const total = Number(await ana.locator('.replay-step').getAttribute('data-step'));
    // Not waiting for navigations after the click: twice, on a loaded machine, Playwright kept
    // waiting after it for a navigation it counted as scheduled, until its 30 s ran out.
    await ana.getByRole('button', { name: 'Analyse this game' }).click({ noWaitAfter: true });
    await ana.waitForSelector('.analysis-chart', { timeout: 90_000 });

    // Axes: the chance to win from 0 to 100%, the moves from the first to the last.
    await expect(ana.locator('.analysis-y').textContent()).resolves.toBe('Chance to win100%50%0%');
    await expect(ana.locator('.analysis-x').textContent()).resolves.toBe(`1Move${total}`);
    // A legend: each player's line, and each kind of mark.
    await expect(ana.locator('.analysis-legend li').allTextContents()).resolves.toEqual([
      expect.stringMatching(/Ana$/),
      expect.stringMatching(/\S/),
      'Inaccuracy',
      'Mistake',
      'Blunder',
    ]);
    // The axis labels sit beside and below the drawing, not over it.
    const chart = (await ana.locator('.analysis-chart').boundingBox())!;
    const y = (await ana.locator('.analysis-y').boundingBox())!;
    const x = (await ana.locator('.analysis-x').boundingBox())!;
    expect(y.x + y.width).toBeLessThanOrEqual(chart.x + 0.5);
    expect(x.y).toBeGreaterThanOrEqual(chart.y + chart.height - 0.5);
    await ana.locator('.analysis').screenshot({ path: `${SCREENSHOTS}/analysis-chart.png` });

    // A mark chosen: its note and the step counter name the same move.
    const marks = ana.locator('.analysis-chart .mark');
    expect(await marks.count()).toBeGreaterThan(0);
    for (const i of [0, (await marks.count()) - 1]) {
      await marks.nth(i).focus();
      await ana.keyboard.press('Enter');
      const note = (await ana.locator('.analysis-detail').textContent()) ?? '';
      const step = (await ana.locator('.replay-step').textContent()) ?? '';
      const noteMove = /^Move (\d+):/.exec(note)?.[1];
      expect(noteMove).toBeDefined();
      expect(step).toBe(`Move ${noteMove} of ${total}`);
      // And the log's latest line is that move.
      await expect(ana.locator('.log li:not(.log-end)').count()).resolves.toBe(Number(noteMove));
    }
    await expect(axeFindings(ana, ['.itb-board'])).resolves.toEqual([]);
    // On a phone the chart, its axes, its legend and the accuracy table fit the width.
    await ana.setViewportSize(PHONE.viewport);
    await expect(pastPhoneWidth(ana)).resolves.toBeLessThanOrEqual(0);
    const summary = (await ana.locator('.analysis-summary').boundingBox())!;
    expect(summary.x + summary.width).toBeLessThanOrEqual(375);
    await ana.locator('.analysis').screenshot({ path: `${SCREENSHOTS}/analysis-chart-phone.png` });
    await ana.context().close();
  }, 240_000);
});
