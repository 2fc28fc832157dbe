import { createSignal } from 'solid-js';
import { kernelMessages } from '../../src/kernel/errors.js';
import {
  formatMessage,
  isLang,
  LANGS,
  type Catalogs,
  type Lang,
  type Params,
} from '../../src/kernel/i18n.js';
import { serverMessages } from '../../src/protocol/messages.js';
import { uiMessages } from './messages';
import { onlineMessages } from './online/messages';
import { accountMenuMessages } from './account/menu-messages';

export { LANGS, type Lang };

const STORAGE_KEY = 'fathom.lang';

/** The chosen language, else the first of the browser's languages we speak, else English. */
export function preferredLang(stored: string | null, browser: readonly string[]): Lang {
  if (isLang(stored)) return stored;
  for (const tag of browser) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLang(base)) return base;
  }
  return 'en';
}

function initialLang(): Lang {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage may be blocked (private mode, sandboxed frame): fall back to the browser's choice.
  }
  return preferredLang(stored, navigator.languages ?? [navigator.language]);
}

const [lang, setLangSignal] = createSignal<Lang>(initialLang());
// Game catalogs arrive with their board chunk; the UI and kernel ones are always here.
// The server's error texts are plain data that docs/protocol.md asks clients to render.
const [catalogs, setCatalogs] = createSignal<readonly Catalogs[]>([
  uiMessages,
  onlineMessages,
  accountMenuMessages,
  kernelMessages,
  serverMessages,
]);
document.documentElement.lang = lang();

export { lang };

export function setLang(next: Lang): void {
  setLangSignal(next);
  document.documentElement.lang = next;
  try {
    localStorage.setItem(STORAGE_KEY, next);
  } catch {
    // Not remembered across visits, but still switched for this one.
  }
}

export function addCatalogs(...more: Catalogs[]): void {
  setCatalogs((list) => [...list, ...more.filter((c) => !list.includes(c))]);
}

/** A message in the current language; reading it inside JSX re-renders on a language switch. */
export function t(key: string, params: Params = {}): string {
  const l = lang();
  for (const catalog of catalogs()) {
    const template = catalog[l][key];
    if (template !== undefined) return formatMessage(l, template, params);
  }
  return key;
}

/** A percentage in the current language's number format. */
export function percent(p: number): string {
  return new Intl.NumberFormat(lang(), { style: 'percent', maximumFractionDigits: 1 }).format(p);
}
