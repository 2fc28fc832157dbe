import type { Catalogs } from '../../../src/kernel/index.js';

/**
 * The ratings' texts the lobby shows (the "rated" choice, the leaderboard's link): with the page
 * texts (web/src/texts.ts), so the lobby needs none of the ratings' chunk.
 */
export const lobbyRatingMessages: Catalogs = {
  en: {
    'ratings.rated': 'Rated',
    'ratings.rated-hint':
      'Counts for the ratings if every person is signed in. Bots too: one rated game a day per bot.',
    'ratings.rated-no-bots': 'A rated table needs a person in a seat.',
    'ratings.leaderboard-link': 'Leaderboard of {game}',
  },
  es: {
    'ratings.rated': 'Puntuada',
    'ratings.rated-hint':
      'Cuenta para las puntuaciones si todas las personas han iniciado sesión. Los bots también: una partida puntuada al día por bot.',
    'ratings.rated-no-bots': 'Una mesa puntuada necesita una persona en un asiento.',
    'ratings.leaderboard-link': 'Clasificación de {game}',
  },
  fr: {
    'ratings.rated': 'Classée',
    'ratings.rated-hint':
      'Compte pour le classement si toutes les personnes sont connectées. Les bots aussi : une partie classée par jour et par bot.',
    'ratings.rated-no-bots': 'Une table classée a besoin d’une personne à une place.',
    'ratings.leaderboard-link': 'Classement de {game}',
  },
};
