import { createEffect, createSignal, on, Show } from 'solid-js';
import { addCatalogs, lang, t } from '../i18n';
import { myTables } from '../online/my-tables';
import {
  devicePushState,
  syncDevicePush,
  turnDevicePushOff,
  turnDevicePushOn,
  type DevicePushState,
} from './device-push';
import { lobbyPushMessages } from './lobby-push-messages';
import { pwaMessages } from './messages';
import { PushError } from './push';
import './pwa.css';

addCatalogs(pwaMessages);
addCatalogs(lobbyPushMessages);

/**
 * "Notify me when it's my turn, on this device", under "Your tables" in the lobby (issue 27).
 * Never asks on page load: the browser's permission is asked when the person turns it on. Says
 * so when the browser cannot notify, and how to allow it when the site is blocked.
 */
export default function LobbyPush() {
  const [state, setState] = createSignal<DevicePushState>(devicePushState());
  const [busy, setBusy] = createSignal(false);
  const [error, setError] = createSignal<PushError | null>(null);
  // Seats taken since (a table joined from a link): subscribed as the lobby shows them.
  createEffect(
    on(
      () => myTables().length,
      () => void syncDevicePush(lang()),
    ),
  );
  const change = async (want: boolean) => {
    setBusy(true);
    setError(null);
    try {
      if (want) await turnDevicePushOn(lang());
      else await turnDevicePushOff();
    } catch (e) {
      setError(e instanceof PushError ? e : new PushError('pwa.push-unavailable'));
    } finally {
      setState(devicePushState());
      setBusy(false);
    }
  };
  return (
    <div class="lobby-push" data-state={state()}>
      <Show when={state() === 'unsupported'}>
        <p class="hint">{t('pwa.device-unsupported')}</p>
      </Show>
      <Show when={state() !== 'unsupported'}>
        <label class="push-switch">
          <input
            type="checkbox"
            role="switch"
            checked={state() === 'on'}
            disabled={busy() || state() === 'denied'}
            aria-describedby="lobby-push-hint"
            onChange={(e) => void change(e.currentTarget.checked)}
          />{' '}
          {t('pwa.device-push')}
        </label>
        <p class="hint" id="lobby-push-hint">
          {state() === 'denied' ? t('pwa.device-denied') : t('pwa.device-push-hint')}
        </p>
      </Show>
      <Show when={error() && state() !== 'denied' && error()}>
        {(e) => (
          <p class="error" role="alert">
            {t(e().code, e().params)}
          </p>
        )}
      </Show>
    </div>
  );
}
