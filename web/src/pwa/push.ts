import type { Lang } from '../i18n';

/**
 * Push notifications for a seat on this device (docs/protocol.md, "Push notifications"): the
 * browser's subscription, made once per device with the server's key, is tied to each seat the
 * player turns notifications on for, with that seat's token. Accounts can later tie the same
 * subscription to a person instead of a seat.
 */
const API = '/api/v1';
const key = (table: string) => `fathom.push.${table}`;

/** Whether this browser can be sent notifications at all. */
export const pushSupported = (): boolean =>
  'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** Whether this device was told to notify for this table's seat (kept on the device). */
export function pushOn(table: string): boolean {
  return pushChoice(table) === 'on';
}

/**
 * What the player chose for this table's seat on this device: on, off (turned off at the table:
 * the lobby's "notify me" leaves it off), or nothing yet.
 */
export function pushChoice(table: string): 'on' | 'off' | null {
  try {
    const v = localStorage.getItem(key(table));
    return v === 'on' || v === 'off' ? v : null;
  } catch {
    return null;
  }
}

/** An error as the server words it: its code and parameters (rendered by the catalogs). */
export class PushError extends Error {
  constructor(
    readonly code: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(code);
  }
}

/** With the seat's token; without one (another device's seat), the account's session cookie. */
async function call(
  method: string,
  path: string,
  token: string | null,
  body: unknown,
): Promise<void> {
  const res = await fetch(API + path, {
    method,
    credentials: 'same-origin',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  }).catch(() => {
    throw new PushError('online.offline');
  });
  if (res.ok) return;
  const json = (await res.json().catch(() => null)) as {
    error?: { code: string; params: Record<string, string | number> };
  } | null;
  throw new PushError(json?.error?.code ?? 'internal', json?.error?.params ?? {});
}

/** The device's subscription, made now if there is none (asks the person's permission). */
async function deviceSubscription(): Promise<PushSubscription> {
  if ((await Notification.requestPermission()) !== 'granted') throw new PushError('pwa.denied');
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  await navigator.serviceWorker.ready;
  const had = await registration.pushManager.getSubscription();
  if (had) return had;
  const res = await fetch(`${API}/push`).catch(() => {
    throw new PushError('online.offline');
  });
  if (!res.ok) throw new PushError('pwa.push-unavailable');
  const { publicKey } = (await res.json()) as { publicKey: string };
  return registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: publicKey,
  });
}

/** Notifies this device for the seat `token` holds at `table` (null: the signed-in account's). */
export async function turnPushOn(table: string, token: string | null, lang: Lang): Promise<void> {
  const sub = deviceSubscription();
  const json = (await sub).toJSON();
  await call('POST', `/tables/${encodeURIComponent(table)}/push`, token, {
    endpoint: json.endpoint,
    keys: { p256dh: json.keys?.p256dh, auth: json.keys?.auth },
    lang,
  });
  try {
    localStorage.setItem(key(table), 'on');
  } catch {
    // Not remembered: the switch shows off at the next visit, the server still sends.
  }
}

/** Stops notifying this device for that seat (the device's subscription stays for other seats). */
export async function turnPushOff(table: string, token: string | null): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  const sub = await registration?.pushManager.getSubscription();
  if (sub)
    await call('DELETE', `/tables/${encodeURIComponent(table)}/push`, token, {
      endpoint: sub.endpoint,
    });
  try {
    localStorage.setItem(key(table), 'off');
  } catch {
    // Not remembered: the lobby's switch may turn it on again.
  }
}
