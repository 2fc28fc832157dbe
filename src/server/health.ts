import { createServer, type Server, type ServerResponse } from 'node:http';
import { send } from './http-answer.js';
import type { Readiness } from './shutdown.js';
import type { Storage } from './storage/types.js';
import type { WriteHealth } from './storage/write-health.js';

// `/healthz` and `/metrics`: on the public port, or on a port of their own (FATHOM_HEALTH_PORT).

/** Prometheus' text, from metrics.ts. */
export interface Scrape {
  scrape(): Promise<{ type: string; body: string }>;
}

/** `/metrics`: the instance's Prometheus metrics. */
export function metricsAnswer(res: ServerResponse, metrics: Scrape): void {
  metrics.scrape().then(
    ({ type, body }) => {
      res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
      res.end(body);
    },
    () => send(res, 500, { error: { code: 'internal', params: {} } }),
  );
}

/**
 * `/healthz`: 200 when the database answers and writes go through; 503 when it does not answer,
 * or when writes failed lately with none succeeding since (a full disk still answers reads), or
 * once the instance shuts down (`"stopping": true`, for proxies to send players elsewhere).
 */
export function health(
  res: ServerResponse,
  storage: Storage,
  writes?: WriteHealth,
  readiness?: Readiness,
): void {
  if (readiness?.stopping)
    return send(res, 503, { ok: false, storage: storage.engine, stopping: true });
  storage.ping().then(
    () =>
      writes?.failing
        ? send(res, 503, { ok: false, storage: storage.engine, writes: 'failing' })
        : send(res, 200, { ok: true, storage: storage.engine }),
    () => send(res, 503, { ok: false, storage: storage.engine }),
  );
}

/**
 * `/healthz` alone, for a port of its own (FATHOM_HEALTH_PORT): a load balancer's checks then
 * never queue behind the public port's connections, a flood's included.
 */
export function createHealthServer(
  storage: Storage,
  writes?: WriteHealth,
  readiness?: Readiness,
  metrics?: Scrape,
): Server {
  return createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path === '/healthz') return health(res, storage, writes, readiness);
    if (path === '/metrics' && metrics) return metricsAnswer(res, metrics);
    send(res, 404, { error: { code: 'bad-request', params: { reason: 'endpoint' } } });
  });
}
