/**
 * The ratings' error codes (issue 26; docs/protocol.md, "Errors"), part of `serverMessages`
 * (messages.ts). Plain data with no imports, as there.
 */
export const ratingMessages = {
  en: {
    'rated-needs-people': 'A rated table has no bot seat: every seat is for a person.',
    'unknown-player': 'There is no player named {name}.',
  },
  es: {
    'rated-needs-people': 'Una mesa puntuada no tiene asientos de bot: todos son para personas.',
    'unknown-player': 'No hay ningún jugador llamado {name}.',
  },
  fr: {
    'rated-needs-people':
      'Une table classée n’a pas de place de bot : toutes sont pour des personnes.',
    'unknown-player': 'Il n’y a pas de joueur nommé {name}.',
  },
} as const;
