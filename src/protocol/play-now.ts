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

/** The error codes of Play now, part of `serverMessages` (messages.ts). */
export const playNowMessages = {
  en: {
    'play-now-rated-account': 'Sign in to play a rated game.',
    'play-now-gone': 'This Play now request is over: ask again.',
    'play-now-busy': 'Too many players are waiting from your network: try again in a minute.',
    'play-now-pending': 'You are already waiting to play on another page or device.',
  },
  es: {
    'play-now-rated-account': 'Inicia sesión para jugar una partida puntuada.',
    'play-now-gone': 'Esta petición de «Jugar ya» terminó: vuelve a pedirla.',
    'play-now-busy': 'Demasiados jugadores esperan desde tu red: inténtalo dentro de un minuto.',
    'play-now-pending': 'Ya esperas para jugar en otra página o dispositivo.',
  },
  fr: {
    'play-now-rated-account': 'Connectez-vous pour jouer une partie classée.',
    'play-now-gone': 'Cette demande « Jouer maintenant » est terminée : redemandez.',
    'play-now-busy': 'Trop de joueurs attendent depuis votre réseau : réessayez dans une minute.',
    'play-now-pending': 'Vous attendez déjà de jouer sur une autre page ou un autre appareil.',
  },
} as const;
