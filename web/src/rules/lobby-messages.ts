import type { Catalogs } from '../../../src/kernel/index.js';

/**
 * The rules' texts the lobby shows (its links to each game's rules and guided first game) and the rules pages share:
 * with the page texts (web/src/texts.ts), so the lobby needs none of the rules' chunk.
 */
export const lobbyRulesMessages: Catalogs = {
  en: {
    'rules.title': 'How to play {game}',
    'rules.lobby-nav': 'Rules and a guided first game',
    'learn.lobby.into-the-blue': 'New to Into the Blue? Play a guided first game',
    'learn.lobby.survive': 'New to Survive? Play a guided first game',
    'learn.lobby.aquasphere': 'New to AquaSphere? Play a guided first game',
  },
  es: {
    'rules.title': 'Cómo se juega a {game}',
    'rules.lobby-nav': 'Reglas y una primera partida guiada',
    'learn.lobby.into-the-blue':
      '¿Nunca has jugado a Into the Blue? Juega una primera partida guiada',
    'learn.lobby.survive': '¿Nunca has jugado a Survive? Juega una primera partida guiada',
    'learn.lobby.aquasphere': '¿Nunca has jugado a AquaSphere? Juega una primera partida guiada',
  },
  fr: {
    'rules.title': 'Comment jouer à {game}',
    'rules.lobby-nav': 'Règles et première partie guidée',
    'learn.lobby.into-the-blue': 'Vous découvrez Into the Blue ? Jouez une première partie guidée',
    'learn.lobby.survive': 'Vous découvrez Survive ? Jouez une première partie guidée',
    'learn.lobby.aquasphere': 'Vous découvrez AquaSphere ? Jouez une première partie guidée',
  },
};
