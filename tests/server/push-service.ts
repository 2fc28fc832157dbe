import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect } from 'vitest';
import type { AppOptions } from '../../src/server/app.js';
import { api, useTestApp, type TestApp } from './helpers.js';

/**
 * A push service for tests, on this machine: it takes what a server pushes to its devices,
 * checks the VAPID signature (RFC 8292) and decrypts the message as a browser would (RFC 8291,
 * aes128gcm) with the device's keys. Each "device" is a P-256 key pair and an auth secret made
 * here, as a browser makes them.
 */
export interface Device {
  readonly name: string;
  readonly ecdh: ECDH;
  readonly auth: Buffer;
  readonly endpoint: string;
}

export interface Received {
  readonly device: string;
  readonly payload: { title: string; body: string; url: string; tag: string };
  /** The decrypted text, as sent. */
  readonly text: string;
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291: the plaintext of an aes128gcm body, with the device's keys. */
function decrypt(device: Device, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20] as number;
  const asPublic = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  expect(record.length).toBeLessThanOrEqual(rs);
  const uaPublic = device.ecdh.getPublicKey();
  const secret = device.ecdh.computeSecret(asPublic);
  const ikm = hmac(
    hmac(device.auth, secret),
    Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic, Buffer.from([1])]),
  );
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 2, then zeros.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  expect(padded[end]).toBe(2);
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292: `vapid t=JWT, k=KEY`, the JWT signed (ES256) by the server's key, for this origin. */
function checkVapid(req: IncomingMessage, publicKey: string, origin: string): void {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(req.headers.authorization ?? '');
  expect(m).not.toBeNull();
  const [jwt, k] = [m?.[1] as string, m?.[2] as string];
  expect(k).toBe(publicKey);
  const [head, claims, sig] = jwt.split('.') as [string, string, string];
  const raw = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(sig, 'base64url'),
  );
  expect(ok).toBe(true);
  const c = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string };
  expect(c.aud).toBe(origin);
}

export interface PushService {
  readonly url: string;
  /** Everything received, in order (a failed check is recorded as `failed: ...`). */
  readonly received: Received[];
  /** Devices whose push service answers 410 Gone. */
  readonly gone: Set<string>;
  /** The server's VAPID public key, checked on every request (set once the server runs). */
  publicKey: string;
  device(name: string): Device;
  close(): Promise<void>;
}

/** A device's subscription as a browser's PushSubscription.toJSON() gives it, and a language. */
export const subscription = (d: Device, lang = 'en') => ({
  endpoint: d.endpoint,
  keys: {
    p256dh: d.ecdh.getPublicKey().toString('base64url'),
    auth: d.auth.toString('base64url'),
  },
  lang,
});

export async function startPushService(): Promise<PushService> {
  const devices = new Map<string, Device>();
  const service: PushService = {
    url: '',
    received: [],
    gone: new Set(),
    publicKey: '',
    device(name) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const d = { name, ecdh, auth: randomBytes(16), endpoint: `${service.url}/push/${name}` };
      devices.set(name, d);
      return d;
    },
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const name = (req.url ?? '').split('/').pop() ?? '';
      const d = devices.get(name);
      if (!d) return void res.writeHead(404).end();
      if (service.gone.has(name)) return void res.writeHead(410).end();
      try {
        expect(req.headers['content-encoding']).toBe('aes128gcm');
        expect(Number(req.headers.ttl)).toBeGreaterThan(0);
        checkVapid(req, service.publicKey, service.url);
        const text = decrypt(d, Buffer.concat(chunks));
        service.received.push({
          device: name,
          text,
          payload: JSON.parse(text) as Received['payload'],
        });
        res.writeHead(201).end();
      } catch (e) {
        service.received.push({
          device: name,
          text: `failed: ${(e as Error).message}`,
          payload: { title: '', body: '', url: '', tag: '' },
        });
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  (service as { url: string }).url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return service;
}

/**
 * For the whole file: this push service, and an app (options `push`) that pushes to it, the
 * service told the app's key once both run. The service starts first and closes last, so that
 * nothing the app sends as it closes meets a closed port.
 */
export function usePushApp(push: NonNullable<AppOptions['push']>): {
  app: TestApp;
  push: PushService;
} {
  let service: PushService | undefined;
  beforeAll(async () => {
    service = await startPushService();
  });
  afterAll(async () => {
    await service?.close();
  });
  const app = useTestApp({ push });
  beforeAll(async () => {
    (service as PushService).publicKey = (await api(app.url, 'GET', '/api/v1/push')).body
      .publicKey as string;
  });
  const lazy = new Proxy({} as PushService, {
    get(_, key) {
      if (!service) throw new Error(`the push service is read (${String(key)}) before its start`);
      const value = Reflect.get(service, key) as unknown;
      return typeof value === 'function' ? value.bind(service) : value;
    },
    set(_, key, value) {
      if (!service) throw new Error('the push service is written before its start');
      return Reflect.set(service, key, value);
    },
  });
  return { app, push: lazy };
}
