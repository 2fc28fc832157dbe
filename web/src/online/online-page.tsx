import {
  createEffect,
  createMemo,
  createResource,
  createSignal,
  For,
  lazy,
  on,
  onCleanup,
  Show,
} from 'solid-js';
import { wasSignedIn } from '../account/api';
import { gameInfo } from '../games/catalog';
import type { BoardModule } from '../games/types';
import { addCatalogs, lang, t } from '../i18n';
import { gameName } from '../lobby/names';
import { route } from '../router';
import { TableView } from '../table/table-view';
import { ApiError, getTable, loadHold, loadInvites, type SeatHold, type TableSummary } from './api';
import { Chat, ChatPanel } from './chat';
import { connectTable, type TableConnection } from './connection';
import { BotDayNotes, RatedMark, TableNotices } from './table-notes';
import { EndOfGame } from './end-of-game';
import { InviteForm } from './invite-form';

// "Invite a friend" (issue 42): its own chunk, with the friends' texts.
const FriendInvite = lazy(() => import('../friends/table-invite'));
import { JoinPage, seatLabel } from './join-page';
import { BackToLobby, LeaveTable } from './leave';
import { Presence } from './presence';
import { playTurnTone, setSoundOn, soundOn } from './turn-alert';
import { PushSwitch } from '../pwa/push-switch';
import { SeatProfiles, seatProfiles } from '../ui/seat-profiles';
import './online.css';

function seatNames(summary: TableSummary | null): string[] {
  return (summary?.seats ?? []).map(seatLabel);
}

/** `invites`: with the links of the seats reserved for named people (while the table waits). */
function InviteLink(props: { id: string; invites?: boolean }) {
  return (
    <>
      <LinkBox link={`${location.origin}/t/${props.id}`} label={t('online.invite')} />
      {/* The creator's own links, one per seat reserved for a named person (docs/protocol.md). */}
      <For each={props.invites ? loadInvites(props.id) : []}>
        {(v) => (
          <LinkBox
            link={`${location.origin}${v.link}`}
            label={t('online.invite-for', { name: v.name, n: v.seat + 1 })}
          />
        )}
      </For>
    </>
  );
}

function LinkBox(props: { link: string; label: string }) {
  const link = () => props.link;
  const [copied, setCopied] = createSignal(false);
  return (
    <p class="invite">
      <label>
        {props.label}{' '}
        {/* As wide as the link (the page allowing): a link cut short looked like a wrong one. */}
        <input
          type="text"
          readOnly
          size={link().length}
          value={link()}
          onFocus={(e) => e.currentTarget.select()}
        />
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

/** The sound at one's turn: a switch, off unless turned on, remembered on this device. */
function SoundSwitch() {
  return (
    <label class="sound-switch">
      <input
        type="checkbox"
        checked={soundOn()}
        onChange={(e) => {
          setSoundOn(e.currentTarget.checked);
          // Turning it on plays the tone once: the player hears what it will be (and the
          // browser lets a page that was clicked play sound).
          if (e.currentTarget.checked) playTurnTone();
        }}
      />{' '}
      {t('online.sound')}
    </label>
  );
}

/**
 * Chat lines others wrote that this seat has not read: counted in the tab's title while it is
 * hidden, until it is seen (the server then marks them read on every device). Lines there when
 * the page opened count if the seat had not read them (the welcome's `chatRead`); a spectator's
 * backlog is not news.
 */
function useUnread(conn: TableConnection): () => number {
  const [unread, setUnread] = createSignal(0);
  let seen = -1;
  createEffect(
    on(
      () => conn.chat(),
      (lines) => {
        const latest = Math.max(0, ...lines.map((l) => l.id));
        // The first welcome's lines (said before this page opened): news after what was read.
        if (seen < 0) {
          if (conn.status() !== 'open') return;
          seen = conn.chatRead() ?? latest;
        }
        const fresh = lines.filter((l) => l.id > seen);
        seen = Math.max(seen, latest);
        const mine = conn.you();
        const news = fresh.filter((l) => l.seat === null || l.seat !== mine).length;
        if (document.visibilityState === 'hidden' && news > 0) setUnread((n) => n + news);
      },
    ),
  );
  const visible = () => {
    if (document.visibilityState === 'visible') setUnread(0);
  };
  document.addEventListener('visibilitychange', visible);
  onCleanup(() => document.removeEventListener('visibilitychange', visible));
  return unread;
}

/**
 * The tab's title names the page, and says when it is this player's turn and how many chat
 * lines came while the tab was hidden, so that a player in another tab sees it; a tone at one's
 * turn too, if they asked for one.
 */
function useTitleAndAlert(conn: TableConnection, game: string) {
  const unread = useUnread(conn);
  // Whose turn the server says, not whether moves are offered: those go while a move of ours
  // is on its way, and the title would flicker (and the tone sound) at each step of one turn.
  const myTurn = () => {
    const me = conn.you();
    return me !== null && conn.toMove().includes(me) && !conn.result();
  };
  createEffect(() => {
    const base =
      conn.you() === null
        ? t('online.title-watching', { game })
        : t('online.title-playing', { game });
    const turn = myTurn() ? t('online.title-your-turn', { title: base }) : base;
    document.title = unread() > 0 ? t('online.title-unread', { n: unread(), title: turn }) : turn;
  });
  createEffect(
    on(
      myTurn,
      (now, before) => {
        if (now && !before && soundOn()) playTurnTone();
      },
      { defer: true },
    ),
  );
  onCleanup(() => (document.title = 'Fathom'));
}

function OnlineTable(props: { mod: BoardModule; id: string; hold: SeatHold | null }) {
  const conn = connectTable(props.id, props.hold, lang);
  onCleanup(conn.close);
  // A test hook, and what a person's "reconnect" would do: drop the link like a network failure.
  (window as unknown as { __fathomDrop?: () => void }).__fathomDrop = conn.drop;
  const game = gameName(props.mod.game.id);
  useTitleAndAlert(conn, game);
  const names = createMemo(() => seatNames(conn.summary()));
  const profiles = createMemo(() => seatProfiles(conn.summary()?.seats ?? []));
  const viewer = () => conn.you() ?? 'spectator';
  const log = createMemo(() =>
    conn.log().map((e) => {
      const params: Record<string, string | number> = { ...e.params };
      if (typeof params.player === 'number') params.player = names()[params.player] ?? '';
      const line = t(e.key, params);
      // Every move a bot made for a person says so (issue 41).
      if (e.botFor === undefined) return line;
      return `${line} (${t('online.bot-for', { name: names()[e.botFor] ?? '' })})`;
    }),
  );
  const status = () => conn.summary()?.status;
  // Started: the summary says so, or moves have arrived (whichever message comes first).
  const started = () => conn.view() !== null && (status() !== 'open' || conn.log().length > 0);
  // A seat kept for someone (an invitee, a rematch's player) waits for them as an open one does:
  // the server starts the table only once every person's seat has its player.
  const openHumanSeats = () =>
    (conn.summary()?.seats ?? []).filter((s) => s.kind === 'human' && (!s.taken || s.held)).length;
  const seated = () => conn.you() !== null;
  const chat = () => (
    <div class="online-side">
      <Chat conn={conn} />
    </div>
  );
  return (
    // Names link to their players' profiles: in the seat list, and in each game's scoreboard.
    <SeatProfiles.Provider value={profiles}>
      <div
        class="online-table"
        data-status={status() ?? 'loading'}
        data-link={conn.status()}
        data-viewer={seated() ? 'seat' : 'spectator'}
      >
        <Show when={!seated()}>
          <p class="watching" role="status">
            {t('online.watching', { game })}
          </p>
        </Show>
        <RatedMark summary={conn.summary()} />
        <BotDayNotes id={props.id} summary={conn.summary()} names={names()} />
        <TableNotices conn={conn} names={names()} />
        <Show
          when={started()}
          fallback={
            <section class="waiting" aria-labelledby="waiting-title">
              <h1 id="waiting-title">
                {t(seated() ? 'online.waiting-title' : 'online.watching-title', { game })}
              </h1>
              <InviteLink id={props.id} invites />
              {/* Its creator keeps open seats for friends' accounts (the server checks it is):
                  in the browser that made it, or on any device of the account holding its seat. */}
              <Show when={seated() && (props.hold?.creator || conn.creator())}>
                <InviteForm id={props.id} summary={conn.summary()} />
                <Show when={wasSignedIn()}>
                  <FriendInvite id={props.id} summary={conn.summary()} />
                </Show>
              </Show>
              <Presence conn={conn} names={names()} />
              <p>{t('online.waiting', { n: openHumanSeats() })}</p>
              <div class="online-actions">
                <Show when={seated()}>
                  <button
                    type="button"
                    class="primary"
                    disabled={openHumanSeats() > 0}
                    onClick={() => conn.start()}
                  >
                    {t('online.start')}
                  </button>
                  <LeaveTable conn={conn} />
                </Show>
                <BackToLobby seated={seated()} />
              </div>
              <div class="online-actions">
                <Show when={seated()}>
                  <PushSwitch id={props.id} token={props.hold?.token ?? null} />
                </Show>
              </div>
              <Show when={conn.error()}>
                {(e) => (
                  <p class="error" role="alert">
                    {t(e().code, e().params)}
                  </p>
                )}
              </Show>
              {chat()}
            </section>
          }
        >
          <div class="online-play">
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
              error={conn.error() ? t(conn.error()?.code ?? '', conn.error()?.params) : null}
              presence={
                <>
                  <Presence conn={conn} names={names()} />
                  {/* At the top, where the end is announced: playing again is one click away. */}
                  <Show when={status() === 'finished'}>
                    <EndOfGame conn={conn} id={props.id} />
                  </Show>
                </>
              }
              actions={
                <>
                  <div class="online-actions">
                    <Show when={seated() && status() === 'playing'}>
                      <LeaveTable conn={conn} />
                    </Show>
                    <Show when={seated() && status() !== 'finished'}>
                      <SoundSwitch />
                      {/* Held by token here, or by the account signed in on this device. */}
                      <PushSwitch id={props.id} token={props.hold?.token ?? null} />
                    </Show>
                    <BackToLobby seated={seated() && status() !== 'finished'} />
                  </div>
                  <InviteLink id={props.id} />
                </>
              }
            />
            <ChatPanel conn={conn} />
          </div>
        </Show>
      </div>
    </SeatProfiles.Provider>
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

/**
 * An online table at /t/ID: the invitation link leads here, to join or watch; `?watch` (the
 * lobby's Watch) goes straight to watching. Going from one table to another (a rematch) makes
 * the page anew: its link, seat and connection are the new table's.
 */
export default function OnlineTablePage(props: { id: string }) {
  return (
    <Show when={props.id} keyed>
      {(id) => <TablePage id={id} />}
    </Show>
  );
}

function TablePage(props: { id: string }) {
  const [loaded] = createResource(() => props.id, loadTable);
  const watching = new URLSearchParams(route().search).has('watch');
  const [hold, setHold] = createSignal<SeatHold | null | undefined>(
    loadHold(props.id) ?? (watching ? null : undefined),
  );
  createEffect(() => {
    const l = loaded();
    if (l && hold() === undefined)
      document.title = t('online.title-join', { game: gameName(l.summary.game) });
  });
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
          fallback={<JoinPage summary={l().summary} onJoined={setHold} />}
        >
          <OnlineTable mod={l().mod} id={props.id} hold={hold() ?? null} />
        </Show>
      )}
    </Show>
  );
}
