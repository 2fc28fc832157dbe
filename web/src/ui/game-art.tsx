import type { JSX } from 'solid-js';
import { t } from '../i18n';

/**
 * Each game's emblem (a small picture drawn in SVG, 120x60) and its line, for the lobby's game
 * chooser. The lobby loads with the first page, so every emblem is a handful of shapes.
 */
// Drawn on 120x60 and cut to fit: a card shows the middle band (y 13 to 47), a phone's square
// the middle (x 30 to 90); the subject of each picture stays inside both.
const EMBLEMS: Record<string, () => JSX.Element> = {
  // A diver going down past the reef towards a chest on the sea floor.
  'into-the-blue': () => (
    <>
      <rect width="120" height="60" fill="#1b6f9c" />
      <rect width="120" height="17" fill="#5fb4d6" />
      <path d="M0 45q30-6 60 0t60 0v15H0Z" fill="#e6d3a3" />
      <path d="M0 0h28c5 14-3 24 3 36s2 18 5 24H0Z" fill="#4f6259" />
      <path d="M30 22c-3-6 2-9 4-5 1-5 7-4 5 1 4-1 5 4 0 5Z" fill="#e8735f" />
      <circle cx="55" cy="23" r="5" fill="#c8344a" />
      <path d="M48 37c0-7 3-10 7-10s7 3 7 10Z" fill="#c8344a" />
      <rect x="51" y="20.5" width="8" height="4" rx="2" fill="#cdefff" />
      <circle cx="63" cy="15" r="1.6" fill="none" stroke="#fff" />
      <circle cx="66" cy="10" r="2.2" fill="none" stroke="#fff" />
      <path d="M72 36h14v9H72ZM72 36q7-7 14 0" fill="#8a5a1c" stroke="#3b2508" />
      <rect x="77.5" y="37" width="3" height="4" fill="#f2c94c" />
    </>
  ),
  // The island going under, a boat leaving it, a shark and a sea serpent about.
  survive: () => (
    <>
      <rect width="120" height="60" fill="#2f86b8" />
      <path d="M28 30l8-13h16l8 13-8 13H36Z" fill="#e6d3a3" />
      <path d="M35 30l5-8h8l5 8-5 8h-8Z" fill="#4f9a55" />
      <path d="M46 23l4-7 4 7Z" fill="#8d949c" />
      <path d="M66 32h18l-3 5H69Z" fill="#8a5a1c" />
      <path d="M75 32V20l7 10Z" fill="#fff" />
      <path d="M66 44l5-9 3 9Z" fill="#5a6b78" />
      <path d="M82 44q4-7 8 0t8 0" fill="none" stroke="#2f8a4f" stroke-width="3.5" />
      <path d="M0 12q10-4 20 0M96 20q10-4 20 0" fill="none" stroke="#bfe6f3" stroke-width="1.5" />
    </>
  ),
  // The hexagonal research station under the sea, bubbles and an octopod.
  aquasphere: () => (
    <>
      <rect width="120" height="60" fill="#0e3d5e" />
      <path d="M52 15h16l9 15-9 15H52l-9-15Z" fill="#cfeaf3" stroke="#6fbcd6" stroke-width="3" />
      <circle cx="60" cy="30" r="5" fill="#f2c94c" />
      <path d="M79 26a6 6 0 0 1 12 0v5l3 7h-3l-2-5-2 6h-2l-2-6-2 5h-3l3-7Z" fill="#b07ad6" />
      <circle cx="36" cy="40" r="2.6" fill="none" stroke="#9fd8ee" />
      <circle cx="39" cy="32" r="1.8" fill="none" stroke="#9fd8ee" />
      <circle cx="36" cy="25" r="1.2" fill="none" stroke="#9fd8ee" />
    </>
  ),
};

const LINE_KEY: Record<string, string> = {
  'into-the-blue': 'game.line.into-the-blue',
  survive: 'game.line.survive',
  aquasphere: 'game.line.aquasphere',
};

/** A game's emblem, drawn. */
export function GameEmblem(props: { id: string }) {
  return (
    <svg
      class="game-emblem"
      viewBox="0 0 120 60"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
    >
      {EMBLEMS[props.id]?.()}
    </svg>
  );
}

/** What the lobby shows with each game's name: its emblem and a line about it. */
export function GameArt(props: { id: string }) {
  return (
    <>
      <GameEmblem id={props.id} />
      {LINE_KEY[props.id] ? <span class="game-line">{t(LINE_KEY[props.id] as string)}</span> : null}
    </>
  );
}
