// Callbacks passed to page.evaluate run in the browser: type them with the DOM library.
/// <reference lib="dom" />
import type { Page } from 'playwright-core';

/** Where a game's table shows that it is over, and the board that says whose turn it is. */
export interface TableMarks {
  /** A selector found once the game is over (its final scoring). */
  readonly over: string;
  /** The game's board, whose data-my-turn is "yes" at the person's turn. */
  readonly board: string;
  /** How long one wait may take, in ms (a turn of bots included). */
  readonly timeout: number;
}

/**
 * Waits for what the person at a table faces next: 'over' (the game is over, or `until`, a
 * selector a test stops at, matches), 'cover' (a hot-seat cover), or 'mine' (their turn).
 */
export async function nextTurn(
  page: Page,
  marks: TableMarks,
  until: string | null,
): Promise<'over' | 'cover' | 'mine'> {
  const handle = await page.waitForFunction(
    ({ over, board, stop }) => {
      if (document.querySelector(over)) return 'over';
      if (stop && document.querySelector(stop)) return 'over';
      if (document.querySelector('.cover')) return 'cover';
      return document.querySelector(board)?.getAttribute('data-my-turn') === 'yes' ? 'mine' : false;
    },
    { over: marks.over, board: marks.board, stop: until },
    { timeout: marks.timeout },
  );
  return (await handle.jsonValue()) as 'over' | 'cover' | 'mine';
}
