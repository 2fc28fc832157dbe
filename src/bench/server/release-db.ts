import { rmSync } from 'node:fs';
import { SqliteStorage } from '../../server/storage/sqlite.js';
import type {
  ChatRecord,
  MoveRecord,
  SeatRecord,
  TableRecord,
} from '../../server/storage/types.js';

/**
 * Writes the small SQLite database `tests/fixtures/release.sqlite`, which the upgrade test
 * (tests/server/accounts-upgrade.test.ts) opens with the current code: it must come out migrated
 * with nothing lost. Made with the release before accounts (commit f14cb34); to make it again
 * with some release R, build R's `src` with this file copied in and run
 * `node dist/bench/server/release-db.js tests/fixtures/release.sqlite`.
 *
 * Everything is fixed (ids, times) so that the test compares with `releaseData()` exactly.
 */
export function releaseData(): {
  tables: TableRecord[];
  moves: Record<string, MoveRecord[]>;
  snapshots: Record<string, { seq: number; state: string }>;
  chat: Record<string, Omit<ChatRecord, 'id'>[]>;
} {
  const seat = (name: string, tokenHash: string | null, bot: string | null = null): SeatRecord => ({
    kind: bot ? 'bot' : 'human',
    bot,
    name,
    tokenHash,
    zombie: false,
    clockBonusMs: 0,
  });
  const base = {
    game: 'into-the-blue',
    rulesVersion: 1,
    options: { chests: [1, 2, 3] },
    timeControl: { kind: 'async', perMoveMs: 86_400_000 } as const,
    listed: true,
    createdAt: 1_764_000_000_000,
    startedAt: null,
    finishedAt: null,
    result: null,
    version: 0,
    creator: 'creator-hash',
  };
  const tables: TableRecord[] = [
    { ...base, id: 'release-open', status: 'open', seats: [seat('Ana', 'h-ana'), seat('', null)] },
    {
      ...base,
      id: 'release-playing',
      status: 'playing',
      createdAt: base.createdAt + 1,
      startedAt: base.createdAt + 2,
      seats: [seat('Ana', 'h-ana2'), seat('Bruno', 'h-bruno')],
    },
    {
      ...base,
      id: 'release-finished',
      status: 'finished',
      listed: false,
      createdAt: base.createdAt + 3,
      startedAt: base.createdAt + 4,
      finishedAt: base.createdAt + 5,
      result: { ranking: [[1], [0]] },
      seats: [seat('Chloé', 'h-chloe'), seat('expert', null, 'expert')],
    },
  ];
  const move = (seq: number, actor: MoveRecord['actor']): MoveRecord => ({
    seq,
    actor,
    move: { type: 'roll', n: seq },
    at: base.createdAt + 10 + seq,
    byBot: actor === 1,
  });
  return {
    tables,
    moves: {
      'release-playing': [move(1, 0), move(2, 'chance'), move(3, 1)],
      'release-finished': [move(1, 0), move(2, 1)],
    },
    snapshots: { 'release-playing': { seq: 2, state: '{"turn":1}' } },
    chat: {
      'release-playing': [
        { seat: 0, name: 'Ana', text: 'hola', at: base.createdAt + 20 },
        { seat: null, name: 'Visitor', text: 'bonne partie', at: base.createdAt + 21 },
      ],
    },
  };
}

export async function writeReleaseDb(file: string): Promise<void> {
  rmSync(file, { force: true });
  const s = new SqliteStorage(file, 'release');
  const data = releaseData();
  for (const t of data.tables) await s.createTable(t);
  for (const [table, moves] of Object.entries(data.moves)) await s.append(table, moves);
  for (const [table, snap] of Object.entries(data.snapshots))
    await s.putSnapshot(table, snap.seq, snap.state);
  for (const [table, lines] of Object.entries(data.chat))
    for (const line of lines) await s.addChat(table, line);
  await s.close();
  // One file: the WAL was checkpointed into it at close.
  rmSync(`${file}-wal`, { force: true });
  rmSync(`${file}-shm`, { force: true });
}

if (process.argv[1]?.endsWith('release-db.js')) {
  const out = process.argv[2];
  if (!out) throw new Error('usage: node dist/bench/server/release-db.js OUT.sqlite');
  await writeReleaseDb(out);
}
