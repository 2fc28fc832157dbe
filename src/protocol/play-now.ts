/**
 * Play now's choices (issue 42; docs/protocol.md, "Play now"), shared by the server and the web
 * client: plain data with no imports. A pace is the lobby's time choice: `s:N` N seconds a
 * decision at a live table (`s:0` no clock), `h:N` N hours a move at a turn-based one.
 */
export const PLAY_NOW_PACES = [
  's:0',
  's:30',
  's:60',
  's:120',
  'h:1',
  'h:12',
  'h:24',
  'h:72',
] as const;
export type PlayNowPace = (typeof PLAY_NOW_PACES)[number];

/** How long to wait for people before bots fill the empty seats, in seconds (null: never). */
export const PLAY_NOW_BOT_WAITS = [30, 60, 120, null] as const;
export type PlayNowBotWait = (typeof PLAY_NOW_BOT_WAITS)[number];

/** How often a waiting page says it is still there (ms); a request unheard for long expires. */
export const PLAY_NOW_POLL_MS = 2000;

/**
 * The error codes of Play now (docs/protocol.md, "Play now"): not in `serverMessages`, which
 * every page loads, but here, loaded with a client's Play now UI.
 */
export const playNowMessages = {
  en: {
    'play-now-gone': 'This wait is over: ask again.',
    'play-now-busy': 'Too many players wait from your network: try later.',
    'play-now-pending': 'You already wait on another page.',
  },
  es: {
    'play-now-gone': 'Esta espera terminó: vuelve a pedir.',
    'play-now-busy': 'Demasiados jugadores esperan desde tu red: prueba más tarde.',
    'play-now-pending': 'Ya esperas en otra página.',
  },
  fr: {
    'play-now-gone': 'Cette attente est finie : redemandez.',
    'play-now-busy': 'Trop de joueurs attendent depuis votre réseau : réessayez plus tard.',
    'play-now-pending': 'Vous attendez déjà sur une autre page.',
  },
} as const;
