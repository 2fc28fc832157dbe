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

function page(res: ServerResponse, status: number, lang: Lang, body: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(
    `<!doctype html><html lang="${lang}"><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width">` +
      `<title>${escape(mailText(lang, 'stop-title'))} · Fathom</title>` +
      `<main><h1>${escape(mailText(lang, 'stop-title'))}</h1>${body}</main></html>`,
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
      `<button type="submit">${escape(mailText(lang, 'stop-button'))}</button></form>`,
  );
}
