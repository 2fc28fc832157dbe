import { createEffect, createMemo, createSignal, For, on, Show } from 'solid-js';
import { survive } from '../../../../src/games/survive/index.js';
import { surviveBots } from '../../../../src/games/survive/bots/index.js';
import { BACKS, MOVE_POINTS } from '../../../../src/games/survive/components.js';
import type { SurviveMove, SurviveView } from '../../../../src/games/survive/state.js';
import { t } from '../../i18n';
import { currentPace } from '../../pace';
import type { BoardProps } from '../types';
import { actionsOf, movesTo, targetsOf, type PieceKey, type Target } from './actions';
import { Icon } from './art';
import { spaceLabel, type Spot } from './geometry';
import { Legend } from './legend';
import { SurviveMap, type ZoomApi } from './map';
import { boardMessages } from './messages';
import { reconcileCreatures, type CreatureToken } from './model';
import { PieceChip } from './piece-chip';
import {
  creatureIndex,
  mapKey as keyOf,
  pieceSpace as spaceOf,
  pieceSpot as spotOf,
} from './pieces';
import { Hands, Reveal } from './players';
import { createPlayedTile, createRecentMarks } from './recent';
import { POWER_KEYS, TileLine } from './tiles';
import { moveLabel as wordsFor, phaseText, powersNow, promptText } from './words';
import { ZoomButtons } from './zoom-buttons';
import './survive.css';

// The board chunk: Survive's rules, bots and board, loaded when a table opens.
export const game = survive;
export const loadBots = async () => surviveBots;
export const messages = boardMessages;
export const currentSeat = (view: unknown) => (view as SurviveView).current;
export { formality } from './formality';

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
  const shownMarks = createRecentMarks(props, view, creatures);
  const played = createPlayedTile(view);

  // ---- Pieces: where each is, and its key on the map.
  const pieceSpot = (piece: PieceKey) => spotOf(view(), piece);
  const pieceSpace = (piece: PieceKey) => spaceOf(view(), piece);
  const mapKey = (piece: PieceKey) => keyOf(creatures(), piece);
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

  const seat = () => (typeof props.viewer === 'number' ? props.viewer : 0);
  const myTurn = () => props.legal.length > 0;
  const prompt = () => (myTurn() ? promptText(view(), selected()) : null);
  const powers = () => powersNow(view(), props.legal as SurviveMove[]);
  const moveLabel = (move: SurviveMove) => wordsFor(view(), move);

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
              <span>{phaseText(view())}</span>
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
          <Show when={powers().length > 0}>
            <ul class="sv-powers">
              <For each={powers()}>{(back) => <TileLine back={back} />}</For>
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
                  <For each={actions().pieces}>
                    {(piece) => (
                      <PieceChip
                        piece={piece}
                        view={view()}
                        seat={seat()}
                        mapKey={mapKey(piece)}
                        pressed={selected() === piece}
                        onChoose={() => setSelected(piece)}
                      />
                    )}
                  </For>
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
          <Hands
            view={view()}
            names={props.names}
            viewer={typeof props.viewer === 'number' ? props.viewer : null}
          />
          <Legend seat={seat()} />
        </div>
      </div>
      <Show when={props.result}>
        {(result) => <Reveal view={view()} names={props.names} result={result()} />}
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
