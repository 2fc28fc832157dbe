import type { Catalogs } from '../../../src/kernel/index.js';

/** Keeping seats for Fathom accounts when creating a table (issue 26): with the page texts. */
export const lobbyInviteMessages: Catalogs = {
  en: {
    'invite.accounts':
      'These are Fathom accounts: keep each seat for its account (taken signed in, on any device)',
    'invite.sign-in': 'Sign in to keep seats for your friends’ Fathom accounts by their names.',
    'invite.played-with': 'People you have played with',
    'invite.again': 'Invite to a new table',
    'invite.deleted-player': 'deleted player',
  },
  es: {
    'invite.accounts':
      'Son cuentas de Fathom: guardar cada asiento para su cuenta (se ocupa con la sesión iniciada, en cualquier dispositivo)',
    'invite.sign-in':
      'Inicia sesión para guardar asientos a las cuentas de Fathom de tus amigos por su nombre.',
    'invite.played-with': 'Personas con las que has jugado',
    'invite.again': 'Invitar a una mesa nueva',
    'invite.deleted-player': 'jugador eliminado',
  },
  fr: {
    'invite.accounts':
      'Ce sont des comptes Fathom : garder chaque place pour son compte (prise en étant connecté, sur tout appareil)',
    'invite.sign-in':
      'Connectez-vous pour garder des places aux comptes Fathom de vos amis, par leur nom.',
    'invite.played-with': 'Personnes avec qui vous avez joué',
    'invite.again': 'Inviter à une nouvelle table',
    'invite.deleted-player': 'joueur supprimé',
  },
};
