import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { protocolJsonSchema } from '../../src/protocol/json-schema.js';
import { PROTOCOL_VERSION } from '../../src/protocol/version.js';

// docs/protocol.schema.json is generated from the code (`npm run protocol:schema`): it must be
// what the code generates now, or client authors read a protocol the server no longer speaks.
const committed = JSON.parse(readFileSync('docs/protocol.schema.json', 'utf8')) as {
  title: string;
  $defs: Record<string, { oneOf?: { properties: { type: { const: string } } }[] }>;
};

describe('docs/protocol.schema.json', () => {
  it('is what the code generates (run `npm run protocol:schema` after changing the messages)', () => {
    expect(committed).toEqual(protocolJsonSchema());
  });

  it("names every message type of both directions, at the protocol's version", () => {
    const types = (name: string) =>
      (committed.$defs[name]?.oneOf ?? []).map((m) => m.properties.type.const);
    expect(committed.title).toContain(`version ${PROTOCOL_VERSION}`);
    expect(types('ClientMessage')).toEqual([
      'hello',
      'move',
      'start',
      'leave',
      'replace',
      'chat',
      'ping',
      'visible',
      'resync',
    ]);
    expect(types('ServerMessage')).toEqual([
      'welcome',
      'move',
      'moves',
      'ack',
      'error',
      'table',
      'chat',
      'presence',
      'pong',
    ]);
  });
});
