import type { TableStatus } from './storage/types.js';
import { nowMs } from './rate-limit.js';

/** How long one lobby page is shared by everyone who asks for it. */
export const LOBBY_CACHE_MS = 1000;

/**
 * The lobby's pages as sent, each built once and shared for LOBBY_CACHE_MS: however many
 * clients poll the lobby, it is read and serialized about once a second per page, and every
 * answer is the same bytes (a Buffer, which a response waiting behind another keeps by
 * reference instead of copying it). Requests that come while a page is being built wait for
 * that build. A table created or joined here clears the pages, so its creator finds it listed.
 */
export class LobbyCache {
  private readonly pages = new Map<string, { at: number; body: Promise<Buffer> }>();

  constructor(
    private readonly build: (status: TableStatus, page: number) => Promise<unknown>,
    private readonly maxAgeMs = LOBBY_CACHE_MS,
    private readonly clock: () => number = nowMs,
  ) {}

  get(status: TableStatus, page: number): Promise<Buffer> {
    const key = `${status} ${page}`;
    const now = this.clock();
    const held = this.pages.get(key);
    if (held && now - held.at < this.maxAgeMs) return held.body;
    const body = this.build(status, page).then((v) => Buffer.from(JSON.stringify(v)));
    // Keys are a status and a page within the lobby's limits: a few dozen at most.
    this.pages.set(key, { at: now, body });
    // A failed build is not kept: the next request tries again.
    body.catch(() => {
      if (this.pages.get(key)?.body === body) this.pages.delete(key);
    });
    return body;
  }

  clear(): void {
    this.pages.clear();
  }
}
