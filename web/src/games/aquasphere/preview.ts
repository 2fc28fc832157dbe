import {
  aquasphere,
  type AqMove,
  type AqState,
  type AqView,
} from '../../../../src/games/aquasphere/index.js';
import { derived } from '../../../../src/games/aquasphere/derived.js';
import { COLOURS } from '../../../../src/games/aquasphere/pack.js';
import { MIN_TIME_TAKEN } from '../../../../src/games/aquasphere/rules-constants.js';
import { capacity, lockCost } from '../../../../src/games/aquasphere/station.js';

/**
 * What a move would do, read off the rules themselves: the move is applied to a copy of the
 * state and the two are compared, so the preview is exactly what confirming it does (cards that
 * fire included).
 */
export interface Preview {
  readonly seat: number;
  /** Time markers paid for locks on the way, and for the submarine space. */
  readonly locks: number;
  readonly subCost: number;
  /** Before → after, for what changes. */
  readonly time: readonly [number, number];
  readonly crystals: readonly [number, number];
  readonly kp: readonly [number, number];
  readonly supply: readonly [number, number];
  /** Knowledge the move earns in all (the counter may stop at a red line first). */
  readonly kpEarned: number;
  /** The red line the counter reaches, if the player must choose there. */
  readonly redLine: number | null;
  readonly octopods: number;
  readonly cardsTaken: readonly number[];
  readonly expansionsTaken: readonly number[];
  readonly programmed: readonly number[];
  readonly submarine: boolean;
  /** Bots that leave a control space for a charging station: the seat and the ring position. */
  readonly displaced: readonly { readonly seat: number; readonly sector: number }[];
  /** Bots going back to their supply from an overflowing charging station. */
  readonly purged: readonly {
    readonly seat: number;
    readonly sector: number;
    readonly n: number;
  }[];
  /** The player's research cards that fire. */
  readonly fired: readonly number[];
  /** Control spaces the move takes. */
  readonly controls: readonly number[];
  /**
   * A gain the lab's capacity cuts (time markers or crystals taken in a sector): how many were
   * on offer, how many the player gets, and the capacity. Without it a move that only pays its
   * locks for nothing would look pointless.
   */
  readonly cut: {
    readonly kind: 'time' | 'crystals';
    readonly offered: number;
    readonly got: number;
    readonly cap: number;
  } | null;
}

export function previewOf(view: AqView, seat: number, move: AqMove): Preview | null {
  const before = view as AqState;
  const next = aquasphere.apply(before, seat, move);
  if (!next.ok) return null;
  const after = next.value;
  const p = before.seats[seat]!;
  const q = after.seats[seat]!;
  const pack = before.options.pack;
  let locks = 0;
  let subCost = 0;
  let fired: number[] = [];
  const d = derived(pack);
  if (move.type === 'act') {
    locks = lockCost(before, p.scientist, move.sector);
    const sector = before.station[move.sector]!;
    if (move.colour === 'blue')
      subCost = pack.sectors[sector.sector]!.subCosts[sector.subs.length] ?? 0;
    fired = p.cards.filter(
      (c) => d.actionCards[COLOURS.indexOf(move.colour)]!.includes(c) && !p.spent.includes(c),
    );
  } else if (move.type === 'program') {
    const room = d.roomIndex.get(move.room) ?? -1;
    fired = p.cards.filter((c) => (d.hqCards[room] ?? []).includes(c) && !p.spent.includes(c));
  }
  // Bots go to control spaces in order (the action's sector, then an expansion's letters): each
  // sends the bot there to the charging station, which may overflow.
  const controls = move.type === 'act' ? [move.sector, ...(move.letters ?? [])] : [];
  const displaced: { seat: number; sector: number }[] = [];
  const purged: { seat: number; sector: number; n: number }[] = [];
  const holder = before.station.map((s) => s.control);
  const arriving = before.station.map((s) => s.charging.map(() => 0));
  for (const pos of controls) {
    const was = holder[pos]!;
    if (was >= 0) {
      displaced.push({ seat: was, sector: pos });
      arriving[pos]![was]!++;
    }
    holder[pos] = seat;
  }
  before.station.forEach((s, pos) => {
    s.charging.forEach((n, who) => {
      const back = n + arriving[pos]![who]! - after.station[pos]!.charging[who]!;
      if (back > 0) purged.push({ seat: who, sector: pos, n: back });
    });
  });
  const earned =
    after.redline && after.redline.seat === seat ? after.redline.target - p.kp : q.kp - p.kp;
  const octopods =
    move.type === 'act' && move.colour === 'purple'
      ? before.station[move.sector]!.octopods - after.station[move.sector]!.octopods
      : 0;
  return {
    cut: move.type === 'act' ? storageCut(before, seat, move, locks) : null,
    seat,
    locks,
    subCost,
    time: [p.time, q.time],
    crystals: [p.crystals, q.crystals],
    kp: [p.kp, q.kp],
    supply: [p.supply, q.supply],
    kpEarned: earned,
    redLine: after.phase === 'redline' && after.redline?.seat === seat ? after.redline.line : null,
    octopods,
    cardsTaken: q.cards.filter((c) => !p.cards.includes(c)),
    expansionsTaken: q.expansions.filter((x) => !p.expansions.includes(x)),
    programmed: q.programmed.filter((c) => !p.programmed.includes(c)),
    submarine: q.subsPlaced > p.subsPlaced,
    displaced,
    purged,
    fired,
    controls,
  };
}

/** What the lab's capacity cuts from taking time markers or crystals, if anything. */
function storageCut(
  state: AqState,
  seat: number,
  move: Extract<AqMove, { type: 'act' }>,
  locks: number,
): Preview['cut'] {
  const p = state.seats[seat]!;
  const sector = state.station[move.sector]!;
  const kind = move.colour === 'yellow' ? 'time' : move.colour === 'black' ? 'crystals' : null;
  if (!kind) return null;
  // Yellow takes the sector's markers, at least 2 (the rest from the general supply).
  const offered = kind === 'time' ? Math.max(sector.time, MIN_TIME_TAKEN) : sector.crystals;
  const cap = capacity(state, p, kind);
  // The locks are paid first, which makes room.
  const room = cap - (kind === 'time' ? p.time - locks : p.crystals);
  return offered > room ? { kind, offered, got: Math.max(0, room), cap } : null;
}
