import { For } from 'solid-js';
import { lang, LANGS, setLang, t, type Lang } from '../i18n';
import { navigate } from '../router';

const LANG_NAMES: Record<Lang, string> = { es: 'Español', en: 'English', fr: 'Français' };

export function LangSwitch() {
  return (
    <label class="lang-switch">
      <span class="visually-hidden">{t('app.language')}</span>
      <select
        aria-label={t('app.language')}
        value={lang()}
        onChange={(e) => setLang(e.currentTarget.value as Lang)}
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

export function Header() {
  return (
    <header class="app-header">
      <a
        class="brand"
        href="/"
        onClick={(e) => {
          e.preventDefault();
          navigate('/');
        }}
      >
        Fathom
      </a>
      <nav aria-label={t('app.nav')}>
        <a
          href="/replay"
          onClick={(e) => {
            e.preventDefault();
            navigate('/replay');
          }}
        >
          {t('app.replays')}
        </a>
      </nav>
      <LangSwitch />
    </header>
  );
}
