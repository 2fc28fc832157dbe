import { createMemo, For, Index, Show } from 'solid-js';
import type { AqView } from '../../../../src/games/aquasphere/index.js';
import { derived } from '../../../../src/games/aquasphere/derived.js';
import { COLOURS, LETTERS } from '../../../../src/games/aquasphere/pack.js';
import { SUBS_PER_COLOUR } from '../../../../src/games/aquasphere/rules-constants.js';
import { botsInPlayPoints } from '../../../../src/games/aquasphere/scoring.js';
import { legalMoves } from '../../../../src/games/aquasphere/legal.js';
import { capacity, tableValue } from '../../../../src/games/aquasphere/station.js';
import { PlayerName } from '../../ui/player-mark';
import { actionsOf, parseAreaKey } from './actions';
import { roundReport } from './scoring-report';
import { signed } from './signed';
import {
  ACTION_GLYPH,
  actionName,
  AREA_FILL,
  AREA_INK,
  cardText,
  areaColourName,
  colourName,
  expansionText,
  letterAt,
  tm,
} from './text';
import { Glyph, onActivate, Piece, useInspect } from './ui';

export interface PlayersProps {
  readonly view: AqView;
  readonly names: readonly string[];
  /** Colours (indices) the viewer may pay 3 time markers to program now, and the one previewed. */
  readonly buys: ReadonlySet<number>;
  readonly selected: number | null;
  readonly onBuy: (colour: number) => void;
}

/** Every player's board and lab, the viewer's first. */
export function Players(props: PlayersProps) {
  const order = () => {
    const seats = props.view.seats.map((_, i) => i);
    const me = props.view.viewer;
    return typeof me === 'number' ? [me, ...seats.filter((s) => s !== me)] : seats;
  };
  // What the intermediate scoring would give if the round ended now (the rules' own functions).
  const projection = () => (props.view.station.length === 6 ? roundReport(props.view).lines : []);
  return (
    <section class="aq-players" aria-label={tm('aq.ui.players')}>
      <For each={order()}>
        {(seat) => (
          <PlayerBoard
            {...props}
            seat={seat}
            projected={projection()[seat]?.total ?? null}
            projection={projection()[seat] ?? null}
          />
        )}
      </For>
    </section>
  );
}

function PlayerBoard(
  props: PlayersProps & {
    seat: number;
    projected: number | null;
    projection: ReturnType<typeof roundReport>['lines'][number] | null;
  },
) {
  const v = () => props.view;
  const p = () => v().seats[props.seat]!;
  const pack = () => v().options.pack;
  const mine = () => v().viewer === props.seat;
  const lap = () => pack().knowledgeTrack.length;
  const status = () => {
    if (v().phase === 'over') return '';
    if (v().passed.includes(props.seat)) return tm('aq.ui.passed');
    if (v().current === props.seat && (v().phase === 'play' || v().phase === 'redline'))
      return tm('aq.ui.to-move');
    return '';
  };
  const letters = () => {
    const set = new Set<string>();
    if (p().lab >= 0) set.add(LETTERS[p().lab]!);
    for (const x of p().expansions) for (const l of pack().expansions[x]!.letters) set.add(l);
    return [...set].sort();
  };
  /** What this player could do on their next turn, read off the rules as if it were now. */
  const canNext = createMemo(() => {
    if (mine() || v().phase !== 'play' || v().passed.includes(props.seat)) return '';
    const a = actionsOf(legalMoves({ ...v(), current: props.seat }, props.seat));
    const parts: string[] = [];
    if (a.rooms.size > 0)
      parts.push(tm('aq.ui.can-program', { rooms: [...a.rooms.keys()].join(', ') }));
    const sectors = new Map<number, string[]>();
    for (const key of a.areas.keys()) {
      const { sector, colour } = parseAreaKey(key);
      sectors.set(colour, [...(sectors.get(colour) ?? []), letterAt(v(), sector)]);
    }
    for (const [colour, letters] of sectors)
      parts.push(tm('aq.ui.can-act', { action: actionName(colour), letters: letters.join(', ') }));
    if (a.buys.size > 0) parts.push(tm('aq.ui.can-buy'));
    if (a.pass) parts.push(tm('aq.ui.can-pass'));
    return tm('aq.ui.can-next', { list: parts.join('; ') });
  });
  const boardInspect = useInspect(() => ({
    title: tm('aq.ui.player-board', { name: props.names[props.seat] ?? '' }),
    text: tm('aq.ui.player-board-help'),
    provenance: pack().playerBoard,
  }));
  const labInspect = useInspect(() => ({
    title: tm('aq.ui.lab', { name: props.names[props.seat] ?? '' }),
    text: tm('aq.ui.lab-help'),
    provenance: pack().baseLab,
  }));
  return (
    <article
      class="aq-player"
      classList={{ 'aq-me': mine(), 'aq-current': status() === tm('aq.ui.to-move') }}
      data-seat={props.seat}
      aria-label={props.names[props.seat] ?? ''}
    >
      <header>
        <PlayerName seat={props.seat} names={props.names} />
        <strong class="aq-kp">
          {tm('aq.ui.kp', { kp: p().kp, laps: Math.floor(p().kp / lap()) })}
        </strong>
        <Show when={status()}>
          <span class="aq-status-tag">{status()}</span>
        </Show>
        <Show when={p().scientist >= 0}>
          <span class="aq-where">
            {tm('aq.ui.scientist-at', {
              letter: letterAt(v(), p().scientist),
              colour: areaColourName(p().area),
            })}
          </span>
        </Show>
      </header>
      <div class="aq-player-body">
        <div
          class="aq-player-board"
          tabindex="0"
          role="group"
          aria-label={tm('aq.ui.player-board', { name: props.names[props.seat] ?? '' })}
          {...boardInspect}
        >
          <ProgramSymbols {...props} />
          <BotSupply view={v()} seat={props.seat} />
          <p class="aq-subs">
            {tm('aq.ui.subs', { placed: p().subsPlaced, left: SUBS_PER_COLOUR - p().subsPlaced })}
          </p>
        </div>
        <div
          class="aq-lab"
          tabindex="0"
          role="group"
          aria-label={tm('aq.ui.lab', { name: props.names[props.seat] ?? '' })}
          {...labInspect}
        >
          <ul class="aq-capacities">
            <li>
              {tm('aq.ui.lab-cards', { n: p().cards.length, cap: capacity(v(), p(), 'cards') })}
            </li>
            <li>
              {tm('aq.ui.lab-crystals', {
                n: p().crystals,
                cap: capacity(v(), p(), 'crystals'),
              })}
            </li>
            <li>{tm('aq.ui.lab-octopods', { cap: capacity(v(), p(), 'octopods') })}</li>
            <li>{tm('aq.ui.lab-time', { n: p().time, cap: capacity(v(), p(), 'time') })}</li>
          </ul>
          <p class="aq-letters">
            <For each={letters()}>{(l) => <span class="aq-letter-chip">{l}</span>}</For>{' '}
            {tm('aq.ui.letters', {
              n: letters().length,
              points: tableValue(pack().scoring.letters, letters().length),
            })}
          </p>
          <Show when={p().expansions.length > 0}>
            <ul class="aq-expansions" aria-label={tm('aq.ui.expansions')}>
              <For each={p().expansions}>
                {(x) => {
                  const e = () => pack().expansions[x]!;
                  const inspect = useInspect(() => ({
                    title: e().id,
                    text: expansionText(e()),
                    provenance: e(),
                  }));
                  return (
                    <li tabindex="0" {...inspect}>
                      <strong>{e().id}</strong> {expansionText(e())}
                    </li>
                  );
                }}
              </For>
            </ul>
          </Show>
          <Show when={p().cards.length > 0}>
            <ul class="aq-cards" aria-label={tm('aq.ui.cards')}>
              <For each={p().cards}>
                {(c) => {
                  const card = () => pack().researchCards[c]!;
                  const spent = () => p().spent.includes(c);
                  const inspect = useInspect(() => ({
                    title: card().id,
                    text: cardText(card()),
                    provenance: card(),
                  }));
                  return (
                    <li classList={{ 'aq-spent': spent() }} tabindex="0" {...inspect}>
                      <strong>{card().id}</strong> {cardText(card())}
                      <Show when={spent()}> ({tm('aq.ui.spent')})</Show>
                    </li>
                  );
                }}
              </For>
            </ul>
          </Show>
        </div>
      </div>
      <Show when={canNext()}>
        <p class="aq-can">{canNext()}</p>
      </Show>
      <Show when={props.projection && v().phase === 'play'}>
        <p class="aq-projection">
          {tm('aq.ui.projection', {
            total: signed(props.projection!.total),
            majority: props.projection!.majority,
            bots: props.projection!.botsInPlay,
            crystals: props.projection!.crystals,
            octopods: props.projection!.octopods,
            cards: props.projection!.cardPoints,
          })}
        </p>
      </Show>
    </article>
  );
}

/** The seven program symbols: programmed bots on theirs; the free ones one may pay for. */
function ProgramSymbols(props: PlayersProps & { seat: number }) {
  const p = () => props.view.seats[props.seat]!;
  const mine = () => props.view.viewer === props.seat;
  return (
    <svg
      class="aq-symbols"
      viewBox="0 0 266 44"
      role="group"
      aria-label={tm('aq.ui.programmed', {
        list:
          p()
            .programmed.map((c) => actionName(c))
            .join(', ') || '—',
      })}
    >
      <For each={COLOURS.map((_, c) => c)}>
        {(c) => {
          const x = 4 + c * 37;
          const isTarget = () => mine() && props.buys.has(c);
          const label = createMemo(() =>
            tm('aq.ui.buy', { colour: colourName(c), action: actionName(c) }),
          );
          return (
            <g
              class="aq-symbol"
              classList={{ 'aq-target': isTarget(), 'aq-selected': props.selected === c && mine() }}
              data-colour={c}
              role={isTarget() ? 'button' : undefined}
              tabindex={isTarget() ? 0 : undefined}
              aria-label={isTarget() ? label() : undefined}
              onClick={() => isTarget() && props.onBuy(c)}
              onKeyDown={onActivate(() => isTarget() && props.onBuy(c))}
            >
              <title>{isTarget() ? label() : actionName(c)}</title>
              <rect x={x} y="4" width="33" height="36" rx="6" fill={AREA_FILL[c]} stroke="#777" />
              <Glyph
                kind={ACTION_GLYPH[c] ?? 'bot'}
                x={x + 16.5}
                y={16}
                size={13}
                fill={AREA_INK[c]}
              />
              <Show when={p().programmed.includes(c)}>
                <Piece seat={props.seat} x={x + 16.5} y={31} size={15} />
              </Show>
            </g>
          );
        }}
      </For>
      <Show when={p().parked > 0}>
        <Glyph kind="time" x={258} y={12} size={12} fill="#333" />
      </Show>
    </svg>
  );
}

/**
 * The bot supply by column, taken from the first column on; under each column its number, the
 * highest number of an emptied column not covered by a submarine is what it scores now.
 */
function BotSupply(props: { view: AqView; seat: number }) {
  const pack = () => props.view.options.pack;
  const d = () => derived(pack());
  const p = () => props.view.seats[props.seat]!;
  const taken = () => d().supplyMax - p().supply;
  const worth = () => botsInPlayPoints(props.view, props.seat);
  const columns = () => pack().playerBoard.columns;
  const covered = (c: number) =>
    pack().playerBoard.subCovers.some((col, sub) => col === c && sub >= p().subsPlaced);
  const tall = () => Math.max(...columns().map((c) => c.bots));
  const height = () => 26 + tall() * 13;
  return (
    <svg
      class="aq-supply"
      viewBox={`0 0 ${columns().length * 30 + 8} ${height()}`}
      role="img"
      aria-label={tm('aq.ui.supply', { n: p().supply, worth: worth() })}
    >
      <Index each={columns()}>
        {(col, c) => {
          const start = () => d().columnEnds[c]! - col().bots;
          const x = 4 + c * 30;
          return (
            <g
              class="aq-column"
              classList={{
                'aq-worth':
                  worth() > 0 &&
                  col().value === worth() &&
                  taken() >= d().columnEnds[c]! &&
                  !covered(c),
              }}
            >
              <rect x={x} y="2" width="26" height={height() - 4} rx="5" />
              <Index each={Array.from({ length: col().bots })}>
                {(_, k) => (
                  <Show when={start() + k >= taken()}>
                    <Piece seat={props.seat} x={x + 13} y={12 + k * 13} size={11} />
                  </Show>
                )}
              </Index>
              <text x={x + 13} y={height() - 8} text-anchor="middle">
                {col().value}
              </text>
              <Show when={covered(c)}>
                <Glyph kind="sub" x={x + 13} y={height() - 13} size={22} fill="#5b6770" />
              </Show>
            </g>
          );
        }}
      </Index>
    </svg>
  );
}
