import { COLOURS, LETTERS, type AqPack } from './pack.js';
import type { AqMove } from './state.js';

/**
 * Lookups computed once per pack (room and card indices, trigger lists, cumulative bot columns),
 * so the rules never search the pack in a hot loop. Cached by pack object in a WeakMap: packs are
 * never changed after validation (they are plain data shared by every state of a table), so a
 * cached entry can never go stale, and it is freed with its pack.
 */
export interface Derived {
  readonly roomIndex: ReadonlyMap<string, number>;
  readonly start: number;
  /** Target rooms of each room's arrows. */
  readonly arrows: readonly (readonly number[])[];
  readonly exits: readonly boolean[];
  readonly cardIndex: ReadonlyMap<string, number>;
  readonly expansionIndex: ReadonlyMap<string, number>;
  readonly programIndex: ReadonlyMap<string, number>;
  /** The letter index of each pack sector, and the pack sector of each letter. */
  readonly sectorLetter: readonly number[];
  readonly letterSector: readonly number[];
  /** Bots the supply section holds when full, and the bots taken when each column is empty. */
  readonly supplyMax: number;
  readonly columnEnds: readonly number[];
  /** Research cards by trigger: per room index, per colour index, and at scoring. */
  readonly hqCards: readonly (readonly number[])[];
  readonly actionCards: readonly (readonly number[])[];
  readonly scoringCards: readonly number[];
  /** Red lines within a lap, ascending. */
  readonly redLines: readonly number[];
  /** The move to each room (made once, so listing legal moves allocates nothing). */
  readonly programMoves: readonly AqMove[];
}

const cache = new WeakMap<AqPack, Derived>();

export function derived(pack: AqPack): Derived {
  const hit = cache.get(pack);
  if (hit) return hit;
  const roomIndex = new Map(pack.hq.rooms.map((r, i) => [r.id, i]));
  const room = (id: string) => roomIndex.get(id) ?? -1;
  const hqCards = pack.hq.rooms.map((): number[] => []);
  const actionCards = COLOURS.map((): number[] => []);
  const scoringCards: number[] = [];
  pack.researchCards.forEach((card, i) => {
    const t = card.trigger;
    if (t.on === 'hq') hqCards[room(t.room)]?.push(i);
    else if (t.on === 'action') actionCards[COLOURS.indexOf(t.colour)]!.push(i);
    else scoringCards.push(i);
  });
  const columnEnds: number[] = [];
  let total = 0;
  for (const c of pack.playerBoard.columns) columnEnds.push((total += c.bots));
  const sectorLetter = pack.sectors.map((s) => LETTERS.indexOf(s.letter));
  const d: Derived = {
    roomIndex,
    start: room(pack.hq.start),
    arrows: pack.hq.rooms.map((r) => r.to.map(room)),
    exits: pack.hq.rooms.map((r) => r.exit),
    cardIndex: new Map(pack.researchCards.map((c, i) => [c.id, i])),
    expansionIndex: new Map(pack.expansions.map((x, i) => [x.id, i])),
    programIndex: new Map(pack.programCards.map((c, i) => [c.id, i])),
    sectorLetter,
    letterSector: LETTERS.map((_, l) => sectorLetter.indexOf(l)),
    supplyMax: total,
    columnEnds,
    hqCards,
    actionCards,
    scoringCards,
    redLines: [...pack.knowledgeTrack.redLines].sort((a, b) => a - b),
    programMoves: pack.hq.rooms.map((r): AqMove => ({ type: 'program', room: r.id })),
  };
  cache.set(pack, d);
  return d;
}
