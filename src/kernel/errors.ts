import type { Catalogs, Params } from './i18n.js';

/** A rule error: a message key and its parameters, rendered in each player's language. */
export interface RuleError {
  readonly code: string;
  readonly params: Params;
}

export type Outcome<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: RuleError };

export function ok<T>(value: T): Outcome<T> {
  return { ok: true, value };
}

export function fail<T = never>(code: string, params: Params = {}): Outcome<T> {
  return { ok: false, error: { code, params } };
}

/** Errors every game shares. Game-specific codes are prefixed with the game's id. */
export const kernelMessages: Catalogs = {
  en: {
    'game-over': 'The game is over.',
    'not-your-turn': 'It is not your turn.',
    'not-chance-turn': 'Chance has nothing to decide now.',
    'malformed-move': 'That move is not understood: {reason}.',
    'illegal-chance': 'That chance outcome is not possible here.',
    'bad-option': 'Option {option}: {reason}.',
    'bad-player-count': 'This game is for {min} to {max} players.',
  },
  es: {
    'game-over': 'La partida ha terminado.',
    'not-your-turn': 'No es tu turno.',
    'not-chance-turn': 'El azar no tiene nada que decidir ahora.',
    'malformed-move': 'No se entiende esa jugada: {reason}.',
    'illegal-chance': 'Ese resultado del azar no es posible aquí.',
    'bad-option': 'Opción {option}: {reason}.',
    'bad-player-count': 'Este juego es para {min} a {max} jugadores.',
  },
  fr: {
    'game-over': 'La partie est terminée.',
    'not-your-turn': "Ce n'est pas votre tour.",
    'not-chance-turn': "Le hasard n'a rien à décider maintenant.",
    'malformed-move': "Ce coup n'est pas compris : {reason}.",
    'illegal-chance': "Ce résultat du hasard n'est pas possible ici.",
    'bad-option': 'Option {option} : {reason}.',
    'bad-player-count': 'Ce jeu se joue de {min} à {max} joueurs.',
  },
};
