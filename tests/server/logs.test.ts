import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/server/logger.js';
import { api, autoplay, Client, useTestApp } from './helpers.js';
import { ensureBuilt } from './dist.js';

// The server's log: JSON lines, one per table event, with the instance's name, the table's id
// and the HTTP request's id; never a token, an invitation code or a chat line.
const lines: string[] = [];
const memory = { write: (s: string) => void lines.push(s) };
const app = useTestApp({ logger: createLogger('log-test', 'info', memory) });

type Line = Record<string, unknown>;

describe('logs', () => {
  it('one JSON line per table event, with instance, table and request id, and no secrets', async () => {
    const res = await fetch(`${app.url}/api/v1/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'probe-123' },
      body: JSON.stringify({
        game: 'into-the-blue',
        seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'bot', bot: 'random' }],
        name: 'Ana Secretname',
        seat: 0,
        reserve: [{ seat: 1, name: 'Luis' }],
      }),
    });
    const created = (await res.json()) as Record<string, unknown>;
    expect(res.status).toBe(201);
    const id = (created.table as { id: string }).id;
    const invite = (created.invites as { code: string }[] | undefined)?.[0]?.code;
    const joined = await api(app.url, 'POST', `/api/v1/tables/${id}/join`, {
      seat: 1,
      name: 'Luis',
      ...(invite ? { invite } : {}),
    });
    expect(joined.status).toBe(200);
    const tokens = [created.token as string, joined.body.token as string];
    const [c0, c1] = [await Client.connect(app.wsUrl), await Client.connect(app.wsUrl)];
    await c0!.hello(id, tokens[0]);
    await c1!.hello(id, tokens[1]);
    expect(await c0!.request({ type: 'start' })).toMatchObject({ type: 'ack' });
    const chat = 'my bank pin is 4921';
    expect(await c1!.request({ type: 'chat', text: chat })).toMatchObject({ type: 'ack' });
    // Seat 1 resigns and goes: a bot takes the seat at once, or, if it was seat 1's turn, when
    // seat 0 asks for one; seat 0 plays to the end.
    const left = await c1!.request({ type: 'leave' });
    expect(left, JSON.stringify(left)).toMatchObject({ type: 'ack' });
    c1!.close();
    autoplay(c0!, 3);
    if (left.type === 'ack' && ((c0!.latest()?.toMove as unknown[]) ?? []).includes(1))
      expect(await c0!.request({ type: 'replace', seat: 1 })).toMatchObject({ type: 'ack' });
    await c0!.next((m) => m.type === 'move' && m.result !== null, 60_000);
    await new Promise((r) => setTimeout(r, 100));
    c0!.close();

    const parsed = lines.map((l) => JSON.parse(l) as Line);
    for (const l of parsed) {
      expect(l).toMatchObject({ instance: 'log-test', level: expect.any(String) });
      expect(typeof l.time).toBe('number');
    }
    const event = (name: string) => parsed.filter((l) => l.event === name && l.table === id);
    expect(event('table-created')).toEqual([
      expect.objectContaining({ level: 'info', req: 'probe-123', game: 'into-the-blue', seats: 3 }),
    ]);
    expect(event('table-started')).toHaveLength(1);
    expect(event('bot-seated')).toEqual([expect.objectContaining({ seat: 1, why: 'left' })]);
    expect(event('table-ended')).toHaveLength(1);
    const text = lines.join('');
    for (const secret of [...tokens, chat, 'Secretname', ...(invite ? [invite] : [])])
      expect(text).not.toContain(secret);
  }, 90_000);

  it('LOG_LEVEL sets the level; a level that does not exist stops the start with a message', () => {
    ensureBuilt();
    const r = spawnSync(process.execPath, ['dist/server/main.js'], {
      env: { ...process.env, LOG_LEVEL: 'loud', PORT: '0' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/LOG_LEVEL=loud is not one of fatal, error, warn, info/);
    const quiet: string[] = [];
    const logger = createLogger('x', 'warn', { write: (s: string) => void quiet.push(s) });
    logger.info('not this');
    logger.warn('this');
    expect(quiet.map((l) => (JSON.parse(l) as Line).msg)).toEqual(['this']);
  }, 200_000);
});
