// Callbacks passed to page.evaluate run in the browser: type them with the DOM library.
/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { nextTurn } from './next-turn.js';

const SURVIVE = { over: '.scoring', board: '.survive-board', timeout: 30_000 } as const;

/**
 * Plays the person's side of a Survive table to the end through the board's controls: a pending
 * choice first, else a target on the map for the selected piece (every few turns ending the moves
 * instead), else a piece, else the first button offered. Stops early once `until` (a selector)
 * matches.
 */
export async function playSurviveToEnd(
  page: Page,
  maxDecisions = 3000,
  until: string | null = null,
): Promise<number> {
  for (let decisions = 0; decisions < maxDecisions; decisions++) {
    const what = await nextTurn(page, SURVIVE, until);
    if (what === 'over') return decisions;
    if (what === 'cover') {
      await page.locator('.cover button').click();
      continue;
    }
    await page.evaluate((n) => {
      const click = (sel: string) => {
        const el = document.querySelector<HTMLButtonElement>(sel);
        el?.click();
        return el !== null;
      };
      const done = [...document.querySelectorAll<HTMLButtonElement>('.choice')].find((b) =>
        /End my moves/.test(b.textContent ?? ''),
      );
      if (click('button.choice.pending')) return;
      if (done && n % 4 === 0) return done.click();
      // A space on the map (an SVG element: no click() of its own).
      const target = document.querySelector('.survive-map .hex.target');
      if (target) return void target.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      if (click('button.piece:not([aria-pressed=true])')) return;
      click('button.choice');
    }, decisions);
  }
  throw new Error('no end of the Survive game');
}
