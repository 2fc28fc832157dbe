import webPush from 'web-push';
import type { Storage } from '../storage/types.js';

/** The server's VAPID identity (RFC 8292): push services accept its pushes by this key pair. */
export interface Vapid {
  readonly publicKey: string;
  readonly privateKey: string;
  /** Who runs the server, for push services to reach (a mailto: or https: URL). */
  readonly subject: string;
}

/** Whoever runs a server should say who they are (VAPID_SUBJECT); this says nobody in particular. */
export const DEFAULT_SUBJECT = 'mailto:fathom@example.org';

/**
 * The VAPID keys: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when both are set, else the pair kept
 * with the data, made at the first start (every instance sharing the database reads the first
 * one's: a subscription is tied to the key it was made with).
 */
export async function vapidKeys(
  storage: Storage,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<Vapid> {
  const subject = env.VAPID_SUBJECT || DEFAULT_SUBJECT;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  }
  const made = webPush.generateVAPIDKeys();
  const kept = JSON.parse(await storage.keepSetting('vapid', JSON.stringify(made))) as {
    publicKey: string;
    privateKey: string;
  };
  return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject };
}
