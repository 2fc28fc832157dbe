import type { Catalogs } from '../kernel/index.js';

/** The terminal's own texts; game texts live with each game. */
export const cliMessages: Catalogs = {
  en: {
    'cli.turn': "{name}'s turn",
    'cli.your-turn': 'Your turn, {name}.',
    'cli.pass-screen': 'Pass the screen to {name} and press Enter.',
    'cli.prompt': '> ',
    'cli.game-over': 'Game over.',
    'cli.final': '{name}: {score} points{winner}',
    'cli.winner': ' (winner)',
    'cli.bye': 'Input closed: the game stops here.',
    'cli.illegal': 'Not allowed: {reason}',
    'cli.replay-saved': 'Replay saved to {file}.',
  },
  es: {
    'cli.turn': 'Turno de {name}',
    'cli.your-turn': 'Tu turno, {name}.',
    'cli.pass-screen': 'Pasa la pantalla a {name} y pulsa Intro.',
    'cli.prompt': '> ',
    'cli.game-over': 'Fin de la partida.',
    'cli.final': '{name}: {score} puntos{winner}',
    'cli.winner': ' (gana)',
    'cli.bye': 'Entrada cerrada: la partida se detiene aquí.',
    'cli.illegal': 'No permitido: {reason}',
    'cli.replay-saved': 'Repetición guardada en {file}.',
  },
  fr: {
    'cli.turn': 'Tour de {name}',
    'cli.your-turn': 'À vous, {name}.',
    'cli.pass-screen': "Passez l'écran à {name} et appuyez sur Entrée.",
    'cli.prompt': '> ',
    'cli.game-over': 'Partie terminée.',
    'cli.final': '{name} : {score} points{winner}',
    'cli.winner': ' (gagnant)',
    'cli.bye': "Entrée fermée : la partie s'arrête ici.",
    'cli.illegal': 'Interdit : {reason}',
    'cli.replay-saved': 'Partie enregistrée dans {file}.',
  },
};
