import { formatMessage, type Lang } from '../../kernel/i18n.js';
import { gameName } from '../push/texts.js';
import { mailText } from './texts.js';

/**
 * The digest (issue 40): a turn's mail held back by its table's hour is not dropped but kept
 * (storage's `email_held`), and mailed later in one message with every other table still awaiting
 * the same player: "your turn at 3 tables". A turn answered meanwhile is left out; nothing left,
 * nothing sent.
 */

/** How long a held turn waits before its digest, and the least time between two digests. */
export const DIGEST_MS = 15 * 60_000;
/** How often each instance looks for digests due. */
export const DIGEST_CHECK_MS = 60_000;
/** Accounts whose digest is looked at per check: the rest wait for the next. */
export const DIGESTS_PER_CHECK = 50;

const TEXTS: Readonly<Record<Lang, Readonly<Record<string, string>>>> = {
  en: {
    subject: '{count, plural, one {Your turn at a table} other {Your turn at # tables}}',
    intro:
      '{count, plural, one {It is your turn at this table:} other {It is your turn at these # tables:}}',
  },
  es: {
    subject: '{count, plural, one {Te toca en una mesa} other {Te toca en # mesas}}',
    intro: '{count, plural, one {Es tu turno en esta mesa:} other {Es tu turno en estas # mesas:}}',
  },
  fr: {
    subject:
      '{count, plural, one {À vous de jouer à une table} other {À vous de jouer à # tables}}',
    intro:
      '{count, plural, one {C’est votre tour à cette table :} other {C’est votre tour à ces # tables :}}',
  },
};

/** A table of the digest: its game and its page's full address. */
export interface DigestTable {
  readonly game: string;
  readonly link: string;
}

/** The digest's mail. */
export function digestMail(
  lang: Lang,
  tables: readonly DigestTable[],
  unsubscribe: string,
  account: string,
): { subject: string; text: string } {
  const count = { count: tables.length };
  const text = [
    formatMessage(lang, TEXTS[lang].intro as string, count),
    '',
    ...tables.map((t) => `- ${gameName(t.game)}: ${t.link}`),
    '',
    '-- ',
    mailText(lang, 'why', { name: account }),
    mailText(lang, 'stop', { url: unsubscribe }),
    '',
  ].join('\n');
  return { subject: `${formatMessage(lang, TEXTS[lang].subject as string, count)} · Fathom`, text };
}
