import { describe, expect, it } from 'vitest';
import { call, fresh, signIn, signUp } from './account-calls.js';
import { useAccountApps } from './account-apps.js';
import { Client } from './helpers.js';

// An account invited to an empty seat of a table already waiting, by the table's creator (their
// seat's token, or the account that created it, from any device): on SQLite and on PostgreSQL,
// whose instances share the table.

const apps = useAccountApps();

describe.each([['SQLite'], ['PostgreSQL']])(
  'inviting an account to a waiting table on %s',
  (engine) => {
    const app = () => (engine === 'SQLite' ? apps().sqlite : apps().pg);
    // Another device: on PostgreSQL, another instance over the same database.
    const other = () => (engine === 'SQLite' ? apps().sqlite : apps().pg2);
    /** A waiting table for three made signed in (`session`), its creator at seat 0. */
    const createSignedIn = async (session: string) => {
      const seats = [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }];
      const body = { game: 'into-the-blue', seats, seat: 0, name: 'ignored' };
      const created = await call(app(), 'POST', '/api/v1/tables', body, { session });
      expect(created.status).toBe(201);
      return created;
    };

    it('keeps the seat for that account, asked by the creator only, and refuses what it must', async () => {
      const guest = fresh('Yves');
      const g = (await signUp(app(), guest)).cookie as string;
      const created = await call(app(), 'POST', '/api/v1/tables', {
        game: 'into-the-blue',
        seats: [
          { kind: 'human' },
          { kind: 'human' },
          { kind: 'human' },
          { kind: 'bot', bot: 'random' },
        ],
        seat: 0,
        name: 'Host',
      });
      expect(created.status).toBe(201);
      const id = created.body.table.id as string;
      const host = created.body.token as string;
      const other = await call(app(), 'POST', `/api/v1/tables/${id}/join`, {
        seat: 2,
        name: 'Zoe',
      });
      const invite = (body: unknown, token?: string) =>
        call(app(), 'POST', `/api/v1/tables/${id}/invite`, body, token ? { token } : {});
      const ask = { seat: 1, name: guest.toUpperCase() };
      // No token; another seat's token; a token of no seat here.
      expect(await invite(ask)).toMatchObject({
        status: 403,
        body: { error: { code: 'not-seated' } },
      });
      expect(await invite(ask, other.body.token as string)).toMatchObject({
        status: 403,
        body: { error: { code: 'not-creator', params: {} } },
      });
      expect((await invite(ask, 'A'.repeat(43))).body.error.code).toBe('bad-token');
      // A name no account has; a seat taken, a bot's, none; a bad body.
      expect(await invite({ seat: 1, name: fresh('Nobody') }, host)).toMatchObject({
        status: 404,
        body: { error: { code: 'no-account' } },
      });
      for (const seat of [0, 2, 3])
        expect((await invite({ seat, name: guest }, host)).body.error).toEqual({
          code: 'seat-taken',
          params: { seat },
        });
      expect((await invite({ seat: 4, name: guest }, host)).body.error.code).toBe('bad-seat');
      expect((await invite({ seat: 'x', name: guest }, host)).body.error).toEqual({
        code: 'bad-request',
        params: { reason: 'seat' },
      });
      // The creator invites: the seat is kept under the account's name, in its tables at once.
      const kept = await invite(ask, host);
      expect(kept.status).toBe(200);
      expect(kept.body.table.seats[1]).toMatchObject({ name: guest, held: true, taken: true });
      const theirs = await call(app(), 'GET', '/api/v1/account/tables', undefined, { session: g });
      expect(theirs.body.tables.map((t: { table: { id: string } }) => t.table.id)).toContain(id);
      // Kept: not invited twice (one invitation pending per inviter), not taken by someone else;
      // the guest's signed-in join takes it.
      expect((await invite({ seat: 1, name: guest }, host)).body.error.code).toBe('invite-pending');
      const anon = await call(app(), 'POST', `/api/v1/tables/${id}/join`, { seat: 1, name: 'x' });
      expect(anon.body.error.code).toBe('seat-held');
      const joined = await call(
        app(),
        'POST',
        `/api/v1/tables/${id}/join`,
        { name: 'x' },
        { session: g },
      );
      expect(joined).toMatchObject({ status: 200, body: { seat: 1 } });
      expect(joined.body.table.seats[1]).toMatchObject({ name: guest, account: true });
      // The creator's mark is never sent.
      expect(JSON.stringify(joined.body)).not.toContain('creator');
    });

    it('takes the invitation from the creating account on another device, without the token; not from another account', async () => {
      const [host, stranger, seated, guest] = [
        fresh('Ada'),
        fresh('Sol'),
        fresh('Ivo'),
        fresh('Lea'),
      ];
      const laptop = (await signUp(app(), host)).cookie as string;
      const s = (await signUp(app(), stranger)).cookie as string;
      const i = (await signUp(app(), seated)).cookie as string;
      await signUp(app(), guest);
      const created = await createSignedIn(laptop);
      const id = created.body.table.id as string;
      // Ivo sits at seat 2, signed in: an account at the table, but not its creator's.
      const sat = await call(
        other(),
        'POST',
        `/api/v1/tables/${id}/join`,
        { seat: 2, name: 'x' },
        {
          session: i,
        },
      );
      expect(sat.status).toBe(200);
      // The phone: the creator's account signed in again, no token (only the laptop has it).
      const phone = (await signIn(other(), host, 'correct horse')).cookie as string;
      expect(phone).not.toBe(laptop);
      const invite = (session: string) =>
        call(other(), 'POST', `/api/v1/tables/${id}/invite`, { seat: 1, name: guest }, { session });
      // Refused as before for anyone else: an account not at the table, one at another seat.
      expect(await invite(s)).toMatchObject({
        status: 403,
        body: { error: { code: 'not-seated' } },
      });
      expect(await invite(i)).toMatchObject({
        status: 403,
        body: { error: { code: 'not-creator', params: {} } },
      });
      // The creator's account does, from the phone: the seat kept as the token would have.
      const kept = await invite(phone);
      expect(kept.status).toBe(200);
      expect(kept.body.table.seats[1]).toMatchObject({ name: guest, held: true, taken: true });
      // The phone's socket is told it holds the creating seat (no chat read yet); Ivo's is not, nor a spectator's.
      const sockets = [phone, i, s].map((session) =>
        Client.connect(other().wsUrl, { cookie: `fathom_session=${session}`, origin: other().url }),
      );
      const [mine, his, theirs] = await Promise.all(sockets);
      expect((await mine!.hello(id)).you).toEqual({
        seat: 0,
        name: host,
        creator: true,
        chatRead: 0,
      });
      expect((await his!.hello(id)).you).toEqual({ seat: 2, name: seated, chatRead: 0 });
      expect((await theirs!.hello(id)).you).toBeNull();
      for (const c of [mine, his, theirs]) c!.close();
    });

    it.each([['leaves the waiting table'], ['deletes their account']])(
      'a creator who %s takes the right to invite and their account with them',
      async (how) => {
        const [host, guest] = [fresh('Teo'), fresh('Uma')];
        const laptop = (await signUp(app(), host)).cookie as string;
        await signUp(app(), guest);
        const created = await createSignedIn(laptop);
        const id = created.body.table.id as string;
        if (how === 'deletes their account') {
          const gone = await call(
            app(),
            'POST',
            '/api/v1/account/delete',
            { name: host },
            {
              session: laptop,
            },
          );
          expect(gone.status).toBe(200);
        } else {
          const c = await Client.connect(app().wsUrl, { origin: app().url });
          await c.hello(id, created.body.token as string);
          expect(await c.request({ type: 'leave' })).toMatchObject({ type: 'ack' });
          c.close();
        }
        // Zoe, anonymous, takes the seat let go: hers, not the creator's, not the account's.
        const zoe = await call(app(), 'POST', `/api/v1/tables/${id}/join`, {
          seat: 0,
          name: 'Zoe',
        });
        expect(zoe.status).toBe(200);
        expect(zoe.body.table.seats[0]).toEqual({
          seat: 0,
          kind: 'human',
          name: 'Zoe',
          taken: true,
          bot: null,
        });
        const invite = (o: { session?: string; token?: string }) =>
          call(app(), 'POST', `/api/v1/tables/${id}/invite`, { seat: 1, name: guest }, o);
        expect((await invite({ token: zoe.body.token as string })).body.error).toEqual({
          code: 'not-creator',
          params: {},
        });
        expect((await invite({ session: laptop })).body.error.code).toBe('not-seated');
        // The account's sockets hold no seat here any more: Zoe's is hers.
        const phone = await Client.connect(app().wsUrl, {
          cookie: `fathom_session=${laptop}`,
          origin: app().url,
        });
        expect((await phone.hello(id)).you).toBeNull();
        phone.close();
      },
    );
  },
);
