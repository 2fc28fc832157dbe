/** POSTs JSON to the server under test; a refusal (status 300 and up) throws with its body. */
export async function postJson(url: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (res.status >= 300) throw new Error(JSON.stringify(json));
  return json;
}

/** postJson, tried again (up to 5 times, waiting longer each time) on a refusal or a lost socket. */
export async function postRetrying(url: string, body: unknown): Promise<Record<string, unknown>> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await postJson(url, body);
    } catch (e) {
      if (attempt >= 5) throw e;
      await new Promise((r) => setTimeout(r, 200 * (attempt + 1)));
    }
  }
}

/**
 * Settings of a server under load from this one machine: no per-address limits (every simulated
 * player has the same address), totals as large as the server's open-file limit allows.
 */
export const LOAD_TEST_ENV: Readonly<Record<string, string>> = {
  FATHOM_TABLES_PER_MINUTE: '0',
  FATHOM_SOCKETS_PER_ADDRESS: '0',
  FATHOM_CONNECTIONS_PER_ADDRESS: '0',
  FATHOM_MAX_SOCKETS: '0',
  FATHOM_MAX_CONNECTIONS: '0',
  FATHOM_BOT_QUEUE_PER_ADDRESS: '0',
};

/**
 * The load generator's V8 flags: a young generation of 64 MB per semi-space. With the default
 * (16 MB) it collected every 130 ms and promoted what its sockets held for a turn; the full
 * collections that followed (100-200 ms of marking on a shared core) were the worst
 * acknowledgement times of a 2,000-table run, counted against the server.
 */
export const LOAD_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=64'];
