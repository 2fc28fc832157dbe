/**
 * A message as the server sends it on a WebSocket: one text frame (RFC 6455, section 5.2),
 * unmasked as a server's are, whole (FIN set), its header and payload in one Buffer.
 *
 * Framed once, written to every socket it goes to: a move's message is the same for all the
 * viewers who see the same thing (fanout.ts), a presence or chat line the same for every socket
 * of the table. Sent through `ws`, each socket framed it anew: a header Buffer and two writes per
 * message per socket. Written whole to the socket, its bytes are the ones `ws` would have written
 * (the server's sockets have no extensions: per-message deflate is off, ws.ts).
 */
export class TextFrame {
  private constructor(
    /** The whole frame: its header, then the payload from `at`. */
    readonly bytes: Buffer,
    readonly at: number,
  ) {}

  /** The payload's length in bytes (the JSON's, in UTF-8). */
  get length(): number {
    return this.bytes.length - this.at;
  }

  /** The payload, the message's JSON as UTF-8 (a view of the frame's bytes, not a copy). */
  get payload(): Buffer {
    return this.bytes.subarray(this.at);
  }

  /** The message's JSON. */
  toString(): string {
    return this.bytes.toString('utf8', this.at);
  }

  /** A frame of `text`. */
  static of(text: string): TextFrame {
    const frame = TextFrame.alloc(Buffer.byteLength(text));
    frame.bytes.write(text, frame.at);
    return frame;
  }

  /**
   * A frame for a payload of `size` bytes, its header written: the caller writes the payload
   * into `bytes` from `at`, all of it.
   */
  static alloc(size: number): TextFrame {
    const at = size < 126 ? 2 : size < 0x10000 ? 4 : 10;
    const bytes = Buffer.allocUnsafe(at + size);
    // FIN, opcode 1 (text); no mask bit, then the length in 7, 7+16 or 7+64 bits.
    bytes[0] = 0x81;
    if (at === 2) bytes[1] = size;
    else if (at === 4) {
      bytes[1] = 126;
      bytes.writeUInt16BE(size, 2);
    } else {
      bytes[1] = 127;
      bytes.writeUInt32BE(Math.floor(size / 0x100000000), 2);
      bytes.writeUInt32BE(size >>> 0, 6);
    }
    return new TextFrame(bytes, at);
  }
}
