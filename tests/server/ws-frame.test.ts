import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { TextFrame } from '../../src/server/ws-frame.js';

// The server writes its frames whole to the TCP socket under `ws` (ws-connection.ts): a real
// WebSocket client must read them as the messages they hold.
let server: WebSocketServer;
let url = '';

beforeAll(async () => {
  server = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });
  await new Promise((resolve) => server.once('listening', resolve));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

/** What a WebSocket client reads when the server writes `frames`, in order, then closes. */
async function read(frames: readonly TextFrame[]): Promise<{ text: string; binary: boolean }[]> {
  server.once('connection', (ws) => {
    const raw = (ws as WebSocket & { _socket: Socket })._socket;
    for (const f of frames) raw.write(f.bytes);
    ws.close(1000, 'done');
  });
  const client = new WebSocket(url);
  const got: { text: string; binary: boolean }[] = [];
  client.on('message', (data: Buffer, binary: boolean) =>
    got.push({ text: data.toString(), binary }),
  );
  await new Promise((resolve, reject) => {
    client.on('close', resolve);
    client.on('error', reject);
  });
  return got;
}

describe('a message framed once by the server (ws-frame.ts)', () => {
  // Each length where the frame's header changes: 7 bits, 16 bits, 64 bits.
  for (const size of [0, 1, 125, 126, 127, 65_535, 65_536, 200_000]) {
    it(`is read by a WebSocket client as the same text, ${size} bytes`, async () => {
      const text = JSON.stringify('x'.repeat(Math.max(0, size - 2))).slice(0, size);
      const frame = TextFrame.of(text);
      expect(frame.length).toBe(size);
      expect(frame.toString()).toBe(text);
      expect(await read([frame])).toEqual([{ text, binary: false }]);
    });
  }

  it('counts its payload in UTF-8 bytes, and frames written one after another read apart', async () => {
    const a = TextFrame.of('{"name":"Zoë","dice":"1 2 ◆"}');
    const b = TextFrame.of('{"type":"ack"}');
    expect(a.length).toBe(Buffer.byteLength('{"name":"Zoë","dice":"1 2 ◆"}'));
    expect(await read([a, b])).toEqual([
      { text: '{"name":"Zoë","dice":"1 2 ◆"}', binary: false },
      { text: '{"type":"ack"}', binary: false },
    ]);
  });
});
