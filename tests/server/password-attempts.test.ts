import { describe, expect, it } from 'vitest';
import { HashQueue } from '../../src/server/accounts/hash-queue.js';
import { verifyPassword } from '../../src/server/accounts/password.js';
import { Accounts } from '../../src/server/accounts/service.js';
import { call, fresh, signIn, signUp } from './account-calls.js';
import { useAccountApps } from './account-apps.js';

// Every route that hashes a password is limited like sign-in, in storage (issue 39, item 2), and
// the hashes wait their turn in a bounded queue; a stranger's wrong passwords from another
// address never lock the owner out (item 10). On SQLite and on PostgreSQL.

const apps = useAccountApps();

/** The code of what `attempt` threw, or 'ok'. */
const outcome = (attempt: Promise<unknown>) =>
  attempt.then(
    () => 'ok',
    (e: { code: string }) => e.code,
  );

describe.each([['SQLite'], ['PostgreSQL']])('password attempts on %s', (engine) => {
  const app = () => (engine === 'SQLite' ? apps().sqlite : apps().pg);

  it('refuses a stolen session guessing the current password after 5 tries, the right one too', async () => {
    const name = fresh('Vera');
    const session = (await signUp(app(), name)).cookie as string;
    const change = (current: string) =>
      call(
        app(),
        'POST',
        '/api/v1/account/password',
        { current, password: 'battery staple' },
        { session },
      );
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await change(`guess ${i} wrong`)).body.error.code);
    expect(codes).toEqual([...Array<string>(5).fill('wrong-password'), 'rate-limited']);
    // A limit, not a check: the right password waits its turn as well, and is told how long.
    const right = await change('correct horse');
    expect(right).toMatchObject({ status: 429, body: { error: { code: 'rate-limited' } } });
    expect(Number(right.retryAfter)).toBeGreaterThan(0);
    // Signing in is another bucket: the owner still signs in.
    expect((await signIn(app(), name, 'correct horse')).status).toBe(200);
  });

  it("a stranger's wrong passwords from another address do not lock the owner out", async () => {
    // The server's own limits, on this engine's storage.
    const accounts = new Accounts({ storage: app().storage });
    const name = fresh('Wanda');
    await accounts.signUp(name, 'correct horse', '10.7.0.1', null);
    const stranger = [];
    for (let i = 0; i < 8; i++)
      stranger.push(await outcome(accounts.signIn(name, `guess ${i}`, '10.66.0.1', null)));
    expect(stranger).toEqual([
      ...Array<string>(5).fill('sign-in-failed'),
      ...Array(3).fill('rate-limited'),
    ]);
    expect(await outcome(accounts.signIn(name, 'correct horse', '10.7.0.1', null))).toBe('ok');
  });

  it('spends sign-ups from the address bucket that sign-ins spend from', async () => {
    const accounts = new Accounts({
      storage: app().storage,
      signInLimits: { perAddress: { rate: 1 / 60, burst: 2 } },
    });
    const address = `10.8.${engine.length}.1`;
    const codes = [];
    for (let i = 0; i < 3; i++)
      codes.push(await outcome(accounts.signUp(fresh('Xena'), 'correct horse', address, null)));
    codes.push(await outcome(accounts.signIn(fresh('Xena'), 'correct horse', address, null)));
    expect(codes).toEqual(['ok', 'ok', 'rate-limited', 'rate-limited']);
  });
});

describe('the hashing queue', () => {
  it('runs 2 at once, keeps 32 waiting, refuses the rest at once, and takes more once drained', async () => {
    const queue = new HashQueue({ concurrent: 2, waiting: 32 });
    let running = 0;
    let peak = 0;
    const release: (() => void)[] = [];
    const work = () =>
      queue.run(async () => {
        running++;
        peak = Math.max(peak, running);
        await new Promise<void>((r) => release.push(r));
        running--;
      });
    const runs = Array.from({ length: 40 }, () => outcome(work()));
    expect(queue.load).toEqual({ running: 2, waiting: 32 });
    // The 6 beyond are refused without waiting for anything.
    const refused = await Promise.all(runs.slice(34));
    expect(refused).toEqual(Array(6).fill('hashing-busy'));
    while (release.length > 0 || queue.load.running > 0) {
      release.shift()?.();
      await new Promise((r) => setImmediate(r));
    }
    expect(await Promise.all(runs.slice(0, 34))).toEqual(Array(34).fill('ok'));
    expect(peak).toBe(2);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
    expect(await outcome(queue.run(async () => {}))).toBe('ok');
  });

  it('bounds the real hashes: 40 passwords checked at once, 6 refused as busy', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, () => outcome(verifyPassword('correct horse', null))),
    );
    expect(results.filter((r) => r === 'hashing-busy')).toHaveLength(6);
    expect(results.filter((r) => r === 'ok')).toHaveLength(34);
  });
});
