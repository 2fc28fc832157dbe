import { createEffect, createMemo, createSignal, For, on, Show } from 'solid-js';
import { survive } from '../../../../src/games/survive/index.js';
import { surviveBots } from '../../../../src/games/survive/bots/index.js';
import { COL_OF, ROW_OF } from '../../../../src/games/survive/board.js';
import { BACKS, CREATURES, MOVE_POINTS } from '../../../../src/games/survive/components.js';
import type { SurviveMove, SurviveView } from '../../../../src/games/survive/state.js';
import { t } from '../../i18n';
import { PlayerName } from '../../ui/player-mark';
import type { BoardProps } from '../types';
import { actionsOf, movesTo, targetKey, targetsOf, type PieceKey, type Target } from './actions';
import { SurviveMap } from './map';
import { boardMessages } from './messages';

// The board chunk: Survive's rules, bots and board, loaded when a table opens.
export const game = survive;
export const bots = surviveBots;
export const messages = boardMessages;
export const currentSeat = (view: unknown) => (view as SurviveView).current;

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
] as const;

const spaceName = (s: number) => `${ROW_OF[s]},${COL_OF[s]}`;
const creatureIndex = (c: string) => CREATURES.indexOf(c as (typeof CREATURES)[number]);

export function Board(props: BoardProps) {
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

  const pieceSpace = (piece: PieceKey): number => {
    const [kind, a, b] = piece.split(':');
    if (kind === 'explorer') {
      const e = view().explorers[Number(a)];
      if (!e) return -1;
      if (e.where === 'aboard') return view().ships[e.at] ?? -1;
      return e.where === 'land' || e.where === 'sea' ? e.at : -1;
    }
    if (kind === 'ship') return view().ships[Number(a)] ?? -1;
    if (kind === 'creature') return Number(b);
    return -1;
  };
  const active = createMemo(
    () =>
      new Set(
        actions()
          .pieces.map(pieceSpace)
          .filter((s) => s >= 0),
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
    // Otherwise select the next piece standing there (clicking again cycles through them).
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
        return t('surv.ui.piece-ship', { space: spaceName(pieceSpace(piece)) });
      case 'creature':
        return t('surv.ui.piece-creature', {
          c: creatureIndex(a ?? ''),
          space: spaceName(Number(b)),
        });
      default: {
        const e = view().explorers[Number(a)];
        return t(
          e?.where === 'aboard' ? 'surv.ui.piece-explorer-aboard' : 'surv.ui.piece-explorer',
          {
            value: e?.value ?? '?',
            space: spaceName(pieceSpace(piece)),
          },
        );
      }
    }
  };
  const targetLabel = (target: Target) =>
    target.kind === 'isle'
      ? t('surv.ui.isle-name', { isle: target.isle })
      : t('surv.ui.space', {
          space: spaceName(target.space),
          t: view().terrain[target.space] ?? 0,
        });
  const moveLabel = (move: SurviveMove): string => {
    switch (move.type) {
      case 'done':
        return t('surv.ui.done');
      case 'defend':
        return t('surv.ui.defend');
      case 'decline':
        return t('surv.ui.decline');
      case 'dolphin':
        return t('surv.ui.play-dolphin', {
          space: spaceName(view().explorers[move.explorer]?.at ?? 0),
        });
      case 'wind':
        return t('surv.ui.play-wind', { space: spaceName(view().ships[move.ship] ?? 0) });
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

  const flash = createMemo(() => {
    const m = props.lastMove;
    if (!m || m.actor === props.viewer) return new Set<number>();
    const move = m.move as SurviveMove;
    const spaces: number[] = [];
    if ('to' in move) spaces.push(move.to);
    if ('space' in move) spaces.push(move.space);
    return new Set(spaces);
  });
  const myHand = () => (typeof props.viewer === 'number' ? (view().hands[props.viewer] ?? []) : []);
  const myTurn = () => props.legal.length > 0;

  return (
    <section
      class="survive-board"
      aria-label={t('surv.ui.board')}
      data-phase={view().phase}
      data-my-turn={myTurn() ? 'yes' : 'no'}
    >
      <div class="survive-status" aria-live="polite">
        <span>{t('surv.phase', { p: PHASES.indexOf(view().phase) })}</span>
        <Show when={view().phase === 'move'}>
          <span class="points-left">
            {t('surv.ui.points-left', { n: MOVE_POINTS - view().points })}
          </span>
        </Show>
        <Show when={view().die} keyed>
          {(die) => <span class="die-roll">{t('surv.ui.die', { c: creatureIndex(die) })}</span>}
        </Show>
        <Show when={view().removal?.back}>
          {(back) => <span>{t('surv.ui.removed', { b: BACKS.indexOf(back()) })}</span>}
        </Show>
      </div>
      <div class="survive-layout">
        <SurviveMap
          view={view()}
          names={props.names}
          targets={targets()}
          active={active()}
          onSpace={onSpace}
          onIsle={(isle) => choose({ kind: 'isle', isle })}
          flash={flash()}
        />
        <div class="survive-panel">
          {/* Everyone the creature reaches is asked, tile or not, so waiting reveals nothing. */}
          <Show when={view().phase === 'react' && myTurn()}>
            <p class="react-prompt" role="alert">
              {t(
                props.legal.some((m) => (m as SurviveMove).type === 'defend')
                  ? 'surv.ui.react'
                  : 'surv.ui.react-none',
                {
                  c: creatureIndex(view().reaction?.creature ?? 'shark'),
                  space: spaceName(view().reaction?.space ?? 0),
                },
              )}
            </p>
          </Show>
          <Show when={actions().pieces.length > 0}>
            <fieldset class="pieces">
              <legend>{t('surv.ui.pieces')}</legend>
              <For each={actions().pieces}>
                {(piece) => (
                  <button
                    type="button"
                    class="piece"
                    aria-pressed={selected() === piece}
                    onClick={() => setSelected(piece)}
                  >
                    {pieceLabel(piece)}
                  </button>
                )}
              </For>
            </fieldset>
          </Show>
          <Show when={targets().length > 0}>
            <fieldset class="targets">
              <legend>{t('surv.ui.targets')}</legend>
              <For each={targets()}>
                {(target) => (
                  <button
                    type="button"
                    class="target"
                    data-target={targetKey(target)}
                    onClick={() => choose(target)}
                  >
                    {targetLabel(target)}
                  </button>
                )}
              </For>
            </fieldset>
          </Show>
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
          <section class="hands" aria-label={t('surv.ui.hands')}>
            <Show when={myHand().length > 0}>
              <p>
                {t('surv.ui.your-hand')}{' '}
                {myHand()
                  .map((tile) =>
                    tile.back ? t('surv.back', { b: BACKS.indexOf(tile.back) }) : '?',
                  )
                  .join(', ')}
              </p>
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
