import { formatMessage, type Lang } from '../../kernel/i18n.js';

/** What a notification is about (docs/protocol.md, "Push notifications"). */
export type PushKind = 'turn' | 'started' | 'ended' | 'time-low' | 'rematch' | 'invited' | 'chat';

/** The games' names: the same in every language. */
const GAME_NAMES: Readonly<Record<string, string>> = {
  'into-the-blue': 'Into the Blue',
  survive: 'Survive: Escape from Atlantis!',
  aquasphere: 'AquaSphere',
};

/** A game's name, as people know it. */
export const gameName = (game: string): string => GAME_NAMES[game] ?? game;

/**
 * The notifications' words, by kind: a title and a body. They name the game and, for a rematch, an
 * invitation or a chat line, who offers it or wrote (names are public at a table); never a move, a
 * tile or a hand, nor a chat line's words (docs/protocol.md, "Push notifications").
 */
const TEXTS: Readonly<Record<Lang, Readonly<Record<PushKind, readonly [string, string]>>>> = {
  en: {
    turn: ['Your turn', '{game}: it is your turn to play.'],
    started: ['The game has started', '{game}: every seat is taken, the game is on.'],
    ended: ['The game is over', '{game}: the game has ended. See the result.'],
    'time-low': ['Time is running low', '{game}: a quarter of your time is left.'],
    rematch: ['A rematch?', '{game}: {name} offers a rematch.'],
    invited: ['An invitation to play', '{game}: {name} invites you and keeps a seat for you.'],
    chat: ['A new chat message', '{game}: {name} wrote in the table’s chat.'],
  },
  es: {
    turn: ['Te toca', '{game}: es tu turno.'],
    started: [
      'La partida ha empezado',
      '{game}: todos los asientos están ocupados, empieza la partida.',
    ],
    ended: ['La partida ha terminado', '{game}: la partida ha terminado. Mira el resultado.'],
    'time-low': ['Se acaba el tiempo', '{game}: te queda una cuarta parte del tiempo.'],
    rematch: ['¿La revancha?', '{game}: {name} propone la revancha.'],
    invited: ['Una invitación a jugar', '{game}: {name} te invita y te guarda un asiento.'],
    chat: ['Un mensaje nuevo en el chat', '{game}: {name} escribió en el chat de la mesa.'],
  },
  fr: {
    turn: ['À vous de jouer', '{game} : c’est votre tour.'],
    started: [
      'La partie a commencé',
      '{game} : toutes les places sont prises, la partie commence.',
    ],
    ended: ['La partie est finie', '{game} : la partie est terminée. Voyez le résultat.'],
    'time-low': ['Le temps presse', '{game} : il vous reste un quart de votre temps.'],
    rematch: ['Une revanche ?', '{game} : {name} propose une revanche.'],
    invited: ['Une invitation à jouer', '{game} : {name} vous invite et vous garde une place.'],
    chat: ['Un nouveau message', '{game} : {name} a écrit dans la discussion de la table.'],
  },
};

/** What the service worker shows (web/sw/sw.ts): words in the device's language, and the table. */
export interface PushPayload {
  readonly title: string;
  readonly body: string;
  /** The table's page (the new table's, for a rematch; its join page, for an invitation). */
  readonly url: string;
  /** One notification per table and kind on a device: a newer one replaces the older. */
  readonly tag: string;
}

export function pushPayload(
  lang: Lang,
  kind: PushKind,
  game: string,
  table: string,
  url: string,
  name = '',
): PushPayload {
  const [title, body] = TEXTS[lang][kind];
  const params = { game: gameName(game), name };
  return {
    title: formatMessage(lang, title, params),
    body: formatMessage(lang, body, params),
    url,
    tag: `${table}:${kind}`,
  };
}
