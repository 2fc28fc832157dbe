import { render } from 'solid-js/web';
import { App } from './app';
import './styles.css';
// After the site's styles: the table's, the log's and the error pages' (web/src/table/table.css).
import './table/table.css';

render(() => <App />, document.getElementById('app') as HTMLElement);
