import { For, Show } from 'solid-js';
import { CHEST_FACE } from '../../../../src/games/into-the-blue/components.js';
import { SEAT_COLOURS, SHAPES } from '../../ui/player-mark';

/**
 * Into the Blue's pieces drawn in SVG: dice faces, the chest, shells and divers. All are
 * decorative (aria-hidden): what they show is named by the element that holds them.
 */

const INK = '#0d2230';
const seatColour = (seat: number) => SEAT_COLOURS[seat % SEAT_COLOURS.length] as string;

// Pip centres on a 40x40 face: the classic layouts of one to six.
const L = 11;
const C = 20;
const R = 29;
const PIPS: Record<number, readonly (readonly [number, number])[]> = {
  1: [[C, C]],
  2: [
    [R, L],
    [L, R],
  ],
  3: [
    [R, L],
    [C, C],
    [L, R],
  ],
  4: [
    [L, L],
    [R, L],
    [L, R],
    [R, R],
  ],
  5: [
    [L, L],
    [R, L],
    [C, C],
    [L, R],
    [R, R],
  ],
  6: [
    [L, L],
    [R, L],
    [L, C],
    [R, C],
    [L, R],
    [R, R],
  ],
};

/** A treasure chest: a wooden box with an arched lid, gold bands and a lock (a 40x40 box). */
export function ChestArt() {
  return (
    <g class="chest-art">
      <path
        d="M6 19h28v13a2.5 2.5 0 0 1-2.5 2.5h-23A2.5 2.5 0 0 1 6 32Z"
        fill="var(--chest-wood)"
        stroke="#3b2508"
        stroke-width="1.6"
      />
      <path
        d="M6 19v-3.5C6 10 12 6.5 20 6.5S34 10 34 15.5V19Z"
        fill="var(--chest-lid)"
        stroke="#3b2508"
        stroke-width="1.6"
      />
      <path d="M11.5 8.6V34.5M28.5 8.6V34.5" stroke="var(--gold)" stroke-width="2.4" />
      <path d="M6 19h28" stroke="#3b2508" stroke-width="1.6" />
      <rect x="16.5" y="16" width="7" height="8.5" rx="1.4" fill="var(--gold)" stroke="#3b2508" />
      <path d="M20 18.6v3" stroke="#3b2508" stroke-width="1.8" stroke-linecap="round" />
    </g>
  );
}

/** One die's face: pips from one to five (or six), the chest face drawn as a chest. */
export function DieFace(props: { face: number }) {
  return (
    <svg class="die-face" viewBox="0 0 40 40" aria-hidden="true">
      <Show
        when={props.face === CHEST_FACE}
        fallback={
          <For each={PIPS[props.face] ?? []}>
            {([x, y]) => <circle cx={x} cy={y} r="4" fill="currentColor" />}
          </For>
        }
      >
        <ChestArt />
      </Show>
    </svg>
  );
}

/** A chest as an icon, with its value on it when known ("?" when hidden). */
export function ChestIcon(props: { value?: number | null; class?: string }) {
  return (
    <svg class={props.class ?? 'chest-icon'} viewBox="0 0 40 40" aria-hidden="true">
      <ChestArt />
      <Show when={props.value !== undefined}>
        <text
          x="20"
          y="31.5"
          text-anchor="middle"
          font-size="11"
          font-weight="800"
          fill="#fff"
          stroke="#3b2508"
          stroke-width="2.5"
          paint-order="stroke"
        >
          {props.value ?? '?'}
        </text>
      </Show>
    </svg>
  );
}

/** A scallop shell in a player's colour (16x16). */
export function ShellIcon(props: { seat: number }) {
  return (
    <svg class="shell-icon" viewBox="0 0 16 16" aria-hidden="true">
      <path
        d="M8 15 1.3 7C2.2 3.3 4.8 1.2 8 1.2s5.8 2.1 6.7 5.8Z"
        fill={seatColour(props.seat)}
        stroke={INK}
        stroke-width="1"
        stroke-linejoin="round"
      />
      <path
        d="M8 15V2.4M8 15 4.6 2.9M8 15l3.4-12.1M8 15 2.2 5.2M8 15l5.8-9.8"
        fill="none"
        stroke="#fff"
        stroke-width="0.8"
        opacity="0.75"
      />
    </svg>
  );
}

/**
 * A diver in a player's colour, with the player's shape on the chest (players are told apart
 * without colour), a mask and a tank; a ghost (outlined) diver previews a placement.
 */
export function Diver(props: { seat: number; ghost?: boolean }) {
  return (
    <svg
      class="diver"
      classList={{ ghost: props.ghost === true }}
      viewBox="0 0 32 36"
      aria-hidden="true"
    >
      <rect x="20.5" y="15" width="6" height="15" rx="3" fill="#9aa9b3" stroke={INK} />
      <path d="M23.5 15c0-3-2-4.5-4.5-4" fill="none" stroke={INK} stroke-width="1.6" />
      <path
        d="M6 35c0-9.5 3.6-15.5 10-15.5S26 25.5 26 35Z"
        fill={seatColour(props.seat)}
        stroke={INK}
        stroke-width="1.3"
      />
      <circle
        cx="16"
        cy="11.5"
        r="7"
        fill={seatColour(props.seat)}
        stroke={INK}
        stroke-width="1.3"
      />
      <rect x="9.8" y="7.6" width="12.4" height="6.4" rx="3.2" fill="#cdefff" stroke={INK} />
      <path d="M12 9.6h3" stroke="#fff" stroke-width="1.2" stroke-linecap="round" />
      <path
        d={SHAPES[props.seat % SHAPES.length]}
        transform="translate(11.6 22.8) scale(0.55)"
        fill="#fff"
        stroke={INK}
        stroke-width="1.2"
      />
      <Show when={props.seat >= SHAPES.length}>
        <circle cx="16" cy="27.2" r="1.2" fill={INK} />
      </Show>
    </svg>
  );
}

/** The reef's left wall: rock sloping outwards as it goes down, coral and weed (decorative). */
export function ReefWall() {
  return (
    <svg class="reef-wall" viewBox="0 0 80 600" preserveAspectRatio="none" aria-hidden="true">
      <path
        d="M0 0h30c8 24-6 44 4 70s20 34 12 64 8 46 16 76-10 52 0 80 22 40 10 72 6 56 12 86 4 80 6 152H0Z"
        fill="var(--reef-rock)"
      />
      <path
        d="M0 0h16c6 36-6 60 2 96s12 70 6 112 12 80 8 124 10 92 6 136 6 80 4 132H0Z"
        fill="var(--reef-rock-dark)"
      />
      <g fill="none" stroke="var(--weed)" stroke-width="3" stroke-linecap="round">
        <path d="M40 130c8-10-6-18 2-30s-4-18 2-26" />
        <path d="M58 330c9-12-5-20 3-34s-5-18 1-28" />
        <path d="M62 520c8-12-6-22 2-36s-5-20 1-30" />
      </g>
      <path d="M26 62c-5-12 2-19 7-12 1-10 11-10 10 1 7-5 12 4 5 10l-10 7Z" fill="var(--coral-1)" />
      <path d="M44 196c-2-13 7-15 8-5 3-10 12-7 8 3 7 0 7 9-1 10l-13 2Z" fill="var(--coral-2)" />
      <path d="M44 262c0-9 4-16 6-11 0-11 7-11 7-2 2-7 9-5 7 4l-7 11Z" fill="var(--coral-1)" />
      <circle cx="38" cy="420" r="5" fill="var(--coral-2)" opacity="0.7" />
      <circle cx="46" cy="428" r="3.5" fill="var(--coral-1)" opacity="0.7" />
    </svg>
  );
}

/** A small fish, swimming left (decorative). */
export function Fish(props: { class: string }) {
  return (
    <svg class={`reef-fish ${props.class}`} viewBox="0 0 24 12" aria-hidden="true">
      <path d="M3 6c4-5 11-5 15 0-4 5-11 5-15 0Zm15 0 5-4v8Z" fill="currentColor" />
      <circle cx="6.5" cy="5.2" r="1" fill="#0d2230" />
    </svg>
  );
}
