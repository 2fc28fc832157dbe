import { createEffect, createResource, createSignal, For, Show } from 'solid-js';
import { whoAmI } from '../account/api';
import { t } from '../i18n';
import { gameName } from '../lobby/names';
import { joinerName, rememberName } from '../lobby/person-name';
import { botName } from '../lobby/seats';
import { AccountLink } from '../ui/profile-name';
import { PlayerMark } from '../ui/player-mark';
import { ApiError, joinTable, type SeatHold, type TableSummary } from './api';
import { AppLink } from '../ui/app-link';
import { RatedMark } from './table-notes';
import { timeControlText } from './clocks';

/** What sits at a seat, in words: the person's name, the bot's, or that it is open. */
export function seatLabel(s: TableSummary['seats'][number]): string {
  if (s.kind === 'bot' && s.bot) return botName(s.bot);
  if (s.deleted) return t('invite.deleted-player');
  return s.name ?? t('online.seat-open');
}

/**
 * A reserved seat's invitation code, from the link's fragment (`#invite=CODE`): the fragment
 * reaches no server and no Referer, so the code goes only where this page sends it.
 */
function inviteCode(): string | undefined {
  const code = new URLSearchParams(location.hash.slice(1)).get('invite');
  return code && /^[A-Za-z0-9_-]{16,128}$/.test(code) ? code : undefined;
}

/**
 * Whether the open table keeps a seat for the signed-in account `name` (a seat reserved for an
 * account by name shows `held` under that name). The server decides; this only offers the form.
 */
export function seatKeptFor(
  seats: readonly { readonly name: string | null; readonly held?: boolean }[],
  name: string | undefined,
): boolean {
  return name !== undefined && seats.some((s) => s.held === true && s.name === name);
}

/**
 * Whether a seat at the table is the signed-in account `name`'s own, taken (from another device:
 * this browser holds no token). Its sockets hold it by the session (docs/protocol.md), so the
 * table opens as theirs rather than offering to join it again.
 */
export function seatHeldBy(
  seats: readonly {
    readonly name: string | null;
    readonly taken: boolean;
    readonly held?: boolean;
    readonly account?: boolean;
  }[],
  name: string | undefined,
): boolean {
  return (
    name !== undefined &&
    seats.some((s) => s.account === true && s.taken && !s.held && s.name === name)
  );
}

/**
 * The invitation link's page, before taking a seat: which game, with what clock, who sits where;
 * then a name and a seat, or watching.
 */
export function JoinPage(props: {
  summary: TableSummary;
  onJoined: (hold: SeatHold | null) => void;
}) {
  const open = () => props.summary.seats.filter((s) => s.kind === 'human' && !s.taken);
  // A newcomer without a name of their own is named for the seat they will take ("Player 2"),
  // never the same as the one already seated.
  const fallbackName = () => joinerName(open()[0]?.seat ?? 0);
  const [name, setName] = createSignal(fallbackName());
  const [error, setError] = createSignal<string | null>(null);
  const invite = inviteCode();
  // A signed-in account invited by name joins with its session, no code (docs/protocol.md);
  // one seated here already has the table open as theirs. Asked only where a seat is held for
  // someone or is an account's: otherwise the answer changes nothing here.
  const [me] = createResource(
    // A rated table asks too: a seat taken without an account is not rated, and the page says so.
    () => props.summary.rated === true || props.summary.seats.some((s) => s.held || s.account),
    () => whoAmI().catch(() => null),
  );
  createEffect(() => {
    if (seatHeldBy(props.summary.seats, me()?.name)) props.onJoined(null);
  });
  // An invitee's seat shows as kept (taken): their code (or account) opens it, so they may join.
  const canJoin = () =>
    props.summary.status === 'open' &&
    (open().length > 0 || invite !== undefined || seatKeptFor(props.summary.seats, me()?.name));
  const game = () => gameName(props.summary.game);
  return (
    <form
      class="join"
      aria-labelledby="join-title"
      onSubmit={async (e) => {
        e.preventDefault();
        const chosen = name().trim() || fallbackName();
        try {
          const hold = await joinTable(props.summary.id, chosen, undefined, invite);
          rememberName(chosen);
          props.onJoined(hold);
        } catch (err) {
          const re = err instanceof ApiError ? err.error : { code: 'internal', params: {} };
          setError(t(re.code, re.params));
        }
      }}
    >
      <h1 id="join-title">
        {t(canJoin() ? 'online.join-title-game' : 'online.watch-title-game', { game: game() })}
      </h1>
      <p class="join-facts">
        {t(
          props.summary.status === 'open'
            ? 'online.status-open'
            : props.summary.status === 'playing'
              ? 'online.status-playing'
              : 'online.status-finished',
        )}{' '}
        · {timeControlText(props.summary.timeControl)}
      </p>
      <RatedMark summary={props.summary} />
      <Show when={props.summary.rated && canJoin() && me.state === 'ready' && !me()}>
        <p class="rated-anonymous">
          {t('online.rated-anonymous')} <AppLink href="/account">{t('account.menu')}</AppLink>
        </p>
      </Show>
      <Show when={invite && canJoin()}>
        <p class="join-invited">{t('online.invited')}</p>
      </Show>
      <h2 id="join-seats">{t('online.who-sits')}</h2>
      <ol class="join-seats" aria-labelledby="join-seats">
        <For each={props.summary.seats}>
          {(s) => (
            <li data-seat={s.seat} classList={{ 'seat-free': !s.taken }}>
              <PlayerMark seat={s.seat} label={t('lobby.seat-n', { n: s.seat + 1 })} />{' '}
              {/* A signed-in player's name leads to their profile. */}
              <Show when={s.account && s.name} fallback={seatLabel(s)}>
                {(n) => <AccountLink name={n()} />}
              </Show>
            </li>
          )}
        </For>
      </ol>
      <div class="join-actions">
        <Show when={canJoin()}>
          <label>
            {t('online.your-name')}{' '}
            <input
              type="text"
              maxLength={32}
              autocomplete="nickname"
              value={name()}
              onInput={(e) => setName(e.currentTarget.value)}
            />
          </label>{' '}
          <button type="submit" class="primary">
            {t('online.join')}
          </button>
        </Show>{' '}
        <button type="button" onClick={() => props.onJoined(null)}>
          {t('online.watch')}
        </button>
      </div>
      <Show when={error()}>
        <p class="error" role="alert">
          {error()}
        </p>
      </Show>
    </form>
  );
}
