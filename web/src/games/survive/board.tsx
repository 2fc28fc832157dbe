import { createEffect, createMemo, createSignal, For, on, Show, untrack } from 'solid-js';
import { survive } from '../../../../src/games/survive/index.js';
import { surviveBots } from '../../../../src/games/survive/bots/index.js';
import {
  BACKS,
  CREATURES,
  isGreen,
  MOVE_POINTS,
  REACH,
} from '../../../../src/games/survive/components.js';
import type { SurviveMove, SurviveView } from '../../../../src/games/survive/state.js';
import { t } from '../../i18n';
import { currentPace } from '../../pace';
import { PlayerName } from '../../ui/player-mark';
import type { BoardProps } from '../types';
import { actionsOf, movesTo, targetsOf, type PieceKey, type Target } from './actions';
import { Icon } from './art';
import { spaceLabel, type Spot } from './geometry';
import { Legend } from './legend';
import { SurviveMap, type ZoomApi } from './map';
import { boardMessages } from './messages';
import { POWER_KEYS, TileLine } from './tiles';
import { ZoomButtons } from './zoom-buttons';
import { diff, reconcileCreatures, snapshot, type CreatureToken, type Mark } from './model';
import './survive.css';

// The board chunk: Survive's rules, bots and board, loaded when a table opens.
export const game = survive;
export const bots = surviveBots;
export const messages = boardMessages;
export const currentSeat = (view: unknown) => (view as SurviveView).current;
export { formality } from './formality';

const PHASES = [
  'layout',
  'place-explorer',
  'place-ship',
  'move',
  'dolphin',
  'wind',
  'remove',
  'reveal',
  'boarders',
  'roll',
  'creature',
  'react',
  'over',
  'start',
] as const;

const creatureIndex = (c: string) => CREATURES.indexOf(c as (typeof CREATURES)[number]);
const CREATURE_KIND = ['serpent', 'shark', 'whale'] as const;
export function Board(props: BoardProps) {
  let zoomApi: ZoomApi | undefined;
  const view = () => props.view as SurviveView;
  const actions = createMemo(() => actionsOf(props.legal as readonly SurviveMove[], view()));
  const [selected, setSelected] = createSignal<PieceKey | null>(null);
  const [pending, setPending] = createSignal<SurviveMove[]>([]);
  // A new set of legal moves: keep the selection if that piece can still act, else pick the
  // only piece there is (placing a ship, removing a tile, one creature), else none.
  createEffect(
    on(actions, (a) => {
      setPending([]);
      if (selected() !== null && a.pieces.includes(selected() as string)) return;
      setSelected(a.pieces.length === 1 ? (a.pieces[0] as string) : null);
    }),
  );
  const targets = () => targetsOf(actions(), selected());
  const still = (() => {
    const pace = currentPace();
    return pace.botMs === 0 || matchMedia('(prefers-reduced-motion: reduce)').matches;
  })();

  // ---- Creatures with an identity, and the marks of the latest moves.
  const creatures = createMemo<CreatureToken[]>(
    (prev) => reconcileCreatures(prev, view().creatures),
    [],
  );
  const [marks, setMarks] = createSignal<{ mark: Mark; turn: number }[]>([]);
  let before: { snap: ReturnType<typeof snapshot>; view: SurviveView } | null = null;
  let turn = 0;
  let lastIndex = -1;
  createEffect(
    on(creatures, (tokens) => {
      const v = view();
      const snap = snapshot(v, tokens);
      const last = untrack(() => props.lastMove);
      const viewer = untrack(() => props.viewer);
      let next = untrack(marks);
      if (!before || !last || last.index < lastIndex) next = [];
      else {
        const mover = before.view.current;
        const found = diff(before.snap, snap, before.view.terrain, v.terrain, mover);
        // Many pieces at once: a jump through a replay, not a move to follow.
        if (found.length > 12) next = [];
        else if (mover !== viewer) next = [...next, ...found.map((mark) => ({ mark, turn }))];
      }
      if (before && v.current !== before.view.current) turn++;
      // Keep what the others did since the viewer last played: one round, less their turn.
      const keepFrom = turn - Math.max(1, v.players - 1);
      setMarks(next.filter((m) => m.turn >= keepFrom));
      lastIndex = last?.index ?? -1;
      before = { snap, view: v };
    }),
  );
  // A red tile just played (by anyone): its power, shown until the next player's turn.
  const [played, setPlayed] = createSignal<number | null>(null);
  let shownBefore = -1;
  let currentBefore = -1;
  createEffect(
    on(view, (v) => {
      if (v.current !== currentBefore) setPlayed(null);
      const latest = v.shown[v.shown.length - 1];
      if (shownBefore >= 0 && v.shown.length > shownBefore && latest && !isGreen(latest.back))
        setPlayed(BACKS.indexOf(latest.back));
      shownBefore = v.shown.length;
      currentBefore = v.current;
    }),
  );
  const shownMarks = createMemo(() => {
    const all = marks();
    const latest = all.reduce((m, x) => Math.max(m, x.turn), -1);
    return all.map(({ mark, turn: at }) => ({ mark, fresh: at === latest }));
  });

  // ---- Pieces: where each is, and its key on the map.
  const pieceSpot = (piece: PieceKey): Spot | null => {
    const [kind, a, b] = piece.split(':');
    if (kind === 'explorer') {
      const e = view().explorers[Number(a)];
      if (!e) return null;
      if (e.where === 'aboard') {
        const s = view().ships[e.at] ?? -1;
        return s >= 0 ? { space: s } : null;
      }
      if (e.where === 'safe') return { isle: e.at };
      return e.where === 'land' || e.where === 'sea' ? { space: e.at } : null;
    }
    if (kind === 'ship') {
      const s = view().ships[Number(a)] ?? -1;
      return s >= 0 ? { space: s } : null;
    }
    if (kind === 'creature') return { space: Number(b) };
    return null;
  };
  const pieceSpace = (piece: PieceKey): number => {
    const spot = pieceSpot(piece);
    return spot && 'space' in spot ? spot.space : -1;
  };
  const mapKey = (piece: PieceKey): string | null => {
    const [kind, a, b] = piece.split(':');
    if (kind === 'explorer') return `e${a}`;
    if (kind === 'ship') return `s${a}`;
    if (kind === 'creature') {
      const c = creatures().find((x) => x.space === Number(b) && CREATURE_KIND[x.kind] === a);
      return c ? `c${c.id}` : null;
    }
    return null;
  };
  const active = createMemo(
    () =>
      new Set(
        actions()
          .pieces.map(pieceSpace)
          .filter((s) => s >= 0),
      ),
  );
  const movable = createMemo(() => new Set(actions().pieces.flatMap((p) => mapKey(p) ?? [])));
  const focus = createMemo((): Spot[] => {
    const a = actions();
    const sel = selected();
    const spotOf = (t: Target): Spot =>
      t.kind === 'space' ? { space: t.space } : { isle: t.isle };
    if (sel !== null) {
      const here = pieceSpot(sel);
      return [...(here ? [here] : []), ...targetsOf(a, sel).map(spotOf)];
    }
    return [
      ...a.pieces.flatMap((p) => pieceSpot(p) ?? []),
      ...a.targeted.map((x) => spotOf(x.target)),
    ];
  });

  // Keyboard play: a space chosen stops being a choice and loses its focus; the focus then goes
  // to what comes next (the piece still chosen, else the first piece or button) instead of the
  // page's start.
  let boardEl: HTMLElement | undefined;
  let focusInside = false;
  // Only for keyboard play: a click elsewhere is not a reason to move the focus (or the page).
  let byKeyboard = false;
  createEffect(
    on(
      actions,
      () =>
        queueMicrotask(() => {
          if (!focusInside || !byKeyboard || !boardEl) return;
          const now = document.activeElement;
          if (now && now !== document.body && now.isConnected && boardEl.contains(now)) {
            if (now.getAttribute('tabindex') !== null || now.tagName === 'BUTTON') return;
          }
          const sel = selected();
          const key = sel && mapKey(sel);
          const spot = sel && pieceSpot(sel);
          const next =
            (spot && 'space' in spot && key
              ? boardEl.querySelector<HTMLElement | SVGElement>(
                  `.hex.active[data-space="${spot.space}"]`,
                )
              : null) ??
            boardEl.querySelector<HTMLElement>('.sv-controls button') ??
            boardEl.querySelector<SVGElement>('.hex[tabindex]');
          next?.focus({ preventScroll: true });
        }),
      { defer: true },
    ),
  );

  const play = (move: SurviveMove) => {
    setPending([]);
    props.play(move);
  };
  const choose = (target: Target) => {
    const piece = selected();
    if (piece === null) return false;
    const moves = movesTo(actions(), piece, target);
    if (moves.length === 1) play(moves[0] as SurviveMove);
    else if (moves.length > 1) setPending(moves);
    return moves.length > 0;
  };
  const onSpace = (space: number) => {
    if (choose({ kind: 'space', space })) return;
    // Otherwise select the next piece standing there (choosing again cycles through them).
    const here = actions().pieces.filter((p) => pieceSpace(p) === space);
    if (here.length === 0) return;
    const i = here.indexOf(selected() ?? '');
    setSelected(here[(i + 1) % here.length] as string);
  };

  const pieceLabel = (piece: PieceKey): string => {
    const [kind, a, b] = piece.split(':');
    switch (kind) {
      case 'value':
        return t('surv.ui.piece-value', { value: Number(a) });
      case 'new-ship':
        return t('surv.ui.piece-new-ship');
      case 'remove':
        return t('surv.ui.piece-remove');
      case 'ship':
        return t('surv.ui.piece-ship', { space: spaceLabel(pieceSpace(piece)) });
      case 'creature':
        return t('surv.ui.piece-creature', {
          c: creatureIndex(a ?? ''),
          space: spaceLabel(Number(b)),
        });
      default: {
        const e = view().explorers[Number(a)];
        return t(
          e?.where === 'aboard' ? 'surv.ui.piece-explorer-aboard' : 'surv.ui.piece-explorer',
          { value: e?.value ?? '?', space: spaceLabel(pieceSpace(piece)) },
        );
      }
    }
  };
  /** A piece's chip: its picture and where it is. */
  const PieceChip = (p: { piece: PieceKey }) => {
    const [kind, a, b] = p.piece.split(':');
    const seat = typeof props.viewer === 'number' ? props.viewer : 0;
    const icon = () => {
      switch (kind) {
        case 'value':
          return <Icon kind="explorer" seat={seat} value={null} />;
        case 'new-ship':
        case 'ship':
          return <Icon kind="ship" />;
        case 'creature':
          return <Icon kind={a ?? 'shark'} />;
        case 'remove':
          return <Icon kind="beach" />;
        default:
          return (
            <Icon kind="explorer" seat={seat} value={view().explorers[Number(a)]?.value ?? null} />
          );
      }
    };
    const where = () =>
      kind === 'creature'
        ? spaceLabel(Number(b))
        : kind === 'explorer' || kind === 'ship'
          ? spaceLabel(pieceSpace(p.piece))
          : '';
    return (
      <button
        type="button"
        class="piece"
        data-piece={mapKey(p.piece) ?? undefined}
        aria-pressed={selected() === p.piece}
        onClick={() => setSelected(p.piece)}
      >
        {icon()}
        {/* Seen: the picture and where the piece is; heard: the piece in words. */}
        <Show when={where() || (kind === 'value' ? a : '')}>
          {(text) => (
            <span class="sv-chip-where" classList={{ value: kind === 'value' }} aria-hidden="true">
              {text()}
            </span>
          )}
        </Show>
        <span class="visually-hidden">{pieceLabel(p.piece)}</span>
      </button>
    );
  };

  const moveLabel = (move: SurviveMove): string => {
    switch (move.type) {
      case 'done':
        return t(view().phase === 'creature' ? 'surv.ui.no-creature' : 'surv.ui.done');
      case 'defend':
        return t('surv.ui.defend');
      case 'decline':
        return t('surv.ui.decline');
      case 'dolphin':
        return t('surv.ui.play-dolphin', {
          space: spaceLabel(view().explorers[move.explorer]?.at ?? 0),
        });
      case 'wind':
        return t('surv.ui.play-wind', { space: spaceLabel(view().ships[move.ship] ?? 0) });
      case 'boarders':
        return t('surv.ui.boarders', {
          list: move.explorers.map((e) => view().explorers[e]?.value ?? '?').join(', ') || '—',
        });
      case 'board':
        return t('surv.ui.board-ship');
      case 'swim':
        return t('surv.ui.swim');
      default:
        return move.type;
    }
  };

  const myHand = () => (typeof props.viewer === 'number' ? (view().hands[props.viewer] ?? []) : []);
  const myTurn = () => props.legal.length > 0;

  /** What to do now, in words. */
  const prompt = (): string | null => {
    if (!myTurn()) return null;
    const v = view();
    const sel = selected();
    switch (v.phase) {
      case 'place-explorer':
        return sel
          ? t('surv.do.place-explorer-chosen', { value: Number(sel.split(':')[1]) })
          : t('surv.do.place-explorer');
      case 'place-ship':
        return t('surv.do.place-ship');
      case 'move':
        if (sel?.startsWith('creature:'))
          return t('surv.do.teleport', { c: creatureIndex(sel.split(':')[1] ?? '') });
        return t(sel ? 'surv.do.move-chosen' : 'surv.do.move');
      case 'dolphin':
        return t('surv.do.dolphin', { n: v.stepsLeft });
      case 'wind':
        return t('surv.do.wind', { n: v.stepsLeft });
      case 'remove':
        return t('surv.do.remove');
      case 'boarders':
        return t('surv.do.boarders');
      case 'creature':
        return t('surv.do.creature', {
          c: creatureIndex(v.die ?? 'shark'),
          n: REACH.value[v.die ?? 'shark'],
        });
      default:
        return null;
    }
  };
  /** The tiles whose power matters to the choice at hand. */
  const powersNow = (): number[] => {
    const out = new Set<number>();
    const v = view();
    for (const m of props.legal as SurviveMove[]) {
      if (m.type === 'dolphin') out.add(BACKS.indexOf('dolphin'));
      if (m.type === 'wind') out.add(BACKS.indexOf('wind'));
      if (m.type === 'teleport') out.add(BACKS.indexOf(`move-${m.creature}`));
      if (m.type === 'defend') out.add(BACKS.indexOf(`${v.reaction?.creature ?? 'shark'}-defence`));
    }
    if (v.phase === 'dolphin') out.add(BACKS.indexOf('dolphin'));
    if (v.phase === 'wind') out.add(BACKS.indexOf('wind'));
    return [...out];
  };

  return (
    <section
      ref={(el) => (boardEl = el)}
      class="survive-board"
      aria-label={t('surv.ui.board')}
      data-phase={view().phase}
      data-my-turn={myTurn() ? 'yes' : 'no'}
      onFocusIn={() => (focusInside = true)}
      onKeyDown={() => (byKeyboard = true)}
      onPointerDown={() => (byKeyboard = false)}
      onFocusOut={(e) => {
        const to = e.relatedTarget as Node | null;
        if (to && !boardEl?.contains(to)) focusInside = false;
      }}
    >
      <div class="survive-layout">
        <div class="survive-bar">
          <div class="survive-status">
            <div class="sv-phase" aria-live="polite">
              <span>{t('surv.phase', { p: PHASES.indexOf(view().phase) })}</span>
              <Show when={view().phase === 'move'}>
                <span class="points-left">
                  <svg class="sv-pips" viewBox="0 0 38 12" aria-hidden="true">
                    <For each={[0, 1, 2]}>
                      {(i) => (
                        <circle
                          cx={6 + i * 13}
                          cy="6"
                          r="4.5"
                          classList={{ left: i < MOVE_POINTS - view().points }}
                        />
                      )}
                    </For>
                  </svg>
                  <span class="sv-wide-only">
                    {t('surv.ui.points-left', { n: MOVE_POINTS - view().points })}
                  </span>
                </span>
              </Show>
              <Show when={view().die} keyed>
                {(die) => (
                  <span class="die-roll">
                    <Icon kind={die} />
                    <span class="sv-wide-only">{t('surv.ui.die', { c: creatureIndex(die) })}</span>
                  </span>
                )}
              </Show>
            </div>
            <ZoomButtons api={() => zoomApi} />
          </div>
          <Show when={view().removal?.by === view().current ? view().removal?.back : null} keyed>
            {(back) => (
              <p class="sv-removed">
                {t('surv.ui.removed', { b: BACKS.indexOf(back) })} —{' '}
                <span>{t(POWER_KEYS[BACKS.indexOf(back)] ?? 'surv.power.0')}</span>
              </p>
            )}
          </Show>
          <Show when={played()} keyed>
            {(back) => (
              <p class="sv-removed sv-played">
                {t('surv.ui.played', { b: back })}{' '}
                <span>{t(POWER_KEYS[back] ?? 'surv.power.0')}</span>
              </p>
            )}
          </Show>
          {/* Everyone the creature reaches is asked, tile or not, so waiting reveals nothing. */}
          <Show when={view().phase === 'react' && myTurn()}>
            <p class="react-prompt" role="alert">
              {t(
                props.legal.some((m) => (m as SurviveMove).type === 'defend')
                  ? 'surv.ui.react'
                  : 'surv.ui.react-none',
                {
                  c: creatureIndex(view().reaction?.creature ?? 'shark'),
                  space: spaceLabel(view().reaction?.space ?? 0),
                },
              )}
            </p>
          </Show>
          <Show when={prompt()}>{(text) => <p class="sv-prompt">{text()}</p>}</Show>
          <Show when={powersNow().length > 0}>
            <ul class="sv-powers">
              <For each={powersNow()}>{(back) => <TileLine back={back} />}</For>
            </ul>
          </Show>
          <Show
            when={
              actions().pieces.length > 0 || pending().length > 0 || actions().choices.length > 0
            }
          >
            <div class="sv-controls">
              <Show when={pending().length > 0 || actions().choices.length > 0}>
                <div class="choices actions">
                  <For each={pending()}>
                    {(move) => (
                      <button type="button" class="choice pending" onClick={() => play(move)}>
                        {moveLabel(move)}
                      </button>
                    )}
                  </For>
                  <For each={actions().choices}>
                    {(move) => (
                      <button type="button" class="choice" onClick={() => play(move)}>
                        {moveLabel(move)}
                      </button>
                    )}
                  </For>
                </div>
              </Show>
              <Show when={actions().pieces.length > 0}>
                <div class="pieces" role="group" aria-label={t('surv.ui.pieces')}>
                  <For each={actions().pieces}>{(piece) => <PieceChip piece={piece} />}</For>
                </div>
              </Show>
            </div>
          </Show>
        </div>
        <SurviveMap
          view={view()}
          names={props.names}
          creatures={creatures()}
          targets={targets()}
          active={active()}
          selected={selected() === null ? null : mapKey(selected() as string)}
          movable={movable()}
          onSpace={onSpace}
          onIsle={(isle) => choose({ kind: 'isle', isle })}
          marks={shownMarks()}
          focus={focus()}
          focusKey={`${view().phase}:${view().current}:${myTurn()}:${selected() ?? ''}`}
          still={still}
          zoomRef={(api) => (zoomApi = api)}
        />
        <div class="survive-panel">
          <section class="hands" aria-label={t('surv.ui.hands')}>
            <Show when={myHand().length > 0}>
              <p class="sv-hand-title">{t('surv.ui.your-hand')}</p>
              <ul class="sv-hand">
                <For each={myHand().flatMap((tile) => (tile.back ? [tile.back] : []))}>
                  {(back) => <TileLine back={BACKS.indexOf(back)} />}
                </For>
              </ul>
            </Show>
            <ul class="players">
              <For each={Array.from({ length: view().players }, (_, i) => i)}>
                {(seat) => {
                  const mine = () => view().explorers.filter((e) => e.owner === seat);
                  return (
                    <li classList={{ current: view().current === seat && view().phase !== 'over' }}>
                      <PlayerName seat={seat} names={props.names} />
                      <span>
                        {t('surv.ui.safe', { n: mine().filter((e) => e.where === 'safe').length })}
                      </span>
                      <span>
                        {t('surv.ui.lost', { n: mine().filter((e) => e.where === 'lost').length })}
                      </span>
                      <span>{t('surv.ui.tiles', { n: view().hands[seat]?.length ?? 0 })}</span>
                    </li>
                  );
                }}
              </For>
            </ul>
          </section>
          <Legend seat={typeof props.viewer === 'number' ? props.viewer : 0} />
        </div>
      </div>
      <Show when={props.result}>
        {(result) => (
          <section class="scoring" aria-labelledby="survive-reveal">
            <h2 id="survive-reveal">{t('surv.ui.reveal')}</h2>
            <table class="totals">
              <thead>
                <tr>
                  <th scope="col">{t('surv.ui.player')}</th>
                  <th scope="col">{t('surv.ui.saved')}</th>
                  <th scope="col">{t('surv.ui.score')}</th>
                  <th scope="col">{t('surv.ui.rank')}</th>
                </tr>
              </thead>
              <tbody>
                <For each={Array.from({ length: view().players }, (_, i) => i)}>
                  {(seat) => (
                    <tr classList={{ winner: result().ranking[seat] === 1 }}>
                      <th scope="row">
                        <PlayerName seat={seat} names={props.names} />
                      </th>
                      <td>
                        {view()
                          .explorers.filter((e) => e.owner === seat && e.where === 'safe')
                          .map((e) => e.value)
                          .join(' + ') || '—'}
                      </td>
                      <td>{result().scores[seat]}</td>
                      <td>{result().ranking[seat]}</td>
                    </tr>
                  )}
                </For>
              </tbody>
            </table>
          </section>
        )}
      </Show>
    </section>
  );
}

export function RulesSummary() {
  const paragraphs = [
    'surv.rules.goal',
    'surv.rules.setup',
    'surv.rules.move',
    'surv.rules.tiles',
    'surv.rules.creatures',
    'surv.rules.end',
  ];
  return (
    <div class="rules">
      <For each={paragraphs}>{(key) => <p>{t(key)}</p>}</For>
    </div>
  );
}
