import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteStorage } from '../../src/server/storage/sqlite.js';
import { SqliteWriter } from '../../src/server/storage/sqlite-writer.js';

const dir = mkdtempSync(join(tmpdir(), 'fathom-writer-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the SQLite writer', () => {
  it('gets the writes queued behind a batch as soon as it answers, before that batch is told', async () => {
    const file = join(dir, 'writer.sqlite');
    await new SqliteStorage(file, 'writer-test').close(); // the schema
    // A gap between batches far longer than the test: only a write that waited is sent at once.
    const writer = new SqliteWriter(file, 60_000, 3_600_000);
    const atWriter = () => (writer as unknown as { atWriter: readonly unknown[] }).atWriter.length;
    try {
      // The first write after a quiet moment goes at once (after this callback's microtasks).
      const first = writer.write('keepSetting', ['first', '1']);
      await null;
      expect(atWriter()).toBe(1);
      // Queued behind it: the writer holds one batch at a time.
      const second = writer.write('keepSetting', ['second', '2']);
      expect(atWriter()).toBe(1);
      // The server fans a batch's moves out where its writes are told they are durable, for as
      // long as the batch is large: by then the next batch must be at the writer, or the writer
      // would idle meanwhile.
      const whenTold = await first.then(() => atWriter());
      expect(whenTold).toBe(1);
      expect(await second).toBe(1);
    } finally {
      await writer.close();
    }
  });
});
