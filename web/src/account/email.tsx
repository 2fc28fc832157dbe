import { createResource, createSignal, onMount, Show } from 'solid-js';
import { Feedback } from './feedback';
import { addCatalogs, lang, t } from '../i18n';
import { accountCall } from './api';
import { emailMessages } from './email-messages';
import { actions, said } from './act';

addCatalogs(emailMessages);

/** The account's address as the server tells it (docs/protocol.md, "E-mail"). */
interface EmailView {
  readonly address: string;
  readonly verified: boolean;
  readonly notify: boolean;
}

/** Bumped when a link confirmed the address: the settings below are asked again. */
const [confirmed, setConfirmed] = createSignal(1);

/**
 * E-mail notifications on the account page: an address, confirmed by the link mailed to it, and
 * the choice of e-mail. Nothing at all when the server sends no e-mail (no SMTP_URL).
 */
export function EmailSettings() {
  const [state, { mutate }] = createResource(confirmed, () =>
    accountCall<{ offered: boolean; email: EmailView | null }>('GET', '/account/email'),
  );
  const [editing, setEditing] = createSignal(false);
  const { note, setNote, error, act } = actions('email.failed');
  const set = (email: EmailView | null) => mutate((s) => s && { ...s, email });
  return (
    <Show when={state()?.offered}>
      <section aria-labelledby="email-title" class="account-email">
        <h2 id="email-title">{t('email.title')}</h2>
        <p class="hint">{t('email.intro')}</p>
        <Show
          when={!editing() && state()?.email}
          fallback={
            <form
              class="account-form"
              aria-label={t('email.title')}
              onSubmit={(e) => {
                e.preventDefault();
                const address = String(new FormData(e.currentTarget).get('address') ?? '');
                void act(async () => {
                  const r = await accountCall<{ email: EmailView }>('POST', '/account/email', {
                    address,
                    lang: lang(),
                  });
                  set(r.email);
                  setEditing(false);
                  setNote(t('email.sent', { address: r.email.address }));
                })();
              }}
            >
              <label>
                {t('email.address')}
                <input name="address" type="email" autocomplete="email" required />
              </label>
              <button type="submit">{t('email.send-link')}</button>
            </form>
          }
        >
          {(email) => (
            <>
              <p>
                {email().verified
                  ? t('email.verified', { address: email().address })
                  : t('email.waiting', { address: email().address })}
              </p>
              <p>
                <label>
                  <input
                    type="checkbox"
                    checked={email().notify}
                    onChange={(e) => {
                      const box = e.currentTarget;
                      const notify = box.checked;
                      void act(async () => {
                        try {
                          const r = await accountCall<{ email: EmailView }>(
                            'POST',
                            '/account/email/notify',
                            { notify, lang: lang() },
                          );
                          set(r.email);
                        } catch (err) {
                          // Not stored: the box shows what is.
                          box.checked = !notify;
                          throw err;
                        }
                      })();
                    }}
                  />{' '}
                  {t('email.notify')}
                </label>
              </p>
              <p class="account-actions">
                <button type="button" onClick={() => setEditing(true)}>
                  {t('email.change')}
                </button>
                <button
                  type="button"
                  onClick={act(async () => {
                    await accountCall('POST', '/account/email/remove');
                    set(null);
                  })}
                >
                  {t('email.remove')}
                </button>
              </p>
            </>
          )}
        </Show>
        <Feedback note={note()} error={error()} />
      </section>
    </Show>
  );
}

/**
 * The link mailed to confirm an address opens `/account?email-token=...`: the token is posted
 * (signed in or not, on any device) and taken out of the address bar.
 */
export function EmailLink() {
  const token = new URLSearchParams(location.search).get('email-token');
  const [said_, setSaid] = createSignal<{ ok: boolean; text: string } | null>(null);
  onMount(() => {
    if (!token) return;
    const url = new URL(location.href);
    url.searchParams.delete('email-token');
    history.replaceState(history.state, '', url);
    accountCall('POST', '/account/email/verify', { token }).then(
      () => {
        setSaid({ ok: true, text: t('email.confirmed') });
        setConfirmed((n) => n + 1);
      },
      (e: unknown) => setSaid({ ok: false, text: said(e, 'email.failed') }),
    );
  });
  return (
    <Show when={token}>
      <Show when={said_()} fallback={<p role="status">{t('email.confirming')}</p>}>
        {(r) => (
          <p role={r().ok ? 'status' : 'alert'} class={r().ok ? '' : 'error'}>
            {r().text}
          </p>
        )}
      </Show>
    </Show>
  );
}
