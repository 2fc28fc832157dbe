import { lazy } from 'solid-js';

/**
 * The rules over a table come in a chunk of their own, with the rules' texts, so none of it is in
 * the first download (the lobby's links to the rules, lobby-links.tsx, need none of it).
 */
export const RulesButton = lazy(() => import('./rules-button'));
