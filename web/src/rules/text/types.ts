/**
 * A game's rules, written out in one language as structured data: the rules pages render it with
 * headings, anchors and a table of contents. Each language of each game is its own module, loaded
 * when a reader opens that page (text/index.ts).
 *
 * Inline markup in any text: `**words**` for emphasis and `` `K` `` for a key to press.
 */

/** Where the component values of the table (or the defaults) are shown, as tables. */
export type ValuesKind =
  | 'itb-treasures'
  | 'surv-explorers'
  | 'surv-backs'
  | 'aq-pack'
  | 'aq-sectors'
  | 'aq-hq'
  | 'aq-centre'
  | 'aq-lab'
  | 'aq-octopods'
  | 'aq-cards'
  | 'aq-track'
  | 'aq-scoring'
  | 'aq-letters';

/** A term and its explanation (a tile's power, a creature, an action), with its own anchor. */
export interface Term {
  readonly id: string;
  readonly term: string;
  readonly text: string;
}

export type Block =
  /** A paragraph. */
  | string
  | { readonly list: readonly string[]; readonly ordered?: boolean }
  | { readonly terms: readonly Term[] }
  /** A remark set apart: an example, or where Fathom decided what the rulebook leaves open. */
  | { readonly note: string }
  | { readonly values: ValuesKind };

export interface Section {
  /** The anchor: stable across languages, so links such as /rules/survive#tiles keep working. */
  readonly id: string;
  readonly title: string;
  readonly blocks: readonly Block[];
  readonly sections?: readonly Section[];
}

export interface RulesText {
  /** One or two sentences under the title: what kind of game it is. */
  readonly intro: readonly Block[];
  readonly sections: readonly Section[];
}
