import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { GAMES } from '../../games/registry.js';
import { webFiles } from '../../server/web-files.js';
import { cpuIndex, MID_TIER_INDEX } from './cpu-index.js';
import { parseArgs, summarize, table, type PhoneArgs, type Row } from './summary.js';

/**
 * `npm run bench:phone`: the bots of local play, in headless Chromium with its CPU slowed down as
 * a mid-range phone's (Emulation.setCPUThrottlingRate, 4 by default: DevTools' "mid-tier mobile"
 * preset), each decision's wall time per game and level against its budget. Bots-only tables at
 * `pace=0`, every seat the level timed; the client's bot probe (web/src/local/bot-probe.ts) is
 * told each decision's time. The CPU index (cpu-index.ts) is printed with the throttle off and on,
 * against a mid-tier phone's 1000. Figures only: nothing is asserted.
 */

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The built client: dist/web, or FATHOM_WEB_ROOT when set (as the browser tests read it). */
const WEB_ROOT = resolve(process.env.FATHOM_WEB_ROOT ?? resolve(import.meta.dirname, '../../web'));
/** No new decision for this long: the game is over (or stuck), the next one starts. */
const IDLE_MS = 20_000;
const CALIBRATION_MS = 1000;
/** A game's timing ends after this long: whole games for the quick bots, a 40 s slice of the slow. */
const GAME_MS = 40_000;

async function serve(): Promise<{ url: string; close: () => void }> {
  const files = webFiles(WEB_ROOT);
  if (!files) throw new Error(`${WEB_ROOT}/index.html is missing: run "npm run build" first`);
  const server = createServer(files);
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

async function throttledPage(browser: Browser, rate: number): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 667 },
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(() => {
    const w = globalThis as unknown as { fathomBotProbe: unknown; botTimes: [string, number][] };
    w.botTimes = [];
    w.fathomBotProbe = (bot: string, ms: number) => w.botTimes.push([bot, ms]);
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return page;
}

/** The page's CPU index at `rate` (the first run warms the engine up and is dropped). */
async function indexAt(browser: Browser, rate: number): Promise<number> {
  const page = await throttledPage(browser, rate);
  await page.evaluate(cpuIndex, CALIBRATION_MS / 4);
  const index = await page.evaluate(cpuIndex, CALIBRATION_MS);
  await page.context().close();
  return index;
}

/** Times up to `decisions` bot decisions of one bots-only game; returns their times (ms). */
async function timeGame(
  browser: Browser,
  url: string,
  rate: number,
  game: string,
  bot: string,
  players: number,
  seed: string,
  decisions: number,
): Promise<number[]> {
  const page = await throttledPage(browser, rate);
  const seats = Array.from({ length: players }, (_, i) => `${bot}:B${i + 1}`).join(',');
  await page.goto(`${url}/local/${game}?seats=${seats}&seed=${seed}&pace=0`);
  let times: number[] = [];
  let lastCount = -1;
  let lastChange = Date.now();
  const end = lastChange + GAME_MS;
  while (times.length < decisions && Date.now() - lastChange < IDLE_MS && Date.now() < end) {
    await new Promise((ok) => setTimeout(ok, 250));
    times = await page.evaluate(() =>
      (globalThis as unknown as { botTimes: [string, number][] }).botTimes.map(([, ms]) => ms),
    );
    if (times.length !== lastCount) [lastCount, lastChange] = [times.length, Date.now()];
  }
  await page.context().close();
  return times.slice(0, decisions);
}

async function main(args: PhoneArgs): Promise<void> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const web = await serve();
  try {
    const free = await indexAt(browser, 1);
    const rate =
      args.rate === 'auto' ? Math.max(1, +(free / MID_TIER_INDEX).toFixed(2)) : args.rate;
    const slowed = await indexAt(browser, rate);
    console.log(
      `CPU index (Lighthouse's BenchmarkIndex scale; a mid-tier phone, Pixel 5: ${MID_TIER_INDEX}):` +
        ` ${free} unthrottled, ${slowed} at throttling rate ${rate}`,
    );
    const rows: Row[] = [];
    for (const [id, entry] of GAMES) {
      if (args.only.length > 0 && !args.only.includes(id)) continue;
      const players = Math.min(Math.max(3, entry.game.minPlayers), entry.game.maxPlayers);
      for (const { name } of entry.bots) {
        if (args.bots.length > 0 && !args.bots.includes(name)) continue;
        const times: number[] = [];
        for (let g = 0; g < args.games; g++) {
          const seed = `phone-${id}-${name}-${g}`;
          times.push(
            ...(await timeGame(browser, web.url, rate, id, name, players, seed, args.decisions)),
          );
        }
        const row = summarize(id, name, args.games, times);
        console.log(table([row]).split('\n')[2]);
        rows.push(row);
      }
    }
    console.log(`\nEvery seat the level timed, 3 players (or the game's least above).\n`);
    console.log(table(rows));
  } finally {
    await browser.close();
    web.close();
  }
}

await main(parseArgs(process.argv.slice(2)));
