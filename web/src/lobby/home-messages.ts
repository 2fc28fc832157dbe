import type { Catalogs } from '../../../src/kernel/index.js';

/**
 * The lobby's home for players who come back (issue 42): their invitations and tables first, then
 * Play now, friends and the new table's form, folded. With the page texts (web/src/texts.ts): the lobby is the first page.
 */
export const lobbyHomeMessages: Catalogs = {
  en: {
    'home.invitations': 'Invitations',
    'home.invited-to': 'A seat is kept for you at {game}',
    'home.accept': 'Take the seat',
    'home.more-options': 'More options: game, seats, time',
    'home.play-now': 'Play now',
    'home.reconnecting': 'Reconnecting to the server…',
    'lobby.seat-account': 'A Fathom account',
    'lobby.seat-guest': 'A guest (invitation link)',
    'home.unread': '{n, plural, one {# new message} other {# new messages}}',
  },
  es: {
    'home.invitations': 'Invitaciones',
    'home.invited-to': 'Te guardan un asiento en {game}',
    'home.accept': 'Ocupar el asiento',
    'home.more-options': 'Más opciones: juego, asientos, tiempo',
    'home.play-now': 'Jugar ya',
    'home.reconnecting': 'Reconectando con el servidor…',
    'lobby.seat-account': 'Una cuenta de Fathom',
    'lobby.seat-guest': 'Un invitado (enlace de invitación)',
    'home.unread': '{n, plural, one {# mensaje nuevo} other {# mensajes nuevos}}',
  },
  fr: {
    'home.invitations': 'Invitations',
    'home.invited-to': 'Une place vous attend à {game}',
    'home.accept': 'Prendre la place',
    'home.more-options': 'Plus d’options : jeu, places, temps',
    'home.play-now': 'Jouer maintenant',
    'home.reconnecting': 'Reconnexion au serveur…',
    'lobby.seat-account': 'Un compte Fathom',
    'lobby.seat-guest': 'Un invité (lien d’invitation)',
    'home.unread': '{n, plural, one {# nouveau message} other {# nouveaux messages}}',
  },
};
