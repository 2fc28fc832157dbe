import { formatMessage, type Lang } from '../../kernel/i18n.js';
import { pushPayload, type PushKind } from '../push/texts.js';

/** The mails' own words (the events' titles and sentences are push/texts.ts's: one wording). */
const TEXTS: Readonly<Record<Lang, Readonly<Record<string, string>>>> = {
  en: {
    open: 'Open the table: {url}',
    why: 'You get this e-mail because you chose e-mail notifications on Fathom for the account {name}.',
    stop: 'Stop these e-mails (one click): {url}',
    'verify-subject': 'Confirm your e-mail address',
    'verify-body':
      'Someone, surely you, added this address to the Fathom account {name}. To get notifications here, confirm it within 24 hours:\n\n{url}\n\nIf it was not you, ignore this e-mail: nothing more will be sent.',
    'reset-subject': 'Choose a new password',
    'reset-body':
      'Someone, surely you, asked for a new password for the Fathom account {name}. Choose it within 30 minutes at this link (it works once):\n\n{url}\n\nIt signs you out on every device. If it was not you, ignore this e-mail: your password stays as it is.',
    'stop-title': 'Stop the e-mails',
    'stop-button': 'Stop the e-mails from Fathom',
    'stop-done':
      'Done: Fathom sends you no more e-mails. You can turn them on again on your account page.',
    'stop-bad': 'This link is not valid.',
  },
  es: {
    open: 'Abre la mesa: {url}',
    why: 'Recibes este correo porque elegiste los avisos por correo en Fathom para la cuenta {name}.',
    stop: 'Dejar de recibir estos correos (un clic): {url}',
    'verify-subject': 'Confirma tu dirección de correo',
    'verify-body':
      'Alguien, seguramente tú, añadió esta dirección a la cuenta de Fathom {name}. Para recibir avisos aquí, confírmala en las próximas 24 horas:\n\n{url}\n\nSi no fuiste tú, ignora este correo: no se enviará nada más.',
    'reset-subject': 'Elige una contraseña nueva',
    'reset-body':
      'Alguien, seguramente tú, pidió una contraseña nueva para la cuenta de Fathom {name}. Elígela en los próximos 30 minutos en este enlace (sirve una sola vez):\n\n{url}\n\nCerrará tu sesión en todos los dispositivos. Si no fuiste tú, ignora este correo: tu contraseña no cambia.',
    'stop-title': 'Dejar de recibir correos',
    'stop-button': 'Dejar de recibir correos de Fathom',
    'stop-done':
      'Hecho: Fathom ya no te enviará correos. Puedes volver a activarlos en la página de tu cuenta.',
    'stop-bad': 'Este enlace no es válido.',
  },
  fr: {
    open: 'Ouvrir la table : {url}',
    why: 'Vous recevez cet e-mail parce que vous avez choisi les avis par e-mail sur Fathom pour le compte {name}.',
    stop: 'Ne plus recevoir ces e-mails (un clic) : {url}',
    'verify-subject': 'Confirmez votre adresse e-mail',
    'verify-body':
      'Quelqu’un, sans doute vous, a ajouté cette adresse au compte Fathom {name}. Pour y recevoir des avis, confirmez-la dans les 24 heures :\n\n{url}\n\nSi ce n’était pas vous, ignorez cet e-mail : rien de plus ne sera envoyé.',
    'reset-subject': 'Choisissez un nouveau mot de passe',
    'reset-body':
      'Quelqu’un, sans doute vous, a demandé un nouveau mot de passe pour le compte Fathom {name}. Choisissez-le dans les 30 minutes avec ce lien (il ne sert qu’une fois) :\n\n{url}\n\nVous serez déconnecté sur tous vos appareils. Si ce n’était pas vous, ignorez cet e-mail : votre mot de passe reste le même.',
    'stop-title': 'Ne plus recevoir d’e-mails',
    'stop-button': 'Ne plus recevoir d’e-mails de Fathom',
    'stop-done':
      'C’est fait : Fathom ne vous envoie plus d’e-mails. Vous pouvez les réactiver sur la page de votre compte.',
    'stop-bad': 'Ce lien n’est pas valable.',
  },
};

/** Quotation marks around a name, in each language's way. */
const QUOTES: Readonly<Record<Lang, readonly [string, string]>> = {
  en: ['“', '”'],
  es: ['«', '»'],
  fr: ['« ', ' »'],
};

/**
 * An account's name as a mail shows it: text its owner chose, so quoted, and defused. A name is
 * one line of at most 24 characters with no control characters (accounts/names.ts), but it may
 * read as a link or an address ("Go https://evil.example") that a mail client would make
 * clickable, or hold quotation marks that would close the quote early: `.`, `:`, `/` and `@` are
 * bracketed (`evil[.]example`, as security notices write links not to be followed), and quotation
 * marks and backslashes get a backslash.
 */
export function quotedName(lang: Lang, name: string): string {
  const [open, close] = QUOTES[lang];
  const safe = name.replace(/[\\"“”«»‹›„‟]/g, (c) => `\\${c}`).replace(/[.:/@]/g, (c) => `[${c}]`);
  return `${open}${safe}${close}`;
}

export function mailText(lang: Lang, key: string, params: Record<string, string> = {}): string {
  return formatMessage(lang, TEXTS[lang][key] ?? TEXTS.en[key] ?? key, params);
}

/** A notification's mail: the push's title as its subject, its sentence, the links. */
export function eventMail(
  lang: Lang,
  kind: PushKind,
  game: string,
  table: string,
  link: string,
  unsubscribe: string,
  account: string,
  name?: string,
): { subject: string; text: string } {
  const p = pushPayload(lang, kind, game, table, link, name && quotedName(lang, name));
  const text = [
    p.body,
    '',
    mailText(lang, 'open', { url: link }),
    '',
    '-- ',
    mailText(lang, 'why', { name: quotedName(lang, account) }),
    mailText(lang, 'stop', { url: unsubscribe }),
    '',
  ].join('\n');
  return { subject: `${p.title} · Fathom`, text };
}

/** The verification mail. */
export function verifyMail(lang: Lang, account: string, link: string) {
  return {
    subject: `${mailText(lang, 'verify-subject')} · Fathom`,
    text: `${mailText(lang, 'verify-body', { name: quotedName(lang, account), url: link })}\n`,
  };
}

/** The password reset's mail (accounts/password-reset.ts). */
export function resetMail(lang: Lang, account: string, link: string) {
  return {
    subject: `${mailText(lang, 'reset-subject')} · Fathom`,
    text: `${mailText(lang, 'reset-body', { name: account, url: link })}\n`,
  };
}
