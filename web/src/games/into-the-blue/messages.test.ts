import { expect, test } from 'vitest';
import { formatMessage } from '../../../../src/kernel/i18n.js';
import { boardMessages } from './messages';

// Spanish writes common nouns in lower case mid-sentence ("3 conchas", not "3 Conchas"); only a
// text's first word takes a capital.
test('the Spanish board texts write shells and chests in lower case mid-sentence', () => {
  const capitalised = Object.entries(boardMessages.es).filter(([, text]) =>
    text
      .split(/\s+/)
      .slice(1)
      .some((word) => /^(Conchas?|Cofres?)\b/.test(word)),
  );
  expect(capitalised).toEqual([]);
  expect(formatMessage('es', boardMessages.es['itb.ui.supply'] as string, { n: 3 })).toBe(
    '3 conchas por colocar',
  );
});

test('French says "plus aucun" when nothing is left', () => {
  const fr = boardMessages.fr;
  expect(formatMessage('fr', fr['itb.ui.rolls-left'] as string, { n: 0 })).toBe(
    'Plus aucun lancer',
  );
  expect(formatMessage('fr', fr['itb.ui.chests-left'] as string, { n: 0 })).toBe(
    'Plus aucun coffre',
  );
});

test('one point is singular in every language', () => {
  const one = (lang: 'en' | 'es' | 'fr') =>
    formatMessage(lang, boardMessages[lang]['itb.ui.token-secondary'] as string, { points: 1 });
  expect(one('en')).toBe('secondary treasure, 1 point');
  expect(one('es')).toBe('tesoro secundario, 1 punto');
  expect(one('fr')).toBe('trésor secondaire, 1 point');
  expect(formatMessage('en', boardMessages.en['itb.ui.token-main'] as string, { points: 10 })).toBe(
    'main treasure, 10 points',
  );
});
