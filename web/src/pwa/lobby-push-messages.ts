import type { Catalogs } from '../../../src/kernel/index.js';

/** The lobby's "notify me" switch (lobby-push.tsx), loaded with it. */
export const lobbyPushMessages: Catalogs = {
  en: {
    'pwa.device-push': 'Notify me when it’s my turn, on this device',
    'pwa.device-push-hint':
      'For every table above and those you join next: your turn, a start, an end, a rematch, and an invitation to a seat for your account.',
    'pwa.device-unsupported':
      'This browser cannot show notifications. On an iPhone, add Fathom to the home screen first.',
    'pwa.device-denied':
      'Notifications are blocked for this site. To allow them, open the site’s settings (the icon left of the address), set Notifications to Allow, then reload the page.',
  },
  es: {
    'pwa.device-push': 'Avisarme cuando me toque, en este dispositivo',
    'pwa.device-push-hint':
      'En cada mesa de arriba y en las que entres después: tu turno, un inicio, un final, una revancha, y una invitación a un asiento para tu cuenta.',
    'pwa.device-unsupported':
      'Este navegador no puede mostrar avisos. En un iPhone, añade antes Fathom a la pantalla de inicio.',
    'pwa.device-denied':
      'Los avisos están bloqueados para este sitio. Para permitirlos, abre la configuración del sitio (el icono a la izquierda de la dirección), pon Notificaciones en Permitir y recarga la página.',
  },
  fr: {
    'pwa.device-push': 'Me prévenir quand c’est mon tour, sur cet appareil',
    'pwa.device-push-hint':
      'Pour chaque table ci-dessus et celles que vous rejoindrez : votre tour, un début, une fin, une revanche, et une invitation à une place pour votre compte.',
    'pwa.device-unsupported':
      'Ce navigateur ne peut pas afficher de notifications. Sur un iPhone, ajoutez d’abord Fathom à l’écran d’accueil.',
    'pwa.device-denied':
      'Les notifications sont bloquées pour ce site. Pour les autoriser, ouvrez les paramètres du site (l’icône à gauche de l’adresse), mettez Notifications sur Autoriser, puis rechargez la page.',
  },
};
