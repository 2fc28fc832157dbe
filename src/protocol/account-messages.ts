/**
 * The accounts' error codes (issue 26; docs/protocol.md, "Errors"), part of `serverMessages`
 * (messages.ts). Plain data with no imports, as there.
 */
export const accountMessages = {
  en: {
    'name-taken': 'This name is taken: choose another.',
    'bad-name':
      'A name has {min} to {max} characters, letters, digits, spaces or signs, no control characters.',
    'bad-password': 'A password has {min} to {max} characters.',
    'sign-in-failed': 'Wrong name or password (or passkey).',
    'not-signed-in': 'Sign in first.',
    'wrong-password': 'That is not your current password.',
    'wrong-name': 'That is not this account’s name: type {name} to delete it.',
    'passkey-failed': 'The passkey could not be checked: try again.',
    'seat-claimed': 'Seat {seat} belongs to another account.',
    'already-seated': 'Your account already plays seat {seat} at this table.',
    'no-account': 'There is no account named {name}.',
    'not-creator': 'Only the player who made the table can invite someone to it.',
    'email-link-invalid': 'This link is not valid any more: add the address again for a new one.',
  },
  es: {
    'name-taken': 'Este nombre ya está en uso: elige otro.',
    'bad-name':
      'Un nombre tiene de {min} a {max} caracteres: letras, cifras, espacios o signos, sin caracteres de control.',
    'bad-password': 'Una contraseña tiene de {min} a {max} caracteres.',
    'sign-in-failed': 'Nombre o contraseña (o llave de acceso) incorrectos.',
    'not-signed-in': 'Inicia sesión primero.',
    'wrong-password': 'Esa no es tu contraseña actual.',
    'wrong-name': 'Ese no es el nombre de esta cuenta: escribe {name} para eliminarla.',
    'passkey-failed': 'No se pudo comprobar la llave de acceso: inténtalo de nuevo.',
    'seat-claimed': 'El asiento {seat} pertenece a otra cuenta.',
    'already-seated': 'Tu cuenta ya juega en el asiento {seat} de esta mesa.',
    'no-account': 'No hay ninguna cuenta llamada {name}.',
    'not-creator': 'Solo quien creó la mesa puede invitar a alguien.',
    'email-link-invalid':
      'Este enlace ya no es válido: añade la dirección de nuevo para recibir otro.',
  },
  fr: {
    'name-taken': 'Ce nom est déjà pris : choisissez-en un autre.',
    'bad-name':
      'Un nom a de {min} à {max} caractères : lettres, chiffres, espaces ou signes, sans caractère de contrôle.',
    'bad-password': 'Un mot de passe a de {min} à {max} caractères.',
    'sign-in-failed': 'Nom ou mot de passe (ou clé d’accès) incorrect.',
    'not-signed-in': 'Connectez-vous d’abord.',
    'wrong-password': 'Ce n’est pas votre mot de passe actuel.',
    'wrong-name': 'Ce n’est pas le nom de ce compte : tapez {name} pour le supprimer.',
    'passkey-failed': 'La clé d’accès n’a pas pu être vérifiée : réessayez.',
    'seat-claimed': 'La place {seat} appartient à un autre compte.',
    'already-seated': 'Votre compte joue déjà la place {seat} à cette table.',
    'no-account': 'Aucun compte ne s’appelle {name}.',
    'not-creator': 'Seule la personne qui a créé la table peut y inviter quelqu’un.',
    'email-link-invalid':
      'Ce lien n’est plus valable : ajoutez l’adresse à nouveau pour en recevoir un autre.',
  },
} as const;
