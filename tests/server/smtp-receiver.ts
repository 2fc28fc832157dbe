import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as the test's SMTP server received it, its headers and text decoded. */
export interface Mail {
  readonly to: readonly string[];
  /** Header names in lower case, values unfolded and decoded (RFC 2047 words). */
  readonly headers: Readonly<Record<string, string>>;
  readonly subject: string;
  readonly text: string;
}

export interface SmtpReceiver {
  readonly url: string;
  readonly mails: Mail[];
  /** Recipients whose RCPT TO the server refuses (550): a failing mail. */
  readonly refuse: Set<string>;
  /** How long the server holds each RCPT TO before answering: a slow mail server. */
  readonly stall: { ms: number };
  /** RCPT TO commands received (answered or not): a mail under way. */
  readonly recipients: () => number;
  close(): Promise<void>;
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, enc: string, data: string) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQp(data.replace(/_/g, ' ')),
    );
}

function decodeQp(s: string): string {
  const bytes: number[] = [];
  const flat = s.replace(/=\r?\n/g, '');
  for (let i = 0; i < flat.length; i++) {
    if (flat[i] === '=' && /^[0-9A-F]{2}$/i.test(flat.slice(i + 1, i + 3))) {
      bytes.push(parseInt(flat.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(flat[i] as string, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Parses a single-part text mail (what the server sends). */
export function parseMail(raw: string, to: readonly string[]): Mail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  const body = raw.slice(split + 4);
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body, 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQp(body)
        : body;
  return { to, headers, subject: headers.subject ?? '', text: text.replace(/\r\n/g, '\n') };
}

/** A real SMTP server on 127.0.0.1 (the `smtp-server` package), keeping what it receives. */
export async function startSmtp(): Promise<SmtpReceiver> {
  const mails: Mail[] = [];
  const refuse = new Set<string>();
  const stall = { ms: 0 };
  let recipients = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse.has(address.address)) {
        const e = new Error('mailbox unavailable') as Error & { responseCode: number };
        e.responseCode = 550;
        return callback(e);
      }
      recipients++;
      if (stall.ms > 0) setTimeout(() => callback(), stall.ms);
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    refuse,
    stall,
    recipients: () => recipients,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
