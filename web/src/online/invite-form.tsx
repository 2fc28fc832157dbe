import { createResource, createSignal, For, Show } from 'solid-js';
import { whoAmI } from '../account/api';
import { addCatalogs, t } from '../i18n';
import { playedWith, type Person } from '../lobby/invite-accounts';
import { ApiError, inviteAccount, type TableSummary } from './api';
import { onlineInviteMessages } from './invite-messages';
import { inviteRefusal, type InviteText } from './invite-refusal';

addCatalogs(onlineInviteMessages);

/** The longest name the server takes (docs/protocol.md, `invite`). */
const MAX_NAME = 100;

/**
 * The creator's form on a waiting table's page: keep an open seat for a Fathom account by its
 * name (docs/protocol.md, `POST /api/v1/tables/ID/invite`). The seat then shows held under the
 * account's name (the table's summary comes by the socket), and the invitee finds the table in
 * "your tables" on their account page. What happened is said in one status line, a refusal in
 * one alert, both in the reader's language and both always in the page, so that screen readers
 * announce what is written into them.
 */
export function InviteForm(props: { id: string; summary: TableSummary | null }) {
  const open = () =>
    (props.summary?.seats ?? []).filter((s) => s.kind === 'human' && !s.taken).map((s) => s.seat);
  const [picked, setPicked] = createSignal<number | null>(null);
  // The seat picked while it stays open; else the first open one (another may have taken it).
  const seat = () => {
    const p = picked();
    return p !== null && open().includes(p) ? p : (open()[0] ?? null);
  };
  const [name, setName] = createSignal('');
  const [busy, setBusy] = createSignal(false);
  const [done, setDone] = createSignal<InviteText | null>(null);
  const [refused, setRefused] = createSignal<InviteText | null>(null);
  // The people this account played with, as suggestions; not asked when signed out (a creator
  // needs no account: the seat's token is what lets them invite).
  const [people] = createResource(async (): Promise<Person[]> => {
    const me = await whoAmI().catch(() => null);
    return me ? playedWith().catch(() => []) : [];
  });

  const submit = async (e: SubmitEvent) => {
    e.preventDefault();
    const chosen = seat();
    const who = name().trim();
    if (busy() || chosen === null) return;
    setDone(null);
    if (!who) {
      setRefused({ key: 'seat-invite.empty', params: {} });
      return;
    }
    setRefused(null);
    setBusy(true);
    try {
      const table = await inviteAccount(props.id, chosen, who);
      // The account's own spelling of its name, as the seat now shows it.
      const kept = table.seats[chosen]?.name ?? who;
      setDone({ key: 'seat-invite.done', params: { n: chosen + 1, name: kept } });
      setName('');
      setPicked(null);
    } catch (err) {
      // A fetch that got no answer throws a TypeError: the network, not a refusal.
      setRefused(inviteRefusal(err instanceof ApiError ? err.error : null, chosen, who));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form class="seat-invite" aria-labelledby="seat-invite-title" onSubmit={(e) => void submit(e)}>
      <h2 id="seat-invite-title">{t('seat-invite.title')}</h2>
      <p class="hint" id="seat-invite-hint">
        {t('seat-invite.hint')}
      </p>
      <Show when={open().length > 0} fallback={<p class="hint">{t('seat-invite.no-seat')}</p>}>
        <div class="seat-invite-fields">
          <label>
            {t('seat-invite.name')}
            <input
              type="text"
              name="account-name"
              maxLength={MAX_NAME}
              autocomplete="off"
              autocapitalize="none"
              spellcheck={false}
              list="seat-invite-people"
              aria-describedby={
                refused() ? 'seat-invite-hint seat-invite-refused' : 'seat-invite-hint'
              }
              aria-invalid={refused() ? 'true' : undefined}
              value={name()}
              onInput={(e) => setName(e.currentTarget.value)}
            />
          </label>
          {/* One open seat needs no choosing: the answer names it. */}
          <Show when={open().length > 1}>
            <label>
              {t('seat-invite.seat')}
              <select
                name="seat"
                value={String(seat())}
                onChange={(e) => setPicked(Number(e.currentTarget.value))}
              >
                <For each={open()}>
                  {(s) => <option value={String(s)}>{t('lobby.seat-n', { n: s + 1 })}</option>}
                </For>
              </select>
            </label>
          </Show>
          <button type="submit" aria-disabled={busy() ? 'true' : undefined}>
            {t(busy() ? 'seat-invite.sending' : 'seat-invite.send')}
          </button>
        </div>
        <datalist id="seat-invite-people">
          <For each={people() ?? []}>{(p) => <option value={p.name} />}</For>
        </datalist>
      </Show>
      <p class="seat-invite-done" role="status">
        {done() ? t(done()?.key ?? '', done()?.params) : ''}
      </p>
      <p class="error" id="seat-invite-refused" role="alert">
        {refused() ? t(refused()?.key ?? '', refused()?.params) : ''}
      </p>
    </form>
  );
}
