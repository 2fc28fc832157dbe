import type { Catalogs } from '../../kernel/index.js';

/**
 * Into the Blue's texts. In log lines, {player} is a seat number that the reader's client
 * replaces with the player's name; {dice} is a list of faces already written out.
 */
export const messages: Catalogs = {
  en: {
    'itb.name': 'Into the Blue',
    'itb.cannot-stop': 'You can stop only after a roll, while you still have rolls left.',
    'itb.cannot-reroll': 'You cannot reroll now.',
    'itb.reroll-none': 'Reroll at least one die, or stop.',
    'itb.keep-not-rolled': 'You can only keep dice you have rolled.',
    'itb.cannot-place': 'There are no shells to place now.',
    'itb.level-not-in-sequence':
      'Level {level} is not in your sequence: choose a level from 1 to {max}.',
    'itb.wrong-dice-count':
      'Exactly {expected, plural, one {# die} other {# dice}} must be rolled.',
    'itb.bad-face': '{face} is not a die face (1 to 6).',
    'itb.no-such-chest': 'No chest worth {value} is left.',
    'itb.log.roll': '{player} rolls {dice}.',
    // {count} is 6 when no die is kept: then there is nothing to name as kept.
    'itb.log.reroll':
      '{count, plural, =6 {{player} rerolls all six dice.} other {{player} keeps {kept} and rerolls {count, plural, one {# die} other {# dice}}.}}',
    'itb.log.stop': '{player} stops with {dice}.',
    'itb.log.place':
      '{player} places {count, plural, one {# shell} other {# shells}} on level {level}.',
    'itb.log.chest': '{player} makes a perfect dive and takes a chest worth {value}.',
    'itb.log.chest-hidden': '{player} makes a perfect dive and takes a chest.',
    'itb.log.chance': 'Chance: {what}.',
    'itb.dice.none': 'nothing',
  },
  es: {
    'itb.name': 'Into the Blue',
    'itb.cannot-stop': 'Solo puedes plantarte tras una tirada, mientras te queden tiradas.',
    'itb.cannot-reroll': 'Ahora no puedes volver a tirar.',
    'itb.reroll-none': 'Vuelve a tirar al menos un dado, o plántate.',
    'itb.keep-not-rolled': 'Solo puedes quedarte dados que hayas tirado.',
    'itb.cannot-place': 'Ahora no hay conchas que colocar.',
    'itb.level-not-in-sequence':
      'El nivel {level} no está en tu secuencia: elige un nivel del 1 al {max}.',
    'itb.wrong-dice-count':
      'Hay que tirar exactamente {expected, plural, one {# dado} other {# dados}}.',
    'itb.bad-face': '{face} no es una cara del dado (1 a 6).',
    'itb.no-such-chest': 'No queda ningún cofre de valor {value}.',
    'itb.log.roll': '{player} tira {dice}.',
    'itb.log.reroll':
      '{count, plural, =6 {{player} vuelve a tirar los seis dados.} other {{player} se queda {kept} y vuelve a tirar {count, plural, one {# dado} other {# dados}}.}}',
    'itb.log.stop': '{player} se planta con {dice}.',
    'itb.log.place':
      '{player} coloca {count, plural, one {# concha} other {# conchas}} en el nivel {level}.',
    'itb.log.chest': '{player} logra una zambullida perfecta y toma un cofre de valor {value}.',
    'itb.log.chest-hidden': '{player} logra una zambullida perfecta y toma un cofre.',
    'itb.log.chance': 'Azar: {what}.',
    'itb.dice.none': 'nada',
  },
  fr: {
    'itb.name': 'Into the Blue',
    'itb.cannot-stop':
      "Vous ne pouvez vous arrêter qu'après un lancer, tant qu'il vous reste des lancers.",
    'itb.cannot-reroll': 'Vous ne pouvez pas relancer maintenant.',
    'itb.reroll-none': 'Relancez au moins un dé, ou arrêtez-vous.',
    'itb.keep-not-rolled': 'Vous ne pouvez garder que des dés que vous avez lancés.',
    'itb.cannot-place': "Il n'y a pas de coquillages à placer maintenant.",
    'itb.level-not-in-sequence':
      "Le niveau {level} n'est pas dans votre suite : choisissez un niveau de 1 à {max}.",
    'itb.wrong-dice-count':
      'Il faut lancer exactement {expected, plural, one {# dé} other {# dés}}.',
    'itb.bad-face': "{face} n'est pas une face de dé (1 à 6).",
    'itb.no-such-chest': 'Il ne reste aucun coffre de valeur {value}.',
    'itb.log.roll': '{player} lance {dice}.',
    'itb.log.reroll':
      '{count, plural, =6 {{player} relance les six dés.} other {{player} garde {kept} et relance {count, plural, one {# dé} other {# dés}}.}}',
    'itb.log.stop': "{player} s'arrête avec {dice}.",
    'itb.log.place':
      '{player} place {count, plural, one {# coquillage} other {# coquillages}} au niveau {level}.',
    'itb.log.chest': '{player} réussit une plongée parfaite et prend un coffre de valeur {value}.',
    'itb.log.chest-hidden': '{player} réussit une plongée parfaite et prend un coffre.',
    'itb.log.chance': 'Hasard : {what}.',
    'itb.dice.none': 'rien',
  },
};
