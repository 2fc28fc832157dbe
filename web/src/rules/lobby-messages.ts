import type { Catalogs } from '../../../src/kernel/index.js';

/**
 * The rules' texts the lobby shows (its links to each game's rules) and the rules pages share:
 * with the page texts (web/src/texts.ts), so the lobby needs none of the rules' chunk.
 */
export const lobbyRulesMessages: Catalogs = {
  en: {
    'rules.title': 'How to play {game}',
    'rules.lobby-nav': 'Rules and a guided first game',
    'rules.lobby-learn': 'New to Into the Blue? Play a guided first game',
  },
  es: {
    'rules.title': 'Cómo se juega a {game}',
    'rules.lobby-nav': 'Reglas y una primera partida guiada',
    'rules.lobby-learn': '¿Nunca has jugado a Into the Blue? Juega una primera partida guiada',
  },
  fr: {
    'rules.title': 'Comment jouer à {game}',
    'rules.lobby-nav': 'Règles et première partie guidée',
    'rules.lobby-learn': 'Vous découvrez Into the Blue ? Jouez une première partie guidée',
  },
};
