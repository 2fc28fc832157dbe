import { expect, test } from 'vitest';
import { PROTOCOL_VERSION } from '../../src/protocol/version.js';
import { openPage, useGameServer } from './harness.js';

/**
 * A page older than the server (docs/protocol.md, "Versioning"): the server answers its `hello`
 * with `protocol-version` and closes the socket. The page reloads to fetch the new client, once:
 * the reloaded page, told the same, says so instead of reloading again. Here the server that
 * answers so is played by the test (Playwright's WebSocket routing), speaking a version after
 * this client's; the page and the table's summary come from the real server.
 */
const server = useGameServer('fathom-version-e2e-');

test('a page older than the server reloads once, then says it is out of date', async () => {
  const created = await fetch(`${server.url}/api/v1/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      game: 'into-the-blue',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      name: 'Ana',
      seat: 0,
      listed: false,
    }),
  });
  expect(created.status).toBe(201);
  const { table, token } = (await created.json()) as { table: { id: string }; token: string };
  const id = table.id;

  const page = await openPage(server);
  // Ana's seat, kept by this browser as the web client keeps it: the table's page connects at once.
  await page.addInitScript(
    ([key, hold]) => localStorage.setItem(key as string, hold as string),
    [`fathom.seat.${id}`, JSON.stringify({ seat: 0, token })],
  );
  const hellos: unknown[] = [];
  const newer = PROTOCOL_VERSION + 1;
  await page.routeWebSocket(/\/api\/v1\/ws(\?|$)/, (ws) => {
    ws.onMessage((text) => {
      const m = JSON.parse(String(text)) as { type: string; v?: number };
      if (m.type !== 'hello') return;
      hellos.push(m);
      ws.send(
        JSON.stringify({ type: 'error', code: 'protocol-version', params: { supported: newer } }),
      );
      ws.close({ code: 4000, reason: 'protocol-version' });
    });
  });
  let loads = 0;
  page.on('load', () => loads++);
  await page.goto(`${server.url}/t/${id}?pace=0`);
  // The reloaded page says why it does not play, and stops there.
  await page
    .getByRole('alert')
    .filter({ hasText: `This client is out of date: the server speaks protocol version ${newer}.` })
    .waitFor({ timeout: 20_000 });
  expect(loads).toBe(2);
  expect(hellos).toHaveLength(2);
  expect(hellos[0]).toMatchObject({ type: 'hello', v: PROTOCOL_VERSION, table: id, token });
  await expect(page.locator('.online-table').getAttribute('data-link')).resolves.toBe('closed');
  // No knocking again: it would meet the same answer (a reconnect comes within 250 ms).
  await page.waitForTimeout(1500);
  expect(hellos).toHaveLength(2);
  expect(loads).toBe(2);
  await page.context().close();
}, 60_000);
