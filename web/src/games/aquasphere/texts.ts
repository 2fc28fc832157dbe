import type { Catalog, Lang } from '../../../../src/kernel/index.js';

/**
 * The board's texts, one chunk per language: the lobby loads the reader's language alongside the
 * board chunk (info.tsx), the board another one when the reader switches to it (chunk.ts).
 */
export const TEXTS: Record<Lang, () => Promise<{ catalog: Catalog }>> = {
  en: () => import('./i18n/en/messages'),
  es: () => import('./i18n/es/messages'),
  fr: () => import('./i18n/fr/messages'),
};
