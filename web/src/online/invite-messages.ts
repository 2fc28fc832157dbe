import type { Catalogs } from '../../../src/kernel/index.js';

/**
 * Inviting a Fathom account by name to a waiting table (its creator's form, invite-form.tsx), and
 * the invitee's side of it on the account page. Loaded with those pages' chunks.
 */
export const onlineInviteMessages: Catalogs = {
  en: {
    'seat-invite.title': 'Invite a player by name',
    'seat-invite.hint':
      'The seat is kept for their Fathom account: the table shows in “Your tables” on their account page (they are told on their devices, and by e-mail if they chose it), and they join it signed in, on any device.',
    'seat-invite.name': 'Their account name',
    'seat-invite.seat': 'Seat',
    'seat-invite.send': 'Invite',
    'seat-invite.sending': 'Inviting…',
    'seat-invite.done':
      'Seat {n} is kept for {name}: they will find this table in “Your tables” on their account page.',
    'seat-invite.no-seat': 'No seat is left open to invite someone to.',
    'seat-invite.empty': 'Type the name of their Fathom account.',
    'seat-invite.no-account': 'There is no Fathom account named “{name}”: check the spelling.',
    'seat-invite.seat-taken':
      'Seat {n} is no longer open: someone took it or it is kept for someone. Choose another seat.',
    'seat-invite.not-creator': 'Only the player who made this table can invite someone to it.',
    'seat-invite.rate-limited':
      'Too many tries in a short time: wait {s, plural, one {# second} other {# seconds}} and try again.',
    'seat-invite.network': 'The server could not be reached: check your connection and try again.',
    'seat-invite.invited': 'A seat is kept for you',
    'seat-invite.decline': 'Decline',
    'seat-invite.decline-table': 'Decline the invitation to {game}',
  },
  es: {
    'seat-invite.title': 'Invitar a alguien por su nombre',
    'seat-invite.hint':
      'El asiento se guarda para su cuenta de Fathom: la mesa aparece en «Tus mesas» en la página de su cuenta (se le avisa en sus dispositivos, y por correo si lo eligió), y se sienta con la sesión iniciada, en cualquier dispositivo.',
    'seat-invite.name': 'Nombre de su cuenta',
    'seat-invite.seat': 'Asiento',
    'seat-invite.send': 'Invitar',
    'seat-invite.sending': 'Invitando…',
    'seat-invite.done':
      'El asiento {n} queda guardado para {name}: encontrará esta mesa en «Tus mesas» en la página de su cuenta.',
    'seat-invite.no-seat': 'No queda ningún asiento libre al que invitar a alguien.',
    'seat-invite.empty': 'Escribe el nombre de su cuenta de Fathom.',
    'seat-invite.no-account':
      'No hay ninguna cuenta de Fathom llamada «{name}»: revisa cómo se escribe.',
    'seat-invite.seat-taken':
      'El asiento {n} ya no está libre: alguien lo ha ocupado o está guardado para otra persona. Elige otro asiento.',
    'seat-invite.not-creator': 'Solo quien creó esta mesa puede invitar a alguien.',
    'seat-invite.rate-limited':
      'Demasiados intentos seguidos: espera {s, plural, one {# segundo} other {# segundos}} y vuelve a intentarlo.',
    'seat-invite.network':
      'No se ha podido contactar con el servidor: comprueba tu conexión y vuelve a intentarlo.',
    'seat-invite.invited': 'Un asiento te espera',
    'seat-invite.decline': 'Rechazar',
    'seat-invite.decline-table': 'Rechazar la invitación a {game}',
  },
  fr: {
    'seat-invite.title': 'Inviter quelqu’un par son nom',
    'seat-invite.hint':
      'La place est gardée pour son compte Fathom : la table apparaît dans « Vos tables » sur la page de son compte (la personne est prévenue sur ses appareils, et par e-mail si elle l’a choisi), et elle la rejoint connectée, sur tout appareil.',
    'seat-invite.name': 'Nom de son compte',
    'seat-invite.seat': 'Place',
    'seat-invite.send': 'Inviter',
    'seat-invite.sending': 'Invitation…',
    'seat-invite.done':
      'La place {n} est gardée pour {name} : la table est dans « Vos tables » sur la page de son compte.',
    'seat-invite.no-seat': 'Il ne reste aucune place libre à laquelle inviter quelqu’un.',
    'seat-invite.empty': 'Tapez le nom de son compte Fathom.',
    'seat-invite.no-account':
      'Aucun compte Fathom ne s’appelle « {name} » : vérifiez l’orthographe.',
    'seat-invite.seat-taken':
      'La place {n} n’est plus libre : quelqu’un l’a prise ou elle est gardée pour quelqu’un. Choisissez une autre place.',
    'seat-invite.not-creator': 'Seule la personne qui a créé cette table peut y inviter quelqu’un.',
    'seat-invite.rate-limited':
      'Trop d’essais en peu de temps : attendez {s, plural, one {# seconde} other {# secondes}} puis réessayez.',
    'seat-invite.network': 'Le serveur est injoignable : vérifiez votre connexion puis réessayez.',
    'seat-invite.invited': 'Une place vous attend',
    'seat-invite.decline': 'Refuser',
    'seat-invite.decline-table': 'Refuser l’invitation à {game}',
  },
};
