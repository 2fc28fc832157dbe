import { installPeer, peerRequire } from './install.js';
import { peerGame } from './game.js';

/**
 * The peer's server (its own process, as Fathom's is): boardgame.io serving the games in memory
 * (its default storage), its lobby API and its socket.io transport on one port.
 *
 * `node dist/bench/peer/server.js --port 18432 [--games into-the-blue,aquasphere]`
 */
const argv = process.argv.slice(2);
const opt = (name: string, def: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] !== undefined ? (argv[i + 1] as string) : def;
};
installPeer();
const require = peerRequire();
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const { Server } = require('boardgame.io/server') as { Server: (opts: unknown) => any };
const { INVALID_MOVE } = require('boardgame.io/core') as { INVALID_MOVE: string };
const games = opt('games', 'into-the-blue,aquasphere')
  .split(',')
  .map((id) => peerGame(id, INVALID_MOVE));
const server = Server({ games, origins: [] });
await server.run({ port: Number(opt('port', '18432')) });
process.on('SIGTERM', () => process.exit(0));
