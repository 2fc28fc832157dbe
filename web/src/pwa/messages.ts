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
  },
  es: {
    'pwa.region': 'Estado del sitio',
    'pwa.offline':
      'Sin conexión. Las partidas en este dispositivo, las repeticiones y las reglas funcionan; las mesas en línea necesitan conexión.',
    'pwa.update': 'Hay una versión nueva lista.',
    'pwa.reload': 'Recargar',
  },
  fr: {
    'pwa.region': 'État du site',
    'pwa.offline':
      'Vous êtes hors ligne. Les parties sur cet appareil, les rediffusions et les règles fonctionnent ; les tables en ligne ont besoin d’une connexion.',
    'pwa.update': 'Une nouvelle version est prête.',
    'pwa.reload': 'Recharger',
  },
};
