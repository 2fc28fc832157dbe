import { createSignal, onMount, Show } from 'solid-js';
import { addCatalogs, t } from '../i18n';
import { accountCall, type Account } from './api';
import { Feedback } from './feedback';
import { Form } from './form';
import { resetMessages } from './reset-messages';

addCatalogs(resetMessages);

/**
 * "Forgot your password?" under the sign-in form: a link by e-mail, to the account's verified
 * address. The server's answer is the same whether the name or address has an account, and so is
 * what the page says (docs/protocol.md, "Password reset").
 */
export function ForgotPassword() {
  const [sent, setSent] = createSignal(false);
  return (
    <details class="account-forgot">
      <summary>{t('reset.forgot')}</summary>
      <Form
        label={t('reset.ask')}
        fields={[{ name: 'who', label: 'reset.who', type: 'text', autocomplete: 'username' }]}
        submit={(v) => accountCall('POST', '/account/password-reset', v)}
        done={() => setSent(true)}
      >
        <Feedback note={sent() ? t('reset.sent') : null} error={null} />
      </Form>
    </details>
  );
}

/**
 * The link mailed for a new password opens `/account?reset-token=...`: the token is taken out of
 * the address bar at once (it works once), and a new password posted with it signs this device in.
 */
export function ResetLink(props: { signedIn: (a: Account) => void }) {
  const token = new URLSearchParams(location.search).get('reset-token');
  const [done, setDone] = createSignal(false);
  onMount(() => {
    if (!token) return;
    const url = new URL(location.href);
    url.searchParams.delete('reset-token');
    history.replaceState(history.state, '', url);
  });
  return (
    <Show when={token}>
      <Show when={!done()} fallback={<p role="status">{t('reset.done')}</p>}>
        <Form
          label={t('reset.choose')}
          fields={[
            {
              name: 'password',
              label: 'account.new-password',
              type: 'password',
              autocomplete: 'new-password',
            },
          ]}
          submit={(v) =>
            accountCall<{ account: Account }>('POST', '/account/password-reset/finish', {
              token,
              password: v.password,
            })
          }
          done={(r) => {
            setDone(true);
            props.signedIn((r as { account: Account }).account);
          }}
        >
          <p class="hint">{t('reset.hint')}</p>
        </Form>
      </Show>
    </Show>
  );
}
