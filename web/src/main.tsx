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
