import type { Lang, Outcome } from '../kernel/index.js';

/** What a game shows at the terminal: its board as text, and how typed input becomes a move. */
export interface TerminalGame {
  /** The board as a viewer sees it; `names` are the players' display names by seat. */
  render(view: unknown, lang: Lang, names: readonly string[]): string;
  /** What the player may type now. */
  help(view: unknown, legal: readonly unknown[], lang: Lang): string;
  /** Typed input to a move (its legality is then checked by the rules). */
  parse(input: string, view: unknown, legal: readonly unknown[], lang: Lang): Outcome<unknown>;
}
