import { describe, expect, it } from 'vitest';
import { LobbyCache } from '../../src/server/lobby-cache.js';
import type { TableStatus } from '../../src/server/storage/types.js';

/** A cache over a build that counts its calls, on a clock the test moves. */
function counted(fail = false) {
  let now = 0;
  const builds: string[] = [];
  const cache = new LobbyCache(
    async (status: TableStatus, page: number) => {
      builds.push(`${status} ${page}`);
      if (fail) throw new Error('storage');
      return { tables: [], next: null, n: builds.length };
    },
    1000,
    () => now,
  );
  return { cache, builds, tick: (ms: number) => (now += ms) };
}

describe('the lobby cache', () => {
  it('builds a page once a second, shared by every request meanwhile', async () => {
    const { cache, builds, tick } = counted();
    const [a, b] = await Promise.all([cache.get('open', 1), cache.get('open', 1)]);
    expect(a).toBe(b);
    tick(999);
    expect(await cache.get('open', 1)).toBe(a);
    expect(builds).toEqual(['open 1']);
    // Other pages and statuses are pages of their own.
    await cache.get('open', 2);
    await cache.get('playing', 1);
    tick(1);
    const c = await cache.get('open', 1);
    expect(c).not.toBe(a);
    expect(JSON.parse(c.toString())).toEqual({ tables: [], next: null, n: 4 });
    expect(builds).toEqual(['open 1', 'open 2', 'playing 1', 'open 1']);
    // A creation here clears them.
    cache.clear();
    await cache.get('open', 1);
    expect(builds).toHaveLength(5);
  });

  it('keeps no failed build', async () => {
    const { cache, builds } = counted(true);
    await expect(cache.get('open', 1)).rejects.toThrow('storage');
    await expect(cache.get('open', 1)).rejects.toThrow('storage');
    expect(builds).toHaveLength(2);
  });
});
