import type { Catalogs } from '../../../src/kernel/index.js';

/**
 * Texts of the installable site (the offline note, the new version's prompt) and of push
 * notifications' opt-in. Loaded with web/src/pwa/status.tsx, after the page is interactive.
 */
export const pwaMessages: Catalogs = {
  en: {
    'pwa.region': 'Site status',
    'pwa.offline':
      'You are offline. Games on this device, replays and the rules work; online tables need a connection.',
    'pwa.update': 'A new version is ready.',
    'pwa.reload': 'Reload',
    'pwa.push': 'Notify me on this device (my turn, start and end, rematch)',
    'pwa.denied': 'Notifications are blocked for this site: allow them in the browser’s settings.',
    'pwa.push-unavailable': 'Notifications cannot be turned on here now.',
  },
  es: {
    'pwa.region': 'Estado del sitio',
    'pwa.offline':
      'Sin conexión. Las partidas en este dispositivo, las repeticiones y las reglas funcionan; las mesas en línea necesitan conexión.',
    'pwa.update': 'Hay una versión nueva lista.',
    'pwa.reload': 'Recargar',
    'pwa.push': 'Avisarme en este dispositivo (mi turno, inicio y fin, revancha)',
    'pwa.denied':
      'Los avisos están bloqueados para este sitio: permítelos en los ajustes del navegador.',
    'pwa.push-unavailable': 'Ahora no se pueden activar los avisos aquí.',
  },
  fr: {
    'pwa.region': 'État du site',
    'pwa.offline':
      'Vous êtes hors ligne. Les parties sur cet appareil, les rediffusions et les règles fonctionnent ; les tables en ligne ont besoin d’une connexion.',
    'pwa.update': 'Une nouvelle version est prête.',
    'pwa.reload': 'Recharger',
    'pwa.push': 'Me prévenir sur cet appareil (mon tour, début et fin, revanche)',
    'pwa.denied':
      'Les notifications sont bloquées pour ce site : autorisez-les dans les réglages du navigateur.',
    'pwa.push-unavailable': 'Impossible d’activer les notifications ici pour le moment.',
  },
};
