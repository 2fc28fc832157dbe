import type { Catalogs } from '../../../../src/kernel/index.js';
import { catalog as en } from './i18n/en/messages';
import { catalog as es } from './i18n/es/messages';
import { catalog as fr } from './i18n/fr/messages';

/**
 * The AquaSphere board's texts and rules summary, one file per language (the game's own terms
 * live with the game). The board chunk loads only the reader's language (chunk.ts, loadTexts);
 * this whole catalog is what the key tests check.
 */
export const boardMessages: Catalogs = { en, es, fr };
