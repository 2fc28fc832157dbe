import { For } from 'solid-js';
import { AppLink } from './app-link';
import { lang, LANGS, setLang, t, type Lang } from '../i18n';

const LANG_NAMES: Record<Lang, string> = { es: 'Español', en: 'English', fr: 'Français' };

export function LangSwitch() {
  return (
    <label class="lang-switch">
      <span class="visually-hidden">{t('app.language')}</span>
      <select
        aria-label={t('app.language')}
        value={lang()}
        onChange={(e) => {
          const select = e.currentTarget;
          // Texts that cannot be fetched leave the page, and the list, in the language before.
          setLang(select.value as Lang).catch((err: unknown) => {
            console.error(err);
            select.value = lang();
          });
        }}
      >
        <For each={LANGS}>
          {(l) => (
            <option value={l} lang={l} selected={l === lang()}>
              {LANG_NAMES[l]}
            </option>
          )}
        </For>
      </select>
    </label>
  );
}

/**
 * Fathom's mark: a sounding line with its lead dropped through the sea, the way depth was once
 * measured in fathoms. Decorative: the link it sits in says "Fathom".
 */
export function Logo() {
  return (
    <svg class="logo" viewBox="0 0 32 32" aria-hidden="true">
      <circle cx="16" cy="16" r="15" fill="#8fdcf2" />
      <path d="M1.54 12q3.6-2.5 7.23 0t7.23 0 7.23 0 7.23 0A15 15 0 1 1 1.54 12Z" fill="#1479a8" />
      <path d="M1.86 21q3.5-2.3 7.07 0t7.07 0 7.07 0 7.07 0A15 15 0 0 1 1.86 21Z" fill="#0a3553" />
      <path d="M16 4.5v17.5M13.8 13.5h4.4M14.4 17.5h3.2" stroke="#fff" stroke-width="1.6" />
      <path d="M14 21.5h4l-.7 5.2h-2.6Z" fill="#fff" />
      <circle cx="16" cy="16" r="15" fill="none" stroke="#fff" stroke-width="1.6" />
    </svg>
  );
}

export function Header() {
  return (
    <header class="app-header">
      <AppLink class="brand" href="/">
        <Logo />
        Fathom
      </AppLink>
      <nav aria-label={t('app.nav')}>
        <AppLink href="/replay">{t('app.replays')}</AppLink>
        <AppLink class="account-link" href="/account">
          {/* On a phone only the figure shows (the header has no room for a third word); its
              name stays in the text, which a screen reader reads. */}
          <svg class="account-icon" viewBox="0 0 20 20" aria-hidden="true">
            <circle cx="10" cy="6.5" r="3.5" fill="currentColor" />
            <path d="M3 18a7 7 0 0 1 14 0Z" fill="currentColor" />
          </svg>
          <span class="account-label">{t('account.menu')}</span>
        </AppLink>
      </nav>
      <LangSwitch />
    </header>
  );
}
