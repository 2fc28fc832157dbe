/**
 * The ratings' error codes (issue 26; docs/protocol.md, "Errors"), part of `serverMessages`
 * (messages.ts). Plain data with no imports, as there.
 */
export const ratingMessages = {
  en: {
    'rated-needs-people': 'A rated table needs a person: not every seat can be a bot’s.',
    'unknown-player': 'There is no player named {name}.',
  },
  es: {
    'rated-needs-people':
      'Una mesa puntuada necesita una persona: no todos los asientos pueden ser de bots.',
    'unknown-player': 'No hay ningún jugador llamado {name}.',
  },
  fr: {
    'rated-needs-people':
      'Une table classée a besoin d’une personne : toutes les places ne peuvent être des bots.',
    'unknown-player': 'Il n’y a pas de joueur nommé {name}.',
  },
} as const;
