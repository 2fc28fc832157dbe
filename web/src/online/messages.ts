import type { Catalogs } from '../../../src/kernel/index.js';

/**
 * Texts of online play's manners: chat, leaving and resigning, rematch, clocks, turn alerts,
 * turn-based tables and "your tables". Always loaded (the lobby lists your tables).
 */
export const onlineMessages: Catalogs = {
  en: {},
  es: {},
  fr: {},
};
