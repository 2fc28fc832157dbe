import { render } from 'solid-js/web';
import { App } from './app';
import { lang, loadTexts } from './i18n';
import './styles.css';
// After the site's styles: the table's, the log's and the error pages' (web/src/table/table.css).
import './table/table.css';

// The reader's texts first, so that no page shows its keys; if they cannot be fetched, the page
// still comes (its words as keys) rather than nothing.
loadTexts(lang())
  .catch((e: unknown) => console.error(e))
  .finally(() => render(() => <App />, document.getElementById('app') as HTMLElement));

// The service worker and the site's status bar come once the page is interactive, in a chunk of
// their own: none of it is part of the first download (tests/e2e/bundle-size.test.ts).
const whenIdle = (run: () => void) =>
  'requestIdleCallback' in window
    ? requestIdleCallback(run, { timeout: 3000 })
    : setTimeout(run, 1);
const start = () => whenIdle(() => void import('./pwa/status').then((m) => m.startSiteStatus()));
if (document.readyState === 'complete') start();
else addEventListener('load', start, { once: true });
