import type { Catalogs } from '../../../src/kernel/index.js';

/** The account page's notice settings (issue 40), loaded with the page's chunk. */
export const noticeMessages: Catalogs = {
  en: {
    'notices.title': 'Which notices',
    'notices.intro':
      'Choose what you are told of, on your devices (push) and by e-mail, for every table. Chat messages are off unless you turn them on; a chat notice says who wrote, never what.',
    'notices.kind': 'Notice',
    'notices.push': 'Push',
    'notices.email': 'E-mail',
    'notices.turn': 'Your turn (turn-based tables)',
    'notices.invited': 'An invitation to a table',
    'notices.started': 'A game starts',
    'notices.ended': 'A game ends',
    'notices.rematch': 'A rematch is offered',
    'notices.time-low': 'Your time runs low',
    'notices.chat': 'A chat message (turn-based tables)',
    'notices.box': '{kind}: {channel}',
    'notices.saved': 'Saved.',
  },
  es: {
    'notices.title': 'Qué avisos',
    'notices.intro':
      'Elige de qué se te avisa, en tus dispositivos (push) y por correo, en todas las mesas. Los mensajes del chat están desactivados salvo que los actives; un aviso de chat dice quién escribió, nunca qué.',
    'notices.kind': 'Aviso',
    'notices.push': 'Push',
    'notices.email': 'Correo',
    'notices.turn': 'Te toca (mesas por turnos)',
    'notices.invited': 'Una invitación a una mesa',
    'notices.started': 'Empieza una partida',
    'notices.ended': 'Termina una partida',
    'notices.rematch': 'Te proponen la revancha',
    'notices.time-low': 'Se te acaba el tiempo',
    'notices.chat': 'Un mensaje en el chat (mesas por turnos)',
    'notices.box': '{kind}: {channel}',
    'notices.saved': 'Guardado.',
  },
  fr: {
    'notices.title': 'Quels avis',
    'notices.intro':
      'Choisissez ce dont vous êtes averti, sur vos appareils (push) et par e-mail, à toutes les tables. Les messages de la discussion sont désactivés sauf si vous les activez ; un avis de discussion dit qui a écrit, jamais quoi.',
    'notices.kind': 'Avis',
    'notices.push': 'Push',
    'notices.email': 'E-mail',
    'notices.turn': 'À vous de jouer (tables au tour par tour)',
    'notices.invited': 'Une invitation à une table',
    'notices.started': 'Une partie commence',
    'notices.ended': 'Une partie se termine',
    'notices.rematch': 'Une revanche est proposée',
    'notices.time-low': 'Votre temps s’épuise',
    'notices.chat': 'Un message dans la discussion (tables au tour par tour)',
    'notices.box': '{kind} : {channel}',
    'notices.saved': 'Enregistré.',
  },
};
