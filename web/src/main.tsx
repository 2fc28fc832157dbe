import { render } from 'solid-js/web';
import { App } from './app';
import './styles.css';

render(() => <App />, document.getElementById('app') as HTMLElement);
