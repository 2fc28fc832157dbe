import { chooseByIndex, type Catalogs, type Params } from './i18n.js';
import { replayMessages } from './replay-messages.js';

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
  return { ok: false, error: refuse(code, params) };
}

/** A refusal on its own, for checks that answer `RuleError | null` (null: allowed). */
export function refuse(code: string, params: Params = {}): RuleError {
  return { code, params };
}

/**
 * What is wrong with a table option: an index (the catalogs say it in each language), so no
 * English prose travels in an error's parameters. Some take `n`, `min` and `max`.
 */
export const OPTION_PROBLEM = {
  notAGroup: 0,
  unknown: 1,
  count: 2,
  range: 3,
  sum: 4,
  exactly: 5,
  choice: 6,
} as const;

/** A refused option: its path, what is wrong, and the numbers the problem names. */
export function badOption<T = never>(
  option: string,
  problem: keyof typeof OPTION_PROBLEM,
  numbers: { n?: number; min?: number; max?: number } = {},
): Outcome<T> {
  return fail('bad-option', { option, problem: OPTION_PROBLEM[problem], ...numbers });
}

const OPTION_PROBLEMS = {
  en: [
    'expected a group of values',
    'there is no such option',
    'expected {n} values',
    'each must be a whole number from {min} to {max}',
    'these must add up to {n}',
    'exactly {n} of these',
    'not one of the choices',
  ],
  es: [
    'se esperaba un grupo de valores',
    'no existe esa opción',
    'se esperaban {n} valores',
    'cada uno debe ser un número entero de {min} a {max}',
    'deben sumar {n}',
    'exactamente {n} de estos',
    'no es ninguna de las opciones',
  ],
  fr: [
    'un groupe de valeurs était attendu',
    'cette option n’existe pas',
    '{n} valeurs étaient attendues',
    'chacun doit être un nombre entier de {min} à {max}',
    'ils doivent totaliser {n}',
    'exactement {n} de ceux-ci',
    'ce n’est aucun des choix possibles',
  ],
} as const;

/**
 * Errors every game shares, and a replay file's problems. Game-specific codes are prefixed with
 * the game's id. Built in a call marked pure: a bundle that does not show these (the web client
 * gets them per language, web/src/texts.ts) drops them, and the replay texts they take in.
 */
export const kernelMessages: Catalogs = /* @__PURE__ */ (() => ({
  en: {
    ...replayMessages.en,
    'game-over': 'The game is over.',
    'not-your-turn': 'It is not your turn.',
    'not-chance-turn': 'Chance has nothing to decide now.',
    'malformed-move': 'That move is not understood: its field {field} is missing or wrong.',
    // Typed at the terminal: the reason is already in the reader's language.
    'input-not-understood': 'That move is not understood: {reason}.',
    'illegal-chance': 'That chance outcome is not possible here.',
    'bad-option': `Option {option}: ${chooseByIndex('problem', OPTION_PROBLEMS.en)}.`,
    'bad-player-count': 'This game is for {min} to {max} players.',
    // The chance move of setup that names who plays first (start-player.ts).
    'log.start-player': '{player} starts.',
  },
  es: {
    ...replayMessages.es,
    'game-over': 'La partida ha terminado.',
    'not-your-turn': 'No es tu turno.',
    'not-chance-turn': 'El azar no tiene nada que decidir ahora.',
    'malformed-move': 'No se entiende esa jugada: su campo {field} falta o no es válido.',
    'input-not-understood': 'No se entiende esa jugada: {reason}.',
    'illegal-chance': 'Ese resultado del azar no es posible aquí.',
    'bad-option': `Opción {option}: ${chooseByIndex('problem', OPTION_PROBLEMS.es)}.`,
    'bad-player-count': 'Este juego es para {min} a {max} jugadores.',
    'log.start-player': 'Empieza {player}.',
  },
  fr: {
    ...replayMessages.fr,
    'game-over': 'La partie est terminée.',
    'not-your-turn': "Ce n'est pas votre tour.",
    'not-chance-turn': "Le hasard n'a rien à décider maintenant.",
    'malformed-move': "Ce coup n'est pas compris : son champ {field} manque ou n'est pas valable.",
    'input-not-understood': "Ce coup n'est pas compris : {reason}.",
    'illegal-chance': "Ce résultat du hasard n'est pas possible ici.",
    'bad-option': `Option {option} : ${chooseByIndex('problem', OPTION_PROBLEMS.fr)}.`,
    'bad-player-count': 'Ce jeu se joue de {min} à {max} joueurs.',
    'log.start-player': '{player} commence.',
  },
}))();
