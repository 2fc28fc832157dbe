import { expect, it } from 'vitest';
import type { Storage } from '../../src/server/storage/types.js';
import { sampleAccount } from './storage-contract.js';

/** The e-mail part of the storage contract (storage-contract.ts runs it on both engines). */
export function emailContract(storage: () => Storage): void {
  it('keeps an address unverified until its token is used once, before it expires', async () => {
    const s = storage();
    const a = sampleAccount();
    await s.createAccount(a);
    expect(await s.email.address(a.id)).toBeNull();
    await s.email.setAddress(
      a.id,
      'ana@example.org',
      'fr',
      true,
      { hash: 'h1', expires: 2000 },
      1000,
    );
    expect(await s.email.address(a.id)).toEqual({
      account: a.id,
      address: 'ana@example.org',
      verifiedAt: null,
      notify: true,
      lang: 'fr',
      tokenHash: 'h1',
      tokenExpires: 2000,
      createdAt: 1000,
    });
    // Expired: refused, and the token stays refused.
    expect(await s.email.verify('h1', 2000)).toBeNull();
    expect(await s.email.verify('nope', 1500)).toBeNull();
    // A new address replaces the old, with a new token; the old token is gone.
    await s.email.setAddress(
      a.id,
      'ana@example.com',
      'es',
      false,
      { hash: 'h2', expires: 9000 },
      3000,
    );
    expect(await s.email.verify('h1', 1500)).toBeNull();
    expect(await s.email.verify('h2', 4000)).toBe(a.id);
    // Single use.
    expect(await s.email.verify('h2', 4001)).toBeNull();
    expect(await s.email.address(a.id)).toMatchObject({
      address: 'ana@example.com',
      verifiedAt: 4000,
      notify: false,
      lang: 'es',
      tokenHash: null,
      tokenExpires: null,
    });
    await s.email.setNotify(a.id, true, 'en');
    expect(await s.email.address(a.id)).toMatchObject({
      notify: true,
      lang: 'en',
      verifiedAt: 4000,
    });
    // Changing the address again unverifies it.
    await s.email.setAddress(
      a.id,
      'x@example.org',
      'en',
      true,
      { hash: 'h3', expires: 9000 },
      5000,
    );
    expect((await s.email.address(a.id))?.verifiedAt).toBeNull();
    await s.email.removeAddress(a.id);
    expect(await s.email.address(a.id)).toBeNull();
  });

  it('claims one send per account and table per period, and prunes old sends', async () => {
    const s = storage();
    const [a, b] = [sampleAccount(), sampleAccount()];
    const table = `mail-${a.id}`;
    expect(await s.email.claimSend(a.id, table, 10_000, 10_000 - 3600)).toBe(true);
    // Within the period: refused, for that account and table only.
    expect(await s.email.claimSend(a.id, table, 11_000, 11_000 - 3600)).toBe(false);
    expect(await s.email.claimSend(b.id, table, 11_000, 11_000 - 3600)).toBe(true);
    expect(await s.email.claimSend(a.id, `${table}-2`, 11_000, 11_000 - 3600)).toBe(true);
    // Two at once: one wins.
    const both = await Promise.all([
      s.email.claimSend(a.id, table, 20_000, 20_000 - 3600),
      s.email.claimSend(a.id, table, 20_000, 20_000 - 3600),
    ]);
    expect(both.filter(Boolean)).toHaveLength(1);
    expect(await s.email.pruneSent(15_000)).toBeGreaterThanOrEqual(2);
    // a's first table (sent at 20 000) stays held back; b's is pruned and free again.
    expect(await s.email.claimSend(a.id, table, 20_500, 20_500 - 3600)).toBe(false);
    expect(await s.email.claimSend(b.id, table, 12_000, 12_000 - 3600)).toBe(true);
  });

  it('deletes the address and its sends with the account', async () => {
    const s = storage();
    const a = sampleAccount();
    await s.createAccount(a);
    await s.email.setAddress(
      a.id,
      'gone@example.org',
      'en',
      true,
      { hash: `d${a.id}`, expires: 9e12 },
      1,
    );
    expect(await s.email.claimSend(a.id, 'tbl', 100, 0)).toBe(true);
    await s.deleteAccount(a.id);
    expect(await s.email.address(a.id)).toBeNull();
    expect(await s.email.claimSend(a.id, 'tbl', 101, 0)).toBe(true);
  });
}
