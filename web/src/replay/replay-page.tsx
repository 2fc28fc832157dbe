import { createMemo, createSignal, onCleanup, onMount, Show } from 'solid-js';
import {
  loadReplay,
  parseReplayText,
  type ReplayedGame,
  type Viewer,
} from '../../../src/kernel/index.js';
import { gameInfo } from '../games/catalog';
import type { BoardModule } from '../games/types';
import { addCatalogs, t } from '../i18n';
import { logLine } from '../table/log';
import { TableView } from '../table/table-view';
import { fetchReplayText } from '../online/api';
import { PENDING_REPLAY_KEY } from './replay-file';

interface Loaded {
  readonly mod: BoardModule;
  readonly replayed: ReplayedGame<unknown>;
}

/** Validates a replay after loading the board of its game; every problem says where it is. */
export async function openReplay(text: string): Promise<Loaded | string> {
  const raw = parseReplayText(text);
  if (!raw.ok)
    return t('replay.invalid', {
      where: raw.error.params.where ?? '',
      message: raw.error.params.message ?? '',
    });
  const id = (raw.value as { game?: unknown } | null)?.game;
  const info = typeof id === 'string' ? gameInfo(id) : undefined;
  if (!info) return t('replay.unknown-game', { game: String(id) });
  const mod = await info.load();
  addCatalogs(mod.game.messages, mod.messages);
  const loaded = loadReplay(raw.value, new Map([[mod.game.id, mod.game]]), (code, params) =>
    t(code, params),
  );
  if (!loaded.ok) {
    return t('replay.invalid', {
      where: loaded.error.params.where ?? '',
      message: loaded.error.params.message ?? '',
    });
  }
  return { mod, replayed: loaded.value };
}

function ReplayViewer(props: { loaded: Loaded }) {
  const { mod, replayed } = props.loaded;
  const total = replayed.replay.moves.length;
  const names = replayed.replay.players.map((p) => p.name);
  const [step, setStep] = createSignal(total);
  const [viewer, setViewer] = createSignal<Viewer>('spectator');
  const state = () => replayed.states[step()];
  const view = createMemo(() => mod.game.view(state(), viewer()));
  const log = createMemo(() =>
    replayed.replay.moves
      .slice(0, step())
      .map((m, i) =>
        logLine(mod, { before: replayed.states[i], actor: m.actor, move: m.move }, viewer(), names),
      ),
  );
  const lastMove = () => {
    const i = step() - 1;
    const m = replayed.replay.moves[i];
    return m ? { index: i, actor: m.actor, move: m.move } : null;
  };
  const go = (n: number) => setStep(Math.max(0, Math.min(total, n)));
  const onKey = (e: KeyboardEvent) => {
    if (e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement) return;
    if (e.key === 'ArrowRight') go(step() + 1);
    else if (e.key === 'ArrowLeft') go(step() - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(total);
    else return;
    e.preventDefault();
  };
  onMount(() => document.addEventListener('keydown', onKey));
  onCleanup(() => document.removeEventListener('keydown', onKey));
  return (
    <div class="replay">
      <div class="replay-controls" role="group" aria-label={t('replay.controls')}>
        <button
          type="button"
          onClick={() => go(0)}
          aria-label={t('replay.first')}
          aria-keyshortcuts="Home"
        >
          ⏮
        </button>
        <button
          type="button"
          onClick={() => go(step() - 1)}
          aria-label={t('replay.back')}
          aria-keyshortcuts="ArrowLeft"
        >
          ◀
        </button>
        <input
          type="range"
          min="0"
          max={total}
          value={step()}
          aria-label={t('replay.position')}
          onInput={(e) => go(Number(e.currentTarget.value))}
        />
        <button
          type="button"
          onClick={() => go(step() + 1)}
          aria-label={t('replay.forward')}
          aria-keyshortcuts="ArrowRight"
        >
          ▶
        </button>
        <button
          type="button"
          onClick={() => go(total)}
          aria-label={t('replay.last')}
          aria-keyshortcuts="End"
        >
          ⏭
        </button>
        <span class="replay-step" data-step={step()}>
          {t('replay.step', { n: step(), total })}
        </span>
        <label>
          {t('replay.viewer')}{' '}
          <select
            value={String(viewer())}
            onChange={(e) => {
              const v = e.currentTarget.value;
              setViewer(v === 'spectator' ? 'spectator' : Number(v));
            }}
          >
            <option value="spectator">{t('replay.spectator')}</option>
            {names.map((n, i) => (
              <option value={i}>{n}</option>
            ))}
          </select>
        </label>
      </div>
      <TableView
        mod={mod}
        names={names}
        view={view()}
        viewer={viewer()}
        legal={[]}
        play={() => undefined}
        result={mod.game.result(state())}
        lastMove={lastMove()}
        log={log()}
      />
    </div>
  );
}

/** Open a replay file (or the game just finished) and step through it, forwards and back. */
export default function ReplayPage() {
  const [loaded, setLoaded] = createSignal<Loaded | null>(null);
  const [error, setError] = createSignal<string | null>(null);
  const open = async (text: string) => {
    const result = await openReplay(text);
    if (typeof result === 'string') {
      setError(result);
      setLoaded(null);
    } else {
      setError(null);
      setLoaded(result);
    }
  };
  onMount(async () => {
    const params = new URLSearchParams(location.search);
    if (params.get('from') === 'session') {
      const text = sessionStorage.getItem(PENDING_REPLAY_KEY);
      if (text) void open(text);
    }
    // A finished online table: its replay comes from the server.
    const table = params.get('table');
    if (table) {
      try {
        await open(await fetchReplayText(table));
      } catch {
        setError(t('replay.table-missing', { table }));
      }
    }
  });
  return (
    <section class="replay-page" aria-labelledby="replay-title">
      <h1 id="replay-title">{t('replay.title')}</h1>
      <label class="file">
        {t('replay.open-file')}{' '}
        <input
          type="file"
          accept="application/json,.json"
          onChange={async (e) => {
            const file = e.currentTarget.files?.[0];
            if (file) await open(await file.text());
          }}
        />
      </label>
      <Show when={error()}>
        <p class="error" role="alert">
          {error()}
        </p>
      </Show>
      <Show when={loaded()} keyed>
        {(l) => <ReplayViewer loaded={l} />}
      </Show>
    </section>
  );
}
