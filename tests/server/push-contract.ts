import { expect, it } from 'vitest';
import type { Storage } from '../../src/server/storage/types.js';
import { sampleTable } from './storage-contract.js';

/** A device's subscription for the push tests: `tag` keeps each test's endpoints apart. */
const pushTarget = (tag: string, n: number) => ({
  endpoint: `https://push.example/${tag}-${n}`,
  p256dh: `key${n}`,
  auth: `auth${n}`,
  lang: 'en' as const,
});

/** The push subscriptions' part of the storage contract (run on both engines). */
export function pushContract(storage: () => Storage): void {
  it('ties push subscriptions to seats, within bounds, and forgets a device everywhere', async () => {
    const s = storage();
    const t = sampleTable({ status: 'playing' });
    const done = sampleTable({ status: 'finished' });
    for (const x of [t, done]) await s.createTable(x);
    const target = (n: number, lang: 'es' | 'en' | 'fr' = 'en') => ({
      endpoint: `https://push.example/${n}`,
      p256dh: `key${n}`,
      auth: `auth${n}`,
      lang,
    });
    const bounds = { perSeat: 2, perAddress: 3 };
    // A finished table's subscriptions (kept for a rematch offer) do not count against the address.
    expect(await s.addPush(done.id, 0, target(5), 'addr', bounds)).toBeNull();
    expect(await s.addPush(t.id, 0, target(1), 'addr', bounds)).toBeNull();
    expect(await s.addPush(t.id, 0, target(2), 'addr', bounds)).toBeNull();
    // Again: updated, not counted twice.
    expect(await s.addPush(t.id, 0, target(2, 'fr'), 'addr', bounds)).toBeNull();
    expect(await s.addPush(t.id, 0, target(3), 'addr', bounds)).toBe('seat-full');
    expect(await s.addPush(t.id, 1, target(3), 'addr', bounds)).toBeNull();
    expect(await s.addPush(t.id, 1, target(4), 'addr', bounds)).toBe('address-full');
    const byEndpoint = (list: { endpoint: string }[]) =>
      [...list].sort((a, b) => a.endpoint.localeCompare(b.endpoint));
    expect(byEndpoint(await s.pushTargets(t.id, 0))).toEqual([target(1), target(2, 'fr')]);
    await s.removePush(t.id, 0, target(1).endpoint);
    expect(await s.pushTargets(t.id, 0)).toEqual([target(2, 'fr')]);
    await s.addPush(done.id, 1, target(2), 'other', bounds);
    await s.forgetPush(target(2).endpoint);
    expect(await s.pushTargets(t.id, 0)).toEqual([]);
    expect(await s.pushTargets(done.id, 1)).toEqual([]);
    expect(await s.pushTargets(t.id, 1)).toEqual([target(3)]);
  });

  it('prunes the subscriptions of tables finished before a time, and only those', async () => {
    const s = storage();
    const old = sampleTable({ status: 'finished', finishedAt: 1_000 });
    const recent = sampleTable({ status: 'finished', finishedAt: 5_000 });
    const playing = sampleTable({ status: 'playing' });
    for (const x of [old, recent, playing]) await s.createTable(x);
    const target = (n: number) => pushTarget('prune', n);
    const bounds = { perSeat: 5, perAddress: 50 };
    await s.addPush(old.id, 0, target(1), 'prune', bounds);
    await s.addPush(old.id, 1, target(2), 'prune', bounds);
    await s.addPush(recent.id, 0, target(3), 'prune', bounds);
    await s.addPush(playing.id, 0, target(4), 'prune', bounds);
    expect(await s.prunePush(3_000, 0)).toBe(2);
    expect(await s.pushTargets(old.id, 0)).toEqual([]);
    expect(await s.pushTargets(old.id, 1)).toEqual([]);
    expect(await s.pushTargets(recent.id, 0)).toEqual([target(3)]);
    expect(await s.pushTargets(playing.id, 0)).toEqual([target(4)]);
    expect(await s.prunePush(3_000, 0)).toBe(0);
  });

  it('prunes the subscriptions of tables that never started, created before a time, and only those', async () => {
    const s = storage();
    // Created at 1,000 and at 5,000 and still open (nobody came), and one created at 1,000
    // that started: only the old open table's devices go.
    const abandoned = sampleTable({ status: 'open', createdAt: 1_000 });
    const waiting = sampleTable({ status: 'open', createdAt: 5_000 });
    const started = sampleTable({ status: 'playing', createdAt: 1_000, startedAt: 2_000 });
    for (const x of [abandoned, waiting, started]) await s.createTable(x);
    const target = (n: number) => pushTarget('open', n);
    const bounds = { perSeat: 5, perAddress: 3 };
    await s.addPush(abandoned.id, 0, target(1), 'open-prune', bounds);
    await s.addPush(abandoned.id, 0, target(2), 'open-prune', bounds);
    await s.addPush(waiting.id, 0, target(3), 'open-prune', bounds);
    // The address is at its bound while the abandoned table keeps its devices.
    expect(await s.addPush(started.id, 0, target(4), 'open-prune', bounds)).toBe('address-full');
    expect(await s.prunePush(0, 3_000)).toBe(2);
    expect(await s.pushTargets(abandoned.id, 0)).toEqual([]);
    expect(await s.pushTargets(waiting.id, 0)).toEqual([target(3)]);
    // Let go, they no longer count against it.
    expect(await s.addPush(started.id, 0, target(4), 'open-prune', bounds)).toBeNull();
    expect(await s.pushTargets(started.id, 0)).toEqual([target(4)]);
    expect(await s.prunePush(0, 3_000)).toBe(0);
  });

  it('unties every device from one seat, and only that seat', async () => {
    const s = storage();
    const t = sampleTable();
    await s.createTable(t);
    const target = (n: number) => pushTarget('seat', n);
    const bounds = { perSeat: 5, perAddress: 50 };
    await s.addPush(t.id, 0, target(1), 'seat', bounds);
    await s.addPush(t.id, 0, target(2), 'seat', bounds);
    await s.addPush(t.id, 1, target(1), 'seat', bounds);
    await s.removeSeatPush(t.id, 0);
    expect(await s.pushTargets(t.id, 0)).toEqual([]);
    expect(await s.pushTargets(t.id, 1)).toEqual([target(1)]);
  });

  it('finds the devices notified at any seat of an account, each once, at most 10, and no one else’s', async () => {
    const s = storage();
    const [t, u] = [sampleTable(), sampleTable()];
    for (const x of [t, u]) await s.createTable(x);
    const [mine, theirs] = [`acc-${t.id}`, `other-${t.id}`];
    await s.addAccountSeat(mine, { table: t.id, seat: 0, at: 1 });
    await s.addAccountSeat(mine, { table: u.id, seat: 1, at: 2 });
    await s.addAccountSeat(theirs, { table: t.id, seat: 1, at: 3 });
    const target = (n: number, lang: 'es' | 'en' | 'fr' = 'en') => ({
      ...pushTarget('account', n),
      lang,
    });
    const bounds = { perSeat: 20, perAddress: 50 };
    // One device at both of the account's seats; one at another's seat only; one at a seat of
    // the account's table that is not its own.
    await s.addPush(t.id, 0, target(1), 'account', bounds);
    await s.addPush(u.id, 1, target(1), 'account', bounds);
    await s.addPush(u.id, 1, target(2, 'fr'), 'account', bounds);
    await s.addPush(t.id, 1, target(3), 'account', bounds);
    await s.addPush(u.id, 0, target(4), 'account', bounds);
    const byEndpoint = (list: { endpoint: string }[]) =>
      [...list].sort((a, b) => a.endpoint.localeCompare(b.endpoint));
    expect(byEndpoint(await s.accountPushTargets(mine))).toEqual([target(1), target(2, 'fr')]);
    expect(await s.accountPushTargets(theirs)).toEqual([target(3)]);
    expect(await s.accountPushTargets('nobody')).toEqual([]);
    // Many devices: the account's work stays bounded.
    for (let i = 10; i < 22; i++) await s.addPush(t.id, 0, target(i), 'account', bounds);
    expect(await s.accountPushTargets(mine)).toHaveLength(10);
  });
}
