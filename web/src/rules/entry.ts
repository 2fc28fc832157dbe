import { lazy } from 'solid-js';

/**
 * What the lobby and the tables show of the rules: each comes in a chunk of its own, with the
 * rules' texts, so none of it is in the first download.
 */
export const RulesButton = lazy(() => import('./rules-button'));
export const RulesLinks = lazy(() => import('./lobby-links'));
