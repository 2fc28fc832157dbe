import { createEffect, createMemo, createResource, createSignal, onCleanup, Show } from 'solid-js';
import { IsmctsAgent } from '../../../src/ai/index.js';
import { createRng, type ReplayMove } from '../../../src/kernel/index.js';
import type { BoardModule } from '../games/types';
import { gameInfo } from '../games/catalog';
import { addCatalogs, t } from '../i18n';
import { currentPace } from '../pace';
import { navigate } from '../router';
import { downloadJson, localReplay, PENDING_REPLAY_KEY } from '../replay/replay-file';
import { logLine } from '../table/log';
import { TableView } from '../table/table-view';
import { configFromSearch, randomSeed } from './config';
import { createLocalTable } from './local-table';

async function loadBoard(id: string): Promise<BoardModule> {
  const info = gameInfo(id);
  if (!info) throw new Error(`unknown game ${id}`);
  const mod = await info.load();
  addCatalogs(mod.game.messages, mod.messages);
  return mod;
}

function savedMoves(key: string): ReplayMove[] {
  try {
    const moves = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown;
    return Array.isArray(moves) ? (moves as ReplayMove[]) : [];
  } catch {
    return [];
  }
}

/** A table played on this screen: hot-seat, against bots, or both. */
function LocalTable(props: { mod: BoardModule; search: string; game: string }) {
  const config = configFromSearch(props.game, props.search);
  // The moves so far live in this tab's session storage: a reload resumes the table.
  const storageKey = `fathom.local.${props.game}.${config.table}`;
  const table = createLocalTable(props.mod, config, currentPace(), savedMoves(storageKey));
  onCleanup(table.dispose);
  createEffect(() => {
    if (table.history().length === 0) return;
    try {
      sessionStorage.setItem(storageKey, JSON.stringify(table.moves()));
    } catch {
      // Storage full or blocked: the table simply will not survive a reload.
    }
  });
  const names = config.seats.map((s) => s.name);
  const [error, setError] = createSignal<string | null>(null);
  const view = createMemo(() => props.mod.game.view(table.state(), table.viewer()));
  const log = createMemo(() =>
    table.history().map((e) => logLine(props.mod, e, table.viewer(), names)),
  );
  // Complete once the game is over; before, only what the person at the screen may see.
  const replay = () =>
    localReplay(
      props.mod.game,
      optionsOf(),
      config.seats,
      table.history(),
      table.result() ? { seed: config.seed } : null,
      table.viewer(),
    );
  const optionsOf = () => {
    const parsed = props.mod.game.parseOptions(config.options, config.seats.length);
    return parsed.ok ? parsed.value : props.mod.game.defaultOptions(config.seats.length);
  };
  const play = (move: unknown) => {
    const err = table.play(move);
    setError(err ? t(err.code, err.params) : null);
    setHint(null);
  };
  // Hints, at tables on this screen only (never online): what the tree-search bot would play
  // from the current person's view, and its chance to win with it. Half a second of search.
  // The bots load when first wanted (a game may keep them out of its board chunk): whether the
  // game has the search bot is the catalog's to say, and the state is read once they are here.
  const hintBot = gameInfo(props.game)?.bots.some((b) => b.name === 'ismcts') === true;
  const [hint, setHint] = createSignal<string | null>(null);
  const showHint = async () => {
    const bots = await props.mod.loadBots().catch(() => []);
    const agent = bots.find((b) => b.name === 'ismcts')?.create({ timeMs: 500 });
    const seat = table.viewer();
    if (!(agent instanceof IsmctsAgent) || seat === 'spectator' || table.legal().length === 0)
      return;
    const state = table.state();
    const advice = agent.advise({
      view: props.mod.game.view(state, seat),
      seat,
      legal: table.legal(),
      rng: createRng(randomSeed()),
    });
    const move = logLine(props.mod, { before: state, actor: seat, move: advice.move }, seat, names);
    setHint(t('table.hint-result', { move, chance: Math.round(100 * advice.chance) }));
  };
  // U takes back the last move, like the button (when it is offered).
  const onKey = (e: KeyboardEvent) => {
    const typing = e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement;
    if (e.key.toLowerCase() === 'u' && !typing && !e.ctrlKey && !e.metaKey && table.canUndo()) {
      e.preventDefault();
      table.undo();
    }
  };
  document.addEventListener('keydown', onKey);
  onCleanup(() => document.removeEventListener('keydown', onKey));
  // The first moment a person can act: what the first-byte-to-interactive figure measures.
  let marked = false;
  createEffect(() => {
    if (!marked && table.legal().length > 0) {
      marked = true;
      // After the frame that shows the enabled controls.
      requestAnimationFrame(() => performance.mark('fathom:interactive'));
    }
  });
  return (
    <>
      <TableView
        mod={props.mod}
        names={names}
        view={view()}
        viewer={table.viewer()}
        legal={table.legal()}
        play={play}
        result={table.result()}
        lastMove={table.lastMove()}
        log={log()}
        covered={table.covered()}
        onReveal={table.reveal}
        deadline={table.deadline()}
        onUndo={table.canUndo() ? table.undo : null}
        error={error()}
        actions={
          <>
            <Show when={hintBot && table.legal().length > 0 && table.covered() === null}>
              <button type="button" onClick={() => void showHint()}>
                {t('table.hint')}
              </button>
            </Show>
            <Show when={hint()}>
              <p class="hint" role="status">
                {hint()}
              </p>
            </Show>
            {/* Not on a hot-seat cover: the screen belongs to nobody then. */}
            <Show when={table.covered() === null}>
              <button
                type="button"
                onClick={() => downloadJson(`${props.game}-${config.table}.json`, replay())}
              >
                {t('table.download-replay')}
              </button>
            </Show>
            <Show when={table.result()}>
              <button
                type="button"
                onClick={() => {
                  sessionStorage.setItem(PENDING_REPLAY_KEY, JSON.stringify(replay()));
                  navigate('/replay?from=session');
                }}
              >
                {t('table.open-replay')}
              </button>
            </Show>
            <button type="button" onClick={() => navigate('/')}>
              {t('table.leave')}
            </button>
          </>
        }
      />
    </>
  );
}

export default function LocalTablePage(props: { game: string; search: string }) {
  const [mod] = createResource(() => props.game, loadBoard);
  return (
    <Show
      when={mod()}
      fallback={<p class="loading">{mod.error ? t('app.load-failed') : t('app.loading')}</p>}
    >
      {(m) => <LocalTable mod={m()} search={props.search} game={props.game} />}
    </Show>
  );
}
