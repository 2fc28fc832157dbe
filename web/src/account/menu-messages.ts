import type { Catalogs } from '../../../src/kernel/index.js';

/** The header's link to the account page: always loaded (the rest comes with the page). */
export const accountMenuMessages: Catalogs = {
  en: { 'account.menu': 'Account' },
  es: { 'account.menu': 'Cuenta' },
  fr: { 'account.menu': 'Compte' },
};
