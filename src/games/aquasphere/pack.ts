import * as z from 'zod/mini';
import { fieldProblem } from '../zod-issue.js';

/**
 * AquaSphere's component pack: every datum the rulebook's lost pictures carried (the HQ graph,
 * program cards, sectors, centre tiles, setup cards, the player board, lab expansions, research
 * cards and scoring tables), as plain JSON data. Fathom ships one default pack
 * (`default-pack.ts`); a table may be created with another, validated here, so a player who owns
 * the game can type in the printed values. The format is documented in docs/aquasphere-pack.md.
 *
 * zod/mini keeps the schema small enough for the browser, which validates a pack loaded in the
 * lobby with the same code as the server.
 */

/** The seven action colours, in the order of the program symbols on the player board. */
export const COLOURS = ['red', 'green', 'yellow', 'black', 'purple', 'blue', 'white'] as const;
export type Colour = (typeof COLOURS)[number];
/** Colour indices, for arrays indexed by colour. */
export const RED = 0;
export const GREEN = 1;
export const YELLOW = 2;
export const BLACK = 3;
export const PURPLE = 4;
export const BLUE = 5;
export const WHITE = 6;

/** The six sectors and base labs. */
export const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
export type Letter = (typeof LETTERS)[number];

/** What each entry of the pack says about where it comes from (see shared/components/README.md). */
export const PROVENANCES = ['rulebook', 'public', 'provisional'] as const;
export type Provenance = (typeof PROVENANCES)[number];

const count = z.int().check(z.minimum(0), z.maximum(99));
const positive = z.int().check(z.minimum(1), z.maximum(99));
const kp = z.int().check(z.minimum(-99), z.maximum(99));
const colour = z.enum(COLOURS);
const letter = z.enum(LETTERS);

/** Where an entry comes from: the kind of source and a short note naming it. */
const sourced = {
  provenance: z.enum(PROVENANCES),
  source: z.string().check(z.minLength(1), z.maxLength(400)),
};

const room = z.strictObject({
  id: z.string().check(z.minLength(1), z.maxLength(8)),
  /** 0 for the start space, then 1, 2, 3 upwards. */
  level: z.int().check(z.minimum(0), z.maximum(9)),
  /** The rooms this room's arrows point to (one-way). */
  to: z.array(z.string()).check(z.maxLength(4)),
  /** Whether an engineer may leave here for the pass-order track. */
  exit: z.boolean(),
});

const hq = z.strictObject({
  ...sourced,
  start: z.string(),
  rooms: z.array(room).check(z.minLength(2), z.maxLength(16)),
});

/** A program card: the colour of the programming tile each room (not the start) holds. */
const programCard = z.strictObject({
  ...sourced,
  id: z.string().check(z.minLength(1), z.maxLength(16)),
  tiles: z.record(z.string(), colour),
});

const sector = z.strictObject({
  ...sourced,
  letter,
  /** The lock this sector carries on its clockwise edge: its cost in time markers. */
  lockCost: z.int().check(z.minimum(0), z.maximum(9)),
  /** The colour the white area programs. */
  white: colour,
  /** The costs of the submarine spaces, in the order they fill (the first holds the starting one). */
  subCosts: z.array(count).check(z.minLength(1), z.maxLength(8)),
});

/** What a centre tile edge or a setup card row puts in one sector. */
const sectorSupply = z.strictObject({
  time: count,
  crystals: count,
  octopods: count,
  /** Neutral submarines (games of 2 and 3 players only). */
  neutralSubs: z.int().check(z.minimum(0), z.maximum(3)),
});

const centreTile = z.strictObject({
  ...sourced,
  players: z.int().check(z.minimum(2), z.maximum(4)),
  bulb: positive,
  /** What the tile adds at round end to the sector each edge faces, clockwise from edge 0. */
  edges: z.array(sectorSupply).check(z.length(6)),
});

const setupCard = z.strictObject({
  ...sourced,
  players: z.int().check(z.minimum(2), z.maximum(4)),
  /** What every player's starting sector holds (besides the player's submarine and scientist). */
  start: sectorSupply,
  /** The rows for the other sectors, each for a letter drawn at random from the unused base labs. */
  others: z.array(sectorSupply).check(z.maxLength(4)),
});

const capacities = z.strictObject({
  cards: count,
  crystals: count,
  octopods: count,
  time: count,
});

const expansion = z.strictObject({
  ...sourced,
  id: z.string().check(z.minLength(1), z.maxLength(16)),
  letters: z.array(letter).check(z.maxLength(2)),
  adds: capacities,
});

/** What a research card counts when it pays knowledge per item. */
export const PER_ITEMS = [
  'submarine',
  'expansion',
  'crystal',
  'control',
  'card',
  'time',
  'letter',
] as const;
export type PerItem = (typeof PER_ITEMS)[number];

const effect = z.union([
  /** Gain time markers, crystals (both up to capacity) or knowledge points. */
  z.strictObject({ gain: z.enum(['time', 'crystals', 'kp']), n: positive }),
  /** n knowledge points per item the holder has (submarines in the station, bots on control
   * spaces, expansions, crystals, research cards, time markers, different lab letters). */
  z.strictObject({ kpPer: z.enum(PER_ITEMS), n: positive }),
]);

const trigger = z.union([
  /** When the holder's engineer enters this HQ room. */
  z.strictObject({ on: z.literal('hq'), room: z.string() }),
  /** When the holder carries out an action of this colour (its step 3). */
  z.strictObject({ on: z.literal('action'), colour }),
  /** At every intermediate scoring, in the time-marker step. */
  z.strictObject({ on: z.literal('scoring') }),
]);

const researchCard = z.strictObject({
  ...sourced,
  id: z.string().check(z.minLength(1), z.maxLength(16)),
  trigger,
  /** A one-shot card is spent after its first use and stays in the lab. */
  once: z.boolean(),
  effects: z.array(effect).check(z.minLength(1), z.maxLength(3)),
});

/** A table by count: entry i is the points for i items; past the end, the last entry holds. */
const table = z.array(kp).check(z.minLength(1), z.maxLength(30));

const column = z.strictObject({
  /** Bots in this column of the supply section. */
  bots: positive,
  /** The number printed under it. */
  value: kp,
});

export const packSchema = z.strictObject({
  format: z.literal('fathom-aquasphere-pack'),
  version: z.literal(1),
  name: z.string().check(z.minLength(1), z.maxLength(80)),
  hq: hq,
  programCards: z.array(programCard).check(z.minLength(4), z.maxLength(14)),
  sectors: z.array(sector).check(z.length(6)),
  centreTiles: z.array(centreTile).check(z.minLength(4), z.maxLength(12)),
  setupCards: z.array(setupCard).check(z.minLength(3), z.maxLength(3)),
  playerBoard: z.strictObject({
    ...sourced,
    /** Columns of the bot supply, taken from the first: bots leave column 0 first. */
    columns: z.array(column).check(z.minLength(1), z.maxLength(14)),
    /** For each of the 6 submarines (taken from the left), the column it covers, or null. */
    subCovers: z.array(z.nullable(z.int().check(z.minimum(0), z.maximum(13)))).check(z.length(6)),
  }),
  baseLab: z.strictObject({ ...sourced, capacity: capacities }),
  expansions: z.array(expansion).check(z.minLength(24), z.maxLength(60)),
  researchCards: z.array(researchCard).check(z.minLength(24), z.maxLength(80)),
  knowledgeTrack: z.strictObject({
    ...sourced,
    /** Spaces in one lap. */
    length: z.int().check(z.minimum(10), z.maximum(200)),
    /** A red line lies just before each of these spaces (1 to length - 1), on every lap. */
    redLines: z.array(z.int().check(z.minimum(1), z.maximum(199))).check(z.maxLength(20)),
  }),
  scoring: z.strictObject({
    ...sourced,
    /** Points for the octopods caught in one action, by number caught. */
    octopodsCaught: table,
    /** Points at intermediate scoring for the crystals in your supply, by number. */
    crystals: table,
    /** Points (negative) per sector you control, by octopods left in it. */
    leftoverOctopods: table,
    /** Points at final scoring, by different letters in your lab. */
    letters: table,
    /** Control-space majority: a sole leader, and each of tied leaders. */
    majoritySole: kp,
    majorityTied: kp,
  }),
  /** The general supply (the rulebook's component list). */
  supply: z.strictObject({
    ...sourced,
    crystals: z.int().check(z.minimum(1), z.maximum(200)),
    octopods: z.int().check(z.minimum(1), z.maximum(200)),
    timeMarkers: z.int().check(z.minimum(1), z.maximum(400)),
  }),
});

export type AqPack = z.infer<typeof packSchema>;
export type SectorSupply = z.infer<typeof sectorSupply>;
export type Capacities = z.infer<typeof capacities>;
export type ResearchCard = z.infer<typeof researchCard>;
export type Effect = z.infer<typeof effect>;
export type Expansion = z.infer<typeof expansion>;

/** A problem with a pack: the field's path and what is wrong, as message parameters. */
export interface PackProblem {
  /** e.g. `sectors[2].lockCost` */
  readonly field: string;
  /** A message key under `aq.pack.` (see messages.ts). */
  readonly problem: string;
  readonly params: Readonly<Record<string, string | number>>;
}

function pathText(path: readonly PropertyKey[]): string {
  let out = '';
  for (const p of path) {
    if (typeof p === 'number') out += `[${p}]`;
    else out += out ? `.${String(p)}` : String(p);
  }
  return out || 'pack';
}

/**
 * Validates a pack: its shape (zod), then what ties its parts together (rooms named by arrows and
 * cards exist, each program card places every colour once, letters are distinct, ...). Returns
 * the first problem, naming the field.
 */
export function validatePack(raw: unknown): { ok: true; pack: AqPack } | PackProblem {
  // reportInput: zod/mini leaves the input out of issues otherwise, and a missing field could
  // not be told from a wrong one.
  const parsed = packSchema.safeParse(raw, { reportInput: true });
  if (!parsed.success) {
    const wrong = fieldProblem(parsed.error.issues)!;
    return { field: pathText(wrong.path), problem: wrong.problem, params: wrong.params };
  }
  const pack = parsed.data;
  const problem = crossCheck(pack);
  return problem ?? { ok: true, pack };
}

function crossCheck(pack: AqPack): PackProblem | null {
  const rooms = new Map(pack.hq.rooms.map((r) => [r.id, r]));
  if (rooms.size !== pack.hq.rooms.length)
    return { field: 'hq.rooms', problem: 'duplicate', params: {} };
  if (!rooms.has(pack.hq.start)) return { field: 'hq.start', problem: 'no-such-room', params: {} };
  for (const [i, r] of pack.hq.rooms.entries()) {
    for (const [j, to] of r.to.entries()) {
      const target = rooms.get(to);
      if (!target) return { field: `hq.rooms[${i}].to[${j}]`, problem: 'no-such-room', params: {} };
      // Arrows only lead up: an engineer can never loop, so a round always ends.
      if (target.level <= r.level)
        return { field: `hq.rooms[${i}].to[${j}]`, problem: 'arrow-down', params: {} };
    }
    if (r.to.length === 0 && !r.exit)
      return { field: `hq.rooms[${i}].exit`, problem: 'dead-end', params: {} };
  }
  const tiled = pack.hq.rooms.filter((r) => r.id !== pack.hq.start).map((r) => r.id);
  for (const [i, card] of pack.programCards.entries()) {
    const colours = new Set(Object.values(card.tiles));
    if (tiled.length === COLOURS.length && colours.size !== COLOURS.length)
      return { field: `programCards[${i}].tiles`, problem: 'each-colour-once', params: {} };
    for (const id of tiled) {
      if (card.tiles[id] === undefined)
        return { field: `programCards[${i}].tiles.${id}`, problem: 'missing', params: {} };
    }
    for (const id of Object.keys(card.tiles)) {
      if (!tiled.includes(id))
        return { field: `programCards[${i}].tiles.${id}`, problem: 'no-such-room', params: {} };
    }
  }
  const letters = new Set(pack.sectors.map((s) => s.letter));
  if (letters.size !== 6) return { field: 'sectors', problem: 'duplicate', params: {} };
  if (!pack.sectors.some((s) => s.lockCost === 0))
    return { field: 'sectors', problem: 'no-free-lock', params: {} };
  for (const [i, s] of pack.sectors.entries()) {
    if (s.white === 'white')
      return { field: `sectors[${i}].white`, problem: 'white-white', params: {} };
  }
  for (const players of [2, 3, 4]) {
    const bulbs = pack.centreTiles
      .filter((t) => t.players === players)
      .map((t) => t.bulb)
      .sort((a, b) => a - b);
    if (bulbs.length !== 4 || new Set(bulbs).size !== 4)
      return { field: 'centreTiles', problem: 'tiles-per-count', params: { players } };
    const cards = pack.setupCards.filter((c) => c.players === players);
    if (cards.length !== 1)
      return { field: 'setupCards', problem: 'card-per-count', params: { players } };
    if (cards[0]!.others.length > 6 - players)
      return {
        field: `setupCards[${pack.setupCards.indexOf(cards[0]!)}].others`,
        problem: 'too-big',
        params: { limit: 6 - players },
      };
  }
  const columns = pack.playerBoard.columns.length;
  for (const [i, c] of pack.playerBoard.subCovers.entries()) {
    if (c !== null && c >= columns)
      return {
        field: `playerBoard.subCovers[${i}]`,
        problem: 'too-big',
        params: { limit: columns - 1 },
      };
  }
  for (const [i, card] of pack.researchCards.entries()) {
    if (card.trigger.on === 'hq' && !tiled.includes(card.trigger.room))
      return { field: `researchCards[${i}].trigger.room`, problem: 'no-such-room', params: {} };
  }
  const ids = (items: readonly { id: string }[]) => new Set(items.map((x) => x.id)).size;
  if (ids(pack.researchCards) !== pack.researchCards.length)
    return { field: 'researchCards', problem: 'duplicate', params: {} };
  if (ids(pack.expansions) !== pack.expansions.length)
    return { field: 'expansions', problem: 'duplicate', params: {} };
  if (ids(pack.programCards) !== pack.programCards.length)
    return { field: 'programCards', problem: 'duplicate', params: {} };
  for (const [i, line] of pack.knowledgeTrack.redLines.entries()) {
    if (line >= pack.knowledgeTrack.length)
      return {
        field: `knowledgeTrack.redLines[${i}]`,
        problem: 'too-big',
        params: { limit: pack.knowledgeTrack.length - 1 },
      };
  }
  return null;
}
