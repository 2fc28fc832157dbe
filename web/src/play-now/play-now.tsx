import { createResource, createSignal, For, onCleanup, onMount, Show } from 'solid-js';
import {
  PLAY_NOW_BOT_WAITS,
  PLAY_NOW_PACES,
  PLAY_NOW_POLL_MS,
  playNowMessages as playNowErrors,
  type PlayNowBotWait,
  type PlayNowPace,
} from '../../../src/protocol/play-now.js';
import { WEB_GAMES } from '../games/catalog';
import { addCatalogs, t } from '../i18n';
import { gameName } from '../lobby/names';
import { personName } from '../lobby/person-name';
import { ApiError, saveHold, type TableSummary } from '../online/api';
import { perMoveText } from '../online/clocks';
import { navigate } from '../router';
import { GameEmblem } from '../ui/game-art';
import { NumberSelect } from '../ui/number-select';
import { askPlayNow, cancelPlayNow, signedIn, waitPlayNow, type PlayNowAnswer } from './api';
import { playNowMessages } from './messages';
import './play-now.css';

// The server's Play now error codes come with it (src/protocol/play-now.ts).
addCatalogs(playNowMessages, playNowErrors);

/** A pace in words, as the lobby's time choice says it. */
function paceText(pace: PlayNowPace): string {
  const [kind, value] = pace.split(':');
  const n = Number(value);
  if (kind === 'h') return perMoveText(n * 3_600_000);
  return n === 0 ? t('lobby.time-none') : t('lobby.time-seconds', { n });
}

function botWaitText(w: PlayNowBotWait): string {
  if (w === null) return t('play-now.bots-never');
  return w < 60 ? t('play-now.bots-after', { n: w }) : t('play-now.bots-minutes', { n: w / 60 });
}

/** What this page waits for: the request's secret, the seat it holds, when bots come. */
interface Waiting {
  readonly request: string;
  readonly game: string;
  readonly table: string;
  readonly seat: number;
  readonly token: string;
  readonly botsAt: number | null;
  readonly range?: number | undefined;
}

/**
 * Play now (issue 42; docs/protocol.md, "Play now"): a game, a pace, rated or not (signed in),
 * how long to wait before bots fill the table; then a waiting line with Cancel, polled every
 * 2 s (the server lets a request go when its page stops asking), and the table once it starts.
 * Its own chunk: the lobby's first visit does not carry it.
 */
export default function PlayNow(props: { focus?: boolean }) {
  const [account] = createResource(() => signedIn().catch(() => false));
  const [game, setGame] = createSignal(WEB_GAMES[0]?.id ?? '');
  const [pace, setPace] = createSignal<PlayNowPace>('s:0');
  const [players, setPlayers] = createSignal(2);
  const [rated, setRated] = createSignal(false);
  const [botAfter, setBotAfter] = createSignal<PlayNowBotWait>(30);
  const [waiting, setWaiting] = createSignal<Waiting | null>(null);
  const [error, setError] = createSignal('');
  const [now, setNow] = createSignal(Date.now());
  let first: HTMLInputElement | undefined;
  let go: HTMLButtonElement | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const info = () => WEB_GAMES.find((g) => g.id === game());
  onMount(() => {
    if (props.focus) first?.focus();
  });

  const say = (e: unknown) => {
    const err = e instanceof ApiError ? e.error : { code: 'internal', params: {} };
    setError(t(err.code, err.params));
  };

  /** The table started: the seat is kept as any seat is, and the table opens. */
  const seated = (w: Waiting) => {
    const table = { id: w.table, game: w.game, status: 'playing' } as TableSummary;
    saveHold(table, { seat: w.seat, token: w.token });
    setWaiting(null);
    navigate(`/t/${w.table}`);
  };

  const follow = (w: Waiting, a: PlayNowAnswer): Waiting | null => {
    // Moved to another waiting table: that seat's token is this page's now.
    const next = a.token ? { ...w, table: a.table, seat: a.seat, token: a.token } : w;
    const ranged = { ...next, range: a.range };
    if (a.state === 'started') {
      seated(ranged);
      return null;
    }
    if (a.state !== 'waiting') {
      setWaiting(null);
      setError(t('play-now.ended'));
      return null;
    }
    setWaiting(ranged);
    return ranged;
  };

  const poll = () => {
    timer = setTimeout(() => {
      const w = waiting();
      if (!w) return;
      waitPlayNow(w.request)
        .then((a) => {
          setNow(Date.now());
          if (waiting()?.request === w.request && follow(w, a)) poll();
        })
        .catch((e: unknown) => {
          // The server away for a moment: asked again; a request it no longer knows: said.
          if (e instanceof ApiError) {
            setWaiting(null);
            say(e);
          } else poll();
        });
    }, PLAY_NOW_POLL_MS);
  };

  const ask = async (e: Event) => {
    e.preventDefault();
    setError('');
    const choice = {
      game: game(),
      pace: pace(),
      players: players(),
      rated: rated() && account() === true,
      botAfter: botAfter(),
    };
    try {
      const a = await askPlayNow(choice, personName());
      const start = Date.now();
      setNow(start);
      const w: Waiting = {
        request: a.request,
        game: choice.game,
        table: a.table,
        seat: a.seat,
        token: a.token ?? '',
        botsAt: choice.botAfter === null ? null : start + choice.botAfter * 1000,
      };
      if (follow(w, a)) poll();
    } catch (err) {
      say(err);
    }
  };

  const cancel = async () => {
    const w = waiting();
    clearTimeout(timer);
    setWaiting(null);
    if (w) await cancelPlayNow(w.request).catch(() => {});
    go?.focus();
  };

  // Leaving the lobby while waiting gives the seat up (not once seated: `waiting` is null then).
  onCleanup(() => {
    clearTimeout(timer);
    const w = waiting();
    if (w) void cancelPlayNow(w.request).catch(() => {});
  });

  return (
    <section class="play-now" aria-labelledby="play-now-title">
      <h2 id="play-now-title">{t('play-now.title')}</h2>
      <Show
        when={waiting()}
        fallback={
          <form onSubmit={(e) => void ask(e)}>
            <div class="play-now-choices">
              {/* Each game by its drawn emblem, as the lobby's chooser shows it. */}
              <fieldset class="play-now-games">
                <legend class="visually-hidden">{t('lobby.game')}</legend>
                <For each={WEB_GAMES}>
                  {(g) => (
                    <label class="play-now-game">
                      <input
                        ref={(el) => {
                          if (g.id === game()) first = el;
                        }}
                        type="radio"
                        name="play-now-game"
                        value={g.id}
                        checked={g.id === game()}
                        onChange={() => setGame(g.id)}
                      />
                      <GameEmblem id={g.id} />
                      <span>{gameName(g.id)}</span>
                    </label>
                  )}
                </For>
              </fieldset>
              <label>
                {t('play-now.pace')}{' '}
                <select
                  value={pace()}
                  onChange={(e) => setPace(e.currentTarget.value as PlayNowPace)}
                >
                  <For each={PLAY_NOW_PACES}>
                    {(p) => (
                      <option value={p} selected={p === pace()}>
                        {paceText(p)}
                      </option>
                    )}
                  </For>
                </select>
              </label>
              <label>
                {t('lobby.players')}{' '}
                <NumberSelect
                  values={Array.from(
                    { length: (info()?.maxPlayers ?? 2) - (info()?.minPlayers ?? 2) + 1 },
                    (_, i) => i + (info()?.minPlayers ?? 2),
                  )}
                  value={players()}
                  onChange={setPlayers}
                />
              </label>
              <label>
                {t('play-now.bots')}{' '}
                <select
                  value={String(botAfter())}
                  onChange={(e) => {
                    const v = e.currentTarget.value;
                    setBotAfter(v === 'null' ? null : (Number(v) as PlayNowBotWait));
                  }}
                >
                  <For each={PLAY_NOW_BOT_WAITS}>
                    {(w) => (
                      <option value={String(w)} selected={w === botAfter()}>
                        {botWaitText(w)}
                      </option>
                    )}
                  </For>
                </select>
              </label>
              <Show when={account()}>
                <label class="play-now-rated">
                  <input
                    type="checkbox"
                    name="play-now-rated"
                    checked={rated()}
                    aria-describedby="play-now-rated-hint"
                    onChange={(e) => setRated(e.currentTarget.checked)}
                  />
                  {t('ratings.rated')}{' '}
                  <span class="hint" id="play-now-rated-hint">
                    {t('play-now.rated-hint')}
                  </span>
                </label>
              </Show>
            </div>
            <p class="play-now-go">
              <button ref={(el) => (go = el)} type="submit" class="primary">
                {t('play-now.go')}
              </button>
            </p>
            {/* After the button: the one action first on a phone's screen. */}
            <p class="hint">{t('play-now.hint')}</p>
          </form>
        }
      >
        {(w) => (
          <div class="play-now-waiting">
            <p role="status">
              {t('play-now.waiting', { game: gameName(w().game) })}{' '}
              <Show when={w().range}>
                {(r) => `${t('play-now.waiting-range', { range: r() })} `}
              </Show>
              <Show when={w().botsAt}>
                {(at) =>
                  t('play-now.waiting-bots', {
                    s: Math.max(0, Math.ceil((at() - now()) / 1000)),
                  })
                }
              </Show>
            </p>
            <button type="button" onClick={() => void cancel()}>
              {t('play-now.cancel')}
            </button>
          </div>
        )}
      </Show>
      <p class="error" role="alert">
        {error()}
      </p>
    </section>
  );
}
