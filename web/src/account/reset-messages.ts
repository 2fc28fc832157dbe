import type { Catalogs } from '../../../src/kernel/index.js';

/** The password reset's texts (issue 40), loaded with the account page's chunk. */
export const resetMessages: Catalogs = {
  en: {
    'reset.forgot': 'Forgot your password?',
    'reset.ask': 'Send me a link',
    'reset.who': 'Your name or e-mail address',
    'reset.sent':
      'If an account has this name or a confirmed address, we sent it a link. It works once, for 30 minutes.',
    'reset.choose': 'Choose a new password',
    'reset.hint': 'This signs you out on every device, then signs you in here.',
    'reset.done': 'Your password is changed, and you are signed in.',
  },
  es: {
    'reset.forgot': '¿Olvidaste tu contraseña?',
    'reset.ask': 'Envíame un enlace',
    'reset.who': 'Tu nombre o dirección de correo',
    'reset.sent':
      'Si alguna cuenta tiene este nombre o una dirección confirmada, le enviamos un enlace. Sirve una vez, durante 30 minutos.',
    'reset.choose': 'Elige una contraseña nueva',
    'reset.hint': 'Se cerrará tu sesión en todos los dispositivos y se abrirá aquí.',
    'reset.done': 'Tu contraseña ha cambiado y has iniciado sesión.',
  },
  fr: {
    'reset.forgot': 'Mot de passe oublié ?',
    'reset.ask': 'Envoyez-moi un lien',
    'reset.who': 'Votre nom ou adresse e-mail',
    'reset.sent':
      'Si un compte a ce nom ou une adresse confirmée, nous lui avons envoyé un lien. Il sert une fois, pendant 30 minutes.',
    'reset.choose': 'Choisissez un nouveau mot de passe',
    'reset.hint': 'Vous serez déconnecté sur tous vos appareils, puis connecté ici.',
    'reset.done': 'Votre mot de passe est changé, et vous êtes connecté.',
  },
};
