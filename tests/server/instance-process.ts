import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOAD_TEST_ENV } from '../../src/bench/server/http.js';
import { freePort } from '../../src/bench/server/free-port.js';
import { SERVER_NODE_FLAGS } from '../../src/server/node-flags.js';

/** A server instance as its own process (dist/server/main.js), to be signalled and restarted. */
export interface InstanceProcess {
  readonly port: number;
  readonly url: string;
  readonly wsUrl: string;
  /** Everything it wrote on stderr and stdout, for failures' messages. */
  output(): string;
  /** Starts it (again), on the same port and settings; resolves once /healthz answers 200. */
  start(): Promise<void>;
  /** Sends the signal; resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export async function instanceProcess(env: NodeJS.ProcessEnv): Promise<InstanceProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let proc: ChildProcess | null = null;
  let out = '';
  const dataDir = mkdtempSync(join(tmpdir(), 'fathom-instance-'));
  return {
    port,
    url,
    wsUrl: `ws://127.0.0.1:${port}/api/v1/ws`,
    output: () => out,
    async start() {
      const p = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist/server/main.js'], {
        env: {
          ...process.env,
          ...LOAD_TEST_ENV,
          FATHOM_SOCKET_RATE: '0',
          FATHOM_BOT_THREADS: '1',
          DATA_DIR: dataDir,
          HOST: '127.0.0.1',
          PORT: String(port),
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      proc = p;
      p.stdout?.on('data', (d: Buffer) => (out += d.toString()));
      p.stderr?.on('data', (d: Buffer) => (out += d.toString()));
      for (let i = 0; ; i++) {
        if (p.exitCode !== null) throw new Error(`the server exited: ${out}`);
        try {
          if ((await fetch(`${url}/healthz`)).ok) return;
        } catch {
          // not listening yet
        }
        if (i > 600) throw new Error(`the server did not start: ${out}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async stop(signal = 'SIGTERM') {
      const p = proc;
      if (!p || p.exitCode !== null || p.signalCode !== null) return p?.exitCode ?? null;
      const exited = new Promise<number | null>((r) => p.once('exit', (code) => r(code)));
      p.kill(signal);
      return exited;
    },
  };
}
