import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Site } from './harness.js';

/** Waits until the guided game shows this step, its chance and the bot's moves played. */
export async function atStep(page: Page, id: string): Promise<void> {
  await page.waitForSelector(`.learn-coach[data-step="${id}"]`);
  await page.waitForFunction(() => !document.querySelector('.learn-busy'));
}

/** What the lobby and the guide's first step call a game. */
export interface GuideOf {
  /** The game's name on the lobby's game choice. */
  readonly label: string;
  /** Its short name in the lobby's "New to X?" link and the guide's title. */
  readonly short: string;
  readonly path: string;
  readonly steps: number;
  /** The step after the welcome, the first that waits for a move of the learner's. */
  readonly firstMove: string;
}

/**
 * Opens the guided game as a newcomer finds it, from the lobby's link under the game, checks its
 * first step (path, title, progress, and what `atWelcome` checks), and moves on by keyboard to the first move, which Next
 * cannot skip.
 */
export async function openGuideFromLobby(
  page: Page,
  web: Site,
  game: GuideOf,
  atWelcome?: () => Promise<void>,
): Promise<void> {
  await page.goto(`${web.url}/?pace=0`);
  await page.getByLabel(game.label).check();
  const link = `New to ${game.short}? Play a guided first game`;
  await page.getByRole('link', { name: link }).click();
  await atStep(page, 'welcome');
  expect(new URL(page.url()).pathname).toBe(game.path);
  await expect(page.locator('h1').textContent()).resolves.toBe(`Your first game of ${game.short}`);
  await expect(page.locator('.learn-progress').textContent()).resolves.toBe(
    `Step 1 of ${game.steps}`,
  );
  await atWelcome?.();
  await page.keyboard.press('ArrowRight');
  await atStep(page, game.firstMove);
  await expect(page.locator('.learn-next').isDisabled()).resolves.toBe(true);
}

/** The guided games the lobby offers under each game but the first (whose link is alone). */
export const GUIDES = {
  aquasphere: {
    label: 'AquaSphere',
    short: 'AquaSphere',
    path: '/learn/aquasphere',
    steps: 7,
    firstMove: 'program',
  },
  survive: {
    label: 'Survive: Escape from Atlantis!',
    short: 'Survive',
    path: '/learn/survive',
    steps: 11,
    firstMove: 'explorer',
  },
} as const satisfies Record<string, GuideOf>;
