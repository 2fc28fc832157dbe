// Callbacks passed to page.evaluate run in the browser: type them with the DOM library.
/// <reference lib="dom" />
import type { Page } from 'playwright-core';

export interface PlayStats {
  decisions: number;
  covers: string[];
}

/**
 * Waits for what the person at an Into the Blue table faces next: 'over' (the scoring), 'cover'
 * (a hot-seat cover), or, at their turn, the board's phase ('decide' or 'place').
 */
export async function nextItbDecision(page: Page): Promise<string> {
  const handle = await page.waitForFunction(
    () => {
      if (document.querySelector('.scoring')) return 'over';
      if (document.querySelector('.cover')) return 'cover';
      const board = document.querySelector('.itb-board');
      if (board?.getAttribute('data-my-turn') === 'yes') return board.getAttribute('data-phase');
      return false;
    },
    undefined,
    { timeout: 30_000 },
  );
  return (await handle.jsonValue()) as string;
}

/**
 * At a hot-seat Into the Blue table whose first person is to play, ends their turn (stops with
 * the S key, places on the first level if the dive succeeded) and waits for the cover that hands
 * the screen to the next person. A perfect dive gives the same person another turn (no cover),
 * played the same way. Each step waits for what the stop left on the page (a new log line, the
 * places, the cover), never for the board's state before the key, which it may still show.
 */
export async function playItbToCover(page: Page): Promise<void> {
  for (;;) {
    await page.waitForSelector('.itb-board[data-my-turn=yes][data-phase=decide]');
    // At a decision nothing else moves: a line more in the log is the stop's.
    const lines = await page.locator('.log li').count();
    await page.keyboard.press('s');
    await page.waitForFunction(
      (n) =>
        document.querySelector('.cover, .itb-board[data-phase=place]') !== null ||
        document.querySelectorAll('.log li').length > n,
      lines,
    );
    if (await page.locator('.place-level').count()) {
      await page.locator('.place-level').first().click();
      break;
    }
    // A dive that failed passes the turn: the cover comes once the next person's dice are rolled.
    // A perfect one: a chest, then the same person's next turn.
    const next = await page.waitForFunction(() => {
      if (document.querySelector('.cover')) return 'cover';
      if (document.querySelector('.scoring')) return 'over';
      return document.querySelector('.itb-board[data-my-turn=yes][data-phase=decide]') !== null
        ? 'again'
        : false;
    });
    const what = (await next.jsonValue()) as string;
    if (what === 'cover') return;
    if (what === 'over') throw new Error('the game ended before the screen was handed on');
  }
  await page.waitForSelector('.cover');
}

/**
 * Plays the person's side of an Into the Blue table to the end, by keyboard mostly (every action
 * must be reachable without a mouse) and by clicks for placements: keeps the 1s now and then and
 * rerolls, otherwise stops; places on the first level offered. Passes hot-seat covers.
 */
export async function playItbToEnd(
  page: Page,
  maxDecisions = 600,
  /** Called before each decision the driver takes (e.g. to photograph the board mid-game). */
  before?: (decision: number, what: string) => Promise<void>,
): Promise<PlayStats> {
  const stats: PlayStats = { decisions: 0, covers: [] };
  while (stats.decisions < maxDecisions) {
    const what = await nextItbDecision(page);
    if (what === 'over') return stats;
    stats.decisions++;
    await before?.(stats.decisions, what);
    if (what === 'cover') {
      stats.covers.push((await page.locator('.cover h2').textContent()) ?? '');
      await page.locator('.cover button').click();
    } else if (what === 'decide') {
      if (stats.decisions % 3 === 0) {
        // Keep the first die (the lowest) and reroll the rest.
        await page.keyboard.press('1');
        await page.keyboard.press('r');
      } else {
        await page.keyboard.press('s');
      }
    } else if (what === 'place') {
      // A dropped link's reconnection redraws the board: the button found may be gone before
      // the click lands (and under load, for longer than a click waits). Then the next decision
      // is looked for again, which finds the placement offered anew.
      await page
        .locator('.place-level')
        .first()
        .click({ timeout: 5_000 })
        .catch(() => undefined);
    }
  }
  throw new Error(`no end after ${maxDecisions} decisions`);
}
