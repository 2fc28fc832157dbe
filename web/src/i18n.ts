import { createSignal } from 'solid-js';
import {
  formatMessage,
  isLang,
  LANGS,
  type Catalog,
  type Catalogs,
  type Lang,
  type Params,
} from '../../src/kernel/i18n.js';
import { shownParams } from '../../src/protocol/seat-params.js';
import { withCatalogs } from './catalog-list.js';

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

/**
 * The texts any page shows (web/src/texts.ts), one chunk per language (web/split-texts.ts):
 * a visit downloads its reader's language only (loadTexts, before the first page), another on a
 * switch to it (all three were a third of the lobby's first visit on the wire).
 */
const PAGE_TEXTS: Record<Lang, () => Promise<{ default: Catalog }>> = {
  en: () => import('virtual:texts/en'),
  es: () => import('virtual:texts/es'),
  fr: () => import('virtual:texts/fr'),
};
const pageTexts: Record<Lang, Catalog | undefined> = {
  en: undefined,
  es: undefined,
  fr: undefined,
};

/** Fetches a language's page texts, once (a failed fetch is tried again at the next call). */
export async function loadTexts(l: Lang): Promise<void> {
  pageTexts[l] ??= (await PAGE_TEXTS[l]()).default;
}

// Game catalogs arrive with their board chunk, the rules' with theirs; the page texts are here
// in every language the reader has used.
const [catalogs, setCatalogs] = createSignal<readonly Catalogs[]>([]);
document.documentElement.lang = lang();

export { lang };

let switches = 0;

/**
 * Switches to `next` once its texts are here (a page never shows keys for want of them). Fails,
 * still in the language before, if they cannot be fetched.
 */
export async function setLang(next: Lang): Promise<void> {
  const asked = ++switches;
  await loadTexts(next);
  // A later switch, asked while these texts came, has the last word.
  if (asked !== switches) return;
  setLangSignal(next);
  document.documentElement.lang = next;
  try {
    localStorage.setItem(STORAGE_KEY, next);
  } catch {
    // Not remembered across visits, but still switched for this one.
  }
}

export function addCatalogs(...more: Catalogs[]): void {
  setCatalogs((list) => withCatalogs(list, more));
}

/**
 * A message in the current language; reading it inside JSX re-renders on a language switch. A
 * server error's seat is an index from 0, shown from 1 as the pages number seats (seat-params.ts).
 */
export function t(key: string, raw: Params = {}): string {
  const l = lang();
  const params = shownParams(key, raw);
  const page = pageTexts[l]?.[key];
  if (page !== undefined) return formatMessage(l, page, params);
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
