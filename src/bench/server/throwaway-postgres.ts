import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.js';

/**
 * A throwaway PostgreSQL server from the machine's binaries (PostgreSQL 15, as `.ci/run`
 * installs): initdb into a temp dir, a random free port, the unix socket in the temp dir.
 * initdb and postgres refuse to run as root, so as root they run as the `postgres` user.
 */
export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface TestPostgres {
  readonly url: string;
  readonly port: number;
  stop(): Promise<void>;
}

function asPostgresUser(cmd: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0
    ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]]
    : [cmd, args];
}

export async function startPostgres(
  opts: { maxConnections?: number; sharedBuffers?: string } = {},
): Promise<TestPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'fathom-pg-'));
  chmodSync(dir, 0o700);
  if (process.getuid?.() === 0) {
    const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(dir, Number(id.stdout.trim()), Number(gid.stdout.trim()));
  }
  const data = join(dir, 'data');
  const [initCmd, initArgs] = asPostgresUser(join(PG_BIN, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C',
  ]);
  const init = spawnSync(initCmd, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
  const port = await freePort();
  const [pgCmd, pgArgs] = asPostgresUser(join(PG_BIN, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    `max_connections=${opts.maxConnections ?? 100}`,
    '-c',
    `shared_buffers=${opts.sharedBuffers ?? '64MB'}`,
  ]);
  const child: ChildProcess = spawn(pgCmd, pgArgs, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    const ready = spawnSync(join(PG_BIN, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port)]);
    if (ready.status === 0) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`postgres did not start: ${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        // runuser does not pass signals on: signal the postmaster itself (fast shutdown).
        const pid = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
        process.kill(pid, 'SIGINT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
