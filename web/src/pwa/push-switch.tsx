import { createSignal, onMount, Show } from 'solid-js';
import { addCatalogs, lang, t } from '../i18n';
import { syncDevicePush } from './device-push';
import { pwaMessages } from './messages';
import { PushError, pushOn, pushSupported, turnPushOff, turnPushOn } from './push';

addCatalogs(pwaMessages);

/**
 * "Notify me on this device": asked for by the player at the table (never on page load), for the
 * seat this device holds: by its token, or (null) by the signed-in account that holds it. The
 * browser asks its own permission when it is turned on.
 */
export function PushSwitch(props: { id: string; token: string | null }) {
  const [on, setOn] = createSignal(pushOn(props.id));
  const [busy, setBusy] = createSignal(false);
  const [error, setError] = createSignal<PushError | null>(null);
  // A seat taken here while the lobby's "notify me" is on is notified without being asked again.
  onMount(() => void syncDevicePush(lang()).then(() => setOn(pushOn(props.id))));
  const change = async (want: boolean) => {
    setBusy(true);
    setError(null);
    try {
      if (want) await turnPushOn(props.id, props.token, lang());
      else await turnPushOff(props.id, props.token);
      setOn(want);
    } catch (e) {
      setError(e instanceof PushError ? e : new PushError('pwa.push-unavailable'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Show when={pushSupported()}>
      <label class="push-switch">
        <input
          type="checkbox"
          checked={on()}
          disabled={busy()}
          onChange={(e) => void change(e.currentTarget.checked)}
        />{' '}
        {t('pwa.push')}
      </label>
      <Show when={error()}>
        {(e) => (
          <p class="error" role="alert">
            {t(e().code, e().params)}
          </p>
        )}
      </Show>
    </Show>
  );
}
