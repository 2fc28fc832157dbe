import type { Catalogs } from '../../../src/kernel/index.js';

/**
 * The ratings' texts the lobby shows (the "rated" choice, the leaderboard's link): with the page
 * texts (web/src/texts.ts), so the lobby needs none of the ratings' chunk.
 */
export const lobbyRatingMessages: Catalogs = {
  en: {
    'ratings.rated': 'Rated',
    'ratings.rated-hint': 'Counts for the ratings if every player is signed in.',
    'ratings.rated-no-bots': 'A rated table has no bots: make every seat a person’s.',
    'ratings.leaderboard-link': 'Leaderboard of {game}',
  },
  es: {
    'ratings.rated': 'Puntuada',
    'ratings.rated-hint':
      'Cuenta para las puntuaciones si todos los jugadores han iniciado sesión.',
    'ratings.rated-no-bots':
      'Una mesa puntuada no tiene bots: haz que todos los asientos sean de personas.',
    'ratings.leaderboard-link': 'Clasificación de {game}',
  },
  fr: {
    'ratings.rated': 'Classée',
    'ratings.rated-hint': 'Compte pour le classement si tous les joueurs sont connectés.',
    'ratings.rated-no-bots':
      'Une table classée n’a pas de bots : donnez chaque place à une personne.',
    'ratings.leaderboard-link': 'Classement de {game}',
  },
};
