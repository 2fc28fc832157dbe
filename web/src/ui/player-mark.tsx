import { Show } from 'solid-js';

/**
 * Each seat has a colour and a shape, so players are told apart without seeing colour
 * (and in greyscale prints of the screenshots).
 */
export const SEAT_COLOURS = ['#c8344a', '#1f6fb2', '#d08a00', '#2f8a4f', '#7d4fa0'] as const;
export const SHAPES = [
  'M8 1.5a6.5 6.5 0 1 0 0.01 0Z', // circle
  'M2 2h12v12H2Z', // square
  'M8 1.5 14.5 14h-13Z', // triangle
  // Not a diamond: "◆" writes Into the Blue's chest face in the log.
  'M8 1.2 14 4.6v6.8L8 14.8 2 11.4V4.6Z', // hexagon
  'M8 1l2 4.6 5 .5-3.8 3.3 1.1 4.9L8 11.8l-4.3 2.5 1.1-4.9L1 6.1l5-.5Z', // star
] as const;

export function PlayerMark(props: { seat: number; label?: string }) {
  return (
    <svg
      class="mark"
      viewBox="0 0 16 16"
      width="16"
      height="16"
      role={props.label ? 'img' : undefined}
      aria-label={props.label}
      aria-hidden={props.label ? undefined : 'true'}
    >
      <path
        d={SHAPES[props.seat % SHAPES.length]}
        fill={SEAT_COLOURS[props.seat % SEAT_COLOURS.length]}
        stroke="#111"
        stroke-width="1"
      />
      <Show when={props.seat >= SHAPES.length}>
        <circle cx="8" cy="8" r="2" fill="#fff" />
      </Show>
    </svg>
  );
}

export function PlayerName(props: { seat: number; names: readonly string[] }) {
  return (
    <span class="player-name">
      <PlayerMark seat={props.seat} />
      {props.names[props.seat] ?? `#${props.seat + 1}`}
    </span>
  );
}
