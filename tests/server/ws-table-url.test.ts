import { describe, expect, it } from 'vitest';
import { urlTable } from '../../src/server/ws.js';
import { api, Client, seatedTable, useTestApp } from './helpers.js';

// A socket may name its table in its URL (`/api/v1/ws?table=ID`) for a balancer to route a
// table's sockets to one instance (deploy/nginx.conf); its hello must then name the same table.
// Sockets without it (older clients) say hello at any table, as before.
const app = useTestApp();

describe("a socket's table in its URL", () => {
  it('reads the table as nginx hashes it: a malformed or repeated one matches no hello', () => {
    expect(urlTable('/api/v1/ws')).toBeNull();
    expect(urlTable('/api/v1/ws?lang=fr&tablet=1')).toBeNull();
    expect(urlTable('/api/v1/ws?table=Ab_3-x')).toBe('Ab_3-x');
    expect(urlTable('/api/v1/ws?x=1&TABLE=Ab3&y=2')).toBe('Ab3');
    // Decoded, %41 is "A": nginx hashes what is written, so the server compares that.
    for (const odd of [
      '?table=%41b',
      '?table=a&table=b',
      '?table=',
      '?table',
      `?table=${'a'.repeat(65)}`,
    ])
      expect(urlTable(`/api/v1/ws${odd}`)).toBe('');
  });

  it("refuses a hello at another table than the URL's, and welcomes one at the same", async () => {
    const { id, tokens, clients } = await seatedTable(app, 'into-the-blue', 2);
    const other = await api(app.url, 'POST', '/api/v1/tables', {
      game: 'into-the-blue',
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    const elsewhere = other.body.table.id as string;

    const routed = await Client.connect(`${app.wsUrl}?table=${id}`);
    // Another table, as a spectator or with a seat's token of this one: refused, said why.
    expect(await routed.hello(elsewhere)).toMatchObject({
      type: 'error',
      code: 'bad-request',
      params: { reason: 'table-url' },
    });
    expect(await routed.hello(elsewhere, tokens[1])).toMatchObject({
      params: { reason: 'table-url' },
    });
    expect(routed.received.some((m) => m.type === 'welcome')).toBe(false);
    // Nothing but hello goes before a hello succeeds.
    expect(await routed.request({ type: 'chat', text: 'hi' })).toMatchObject({
      params: { reason: 'hello-first' },
    });
    // The socket stays open for a hello at its own table, and then plays that seat.
    expect(await routed.hello(id, tokens[1])).toMatchObject({ type: 'welcome', you: { seat: 1 } });
    expect(await routed.request({ type: 'chat', text: 'routed' })).toMatchObject({ type: 'ack' });
    expect(await clients[0]!.next((m) => m.type === 'chat' && m.text === 'routed')).toMatchObject({
      seat: 1,
    });
    // One hello per socket, routed or not.
    expect(await routed.hello(elsewhere)).toMatchObject({ params: { reason: 'hello-once' } });

    // Without a table in the URL (older clients), a socket says hello at any table.
    const old = await Client.connect(app.wsUrl);
    expect(await old.hello(elsewhere)).toMatchObject({ type: 'welcome' });
    // A URL's table written otherwise than as an id (here percent-encoded) matches no hello.
    const odd = await Client.connect(
      `${app.wsUrl}?table=%${id.charCodeAt(0).toString(16)}${id.slice(1)}`,
    );
    expect(await odd.hello(id)).toMatchObject({ params: { reason: 'table-url' } });
    for (const c of [routed, old, odd, ...clients]) c.close();
  });
});
