import type { Catalogs } from './i18n.js';

/**
 * What is wrong with a replay file, in each language (replay.ts). The web client shows these, and
 * the command line prints them in the language it was asked for.
 */
export const replayMessages: Catalogs = {
  en: {
    'replay.not-json': 'This file is not a replay: it is not JSON text.',
    'replay.not-replay': 'This file is not a Fathom replay.',
    'replay.bad-version':
      'This replay is in version {found} of the replay format; this Fathom reads version {expected}.',
    'replay.no-game': 'This replay does not say which game it is of.',
    'replay.bad-rules':
      'This replay was played with version {found} of the rules; this Fathom plays version {expected}.',
    'replay.bad-players':
      'This replay cannot be read: its list of players is missing or not a list.',
    'replay.bad-player': 'This replay cannot be read: player {n} has no name or no kind.',
    'replay.player-count':
      'This replay cannot be read: it has {n, plural, one {# player} other {# players}}, and this game is for {min} to {max}.',
    'replay.bad-options': 'This replay cannot be read: its component values are refused. {reason}',
    'replay.bad-moves': 'This replay cannot be read: its list of moves is missing or not a list.',
    'replay.bad-meta': 'This replay cannot be read: its notes (meta) are not a group of values.',
    'replay.bad-move': 'This replay cannot be read: move {n} is not written as a move.',
    'replay.bad-actor':
      'This replay cannot be read: move {n} is made by neither a player nor chance.',
    'replay.refused-move': 'This replay cannot be read: move {n} ({who}) is refused. {reason}',
    'replay.redacted':
      'This replay was saved during the game and hides what its player could not see: it cannot be followed past move {n}.',
    'replay.chance': 'chance',
    'replay.unknown-game': 'This replay is of a game Fathom does not know: {game}.',
  },
  es: {
    'replay.not-json': 'Este archivo no es una repetición: no es texto JSON.',
    'replay.not-replay': 'Este archivo no es una repetición de Fathom.',
    'replay.bad-version':
      'Esta repetición está en la versión {found} del formato; este Fathom lee la versión {expected}.',
    'replay.no-game': 'Esta repetición no dice de qué juego es.',
    'replay.bad-rules':
      'Esta repetición se jugó con la versión {found} de las reglas; este Fathom juega la versión {expected}.',
    'replay.bad-players':
      'No se puede leer esta repetición: falta la lista de jugadores o no es una lista.',
    'replay.bad-player': 'No se puede leer esta repetición: el jugador {n} no tiene nombre o tipo.',
    'replay.player-count':
      'No se puede leer esta repetición: tiene {n, plural, one {# jugador} other {# jugadores}} y este juego es para {min} a {max}.',
    'replay.bad-options':
      'No se puede leer esta repetición: sus valores de los componentes no son válidos. {reason}',
    'replay.bad-moves':
      'No se puede leer esta repetición: falta la lista de jugadas o no es una lista.',
    'replay.bad-meta':
      'No se puede leer esta repetición: sus notas (meta) no son un grupo de valores.',
    'replay.bad-move':
      'No se puede leer esta repetición: la jugada {n} no está escrita como una jugada.',
    'replay.bad-actor':
      'No se puede leer esta repetición: la jugada {n} no es de ningún jugador ni del azar.',
    'replay.refused-move':
      'No se puede leer esta repetición: la jugada {n} ({who}) no es válida. {reason}',
    'replay.redacted':
      'Esta repetición se guardó durante la partida y oculta lo que su jugador no podía ver: no se puede seguir más allá de la jugada {n}.',
    'replay.chance': 'azar',
    'replay.unknown-game': 'Esta repetición es de un juego que Fathom no conoce: {game}.',
  },
  fr: {
    'replay.not-json': 'Ce fichier n’est pas une rediffusion : ce n’est pas du texte JSON.',
    'replay.not-replay': 'Ce fichier n’est pas une rediffusion de Fathom.',
    'replay.bad-version':
      'Cette rediffusion est dans la version {found} du format ; ce Fathom lit la version {expected}.',
    'replay.no-game': 'Cette rediffusion ne dit pas de quel jeu elle est.',
    'replay.bad-rules':
      'Cette rediffusion a été jouée avec la version {found} des règles ; ce Fathom joue la version {expected}.',
    'replay.bad-players':
      'Cette rediffusion est illisible : la liste des joueurs manque ou n’est pas une liste.',
    'replay.bad-player':
      'Cette rediffusion est illisible : le joueur {n} n’a pas de nom ou de type.',
    'replay.player-count':
      'Cette rediffusion est illisible : elle a {n, plural, one {# joueur} other {# joueurs}}, et ce jeu se joue de {min} à {max}.',
    'replay.bad-options':
      'Cette rediffusion est illisible : ses valeurs du matériel sont refusées. {reason}',
    'replay.bad-moves':
      'Cette rediffusion est illisible : la liste des coups manque ou n’est pas une liste.',
    'replay.bad-meta':
      'Cette rediffusion est illisible : ses notes (meta) ne sont pas un groupe de valeurs.',
    'replay.bad-move':
      'Cette rediffusion est illisible : le coup {n} n’est pas écrit comme un coup.',
    'replay.bad-actor':
      'Cette rediffusion est illisible : le coup {n} n’est joué ni par un joueur ni par le hasard.',
    'replay.refused-move':
      'Cette rediffusion est illisible : le coup {n} ({who}) est refusé. {reason}',
    'replay.redacted':
      'Cette rediffusion a été enregistrée pendant la partie et cache ce que son joueur ne pouvait pas voir : elle ne peut pas être suivie au-delà du coup {n}.',
    'replay.chance': 'hasard',
    'replay.unknown-game': 'Cette rediffusion est d’un jeu que Fathom ne connaît pas : {game}.',
  },
};
