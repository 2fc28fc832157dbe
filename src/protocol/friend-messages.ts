/**
 * Friends' and blocks' error codes (issue 42; docs/protocol.md, "Errors"), part of
 * `serverMessages` (messages.ts). Plain data with no imports, as there. `friendMessages` are
 * met in the friends' UI only, which brings them (web/src/friends): the lobby's first visit does
 * not (web/src/texts.ts); `blockMessages` on table pages too.
 */
export const friendMessages = {
  en: {
    'requests-full': 'You have sent {max} friend requests today: try again tomorrow.',
    'friends-full': 'A list of friends holds {max} people: remove one first.',
    'no-friend-request': '{name} has not asked to be your friend.',
    'you-block': 'You block {name}: unblock them first.',
  },
  es: {
    'requests-full': 'Hoy has enviado {max} solicitudes de amistad: inténtalo mañana.',
    'friends-full': 'Una lista de amigos tiene como mucho {max} personas: quita a alguien primero.',
    'no-friend-request': '{name} no te ha pedido ser tu amigo.',
    'you-block': 'Tienes bloqueado a {name}: desbloquéalo primero.',
  },
  fr: {
    'requests-full': 'Vous avez envoyé {max} demandes d’ami aujourd’hui : réessayez demain.',
    'friends-full': 'Une liste d’amis compte au plus {max} personnes : retirez-en une d’abord.',
    'no-friend-request': '{name} ne vous a pas demandé en ami.',
    'you-block': 'Vous bloquez {name} : débloquez ce compte d’abord.',
  },
} as const;

export const blockMessages = {
  en: {
    'invite-refused': '{name} does not take invitations from you.',
    'chat-refused': 'A player at this table does not take your messages.',
  },
  es: {
    'invite-refused': '{name} no acepta invitaciones tuyas.',
    'chat-refused': 'Un jugador de esta mesa no acepta tus mensajes.',
  },
  fr: {
    'invite-refused': '{name} n’accepte pas vos invitations.',
    'chat-refused': 'Un joueur de cette table n’accepte pas vos messages.',
  },
} as const;
