import { Show } from 'solid-js';
import { SEAT_COLOURS, SHAPES } from '../../ui/player-mark';
import { HEX_POINTS, R } from './geometry';

/**
 * Survive's pieces and terrain, drawn in code: symbols defined once in the map's <defs> and
 * placed with <use>. Every piece has a shape of its own (a creature is never told by colour
 * alone), and an explorer's head is its player's shape.
 */

export const seatColour = (seat: number) => SEAT_COLOURS[seat % SEAT_COLOURS.length] as string;
export const seatShape = (seat: number) => SHAPES[seat % SHAPES.length] as string;

/** Creature indices, as the rules count them: 0 sea serpent, 1 shark, 2 whale. */
export const CREATURE_SYMBOL = ['sv-serpent', 'sv-shark', 'sv-whale'] as const;
export const TERRAIN_SYMBOL = ['', 'sv-beach', 'sv-forest', 'sv-mountain', 'sv-unlaid'] as const;

const MEEPLE =
  'M-4.5 -3.5h9l6.5 4.6c1.4 1 .8 3.4-1 3.3l-4.4-.6 2.9 9.2h-6.4l-2.1-5.3-2.1 5.3h-6.4l2.9-9.2-4.4.6c-1.8.1-2.4-2.3-1-3.3z';
const SHARK =
  'M19 1c-4-4.6-11-6.2-19-5.4l-5.5-7.6-1.3 8.3c-4.5 1.2-8 2.6-10.7 4.3l-6-5.4 1.6 7.2-1.6 7.2 6-4.6c6.3 3.9 19.5 5 29.4 2.4l3.4-1.5z';
const WHALE =
  'M-21 3c0-10 11-15 22-14 8 .6 13 6 16 9.6 1.2 1.5 2.7 1.7 4.2.6l5-4.2-1.5 6.8 4.3 5-6.6-.7c-3.4 6.5-11 10.4-22 10.4-12.4 0-21.4-4.7-21.4-13.5z';
const SPOUT = 'M-9 -11c-1-4 .3-7 3-8M-9 -11c-3-2.6-6.4-2.8-8.5-1M-9 -11v-7.5';
const SERPENT =
  'M-22 8c0-8 3-12 6-12s6 4 6 12h-3c0-6-1-9-3-9s-3 3-3 9zM-6 8c0-8 3-12 6-12s6 4 6 12h-3c0-6-1-9-3-9s-3 3-3 9zM10 8c0-10 3-17 8-17 4 0 6.5 2.5 6.5 5.5l-5 .5c-2 0-3.5 3-3.5 11z';
const HULL = 'M-21 4h42l-6.5 9.5h-29z';
const SAIL = 'M1.2 -20v19h15.5z';
const JIB = 'M-1.2 -16v15h-11z';
const PALM =
  'M-1 8c0-6 .5-11 2.5-16M1.5 -8c-4-3-9-3-12 0 4-1 7 0 12 0zm0 0c4-4 9-4 12-1-4-.5-7 .3-12 1zm0 0c-2-4-6-6-9-5 3 1 6 3 9 5zm0 0c2-4 6-5.5 9-4.5-3 .8-6 2.5-9 4.5z';

/** The map's shared definitions: textures and piece symbols. */
export function ArtDefs() {
  return (
    <defs>
      <linearGradient id="sv-sea" x1="0" y1="0" x2="0.4" y2="1">
        <stop offset="0" stop-color="#3f93bf" />
        <stop offset="1" stop-color="#1f6590" />
      </linearGradient>
      <pattern id="sv-waves" width="36" height="22" patternUnits="userSpaceOnUse">
        <path
          d="M2 8q4-4 8 0t8 0M20 19q4-4 8 0t8 0"
          fill="none"
          stroke="#fff"
          stroke-opacity="0.16"
          stroke-width="1.3"
        />
      </pattern>
      <pattern id="sv-sand" width="9" height="9" patternUnits="userSpaceOnUse">
        <rect width="9" height="9" fill="#efd89a" />
        <circle cx="2" cy="2" r="0.8" fill="#c9a659" />
        <circle cx="6.5" cy="6" r="0.7" fill="#d8b96c" />
      </pattern>
      <pattern id="sv-grass" width="10" height="10" patternUnits="userSpaceOnUse">
        <rect width="10" height="10" fill="#5a9e4b" />
        <path d="M2 4l1-2.5 1 2.5M7 9l1-2.5 1 2.5" stroke="#477f3b" fill="none" />
      </pattern>
      <pattern id="sv-rock" width="12" height="12" patternUnits="userSpaceOnUse">
        <rect width="12" height="12" fill="#9b8f86" />
        <path d="M1 5l3-2 2 2M7 11l3-2 2 2" stroke="#85796f" fill="none" />
      </pattern>
      <symbol id="sv-beach" overflow="visible">
        <path
          d="M-14 9c3-2 6-2 9 0s6 2 9 0 6-2 9 0"
          fill="none"
          stroke="#fff"
          stroke-width="1.5"
          stroke-opacity="0.8"
        />
        <path d="M8 -6a4 4 0 0 1 7 0z" fill="#e9a77c" stroke="#a8623d" stroke-width="0.8" />
      </symbol>
      <symbol id="sv-forest" overflow="visible">
        <g stroke="#1f4a1f" stroke-width="1">
          <path d="M-10 8v-5M9 4v-5M1 14v-5" stroke="#5c3b1e" stroke-width="2" />
          <path d="M-10 -12l7 14h-14z" fill="#2f6d33" />
          <circle cx="9" cy="-6" r="7" fill="#3d8a3a" />
          <path d="M1 -4l7.5 14h-15z" fill="#27612b" />
        </g>
      </symbol>
      <symbol id="sv-mountain" overflow="visible">
        <path
          d="M-19 12l11-20 6 8 6-12 15 24z"
          fill="#7c6f66"
          stroke="#4b4039"
          stroke-width="1.2"
        />
        <path
          d="M-8 -8l-3.6 6.6 3-1.4 2 2.6 1-1.8zM4 -12l-4.5 8.4 3.2-1.5 2 2.5 3-2.7z"
          fill="#fff"
        />
      </symbol>
      <symbol id="sv-unlaid" overflow="visible">
        <text class="sv-unlaid-mark" y="6" text-anchor="middle">
          ?
        </text>
      </symbol>
      <symbol id="sv-shark" overflow="visible">
        <path d={SHARK} fill="#8395a3" stroke="#26323b" stroke-width="1.4" />
        <path d="M-3 5c6 2.4 14 2 20-.6" fill="none" stroke="#e8eef2" stroke-width="1.6" />
        <circle cx="12" cy="-1" r="1.4" fill="#111" />
        <path d="M6 1v3M8.3 .8v3" stroke="#26323b" />
      </symbol>
      <symbol id="sv-whale" overflow="visible">
        <path d={SPOUT} fill="none" stroke="#d8f1ff" stroke-width="2" stroke-linecap="round" />
        <path d={WHALE} fill="#2f4d78" stroke="#142338" stroke-width="1.4" />
        <path d="M-20 6c8 3 20 3.5 29 1" fill="none" stroke="#9fb6d4" stroke-width="1.4" />
        <circle cx="-12" cy="0" r="1.5" fill="#fff" />
      </symbol>
      <symbol id="sv-serpent" overflow="visible">
        <path d={SERPENT} fill="#2e9b62" stroke="#0f4026" stroke-width="1.3" />
        <circle cx="19.5" cy="-5" r="1.4" fill="#ffec5c" stroke="#0f4026" stroke-width="0.6" />
        <path d="M15 -8l-2-3 3 .5M14 -3l-3-1.5" stroke="#0f4026" fill="none" />
        <path
          d="M-25 9c4-2 8 2 12 0s8 2 12 0 8 2 12 0 8 2 12 0"
          fill="none"
          stroke="#d8f1ff"
          stroke-width="1.5"
        />
      </symbol>
      <symbol id="sv-ship" overflow="visible">
        <path d="M0 4v-24" stroke="#3b2508" stroke-width="1.8" />
        <path d={SAIL} fill="#f7f2e2" stroke="#5b4a2b" stroke-width="1" />
        <path d={JIB} fill="#efe6cc" stroke="#5b4a2b" stroke-width="1" />
        <path d={HULL} fill="#9a6431" stroke="#3b2508" stroke-width="1.4" />
        <path d="M-17 8h34" stroke="#6e4218" stroke-width="1" />
      </symbol>
      <symbol id="sv-palm" overflow="visible">
        <path d={PALM} fill="#2f7d3a" stroke="#1f4a1f" stroke-width="1" />
      </symbol>
      <symbol id="sv-meeple" overflow="visible">
        <path d={MEEPLE} fill="currentColor" stroke="#101820" stroke-width="1.4" />
      </symbol>
    </defs>
  );
}

/** An explorer: the body in its player's colour, its head the player's shape, its value (if
 * the viewer may see it) on the chest. */
export function ExplorerGlyph(props: { seat: number; value: number | null }) {
  return (
    <>
      <use href="#sv-meeple" style={{ color: seatColour(props.seat) }} />
      <path
        d={seatShape(props.seat)}
        transform="translate(-6 -16.5) scale(0.75)"
        fill={seatColour(props.seat)}
        stroke="#101820"
        stroke-width="1.8"
      />
      <Show when={props.value !== null}>
        <circle cx="0" cy="4.2" r="5.4" fill="#fff" stroke="#101820" stroke-width="1" />
        <text class="explorer-value" y="7.6" text-anchor="middle">
          {props.value}
        </text>
      </Show>
    </>
  );
}

/** A safe isle: a sandy hex with a palm. */
export function IsleGlyph() {
  return (
    <>
      <polygon points={HEX_POINTS} fill="url(#sv-sand)" stroke="#8a6a12" stroke-width="2.5" />
      <polygon
        points={HEX_POINTS}
        transform="scale(0.86)"
        fill="none"
        stroke="#fff"
        stroke-opacity="0.7"
        stroke-dasharray="3 3"
      />
      <use href="#sv-palm" transform={`translate(${-R * 0.35} ${-R * 0.3}) scale(0.9)`} />
    </>
  );
}

/** A small picture of one kind of piece or terrain, for the legend and the panel. */
export function Icon(props: {
  kind: string;
  seat?: number;
  value?: number | null;
  label?: string;
}) {
  const body = () => {
    switch (props.kind) {
      case 'explorer':
        return (
          <g transform="translate(0 1) scale(1.05)">
            <ExplorerGlyph seat={props.seat ?? 0} value={props.value ?? null} />
          </g>
        );
      case 'isle':
        return (
          <g transform="scale(0.55)">
            <IsleGlyph />
          </g>
        );
      case 'beach':
      case 'forest':
      case 'mountain': {
        const fill = {
          beach: 'url(#sv-sand)',
          forest: 'url(#sv-grass)',
          mountain: 'url(#sv-rock)',
        }[props.kind];
        return (
          <g transform="scale(0.55)">
            <polygon points={HEX_POINTS} fill={fill} stroke="#3d5563" stroke-width="1.5" />
            <use href={`#sv-${props.kind}`} />
          </g>
        );
      }
      case 'sea':
        return (
          <g transform="scale(0.55)">
            <polygon points={HEX_POINTS} fill="url(#sv-sea)" stroke="#fff" stroke-opacity="0.5" />
            <polygon points={HEX_POINTS} fill="url(#sv-waves)" />
          </g>
        );
      case 'ship':
        return <use href="#sv-ship" transform="translate(0 -3) scale(0.7)" />;
      default:
        return <use href={`#sv-${props.kind}`} transform="scale(0.62)" />;
    }
  };
  return (
    <svg
      class="sv-icon"
      viewBox="-18 -18 36 36"
      role={props.label ? 'img' : undefined}
      aria-label={props.label}
      aria-hidden={props.label ? undefined : 'true'}
    >
      {body()}
    </svg>
  );
}
