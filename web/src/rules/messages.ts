import type { Catalogs } from '../../../src/kernel/index.js';

/**
 * Texts of the rules pages and of the guided first game: they come with those pages' chunk
 * (addCatalogs), never in the initial JavaScript.
 */
export const rulesMessages: Catalogs = {
  en: {},
  es: {},
  fr: {},
};
