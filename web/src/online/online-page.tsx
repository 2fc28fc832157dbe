import { createMemo, createResource, createSignal, For, onCleanup, Show } from 'solid-js';
import { gameInfo } from '../games/catalog';
import type { BoardModule } from '../games/types';
import { addCatalogs, lang, t } from '../i18n';
import { botName } from '../lobby/seats';
import { navigate } from '../router';
import { PlayerName } from '../ui/player-mark';
import { TableView } from '../table/table-view';
import { ApiError, getTable, joinTable, loadHold, type SeatHold, type TableSummary } from './api';
import { connectTable, type TableConnection } from './connection';

function seatNames(summary: TableSummary | null): string[] {
  return (summary?.seats ?? []).map((s) =>
    s.kind === 'bot' && s.bot ? botName(s.bot) : (s.name ?? t('online.open-seat')),
  );
}

/**
 * Who sits where, who is a bot, who left (a bot plays for them), who is connected or away (as the
 * server tells), whose turn it is, and this screen's link state.
 */
function Presence(props: { conn: TableConnection; names: readonly string[] }) {
  const statusKey = () =>
    ({
      connecting: 'online.connecting',
      open: 'online.connected',
      reconnecting: 'online.reconnecting',
      closed: 'online.closed',
    })[props.conn.status()];
  return (
    <section class="presence" aria-label={t('online.presence')}>
      <p class={`link-status link-${props.conn.status()}`} role="status">
        {t(statusKey())}
      </p>
      <ul>
        <For each={props.conn.summary()?.seats ?? []}>
          {(s) => {
            // Unknown while our own link is down: no marker rather than a stale one.
            const here = () => (s.taken ? props.conn.connected()[s.seat] : undefined);
            const toMove = () => props.conn.toMove().includes(s.seat);
            return (
              <li
                data-seat={s.seat}
                data-connected={here() === undefined ? undefined : String(here())}
                aria-current={toMove() ? 'true' : undefined}
              >
                <Show when={here() !== undefined}>
                  {/* Filled or hollow, not only a colour; the words are for screen readers. */}
                  <span
                    class={`presence-dot ${here() ? 'here' : 'away'}`}
                    title={t(here() ? 'online.seat-here' : 'online.seat-away')}
                    aria-hidden="true"
                  />
                  <span class="visually-hidden">
                    {t(here() ? 'online.seat-here' : 'online.seat-away')}
                  </span>
                </Show>
                <PlayerName seat={s.seat} names={props.names} />{' '}
                <span class="seat-state">
                  {s.kind === 'bot'
                    ? t('online.seat-bot')
                    : s.zombie
                      ? t('online.seat-zombie')
                      : s.taken
                        ? s.seat === props.conn.you()
                          ? t('online.seat-you')
                          : t('online.seat-person')
                        : t('online.open-seat')}
                </span>
                <Show when={toMove()}>
                  {' '}
                  <strong class="to-move">{t('online.seat-to-move')}</strong>
                </Show>
              </li>
            );
          }}
        </For>
      </ul>
    </section>
  );
}

function InviteLink(props: { id: string }) {
  const link = () => `${location.origin}/t/${props.id}`;
  const [copied, setCopied] = createSignal(false);
  return (
    <p class="invite">
      <label>
        {t('online.invite')}{' '}
        <input type="text" readOnly value={link()} onFocus={(e) => e.currentTarget.select()} />
      </label>{' '}
      <button
        type="button"
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(link());
            setCopied(true);
          } catch {
            setCopied(false);
          }
        }}
      >
        {t(copied() ? 'online.copied' : 'online.copy')}
      </button>
    </p>
  );
}

function OnlineTable(props: { mod: BoardModule; id: string; hold: SeatHold | null }) {
  const conn = connectTable(props.id, props.hold, lang);
  onCleanup(conn.close);
  // A test hook, and what a person's "reconnect" would do: drop the link like a network failure.
  (window as unknown as { __fathomDrop?: () => void }).__fathomDrop = conn.drop;
  const names = createMemo(() => seatNames(conn.summary()));
  const viewer = () => conn.you() ?? 'spectator';
  const log = createMemo(() =>
    conn.log().map((e) => {
      const params: Record<string, string | number> = { ...e.params };
      if (typeof params.player === 'number') params.player = names()[params.player] ?? '';
      return t(e.key, params);
    }),
  );
  const status = () => conn.summary()?.status;
  // Started: the summary says so, or moves have arrived (whichever message comes first).
  const started = () => conn.view() !== null && (status() !== 'open' || conn.log().length > 0);
  const deadline = () => {
    const c = conn.clock();
    if (!c || c.kind === 'none' || c.running === null || c.running === undefined) return null;
    if (c.kind === 'async') return c.deadline ?? null;
    return (c.at ?? Date.now()) + (c.remainingMs?.[c.running] ?? 0);
  };
  const openHumanSeats = () =>
    (conn.summary()?.seats ?? []).filter((s) => s.kind === 'human' && !s.taken).length;
  return (
    <div class="online-table" data-status={status() ?? 'loading'} data-link={conn.status()}>
      <InviteLink id={props.id} />
      <Show
        when={started()}
        fallback={
          <section class="waiting">
            <Presence conn={conn} names={names()} />
            <p>{t('online.waiting', { n: openHumanSeats() })}</p>
            <Show when={conn.you() !== null}>
              <button
                type="button"
                class="primary"
                disabled={openHumanSeats() > 0}
                onClick={() => conn.start()}
              >
                {t('online.start')}
              </button>
            </Show>
            <Show when={conn.error()}>
              {(e) => (
                <p class="error" role="alert">
                  {t(e().code, e().params)}
                </p>
              )}
            </Show>
          </section>
        }
      >
        <TableView
          mod={props.mod}
          names={names()}
          view={conn.view()}
          viewer={viewer()}
          legal={conn.legal()}
          play={conn.play}
          result={conn.result()}
          lastMove={conn.lastMove()}
          log={log()}
          deadline={deadline()}
          error={conn.error() ? t(conn.error()?.code ?? '', conn.error()?.params) : null}
          presence={<Presence conn={conn} names={names()} />}
          actions={
            <>
              <Show when={status() === 'finished'}>
                <button type="button" onClick={() => navigate(`/replay?table=${props.id}`)}>
                  {t('table.open-replay')}
                </button>
              </Show>
              <button type="button" onClick={() => navigate('/')}>
                {t('table.leave')}
              </button>
            </>
          }
        />
      </Show>
    </div>
  );
}

/** Before taking a seat: join an open seat with a name, or watch. */
function JoinForm(props: { summary: TableSummary; onJoined: (hold: SeatHold | null) => void }) {
  const [name, setName] = createSignal('');
  const [error, setError] = createSignal<string | null>(null);
  const open = () => props.summary.seats.filter((s) => s.kind === 'human' && !s.taken);
  return (
    <form
      class="join"
      onSubmit={async (e) => {
        e.preventDefault();
        try {
          props.onJoined(await joinTable(props.summary.id, name().trim() || t('online.guest')));
        } catch (err) {
          const re = err instanceof ApiError ? err.error : { code: 'internal', params: {} };
          setError(t(re.code, re.params));
        }
      }}
    >
      <h1>{t('online.join-title')}</h1>
      <Show when={props.summary.status === 'open' && open().length > 0}>
        <label>
          {t('online.your-name')}{' '}
          <input
            type="text"
            maxLength={32}
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
      <Show when={error()}>
        <p class="error" role="alert">
          {error()}
        </p>
      </Show>
    </form>
  );
}

async function loadTable(id: string): Promise<{ summary: TableSummary; mod: BoardModule }> {
  const summary = await getTable(id);
  const info = gameInfo(summary.game);
  if (!info) throw new ApiError({ code: 'unknown-game', params: { game: summary.game } });
  const mod = await info.load();
  addCatalogs(mod.game.messages, mod.messages);
  return { summary, mod };
}

/** An online table at /t/ID: the invitation link leads here. */
export default function OnlineTablePage(props: { id: string }) {
  const [loaded] = createResource(() => props.id, loadTable);
  const [hold, setHold] = createSignal<SeatHold | null | undefined>(
    loadHold(props.id) ?? undefined,
  );
  return (
    <Show
      when={loaded()}
      fallback={
        <p class={loaded.error ? 'error' : 'loading'}>
          {loaded.error
            ? t(
                (loaded.error as ApiError).error?.code ?? 'app.load-failed',
                (loaded.error as ApiError).error?.params,
              )
            : t('app.loading')}
        </p>
      }
    >
      {(l) => (
        <Show
          when={hold() !== undefined}
          fallback={<JoinForm summary={l().summary} onJoined={setHold} />}
        >
          <OnlineTable mod={l().mod} id={props.id} hold={hold() ?? null} />
        </Show>
      )}
    </Show>
  );
}
