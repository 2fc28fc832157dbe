/**
 * The server's own error codes (docs/protocol.md, "Errors"), rendered by clients in their language.
 * Shared by the server and its clients, so it is plain data (with the accounts' codes, from
 * account-messages.ts): the web client reads it without depending on server code. Its shape is the kernel's `Catalogs`, checked where it is
 * used (`translate`).
 */
import { accountMessages } from './account-messages.js';
import { blockMessages, friendMessages } from './friend-messages.js';
import { ratingMessages } from './rating-messages.js';
import { playNowMessages } from './play-now.js';

export const serverMessages = {
  en: {
    'bad-request': 'The request is not understood ({reason}).',
    'protocol-version':
      'This client is out of date: the server speaks protocol version {supported}.',
    'unknown-game': 'There is no game {game}.',
    'unknown-bot': 'There is no bot {bot} for this game.',
    'no-table': 'There is no table {table}.',
    'table-not-finished':
      'Table {table} is still being played: it can be analysed once it is over.',
    'analysis-busy': 'Too many games are waiting to be analysed: try again in a few minutes.',
    'too-many-analyses':
      'You already have {max, plural, one {# game} other {# games}} waiting to be analysed: wait for one to be done.',
    'seat-taken': 'Seat {seat} is taken.',
    'seat-held': 'Seat {seat} is kept for a few minutes for whoever sat there in the last game.',
    'bad-seat': 'There is no seat {seat} at this table.',
    'bad-token': 'This link does not hold a seat at this table.',
    'players-only': 'This table is for its players only: nobody may watch it.',
    'not-seated': 'Only seated players can do that.',
    'seat-sockets':
      'This seat is open in {max} tabs or devices already: close one of them to open it here.',
    'push-seat-full':
      'This seat already sends notifications to {max} devices: turn them off on one of them first.',
    'push-private-host':
      'Notifications cannot be sent to {host}: only push services on the public internet are accepted.',
    'push-port': 'Notifications cannot be sent to port {port}: push services use port 443.',
    'push-address-full':
      'Notifications are on for {max} seats from this network already: turn some off first.',
    'chat-quota':
      'You have written {max} messages today at this table: the chat rests until tomorrow.',
    'table-chat-quota': 'This table has had {max} messages today: the chat rests until tomorrow.',
    'not-started': 'The game has not started yet.',
    'already-started': 'The game has already started.',
    'seats-open': '{open, plural, one {# seat is} other {# seats are}} still open.',
    stale: 'The game moved on (move {head}, you saw {seq}): look again and retry.',
    'table-busy': 'The table is busy: retry in a moment.',
    'rate-limited': 'Too fast: wait {retryMs} ms.',
    'too-large': 'The message is too large (at most {max} bytes).',
    storage: 'The server could not save that: nothing changed, retry.',
    internal: 'Something went wrong on the server: nothing changed.',
    'too-many-bot-tables':
      'You already have {max, plural, one {# table} other {# tables}} of bots playing: wait for one to end.',
    'bots-busy': 'The bots are busy: retry in a few minutes.',
    'bad-origin': 'Another site cannot act on this server.',
    'bad-content-type': 'The request must be sent as {expected}.',
    'too-many-sockets': 'Too many connections from your address: close some tabs, or retry later.',
    'server-full': 'The server is full: retry in a moment.',
    idle: 'Disconnected after a long silence.',
    'hello-expected': 'The connection said nothing in time.',
    'replace-timed': 'At a table with a clock, a bot takes the seat when its time runs out.',
    'not-awaited': 'The game is not waiting for seat {seat}.',
    'player-here': 'The player at seat {seat} is still here.',
    'away-too-short':
      'They have not been away long: ask again in {retryS, plural, one {# second} other {# seconds}}.',
    ...accountMessages.en,
    ...ratingMessages.en,
    ...friendMessages.en,
    ...playNowMessages.en,
    ...blockMessages.en,
  },
  es: {
    'bad-request': 'No se entiende la petición ({reason}).',
    'protocol-version':
      'Este cliente está desactualizado: el servidor habla la versión {supported} del protocolo.',
    'unknown-game': 'No existe el juego {game}.',
    'unknown-bot': 'No existe el bot {bot} para este juego.',
    'no-table': 'No existe la mesa {table}.',
    'table-not-finished': 'La mesa {table} aún se está jugando: podrá analizarse cuando termine.',
    'analysis-busy':
      'Hay demasiadas partidas esperando su análisis: inténtalo dentro de unos minutos.',
    'too-many-analyses':
      'Ya tienes {max, plural, one {# partida} other {# partidas}} esperando su análisis: espera a que termine alguna.',
    'seat-taken': 'El asiento {seat} está ocupado.',
    'seat-held':
      'El asiento {seat} se guarda unos minutos para quien lo ocupaba en la partida anterior.',
    'bad-seat': 'No hay asiento {seat} en esta mesa.',
    'bad-token': 'Este enlace no corresponde a ningún asiento de esta mesa.',
    'players-only': 'Esta mesa es solo para sus jugadores: nadie puede mirarla.',
    'not-seated': 'Solo los jugadores sentados pueden hacer eso.',
    'seat-sockets':
      'Este asiento ya está abierto en {max} pestañas o dispositivos: cierra alguno para abrirlo aquí.',
    'push-seat-full':
      'Este asiento ya envía avisos a {max} dispositivos: desactívalos primero en alguno.',
    'push-private-host':
      'No se pueden enviar avisos a {host}: solo se aceptan servicios de notificaciones de internet pública.',
    'push-port':
      'No se pueden enviar avisos al puerto {port}: los servicios de notificaciones usan el puerto 443.',
    'push-address-full':
      'Los avisos ya están activados para {max} asientos desde esta red: desactiva alguno primero.',
    'chat-quota': 'Has escrito {max} mensajes hoy en esta mesa: el chat descansa hasta mañana.',
    'table-chat-quota': 'Esta mesa ha recibido {max} mensajes hoy: el chat descansa hasta mañana.',
    'not-started': 'La partida aún no ha empezado.',
    'already-started': 'La partida ya ha empezado.',
    'seats-open': '{open, plural, one {Queda # asiento libre} other {Quedan # asientos libres}}.',
    stale: 'La partida ha avanzado (jugada {head}, viste la {seq}): vuelve a mirar y reintenta.',
    'table-busy': 'La mesa está ocupada: reintenta en un momento.',
    'rate-limited': 'Demasiado rápido: espera {retryMs} ms.',
    'too-large': 'El mensaje es demasiado grande (máximo {max} bytes).',
    storage: 'El servidor no pudo guardarlo: nada ha cambiado, reintenta.',
    internal: 'Algo ha fallado en el servidor: nada ha cambiado.',
    'too-many-bot-tables':
      'Ya tienes {max, plural, one {# mesa} other {# mesas}} de bots en juego: espera a que termine alguna.',
    'bots-busy': 'Los bots están ocupados: reintenta en unos minutos.',
    'bad-origin': 'Otro sitio no puede actuar en este servidor.',
    'bad-content-type': 'La petición debe enviarse como {expected}.',
    'too-many-sockets':
      'Demasiadas conexiones desde tu dirección: cierra alguna pestaña o reintenta más tarde.',
    'server-full': 'El servidor está lleno: reintenta en un momento.',
    idle: 'Desconectado tras un largo silencio.',
    'hello-expected': 'La conexión no dijo nada a tiempo.',
    'replace-timed': 'En una mesa con reloj, un bot ocupa el asiento cuando se acaba su tiempo.',
    'not-awaited': 'La partida no está esperando al asiento {seat}.',
    'player-here': 'El jugador del asiento {seat} sigue aquí.',
    'away-too-short':
      'Aún no lleva mucho tiempo ausente: vuelve a pedirlo dentro de {retryS, plural, one {# segundo} other {# segundos}}.',
    ...accountMessages.es,
    ...ratingMessages.es,
    ...friendMessages.es,
    ...playNowMessages.es,
    ...blockMessages.es,
  },
  fr: {
    'bad-request': "La requête n'est pas comprise ({reason}).",
    'protocol-version':
      "Ce client n'est pas à jour : le serveur parle la version {supported} du protocole.",
    'unknown-game': "Le jeu {game} n'existe pas.",
    'unknown-bot': "Le bot {bot} n'existe pas pour ce jeu.",
    'no-table': "La table {table} n'existe pas.",
    'table-not-finished':
      'La table {table} est encore en jeu : elle pourra être analysée une fois terminée.',
    'analysis-busy': 'Trop de parties attendent leur analyse : réessayez dans quelques minutes.',
    'too-many-analyses':
      'Vous avez déjà {max, plural, one {# partie} other {# parties}} en attente d’analyse : attendez qu’une soit terminée.',
    'seat-taken': 'La place {seat} est prise.',
    'seat-held':
      'La place {seat} est gardée quelques minutes pour qui l’occupait à la partie précédente.',
    'bad-seat': "Il n'y a pas de place {seat} à cette table.",
    'bad-token': 'Ce lien ne correspond à aucune place de cette table.',
    'players-only': 'Cette table est réservée à ses joueurs : personne ne peut la regarder.',
    'not-seated': 'Seuls les joueurs assis peuvent faire cela.',
    'seat-sockets':
      'Cette place est déjà ouverte dans {max} onglets ou appareils : fermez-en un pour l’ouvrir ici.',
    'push-seat-full':
      'Cette place envoie déjà des notifications à {max} appareils : désactivez-les d’abord sur l’un d’eux.',
    'push-private-host':
      'Impossible d’envoyer des notifications à {host} : seuls les services de notifications de l’internet public sont acceptés.',
    'push-port':
      'Impossible d’envoyer des notifications au port {port} : les services de notifications utilisent le port 443.',
    'push-address-full':
      'Les notifications sont déjà activées pour {max} places depuis ce réseau : désactivez-en d’abord.',
    'chat-quota':
      'Vous avez écrit {max} messages aujourd’hui à cette table : la discussion reprend demain.',
    'table-chat-quota':
      'Cette table a reçu {max} messages aujourd’hui : la discussion reprend demain.',
    'not-started': "La partie n'a pas encore commencé.",
    'already-started': 'La partie a déjà commencé.',
    'seats-open':
      '{open, plural, one {# place est encore libre} other {# places sont encore libres}}.',
    stale: 'La partie a avancé (coup {head}, vous avez vu le {seq}) : regardez et réessayez.',
    'table-busy': 'La table est occupée : réessayez dans un instant.',
    'rate-limited': 'Trop rapide : attendez {retryMs} ms.',
    'too-large': 'Le message est trop long ({max} octets au plus).',
    storage: "Le serveur n'a pas pu l'enregistrer : rien n'a changé, réessayez.",
    internal: "Une erreur s'est produite sur le serveur : rien n'a changé.",
    'too-many-bot-tables':
      'Vous avez déjà {max, plural, one {# table} other {# tables}} de bots en cours : attendez qu’une se termine.',
    'bots-busy': 'Les bots sont occupés : réessayez dans quelques minutes.',
    'bad-origin': 'Un autre site ne peut pas agir sur ce serveur.',
    'bad-content-type': 'La requête doit être envoyée en {expected}.',
    'too-many-sockets':
      'Trop de connexions depuis votre adresse : fermez des onglets, ou réessayez plus tard.',
    'server-full': 'Le serveur est plein : réessayez dans un instant.',
    idle: 'Déconnecté après un long silence.',
    'hello-expected': "La connexion n'a rien dit à temps.",
    'replace-timed': 'À une table avec pendule, un bot prend la place quand le temps est écoulé.',
    'not-awaited': "La partie n'attend pas la place {seat}.",
    'player-here': 'Le joueur de la place {seat} est encore là.',
    'away-too-short':
      'Absence encore courte : redemandez dans {retryS, plural, one {# seconde} other {# secondes}}.',
    ...accountMessages.fr,
    ...ratingMessages.fr,
    ...friendMessages.fr,
    ...playNowMessages.fr,
    ...blockMessages.fr,
  },
};
