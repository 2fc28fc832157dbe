import { describe, expect, it } from 'vitest';
import { autoplay, Client, type Msg, type TestApp } from './helpers.js';
import { call, fresh, signIn, signUp } from './account-calls.js';
import { useAccountApps } from './account-apps.js';

// Issue 40: signing out everywhere gives the account's seats new tokens, which no device gets.
// A device signed in again still asks for the rematch of a table it finished and takes its seat
// there: by the account, with the old token it kept or with none, and every device asking finds
// the same seat. The old token alone (a lost device) asks for nothing. SQLite and PostgreSQL.

const apps = useAccountApps();

async function socket(app: TestApp, session: string) {
  return Client.connect(app.wsUrl, { origin: app.url, cookie: `fathom_session=${session}` });
}

describe.each([['SQLite'], ['PostgreSQL']])('a rematch after new seat tokens, on %s', (engine) => {
  const app = () => (engine === 'SQLite' ? apps().sqlite : apps().pg);

  it('is asked for and joined by the account signed in again, whatever token the device kept', async () => {
    const ana = fresh('Ana');
    const laptop = (await signUp(app(), ana)).cookie as string;
    const bea = (await signUp(app(), fresh('Bea'))).cookie as string;
    const made = await call(
      app(),
      'POST',
      '/api/v1/tables',
      {
        game: 'into-the-blue',
        seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'bot', bot: 'random' }],
        seat: 0,
        timeControl: { kind: 'async', perMoveMs: 3_600_000 },
      },
      { session: laptop },
    );
    expect(made.status).toBe(201);
    const id = made.body.table.id as string;
    const kept = made.body.token as string;
    const joined = await call(
      app(),
      'POST',
      `/api/v1/tables/${id}/join`,
      { name: 'x' },
      { session: bea },
    );
    expect(joined.status).toBe(200);
    // Signed out everywhere: the seat's token changes; the laptop signs in again.
    expect(
      (await call(app(), 'POST', '/api/v1/account/signout-everywhere', {}, { session: laptop }))
        .status,
    ).toBe(200);
    const again = (await signIn(app(), ana, 'correct horse')).cookie as string;
    const phone = (await signIn(app(), ana, 'correct horse')).cookie as string;

    const [a, b] = [await socket(app(), again), await socket(app(), bea)];
    expect(await a.hello(id)).toMatchObject({ you: { seat: 0 } });
    expect(await b.hello(id)).toMatchObject({ you: { seat: 1 } });
    expect(await a.request({ type: 'start' })).toMatchObject({ type: 'ack' });
    autoplay(a, 1);
    autoplay(b, 2);
    await a.next((m) => m.type === 'table' && (m.table as Msg).status === 'finished', 60_000);

    // The lost device's token alone asks for nothing.
    const lost = await call(app(), 'POST', `/api/v1/tables/${id}/rematch`, {}, { token: kept });
    expect(lost).toMatchObject({ status: 403, body: { error: { code: 'bad-token' } } });
    // The laptop, signed in again, sends the token it kept (as the page does): its seat.
    const asked = await call(
      app(),
      'POST',
      `/api/v1/tables/${id}/rematch`,
      {},
      { session: again, token: kept },
    );
    expect(asked).toMatchObject({ status: 201, body: { seat: 0 } });
    const next = asked.body.table.id as string;
    // The phone, with no token at all: the same seat, the same token.
    const byPhone = await call(
      app(),
      'POST',
      `/api/v1/tables/${id}/rematch`,
      {},
      { session: phone },
    );
    expect(byPhone).toMatchObject({
      status: 201,
      body: { seat: 0, token: asked.body.token, table: { id: next } },
    });
    // Bea takes hers; the phone joins the new table by the account, and starts it.
    const forBea = await call(app(), 'POST', `/api/v1/tables/${id}/rematch`, {}, { session: bea });
    expect(forBea).toMatchObject({ status: 201, body: { seat: 1, table: { id: next } } });
    const p = await socket(app(), phone);
    expect(await p.hello(next)).toMatchObject({ type: 'welcome', you: { seat: 0 } });
    expect(await p.request({ type: 'start' })).toMatchObject({ type: 'ack' });
    for (const c of [a, b, p]) c.close();
  }, 120_000);
});
