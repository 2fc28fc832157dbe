import type { Catalogs } from '../../../src/kernel/index.js';

/** The guided first games' page: its frame, whatever the game (each game's steps are its own). */
export const learnMessages: Catalogs = {
  en: {
    'learn.title.into-the-blue': 'Your first game of Into the Blue',
    'learn.title.survive': 'Your first game of Survive',
    'learn.title.aquasphere': 'Your first game of AquaSphere',
    'learn.step': 'Step {n} of {total}',
    'learn.next': 'Next',
    'learn.back': 'Back',
    'learn.hint-label': 'Your move:',
    'learn.wrong': 'In a real game you could, but this guided game waits for the move below.',
    'learn.rolling': 'The dice are rolling…',
    'learn.bot-plays': '{name} is playing…',
    'learn.play-on': 'Play on against {name}',
    'learn.playing-on': 'The guide is over: the game goes on, every move is yours to choose.',
    'learn.play': 'Play a real game',
    'learn.rules': 'Read the full rules',
    'learn.again': 'Start again',
  },
  es: {
    'learn.title.into-the-blue': 'Tu primera partida de Into the Blue',
    'learn.title.survive': 'Tu primera partida de Survive',
    'learn.title.aquasphere': 'Tu primera partida de AquaSphere',
    'learn.step': 'Paso {n} de {total}',
    'learn.next': 'Siguiente',
    'learn.back': 'Anterior',
    'learn.hint-label': 'Tu jugada:',
    'learn.wrong':
      'En una partida de verdad podrías, pero esta partida guiada espera la jugada de abajo.',
    'learn.rolling': 'Los dados ruedan…',
    'learn.bot-plays': '{name} está jugando…',
    'learn.play-on': 'Seguir jugando contra {name}',
    'learn.playing-on': 'La guía ha terminado: la partida sigue y todas las jugadas las eliges tú.',
    'learn.play': 'Jugar una partida de verdad',
    'learn.rules': 'Leer las reglas completas',
    'learn.again': 'Volver a empezar',
  },
  fr: {
    'learn.title.into-the-blue': 'Votre première partie d’Into the Blue',
    'learn.title.survive': 'Votre première partie de Survive',
    'learn.title.aquasphere': 'Votre première partie d’AquaSphere',
    'learn.step': 'Étape {n} sur {total}',
    'learn.next': 'Suivant',
    'learn.back': 'Précédent',
    'learn.hint-label': 'Votre coup :',
    'learn.wrong':
      'Dans une vraie partie, vous le pourriez, mais cette partie guidée attend le coup indiqué ci-dessous.',
    'learn.rolling': 'Les dés roulent…',
    'learn.bot-plays': '{name} joue…',
    'learn.play-on': 'Continuer contre {name}',
    'learn.playing-on':
      'Le guide est fini : la partie continue, et chaque coup est à vous de choisir.',
    'learn.play': 'Jouer une vraie partie',
    'learn.rules': 'Lire les règles complètes',
    'learn.again': 'Recommencer',
  },
};
