import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Lang } from '../../kernel/i18n.js';
import { signedIn } from '../accounts/http.js';
import type { Accounts } from '../accounts/service.js';
import { TableError } from '../tables/live-table.js';
import type { EmailService } from './service.js';
import { mailText } from './texts.js';

/** The unsubscribe links' path: outside the JSON API's rules (a mail client posts a form). */
export const UNSUBSCRIBE_PATH = '/api/v1/email/unsubscribe';

/** What the e-mail routes need of the HTTP server (http.ts). */
export interface EmailRequest {
  readonly req: IncomingMessage;
  /** The path's parts after `/api/v1/account/email`. */
  readonly parts: readonly string[];
  readonly method: string;
  readonly accounts: Accounts;
  /** Absent without SMTP_URL: e-mail is not offered. */
  readonly email: EmailService | undefined;
  body(): Promise<unknown>;
  send(status: number, body: unknown): void;
}

function field(body: unknown, key: string): unknown {
  return body && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined;
}

/** `/api/v1/account/email[/...]` (docs/protocol.md, "E-mail"). */
export async function emailApi(r: EmailRequest): Promise<void> {
  const { email, req } = r;
  const path = r.parts.join('/');
  if (r.method === 'GET' && path === '') {
    const s = await signedIn(r.accounts, req);
    return r.send(200, { offered: !!email, email: email ? await email.view(s.account.id) : null });
  }
  if (r.method !== 'POST' || !email) throw new TableError('bad-request', { reason: 'endpoint' });
  const body = await r.body();
  if (path === 'verify') {
    await email.verify(field(body, 'token'));
    return r.send(200, { ok: true });
  }
  const s = await signedIn(r.accounts, req);
  switch (path) {
    case '':
      return r.send(200, {
        email: await email.setAddress(
          s,
          field(body, 'address'),
          field(body, 'lang'),
          field(body, 'notify'),
        ),
      });
    case 'notify':
      return r.send(200, {
        email: await email.setNotify(s, field(body, 'notify'), field(body, 'lang')),
      });
    case 'remove':
      await email.remove(s);
      return r.send(200, { ok: true });
  }
  throw new TableError('bad-request', { reason: 'endpoint' });
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The site's look, written as style attributes: the page is the server's own, without the web
 * client's style sheet, and the Content-Security-Policy allows style attributes but no `<style>`
 * element (browser-defence.ts). The colours are the client's (web/src/styles/theme.css).
 */
const LOOK = {
  body: 'margin:0;min-height:100vh;background:#eef5f8;color:#10222e;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif',
  header: 'background:#0a3553;padding:0.6rem 1rem',
  brand: 'color:#fff;font-weight:700;text-decoration:none;font-size:1.1rem',
  main: 'box-sizing:border-box;max-width:32rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #c3d5df;border-radius:10px',
  h1: 'margin:0 0 1rem;font-size:1.5rem',
  button:
    'font:inherit;font-weight:600;padding:0.6rem 1.1rem;border:0;border-radius:6px;background:#0b5cad;color:#fff;cursor:pointer',
};

function page(res: ServerResponse, status: number, lang: Lang, body: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  });
  const title = escape(mailText(lang, 'stop-title'));
  res.end(
    `<!doctype html><html lang="${lang}"><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>${title} · Fathom</title>` +
      `<body style='${LOOK.body}'><header style="${LOOK.header}">` +
      `<a href="/" style="${LOOK.brand}">Fathom</a></header>` +
      `<main style="${LOOK.main}"><h1 style="${LOOK.h1}">${title}</h1>${body}</main></body></html>`,
  );
}

/**
 * An unsubscribe link: GET shows a button (a link opened, or fetched by a mail scanner, changes
 * nothing); POST (the button, or a mail client's one-click per RFC 8058) turns the account's
 * mails off. The signed token is the only proof needed: no session, no JSON, any origin.
 */
export async function unsubscribeAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  email: EmailService | undefined,
): Promise<void> {
  // The body (`List-Unsubscribe=One-Click`) says nothing the path does not: not read.
  req.resume();
  const token = url.searchParams.get('t') ?? '';
  const bad = (lang: Lang) => page(res, 400, lang, `<p>${escape(mailText(lang, 'stop-bad'))}</p>`);
  if (!email) return bad('en');
  if (req.method === 'POST') {
    const lang = await email.unsubscribe(token);
    if (!lang) return bad('en');
    return page(res, 200, lang, `<p role="status">${escape(mailText(lang, 'stop-done'))}</p>`);
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') return bad('en');
  const lang = await email.langOfLink(token);
  if (!lang) return bad('en');
  page(
    res,
    200,
    lang,
    `<form method="post" action="?t=${encodeURIComponent(token)}">` +
      `<button type="submit" style="${LOOK.button}">` +
      `${escape(mailText(lang, 'stop-button'))}</button></form>`,
  );
}
