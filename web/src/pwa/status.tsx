import { createSignal, onCleanup, Show } from 'solid-js';
import { render } from 'solid-js/web';
import { addCatalogs, t } from '../i18n';
import { pwaMessages } from './messages';
import { registerServiceWorker, reloadIntoNewVersion, waiting } from './register';
import './pwa.css';

/**
 * The site's state, in a bar above the page (in the flow: it covers nothing): offline (what still works, and that
 * online tables need a connection), and a new release ready to load. Shown only when there is
 * something to say.
 */
function SiteStatus() {
  const [online, setOnline] = createSignal(navigator.onLine);
  const update = () => setOnline(navigator.onLine);
  addEventListener('online', update);
  addEventListener('offline', update);
  onCleanup(() => {
    removeEventListener('online', update);
    removeEventListener('offline', update);
  });
  return (
    <Show when={!online() || waiting()}>
      <aside class="site-status" aria-label={t('pwa.region')}>
        <Show when={!online()}>
          <p class="site-offline" role="status">
            {t('pwa.offline')}
          </p>
        </Show>
        <Show when={waiting()}>
          <p class="site-update" role="status">
            <span>{t('pwa.update')}</span>
            <button type="button" class="primary" onClick={reloadIntoNewVersion}>
              {t('pwa.reload')}
            </button>
          </p>
        </Show>
      </aside>
    </Show>
  );
}

/** Starts the site's status bar and its service worker (called once the page is interactive). */
export function startSiteStatus(): void {
  addCatalogs(pwaMessages);
  const root = document.createElement('div');
  root.id = 'site-status';
  document.body.prepend(root);
  render(() => <SiteStatus />, root);
  void registerServiceWorker();
}
