/** The e-mail settings (docs/operating.md): none of it without SMTP_URL. */
export interface EmailSettings {
  /** nodemailer's transport URL: `smtp://user:pass@host:587`, `smtps://...:465`. */
  readonly smtpUrl: string;
  /** The site's address as players reach it: the links in the mails point there. */
  readonly publicUrl: string;
  /** The From header. */
  readonly from: string;
}

/**
 * The settings from the environment, or null when SMTP_URL is unset (e-mail is off). Links in a
 * mail need the site's own address, which no request tells a mail sent on a move: FATHOM_PUBLIC_URL
 * must be set with SMTP_URL (a RangeError names it otherwise).
 */
export function emailSettings(
  env: Readonly<Record<string, string | undefined>>,
): EmailSettings | null {
  const smtpUrl = env.SMTP_URL;
  if (!smtpUrl) return null;
  const raw = env.FATHOM_PUBLIC_URL;
  let url: URL;
  try {
    url = new URL(raw ?? '');
  } catch {
    throw new RangeError(
      'SMTP_URL is set: FATHOM_PUBLIC_URL must be the site’s address, such as https://play.example.org',
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new RangeError(`FATHOM_PUBLIC_URL=${raw} is not an http(s) address`);
  const publicUrl = url.origin + url.pathname.replace(/\/+$/, '');
  return { smtpUrl, publicUrl, from: env.SMTP_FROM || `Fathom <fathom@${url.hostname}>` };
}
