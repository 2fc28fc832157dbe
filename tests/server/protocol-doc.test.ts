import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { GAMES } from '../../src/games/registry.js';
import { kernelMessages } from '../../src/kernel/index.js';
import { serverMessages } from '../../src/protocol/messages.js';
import { PROTOCOL_VERSION } from '../../src/protocol/version.js';
import {
  clientMessage,
  clockView,
  createTableBody,
  gamesList,
  httpError,
  joinBody,
  lobbyPage,
  seatGiven,
  seatSpec,
  serverMessage,
  tableSummary,
  timeControl,
} from '../../src/server/wire.js';
import { CLOSE } from '../../src/server/ws.js';

// docs/protocol.md is what client authors read: its examples must be what the server accepts and
// sends, and its error codes the ones the server and the games use.
const doc = readFileSync('docs/protocol.md', 'utf8');

/** Every English message: the server's, the kernel's and each game's. */
const catalog: Record<string, string> = Object.assign(
  {},
  serverMessages.en,
  kernelMessages.en,
  ...[...GAMES.values()].map((g) => g.game.messages.en),
);

/** The `{name}` placeholders of a message (plural arguments included). */
const placeholders = (template: string) =>
  new Set([...template.matchAll(/\{(\w+)(?:,|\})/g)].map((m) => m[1] as string));

const SUMMARY = {
  id: 'Xy7pQ2mR9aKd',
  game: 'into-the-blue',
  status: 'open',
  options: null,
  timeControl: { kind: 'none' },
  seats: [],
  seq: 0,
  createdAt: 1763820000000,
  startedAt: null,
  finishedAt: null,
  result: null,
};

/** What an elided object (`{ "...": "..." }`) stands for, by the key it is under. */
const ELIDED: Record<string, unknown> = {
  table: SUMMARY,
  // The lobby lists tables without their options.
  tables: (({ options: _, ...listing }) => listing)(SUMMARY),
  view: null,
  // A patch operation's value: a part of a view.
  value: null,
  clock: { kind: 'none' },
  options: null,
};

function unelide(value: unknown, key = ''): unknown {
  // A `table` message tells the table as the lobby lists it: its options came in the welcome.
  if (isTableMessage(value)) {
    const { options: _, ...listing } = SUMMARY;
    return { ...value, table: listing };
  }
  if (Array.isArray(value)) return value.map((v) => unelide(v, key));
  if (value && typeof value === 'object') {
    if ('...' in value) {
      if (!(key in ELIDED)) throw new Error(`an elided object under "${key}" stands for nothing`);
      return ELIDED[key];
    }
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, unelide(v, k)]));
  }
  return value;
}

const isTableMessage = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && (v as { type?: unknown }).type === 'table';

interface Example {
  readonly inline?: boolean;
  readonly section: string;
  readonly text: string;
  readonly value: unknown;
}

/** The JSON examples of the document: fenced blocks (one object, or one per line). */
function blocks(): Example[] {
  const out: Example[] = [];
  let section = '';
  const lines = doc.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (line.startsWith('#')) section = line.replace(/^#+\s*/, '');
    if (line.trim() !== '```json') continue;
    const body: string[] = [];
    for (i++; (lines[i] as string).trim() !== '```'; i++) body.push(lines[i] as string);
    const text = body.join('\n');
    try {
      out.push({ section, text, value: unelide(JSON.parse(text)) });
    } catch {
      for (const l of body.filter((b) => b.trim()))
        out.push({ section, text: l, value: unelide(JSON.parse(l)) });
    }
  }
  return out;
}

/** Inline examples of messages (`{"type":...}` in backticks), placeholders filled in. */
function inline(): Example[] {
  const out: Example[] = [];
  let section = '';
  for (const line of doc.split('\n')) {
    if (line.startsWith('#')) section = line.replace(/^#+\s*/, '');
    for (const m of line.matchAll(/`(\{"[^`]*\})`/g)) {
      // A fragment that says it is one (`{"type":"hello","v":1,...}`) is not an example.
      if ((m[1] as string).includes(',...}')) continue;
      const text = (m[1] as string)
        .replace(/:NAME\b/g, ':"expert"')
        .replace(/:ID\b/g, ':"Xy7pQ2mR9aKd"')
        .replace(/:TOKEN\b/g, `:"${'n3Jc0s'.padEnd(43, 'x')}"`)
        .replace(/:N\b/g, ':600000')
        .replace(/:MOVE\b/g, ':{"type":"stop"}')
        .replace(/:\.\.\./g, ':1763820005000')
        .replace(/\{\.\.\.\}/g, '{"...":""}');
      out.push({ inline: true, section, text, value: unelide(JSON.parse(text)) });
    }
  }
  return out;
}

const parses = (schema: z.ZodType, e: Example) => {
  const r = schema.safeParse(e.value);
  expect([e.text, r.success ? 'ok' : r.error.issues]).toEqual([e.text, 'ok']);
};

/** Every keyed message (an error or a log line) in an example: its code exists, its params fit. */
function checkKeyed(value: unknown): number {
  let n = 0;
  const visit = (v: unknown) => {
    if (Array.isArray(v)) return v.forEach(visit);
    if (!v || typeof v !== 'object') return;
    const o = v as Record<string, unknown>;
    const key = typeof o.code === 'string' ? o.code : typeof o.key === 'string' ? o.key : null;
    if (key !== null && o.params && typeof o.params === 'object') {
      n++;
      const template = catalog[key];
      expect([key, template !== undefined]).toEqual([key, true]);
      const wanted = placeholders(template ?? '');
      for (const p of Object.keys(o.params))
        expect([key, p, wanted.has(p)]).toEqual([key, p, true]);
    }
    Object.values(o).forEach(visit);
  };
  visit(value);
  return n;
}

describe('docs/protocol.md', () => {
  it('states the version the server speaks, in its title, its text and its version list', () => {
    const v = PROTOCOL_VERSION;
    expect(doc.split('\n')[0]).toBe(`# Fathom server protocol (version ${v})`);
    expect(doc).toContain(`The protocol version is \`${v}\`.`);
    expect(doc).toContain(`{"supported":${v}}`);
    expect(doc).toContain(`- Version ${v}: `);
    expect(doc).not.toContain(`- Version ${v + 1}: `);
  });

  it('gives examples that parse with the server’s own schemas', () => {
    const all = [...blocks(), ...inline()];
    expect(all.length).toBeGreaterThan(25);
    let checked = 0;
    const types = { client: new Set<string>(), server: new Set<string>() };
    for (const e of all) {
      const v = e.value as Record<string, unknown>;
      const client = e.section.startsWith('Client');
      if (typeof v.type === 'string') types[client ? 'client' : 'server'].add(v.type);
      if (typeof v.type === 'string') parses(client ? clientMessage : serverMessage, e);
      else if ('error' in v) parses(httpError, e);
      else if ('games' in v) parses(gamesList, e);
      else if ('tables' in v) parses(lobbyPage, e);
      else if ('token' in v) parses(seatGiven, e);
      else if ('id' in v && 'seats' in v) parses(tableSummary, e);
      else if ('seats' in v) parses(createTableBody, e);
      else if (v.kind === 'human' || v.kind === 'bot') parses(seatSpec, e);
      else if ('kind' in v) parses(e.section.includes('POST') ? timeControl : clockView, e);
      else if ('code' in v) expect(checkKeyed(v)).toBe(1);
      else if ('name' in v) parses(joinBody, e);
      else if (!e.inline) throw new Error(`an example of nothing known: ${e.text}`);
      checked++;
      checkKeyed(v);
    }
    expect(checked).toBe(all.length);
    // Every message there is has an example.
    expect([...types.client].sort()).toEqual(
      clientMessage.options.map((o) => o.shape.type.value).sort(),
    );
    expect([...types.server].sort()).toEqual(
      serverMessage.options.map((o) => o.shape.type.value).sort(),
    );
  });

  it('lists error codes that exist, with their parameters, and every code the server has', () => {
    const table = doc.slice(doc.indexOf('## Errors'), doc.indexOf('## HTTP API'));
    const rows = [...table.matchAll(/^\| `([\w.-]+)`\s*\|([^|]*)\|/gm)].map((m) => ({
      code: m[1] as string,
      params: [...(m[2] as string).matchAll(/`(\w+)`/g)].map((p) => p[1] as string),
    }));
    expect(rows.length).toBeGreaterThan(20);
    for (const { code, params } of rows) {
      const template =
        serverMessages.en[code as keyof typeof serverMessages.en] ?? kernelMessages.en[code];
      expect([code, template !== undefined]).toEqual([code, true]);
      expect([code, [...placeholders(template ?? '')].sort()]).toEqual([code, [...params].sort()]);
    }
    // Close reasons are keys too, in the Closing table.
    const closing = doc.slice(doc.indexOf('### Closing'));
    for (const [code, reason] of Object.values(CLOSE)) {
      expect(closing).toMatch(new RegExp(`\\| ${code} \\| \`${reason}\``));
    }
    const documented = new Set([
      ...rows.map((r) => r.code),
      ...Object.values(CLOSE).map(([, reason]) => reason as string),
    ]);
    const undocumented = Object.keys(serverMessages.en).filter((c) => !documented.has(c));
    expect(undocumented).toEqual([]);
  });
});
