import type { Catalogs } from '../../../src/kernel/index.js';

/** The players-only choice's texts, in its chunk: the lobby's first visit downloads none of it. */
export const playersOnlyMessages: Catalogs = {
  en: {
    'lobby.players-only': 'Players only',
    'lobby.players-only-hint': 'Nobody may watch it, and its chat is for its seated players.',
  },
  es: {
    'lobby.players-only': 'Solo jugadores',
    'lobby.players-only-hint':
      'Nadie puede mirarla, y su chat es solo para quienes tienen asiento.',
  },
  fr: {
    'lobby.players-only': 'Joueurs seulement',
    'lobby.players-only-hint':
      'Personne ne peut la regarder, et sa discussion est réservée aux joueurs assis.',
  },
};
