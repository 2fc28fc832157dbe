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
  await expect(page.locator(final).count()).resolves.toBe(1);
  await page.keyboard.press('ArrowLeft');
  await expect(step.getAttribute('data-step')).resolves.toBe(String(moves - 1));
  await expect(page.locator(final).count()).resolves.toBe(0);
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
