// Callbacks passed to page.evaluate run in the browser: type them with the DOM library.
/// <reference lib="dom" />
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

// Checks that more than one browser suite makes, written once.

/**
 * At the replay of a finished game of `moves` moves: it opens at the end, the final scoring
 * (`final`) in view; ArrowLeft steps back one and the scoring goes; Home goes to the start.
 * The step counter, for the test's own steps from there.
 */
export async function expectReplayFromTheEnd(
  page: Page,
  moves: number,
  final: string,
): Promise<Locator> {
  const step = page.locator('.replay-step');
  await expect(step.getAttribute('data-step')).resolves.toBe(String(moves));
  // A board may draw a view a moment after the step counter shows it (AquaSphere draws views
  // that follow each other within 80 ms once, the latest): the scoring is polled.
  await expect.poll(() => page.locator(final).count(), { timeout: 5000 }).toBe(1);
  await page.keyboard.press('ArrowLeft');
  await expect(step.getAttribute('data-step')).resolves.toBe(String(moves - 1));
  await expect.poll(() => page.locator(final).count(), { timeout: 5000 }).toBe(0);
  await page.keyboard.press('Home');
  await expect(step.getAttribute('data-step')).resolves.toBe('0');
  return step;
}

/** What `selector` reads on every page in `pages`, asserted the same on all; the first's. */
export async function expectSameText(pages: Page[], selector: string): Promise<string | null> {
  const texts = await Promise.all(pages.map((p) => p.locator(selector).textContent()));
  for (const text of texts.slice(1)) expect(text).toBe(texts[0]);
  return texts[0] ?? null;
}

/**
 * The hot-seat covers met in a whole game between `people`: more than four, and each hands the
 * screen to one of them by name.
 */
export function expectCoversBetween(covers: readonly string[], people: readonly string[]): void {
  expect(covers.length).toBeGreaterThan(4);
  expect(new Set(covers)).toEqual(new Set(people.map((p) => `Pass the screen to ${p}`)));
}

/**
 * The words within `selector` that a line break cuts in two ("Bartholo|mew"): a whole word's
 * text lies in one line box, a cut one in two. Empty when every word is whole.
 */
export function brokenWords(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const broken: string[] = [];
    for (const root of document.querySelectorAll(sel)) {
      const texts = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          if (range.getClientRects().length > 1) broken.push(word[0]);
        }
      }
    }
    return broken;
  }, selector);
}
