import { runCrashTest } from './crash.js';

/**
 * `node dist/bench/server/crash-main.js [--kills 20] [--tables 50] [--engines sqlite,postgres]`:
 * the crash test at full size (the test suite runs a small one).
 */
const argv = process.argv.slice(2);
const opt = (name: string, def: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] !== undefined ? (argv[i + 1] as string) : def;
};
for (const engine of opt('engines', 'sqlite,postgres').split(',') as ('sqlite' | 'postgres')[]) {
  const r = await runCrashTest({
    engine,
    kills: Number(opt('kills', '20')),
    tables: Number(opt('tables', '50')),
    maxRunMs: Number(opt('run-ms', '1500')),
    port: 18432,
    log: (m) => console.error(`${engine}: ${m}`),
  });
  console.log(
    `crash ${engine}: ${r.kills} kills, ${r.acknowledged} moves acknowledged, ${r.lost} lost, ${r.mismatched} different, ${r.movesInLog} moves in the log`,
  );
}
process.exit(0);
