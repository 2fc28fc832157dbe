import { z } from 'zod';
import {
  clientMessage,
  createTableBody,
  gamesList,
  httpError,
  joinBody,
  lobbyPage,
  seatGiven,
  serverMessage,
  tableSummary,
} from './schema.js';
import { PROTOCOL_VERSION } from './version.js';

/**
 * The protocol's messages and HTTP bodies as one JSON Schema (draft 2020-12), generated from the
 * zod schemas so that it cannot say otherwise: `npm run protocol:schema` writes it to
 * docs/protocol.schema.json, and tests/server/protocol-schema.test.ts fails when the committed
 * file is not what the code generates. For client authors in any language; the prose,
 * limits and behaviour stay in docs/protocol.md.
 */
export function protocolJsonSchema(): Record<string, unknown> {
  const named = {
    // What the server reads: as a client must write it (optional fields may be left out).
    ClientMessage: [clientMessage, 'input'],
    CreateTableBody: [createTableBody, 'input'],
    JoinBody: [joinBody, 'input'],
    // What the server writes.
    ServerMessage: [serverMessage, 'output'],
    TableSummary: [tableSummary, 'output'],
    LobbyPage: [lobbyPage, 'output'],
    SeatGiven: [seatGiven, 'output'],
    GamesList: [gamesList, 'output'],
    HttpError: [httpError, 'output'],
  } as const;
  const defs = Object.fromEntries(
    Object.entries(named).map(([name, [schema, io]]) => {
      const { $schema: _, ...json } = z.toJSONSchema(schema, { io, target: 'draft-2020-12' });
      return [name, json];
    }),
  );
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: `Fathom protocol, version ${PROTOCOL_VERSION}`,
    description:
      'Generated from src/protocol/schema.ts by `npm run protocol:schema`; do not edit. ' +
      'Messages are one JSON object per WebSocket text frame; see docs/protocol.md.',
    $defs: defs,
  };
}
