import {
  kernelMessages,
  LANGS,
  translate,
  type AnyGame,
  type RuleError,
  type Viewer,
} from '../../src/kernel/index.js';

/**
 * The game contract (src/kernel/game.ts) as checks any game must pass, after OpenSpiel's basic
 * tests: each takes a game and a complete random game of it, and throws a ContractBroken naming
 * the first broken promise. Plain checks, not `expect`: they run at thousands of states, and a
 * test of a deliberately broken game (broken.test.ts) asserts that they throw.
 */
export class ContractBroken extends Error {}

export function broken(game: AnyGame, what: string): never {
  throw new ContractBroken(`${game.id}: ${what}`);
}

export const json = (value: unknown): string => JSON.stringify(value);
/**
 * A state or view as JSON, less its top-level `options`: the table's, the same object in every
 * state (AquaSphere's pack is 40 kB of it), and checked on its own by checkViews.
 */
export function body(value: unknown): string {
  if (typeof value !== 'object' || value === null || !('options' in value)) return json(value);
  const { options: _options, ...rest } = value as Record<string, unknown>;
  return json(rest);
}
export const seatsOf = (players: number): number[] => Array.from({ length: players }, (_, i) => i);
export const viewersOf = (players: number): Viewer[] => [...seatsOf(players), 'spectator'];

/** A refusal must read as a sentence in every language: a known key, every parameter filled. */
export function checkRendered(game: AnyGame, error: RuleError, context: string): void {
  for (const lang of LANGS) {
    const text = translate([game.messages, kernelMessages], lang, error.code, error.params);
    if (text === error.code) broken(game, `${context}: no ${lang} text for ${error.code}`);
    if (/[{}]/.test(text)) broken(game, `${context}: ${lang} text of ${error.code}: ${text}`);
  }
}
