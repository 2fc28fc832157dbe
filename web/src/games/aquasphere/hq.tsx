import { createMemo, For, Index, Show } from 'solid-js';
import type { AqView } from '../../../../src/games/aquasphere/index.js';
import { COLOURS } from '../../../../src/games/aquasphere/pack.js';
import {
  ACTION_GLYPH,
  actionName,
  AREA_FILL,
  AREA_INK,
  areaColourName,
  colourName,
  tm,
} from './text';
import { Glyph, onActivate, Piece, useInspect } from './ui';

/**
 * The headquarters in SVG: the engineer graph (rooms by level, one-way arrows up), each room with
 * this round's programming tile and, in its corner, next round's; the engineers, who climb and
 * then leave for the pass-order track; the play-order track below.
 */
const WIDTH = 380;
const RW = 78;
const RH = 48;
const LEVEL_H = 82;
const TOP = 64;

export interface HqProps {
  readonly view: AqView;
  readonly names: readonly string[];
  /** Rooms (ids) the viewer's engineer can enter now, and the one being previewed. */
  readonly targets: ReadonlySet<string>;
  readonly selected: string | null;
  readonly onRoom: (id: string) => void;
  /** The room the latest move entered, to flash (keyed by the move's index). */
  readonly flash: { readonly index: number; readonly room: string } | null;
}

export function Headquarters(props: HqProps) {
  const v = () => props.view;
  const hq = () => v().options.pack.hq;
  const layout = createMemo(() => {
    const rooms = hq().rooms;
    const top = Math.max(...rooms.map((r) => r.level));
    const at = new Map<string, [number, number]>();
    for (let level = 0; level <= top; level++) {
      const row = rooms.filter((r) => r.level === level);
      row.forEach((r, i) =>
        at.set(r.id, [((i + 0.5) * WIDTH) / row.length, TOP + (top - level) * LEVEL_H + RH / 2]),
      );
    }
    return { at, height: TOP + (top + 1) * LEVEL_H + 56 };
  });
  const pos = (id: string) => layout().at.get(id) ?? [0, 0];
  const next = () =>
    v().nextProgram
      ? v().options.pack.programCards[v().programs[v().programs.length - 1] ?? -1]
      : undefined;
  const slotX = (i: number) => WIDTH / 2 - (v().players * 34) / 2 + i * 34 + 17;
  const trackY = () => layout().height - 30;
  const inspect = useInspect(() => ({
    title: tm('aq.ui.hq'),
    text: tm('aq.ui.hq-help'),
    provenance: hq(),
  }));
  return (
    <svg
      class="aq-hq"
      viewBox={`0 0 ${WIDTH} ${layout().height}`}
      role="group"
      aria-label={tm('aq.ui.hq')}
    >
      <defs>
        <marker
          id="aq-arrow"
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto-start-reverse"
        >
          <path d="M0 0L10 5L0 10z" fill="#34495e" />
        </marker>
      </defs>
      <g class="aq-hq-frame" tabindex="0" role="img" aria-label={tm('aq.ui.hq-help')} {...inspect}>
        <rect x="1" y="1" width={WIDTH - 2} height={layout().height - 2} rx="12" />
      </g>
      {/* The pass-order track, where engineers go when their players pass. */}
      <text class="aq-track-label" x="10" y="22">
        {tm('aq.ui.pass-order')}
      </text>
      <Index each={Array.from({ length: v().players })}>
        {(_, i) => <rect class="aq-slot" x={slotX(i) - 14} y="30" width="28" height="24" rx="4" />}
      </Index>
      <For each={hq().rooms}>
        {(room) =>
          room.to.map((to) => {
            const [x1, y1] = pos(room.id);
            const [x2, y2] = pos(to);
            return (
              <line
                class="aq-arrow"
                x1={x1}
                y1={y1 - RH / 2}
                x2={x2 + (x1 - x2) * 0.18}
                y2={y2 + RH / 2 + 2}
                marker-end="url(#aq-arrow)"
              />
            );
          })
        }
      </For>
      <For each={hq().rooms}>
        {(room, i) => {
          const [x, y] = pos(room.id);
          const tile = () => v().tiles[i()] ?? -1;
          const nextTile = () => {
            const c = next()?.tiles[room.id];
            return c === undefined ? -1 : COLOURS.indexOf(c);
          };
          const isTarget = () => props.targets.has(room.id);
          const label = createMemo(
            () =>
              (tile() >= 0
                ? tm('aq.ui.room', {
                    room: room.id,
                    colour: areaColourName(tile()),
                    action: actionName(tile()),
                  })
                : tm('aq.ui.room-start', { room: room.id })) +
              (room.exit ? ` ${tm('aq.ui.room-exit')}` : '') +
              (nextTile() >= 0
                ? ` ${tm('aq.ui.room-next', { colour: colourName(nextTile()) })}`
                : ''),
          );
          return (
            <g
              class="aq-room"
              classList={{
                'aq-target': isTarget(),
                'aq-selected': props.selected === room.id,
              }}
              data-room={room.id}
              role={isTarget() ? 'button' : undefined}
              tabindex={isTarget() ? 0 : undefined}
              aria-label={isTarget() ? label() : undefined}
              aria-pressed={isTarget() ? props.selected === room.id : undefined}
              onClick={() => isTarget() && props.onRoom(room.id)}
              onKeyDown={onActivate(() => isTarget() && props.onRoom(room.id))}
            >
              <title>{label()}</title>
              <rect
                x={x - RW / 2}
                y={y - RH / 2}
                width={RW}
                height={RH}
                rx="8"
                fill={tile() >= 0 ? AREA_FILL[tile()] : '#dfe6ea'}
              />
              <text
                class="aq-room-id"
                x={x - RW / 2 + 5}
                y={y - RH / 2 + 13}
                fill={tile() >= 0 ? AREA_INK[tile()] : '#333'}
              >
                {room.id}
              </text>
              <Show when={tile() >= 0}>
                <Glyph
                  kind={ACTION_GLYPH[tile()] ?? 'bot'}
                  x={x}
                  y={y - 4}
                  size={18}
                  fill={AREA_INK[tile()]}
                />
              </Show>
              <Show when={room.exit}>
                <line
                  class="aq-arrow aq-exit"
                  x1={x}
                  y1={y - RH / 2}
                  x2={x}
                  y2={y - RH / 2 - 18}
                  marker-end="url(#aq-arrow)"
                />
              </Show>
              <Show when={nextTile() >= 0}>
                <rect
                  class="aq-next-tile"
                  x={x + RW / 2 - 16}
                  y={y - RH / 2 + 3}
                  width="13"
                  height="13"
                  rx="3"
                  fill={AREA_FILL[nextTile()]}
                />
              </Show>
              <Show when={props.flash?.room === room.id ? props.flash.index : null} keyed>
                <rect
                  class="aq-flash"
                  x={x - RW / 2}
                  y={y - RH / 2}
                  width={RW}
                  height={RH}
                  rx="8"
                />
              </Show>
            </g>
          );
        }}
      </For>
      {/* The play-order track. */}
      <text class="aq-track-label" x="10" y={trackY() - 12}>
        {tm('aq.ui.play-order')}
      </text>
      <For each={v().order}>
        {(seat, i) => (
          <>
            <rect
              class="aq-slot"
              x={slotX(i()) - 14}
              y={trackY() - 4}
              width="28"
              height="24"
              rx="4"
            />
            <Piece seat={seat} x={slotX(i())} y={trackY() + 8} size={16} />
          </>
        )}
      </For>
      {/* Engineers: in their rooms, or on the pass-order track once passed. */}
      <Index each={v().seats}>
        {(p, seat) => {
          const at = () => {
            const passed = v().passed.indexOf(seat);
            if (passed >= 0) return [slotX(passed), 42] as const;
            const room = hq().rooms[p().engineer];
            if (!room) return null;
            const [x, y] = pos(room.id);
            return [x - RW / 2 + 11 + seat * 19, y + RH / 2 - 10] as const;
          };
          return (
            <Show when={at()}>
              {(xy) => (
                <g
                  class="aq-engineer"
                  style={{ transform: `translate(${xy()[0]}px, ${xy()[1]}px)` }}
                >
                  <Piece seat={seat} x={0} y={0} size={18} />
                </g>
              )}
            </Show>
          );
        }}
      </Index>
    </svg>
  );
}
