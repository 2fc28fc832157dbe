// Callbacks passed to page.evaluate run in the browser: type them with the DOM library.
/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { nextTurn } from './next-turn.js';

const AQUASPHERE = { over: '.aq-final', board: '.aq-board', timeout: 60_000 } as const;

export interface AqStats {
  readonly decisions: number;
  /** The hot-seat covers met, by their titles. */
  readonly covers: string[];
  /** Kinds of moves confirmed through a preview, and buttons played directly. */
  readonly kinds: Record<string, number>;
}

/**
 * Plays the person's side of an AquaSphere table to the end through the board's controls: a
 * preview open is confirmed; a red line is crossed or not; otherwise one of the options listed
 * (an action most often, else a room, else paying for a bot), else pass, else return a bot.
 * Stops early once `until` (a selector) matches.
 */
export async function playAquaSphereToEnd(
  page: Page,
  maxDecisions = 2000,
  until: string | null = null,
): Promise<AqStats> {
  const covers: string[] = [];
  const kinds: Record<string, number> = {};
  for (let decisions = 0; decisions < maxDecisions; decisions++) {
    const what = await nextTurn(page, AQUASPHERE, until);
    if (what === 'over') return { decisions, covers, kinds };
    if (what === 'cover') {
      covers.push((await page.locator('.cover h2').textContent()) ?? '');
      await page.locator('.cover button').click();
      continue;
    }
    const kind = await page.evaluate((n) => {
      const all = (sel: string) => [...document.querySelectorAll<HTMLButtonElement>(sel)];
      const confirm = document.querySelector<HTMLButtonElement>('.aq-confirm');
      if (confirm) {
        confirm.click();
        return 'confirm';
      }
      const redline = all('.aq-redline');
      if (redline.length) {
        (redline[n % redline.length] as HTMLButtonElement).click();
        return 'redline';
      }
      const areas = all('.aq-option[data-area]');
      const rooms = all('.aq-option:not([data-area]):not(.aq-buy)');
      const buys = all('.aq-buy');
      const pick = (list: HTMLButtonElement[]) =>
        (list[n % list.length] as HTMLButtonElement).click();
      if (areas.length && (n % 3 !== 0 || rooms.length === 0)) return (pick(areas), 'area');
      if (rooms.length) return (pick(rooms), 'room');
      const pass = document.querySelector<HTMLButtonElement>('.aq-pass');
      if (pass) return (pass.click(), 'pass');
      if (buys.length) return (pick(buys), 'buy');
      const ret = all('.aq-return');
      if (ret.length) return (pick(ret), 'return');
      return 'none';
    }, decisions);
    kinds[kind] = (kinds[kind] ?? 0) + 1;
    if (kind === 'none') throw new Error('AquaSphere: my turn, but no control offered');
    // The board answers within a frame; wait for it so that a click is not read twice.
    await page.waitForTimeout(0);
  }
  throw new Error('no end of the AquaSphere game');
}
