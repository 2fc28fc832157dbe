import type { Catalogs } from '../../../src/kernel/index.js';

/** The account page's e-mail texts (issue 27), loaded with the page's chunk. */
export const emailMessages: Catalogs = {
  en: {
    'email.title': 'E-mail notifications',
    'email.intro':
      'Get an e-mail when it is your turn at a turn-based table, when a game you sit at starts or ends, when your time runs low, or when a rematch is offered: at most one e-mail per table per hour.',
    'email.address': 'E-mail address',
    'email.send-link': 'Send me a link to confirm it',
    'email.sent': 'We sent a link to {address}: open it to confirm the address.',
    'email.waiting': '{address}: waiting for you to open the link we sent.',
    'email.verified': '{address}: confirmed.',
    'email.notify': 'E-mail me these notifications',
    'email.change': 'Change the address',
    'email.remove': 'Remove the address',
    'email.confirmed': 'Your e-mail address is confirmed.',
    'email.confirming': 'Confirming your e-mail address…',
    'email.failed': 'The server did not answer: check your connection and try again.',
  },
  es: {
    'email.title': 'Avisos por correo',
    'email.intro':
      'Recibe un correo cuando te toque en una mesa por turnos, cuando empiece o termine una partida en la que juegas, cuando se te acabe el tiempo o cuando te propongan la revancha: como mucho un correo por mesa y hora.',
    'email.address': 'Dirección de correo',
    'email.send-link': 'Envíame un enlace para confirmarla',
    'email.sent': 'Hemos enviado un enlace a {address}: ábrelo para confirmar la dirección.',
    'email.waiting': '{address}: falta que abras el enlace que te enviamos.',
    'email.verified': '{address}: confirmada.',
    'email.notify': 'Envíame estos avisos por correo',
    'email.change': 'Cambiar la dirección',
    'email.remove': 'Quitar la dirección',
    'email.confirmed': 'Tu dirección de correo está confirmada.',
    'email.confirming': 'Confirmando tu dirección de correo…',
    'email.failed': 'El servidor no respondió: comprueba la conexión e inténtalo de nuevo.',
  },
  fr: {
    'email.title': 'Avis par e-mail',
    'email.intro':
      'Recevez un e-mail quand c’est votre tour à une table au tour par tour, quand une partie où vous jouez commence ou se termine, quand votre temps s’épuise ou quand on vous propose une revanche : au plus un e-mail par table et par heure.',
    'email.address': 'Adresse e-mail',
    'email.send-link': 'M’envoyer un lien pour la confirmer',
    'email.sent': 'Nous avons envoyé un lien à {address} : ouvrez-le pour confirmer l’adresse.',
    'email.waiting': '{address} : en attente de l’ouverture du lien envoyé.',
    'email.verified': '{address} : confirmée.',
    'email.notify': 'M’envoyer ces avis par e-mail',
    'email.change': 'Changer l’adresse',
    'email.remove': 'Retirer l’adresse',
    'email.confirmed': 'Votre adresse e-mail est confirmée.',
    'email.confirming': 'Confirmation de votre adresse e-mail…',
    'email.failed': 'Le serveur n’a pas répondu : vérifiez votre connexion et réessayez.',
  },
};
