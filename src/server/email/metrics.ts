import { Counter, type Registry } from 'prom-client';
import type { EmailSender } from './sender.js';

/**
 * `fathom_emails_total{outcome}` (docs/operating.md): mails sent, failed (the SMTP server refused
 * or did not answer), dropped (the queue was full), capped (one per table and kind an hour, for
 * events that are not turns), held (a turn held back for a digest), digests (sent) and unsent
 * (still queued or being sent when the drain at shutdown ran out). Served at 0 without SMTP_URL,
 * so that a dashboard's query finds it everywhere.
 */
const OUTCOMES = ['sent', 'failed', 'dropped', 'capped', 'held', 'digests', 'unsent'] as const;

export function emailMetrics(
  registry: Registry,
  counts: () => EmailSender['counts'] | undefined,
): void {
  const seen = { sent: 0, failed: 0, dropped: 0, capped: 0, held: 0, digests: 0, unsent: 0 };
  new Counter({
    name: 'fathom_emails_total',
    help: 'E-mails sent, failed, dropped (queue full), capped, held for a digest, digests sent, or unsent',
    labelNames: ['outcome'],
    registers: [registry],
    collect() {
      const now = counts() ?? seen;
      for (const outcome of OUTCOMES) {
        this.inc({ outcome }, now[outcome] - seen[outcome]);
        seen[outcome] = now[outcome];
      }
    },
  });
}
