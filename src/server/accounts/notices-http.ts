import type { Storage } from '../storage/types.js';
import {
  NOTICE_KINDS,
  type NoticeChannel,
  type NoticeKind,
  type NoticeSettings,
} from '../storage/notice-sql.js';
import { TableError } from '../tables/live-table.js';

const CHANNELS: readonly NoticeChannel[] = ['push', 'email'];

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A change of the account's notice settings (docs/protocol.md, "Accounts"): `push` and/or
 * `email`, each the kinds to change with `true` (on) or `false` (off); kinds left out stay as they
 * are. Anything else (an unknown channel or kind, a value that is not a boolean) is refused whole,
 * with `bad-request` naming the first wrong field.
 */
export function changedNotices(current: NoticeSettings, body: unknown): NoticeSettings {
  const bad = (reason: string) => new TableError('bad-request', { reason });
  if (!isObject(body)) throw bad('notices');
  for (const key of Object.keys(body))
    if (!CHANNELS.includes(key as NoticeChannel)) throw bad(`notices: ${key.slice(0, 20)}`);
  const next = { push: { ...current.push }, email: { ...current.email } };
  for (const channel of CHANNELS) {
    const given = body[channel];
    if (given === undefined) continue;
    if (!isObject(given)) throw bad(`notices: ${channel}`);
    for (const [kind, on] of Object.entries(given)) {
      if (!NOTICE_KINDS.includes(kind as NoticeKind))
        throw bad(`notices: ${channel}.${kind.slice(0, 20)}`);
      if (typeof on !== 'boolean') throw bad(`notices: ${channel}.${kind}`);
      next[channel][kind as NoticeKind] = on;
    }
  }
  return next;
}

/** `GET` or `POST /api/v1/account/notices`: the signed-in account's settings, after the change. */
export async function noticesAnswer(
  storage: Storage,
  account: string,
  method: string,
  body: () => Promise<unknown>,
): Promise<{ notices: NoticeSettings }> {
  const current = await storage.notices.settings(account);
  if (method === 'GET') return { notices: current };
  if (method !== 'POST') throw new TableError('bad-request', { reason: 'endpoint' });
  const next = changedNotices(current, await body());
  await storage.notices.setSettings(account, next);
  return { notices: next };
}
