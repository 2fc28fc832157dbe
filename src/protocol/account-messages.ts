/**
 * The accounts' error codes (issue 26; docs/protocol.md, "Errors"), part of `serverMessages`
 * (messages.ts). Plain data with no imports, as there.
 */
export const accountMessages = {
  en: {
    'name-taken': 'This name is taken: choose another.',
    'bad-name':
      'A name has {min} to {max} characters: letters of one alphabet, digits, spaces or signs, nothing invisible.',
    'bad-password': 'A password has {min} to {max} characters.',
    'sign-in-failed': 'Wrong name or password (or passkey).',
    'not-signed-in': 'Sign in first.',
    'signed-out': 'You were signed out: sign in again to play your account’s seats here.',
    'reset-link-invalid': 'This link is not valid any more (used, or too old): ask for a new one.',
    'reset-unavailable': 'This server cannot send e-mail, so it cannot reset a password.',
    'wrong-password': 'That is not your current password.',
    'hashing-busy': 'The server is checking many passwords right now: retry in {retryMs} ms.',
    'wrong-name': 'That is not this account’s name: type {name} to delete it.',
    'passkey-failed': 'The passkey could not be checked: try again.',
    'seat-claimed': 'Seat {seat} belongs to another account.',
    'already-seated': 'Your account already plays seat {seat} at this table.',
    'no-account': 'There is no account named {name}.',
    'invite-pending':
      '{name} has an invitation of yours waiting already: they can take it or decline it first.',
    'invites-full': '{name} has had {max} invitations today: try again tomorrow.',
    'not-invited': 'No seat at this table is kept for you.',
    'not-creator': 'Only the player who made the table can invite someone to it.',
    'email-link-invalid': 'This link is not valid any more: add the address again for a new one.',
  },
  es: {
    'name-taken': 'Este nombre ya está en uso: elige otro.',
    'bad-name':
      'Un nombre tiene de {min} a {max} caracteres: letras de un solo alfabeto, cifras, espacios o signos, nada invisible.',
    'bad-password': 'Una contraseña tiene de {min} a {max} caracteres.',
    'sign-in-failed': 'Nombre o contraseña (o llave de acceso) incorrectos.',
    'not-signed-in': 'Inicia sesión primero.',
    'signed-out':
      'Se cerró tu sesión: vuelve a iniciarla para jugar aquí los asientos de tu cuenta.',
    'reset-link-invalid':
      'Este enlace ya no es válido (ya se usó o es demasiado antiguo): pide otro.',
    'reset-unavailable':
      'Este servidor no puede enviar correos, así que no puede restablecer una contraseña.',
    'wrong-password': 'Esa no es tu contraseña actual.',
    'hashing-busy':
      'El servidor está comprobando muchas contraseñas ahora mismo: reintenta en {retryMs} ms.',
    'wrong-name': 'Ese no es el nombre de esta cuenta: escribe {name} para eliminarla.',
    'passkey-failed': 'No se pudo comprobar la llave de acceso: inténtalo de nuevo.',
    'seat-claimed': 'El asiento {seat} pertenece a otra cuenta.',
    'already-seated': 'Tu cuenta ya juega en el asiento {seat} de esta mesa.',
    'no-account': 'No hay ninguna cuenta llamada {name}.',
    'invite-pending':
      '{name} ya tiene una invitación tuya pendiente: puede aceptarla o rechazarla primero.',
    'invites-full': '{name} ya ha recibido {max} invitaciones hoy: inténtalo mañana.',
    'not-invited': 'No hay ningún asiento de esta mesa guardado para ti.',
    'not-creator': 'Solo quien creó la mesa puede invitar a alguien.',
    'email-link-invalid':
      'Este enlace ya no es válido: añade la dirección de nuevo para recibir otro.',
  },
  fr: {
    'name-taken': 'Ce nom est déjà pris : choisissez-en un autre.',
    'bad-name':
      'Un nom a de {min} à {max} caractères : lettres d’un seul alphabet, chiffres, espaces ou signes, rien d’invisible.',
    'bad-password': 'Un mot de passe a de {min} à {max} caractères.',
    'sign-in-failed': 'Nom ou mot de passe (ou clé d’accès) incorrect.',
    'not-signed-in': 'Connectez-vous d’abord.',
    'signed-out':
      'Vous avez été déconnecté : reconnectez-vous pour jouer ici les places de votre compte.',
    'reset-link-invalid':
      'Ce lien n’est plus valable (déjà utilisé, ou trop ancien) : demandez-en un autre.',
    'reset-unavailable':
      'Ce serveur ne peut pas envoyer d’e-mails : il ne peut donc pas réinitialiser un mot de passe.',
    'wrong-password': 'Ce n’est pas votre mot de passe actuel.',
    'hashing-busy':
      'Le serveur vérifie beaucoup de mots de passe en ce moment : réessayez dans {retryMs} ms.',
    'wrong-name': 'Ce n’est pas le nom de ce compte : tapez {name} pour le supprimer.',
    'passkey-failed': 'La clé d’accès n’a pas pu être vérifiée : réessayez.',
    'seat-claimed': 'La place {seat} appartient à un autre compte.',
    'already-seated': 'Votre compte joue déjà la place {seat} à cette table.',
    'no-account': 'Aucun compte ne s’appelle {name}.',
    'invite-pending':
      '{name} a déjà une invitation de votre part en attente : à lui de l’accepter ou de la refuser d’abord.',
    'invites-full': '{name} a déjà reçu {max} invitations aujourd’hui : réessayez demain.',
    'not-invited': 'Aucune place de cette table ne vous est réservée.',
    'not-creator': 'Seule la personne qui a créé la table peut y inviter quelqu’un.',
    'email-link-invalid':
      'Ce lien n’est plus valable : ajoutez l’adresse à nouveau pour en recevoir un autre.',
  },
} as const;
