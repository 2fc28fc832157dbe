import type { Catalogs } from '../../../src/kernel/index.js';

/**
 * What a rated table with bots says of a person's games against a bot that are not rated (once a
 * day per bot, docs/ratings.md): in the online table's chunk (table-notes.tsx adds them).
 */
export const botRatingMessages: Catalogs = {
  en: {
    'online.bot-unrated-until':
      '{name} plays {bot} unrated until {time}: one rated game a day per bot.',
    'online.bot-unrated': '{name} against {bot}: unrated, one rated game a day per bot.',
  },
  es: {
    'online.bot-unrated-until':
      '{name} juega contra {bot} sin puntuar hasta {time}: una partida puntuada al día por bot.',
    'online.bot-unrated': '{name} contra {bot}: sin puntuar, una partida puntuada al día por bot.',
  },
  fr: {
    'online.bot-unrated-until':
      '{name} joue contre {bot} sans classement jusqu’à {time} : une partie classée par jour et par bot.',
    'online.bot-unrated':
      '{name} contre {bot} : non classée, une partie classée par jour et par bot.',
  },
};
