import { createContext, useContext, type JSX } from 'solid-js';
import type { Provenance } from '../../../../src/games/aquasphere/pack.js';
import { SEAT_COLOURS, SHAPES } from '../../ui/player-mark';

/** A player's piece (engineer, scientist, bot, counter) in their colour and shape, centred. */
export function Piece(props: {
  seat: number;
  x: number;
  y: number;
  size?: number;
  class?: string;
}) {
  const k = () => (props.size ?? 16) / 16;
  return (
    <path
      class={props.class ?? 'aq-piece'}
      d={SHAPES[props.seat % SHAPES.length]}
      transform={`translate(${props.x - 8 * k()} ${props.y - 8 * k()}) scale(${k()})`}
      fill={SEAT_COLOURS[props.seat % SEAT_COLOURS.length]}
      stroke="#fff"
      stroke-width={1.5 / k()}
      paint-order="stroke"
    />
  );
}

/** Piece colours for the neutral submarines (colours no one plays in 2 and 3 players). */
export const NEUTRAL = '#8d949c';

export const fillOf = (colour: number, players: number) =>
  colour < players ? (SEAT_COLOURS[colour] ?? NEUTRAL) : NEUTRAL;

const GLYPHS = {
  // An hourglass: a time marker.
  time: 'M-5-7h10v2l-4 5 4 5v2h-10v-2l4-5-4-5z',
  // A cut crystal.
  crystal: 'M-6-2l3-5h6l3 5-6 9z',
  // An octopod: a head and three legs.
  octopod: 'M0-7a5 5 0 0 1 5 5v2l2 5h-2l-2-4-1 5h-2l-1-5-2 4h-2l2-5v-2a5 5 0 0 1 5-5z',
  // A submarine.
  sub: 'M-8 1a8 4 0 0 1 16 0a8 4 0 0 1-16 0zM-2-3v-3h4v3z',
  // A research card.
  card: 'M-5-7h10v14h-10z',
  // A lab expansion tile.
  tile: 'M-6-6h12v12h-12z',
  // A robot: a square head with an antenna.
  bot: 'M-5-3h10v8h-10zM-1-3v-3h2v3z',
  // A lock.
  lock: 'M-5-1h10v8h-10zM-3-1v-3a3 3 0 0 1 6 0v3h-2v-3a1 1 0 0 0-2 0v3z',
  // A light bulb.
  bulb: 'M0-9a6 6 0 0 1 4 10.5v2.5h-8v-2.5a6 6 0 0 1 4-10.5zM-3 5h6v2h-6z',
} as const;

export type GlyphKind = keyof typeof GLYPHS;

export function Glyph(props: {
  kind: GlyphKind;
  x: number;
  y: number;
  size?: number;
  fill?: string;
}) {
  return (
    <path
      class={`aq-glyph aq-${props.kind}`}
      d={GLYPHS[props.kind]}
      transform={`translate(${props.x} ${props.y}) scale(${(props.size ?? 14) / 14})`}
      fill={props.fill ?? 'currentColor'}
      aria-hidden="true"
    />
  );
}

/** Enter or Space on an SVG element that acts as a button. */
export function onActivate(run: () => void) {
  return (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      run();
    }
  };
}

/** What the inspector shows: a component in words, and where its values come from. */
export interface Inspected {
  readonly title: string;
  readonly text: string;
  readonly provenance?: { readonly provenance: Provenance; readonly source: string };
}

/**
 * The inspector keeps how to describe the component, not a description: read again whenever the
 * view changes, it shows current facts (a control space taken after it was opened, a card laid).
 */
export const InspectContext = createContext<(what: () => Inspected) => void>(() => undefined);

/**
 * Handlers that show a component in the inspector on hover, focus or tap (a tap is a click);
 * spread onto the element.
 */
export function useInspect(what: () => Inspected): {
  onMouseEnter: () => void;
  onFocus: () => void;
  onClick: () => void;
} {
  const inspect = useContext(InspectContext);
  const show = () => inspect(what);
  return { onMouseEnter: show, onFocus: show, onClick: show };
}

export type Children = JSX.Element;
