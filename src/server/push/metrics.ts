import { Counter, type Registry } from 'prom-client';
import type { PushSender } from './sender.js';

const OUTCOMES = ['sent', 'dropped', 'refused', 'capped'] as const;

/**
 * `fathom_pushes_total{outcome}` (docs/operating.md): the push sender's counts, read at each
 * scrape. `sent`: requests a push service answered 2xx (one per device); `dropped`: notifications
 * the full queue turned away; `refused`: requests not sent, their push service's host not public;
 * `capped`: invitations held back, their account told of one from the same inviter this hour
 * (push/claims.ts). Without it, a cap that held back every invitation was seen nowhere.
 */
export function pushMetrics(registry: Registry, sender: PushSender): void {
  const seen = { sent: 0, dropped: 0, refused: 0, capped: 0 };
  new Counter({
    name: 'fathom_pushes_total',
    help: 'Push notifications sent (per device), dropped (queue full), refused (host not public) or capped (one invitation an hour per inviter)',
    labelNames: ['outcome'],
    registers: [registry],
    collect() {
      for (const outcome of OUTCOMES) {
        this.inc({ outcome }, sender[outcome] - seen[outcome]);
        seen[outcome] = sender[outcome];
      }
    },
  });
}
