import type { AqPack, Capacities, Effect, SectorSupply } from './pack.js';
import { DEFAULT_PACK_NAME } from './pack-name.js';

/**
 * Fathom's default AquaSphere component pack. The rulebook's pictures are lost, so most values
 * here are our own provisional design, made to honour every fact the rulebook text and public
 * sources give; each entry says where it comes from. The reasons behind each design are in
 * docs/aquasphere-pack.md. A table may replace this pack whole with the printed values.
 */

/** What a centre tile edge or a setup card row puts in one sector. */
function put(time: number, crystals: number, octopods: number, neutralSubs = 0): SectorSupply {
  return { time, crystals, octopods, neutralSubs };
}

/** Capacity symbols, in the order cards, crystals, octopods, time markers. */
function cap(cards: number, crystals: number, octopods: number, time: number): Capacities {
  return { cards, crystals, octopods, time };
}

const gain = (what: 'time' | 'crystals' | 'kp', n: number): Effect => ({ gain: what, n });

const PROGRAM_CARD = {
  provenance: 'provisional',
  source:
    'Provisional design: the seven printed program cards are not public. Each colour sits once in every room over the seven cards, and the two bottom rooms never hold two of the research card, submarine and octopod actions together.',
} as const;

const SECTOR_NOTE =
  'Provisional design: lock costs 0–2 with at least one 0 lock, a white area that programs another colour and a first submarine space costing 1 are from the rulebook; this lock cost, white-area colour and these submarine costs are ours (the printed sectors are not public).';
const SECTOR = { provenance: 'provisional', source: SECTOR_NOTE } as const;

const CENTRE_TILE = {
  provenance: 'provisional',
  source:
    'Provisional design: the game has six double-sided centre tiles whose contents are not public. The rulebook gives the bulbs 2–5 by player count and what a tile puts out at round end (time markers replaced, crystals and octopods added, neutral submarines with 2 or 3 players); the amounts are ours.',
} as const;

const UNUSED_TILE = {
  provenance: 'provisional',
  source:
    'Provisional design: the bulb-5 tile lies at the bottom of the stack and only gives round 4 its 5 KP bulb; its contents are never put out. The printed tile is not public.',
} as const;

export const EXPANSION = {
  provenance: 'provisional',
  source:
    'Provisional design: the 30 printed lab expansions are not public. The rulebook says they add capacity symbols and that most carry one letter, some two; each letter appears on five tiles here.',
} as const;

const HQ_CARD = {
  provenance: 'provisional',
  source:
    'Provisional design: the 41 printed research cards are not public. The rulebook names cards that work when your engineer enters a given HQ room; this effect is ours.',
} as const;

export const ACTION_CARD = {
  provenance: 'provisional',
  source:
    'Provisional design: the 41 printed research cards are not public. The rulebook names cards that work when you carry out a given action; this effect is ours.',
} as const;

const SCORING_CARD = {
  provenance: 'provisional',
  source:
    'Provisional design: the 41 printed research cards are not public. The rulebook names cards with a symbol used at each intermediate scoring, in the time-marker step; this effect is ours.',
} as const;

export const DEFAULT_PACK: AqPack = {
  format: 'fathom-aquasphere-pack',
  version: 1,
  name: DEFAULT_PACK_NAME,

  hq: {
    provenance: 'provisional',
    source:
      'Provisional design: a start space and seven rooms in tiers of 2, 3 and 2, each with two one-way arrows one tier up (reviews: meoplesmagazine.com, superfred.de, spieletest.at); which arrows join which rooms, and leaving from the top rooms, are our reading. The printed HQ drawing is not public.',
    start: 'S',
    rooms: [
      { id: 'S', level: 0, to: ['1L', '1R'], exit: false },
      { id: '1L', level: 1, to: ['2L', '2M'], exit: false },
      { id: '1R', level: 1, to: ['2M', '2R'], exit: false },
      { id: '2L', level: 2, to: ['3L', '3R'], exit: false },
      { id: '2M', level: 2, to: ['3L', '3R'], exit: false },
      { id: '2R', level: 2, to: ['3L', '3R'], exit: false },
      { id: '3L', level: 3, to: [], exit: true },
      { id: '3R', level: 3, to: [], exit: true },
    ],
  },

  // Each card is the one before with every tile moved one room along
  // 1L, 1R, 2L, 2M, 2R, 3L, 3R (and from 3R back to 1L), around the colour cycle
  // red, yellow, blue, green, purple, black, white.
  programCards: [
    {
      ...PROGRAM_CARD,
      id: 'P1',
      tiles: {
        '1L': 'red',
        '1R': 'yellow',
        '2L': 'blue',
        '2M': 'green',
        '2R': 'purple',
        '3L': 'black',
        '3R': 'white',
      },
    },
    {
      ...PROGRAM_CARD,
      id: 'P2',
      tiles: {
        '1L': 'yellow',
        '1R': 'blue',
        '2L': 'green',
        '2M': 'purple',
        '2R': 'black',
        '3L': 'white',
        '3R': 'red',
      },
    },
    {
      ...PROGRAM_CARD,
      id: 'P3',
      tiles: {
        '1L': 'blue',
        '1R': 'green',
        '2L': 'purple',
        '2M': 'black',
        '2R': 'white',
        '3L': 'red',
        '3R': 'yellow',
      },
    },
    {
      ...PROGRAM_CARD,
      id: 'P4',
      tiles: {
        '1L': 'green',
        '1R': 'purple',
        '2L': 'black',
        '2M': 'white',
        '2R': 'red',
        '3L': 'yellow',
        '3R': 'blue',
      },
    },
    {
      ...PROGRAM_CARD,
      id: 'P5',
      tiles: {
        '1L': 'purple',
        '1R': 'black',
        '2L': 'white',
        '2M': 'red',
        '2R': 'yellow',
        '3L': 'blue',
        '3R': 'green',
      },
    },
    {
      ...PROGRAM_CARD,
      id: 'P6',
      tiles: {
        '1L': 'black',
        '1R': 'white',
        '2L': 'red',
        '2M': 'yellow',
        '2R': 'blue',
        '3L': 'green',
        '3R': 'purple',
      },
    },
    {
      ...PROGRAM_CARD,
      id: 'P7',
      tiles: {
        '1L': 'white',
        '1R': 'red',
        '2L': 'yellow',
        '2M': 'blue',
        '2R': 'green',
        '3L': 'purple',
        '3R': 'black',
      },
    },
  ],

  // Two locks of each cost. The sectors with a 0 lock always start their player with 3 time
  // markers, so their white areas program the two bulb actions (submarine, research card).
  sectors: [
    { ...SECTOR, letter: 'A', lockCost: 0, white: 'blue', subCosts: [1, 2, 3, 3] },
    { ...SECTOR, letter: 'B', lockCost: 1, white: 'purple', subCosts: [1, 2, 2, 3] },
    { ...SECTOR, letter: 'C', lockCost: 2, white: 'green', subCosts: [1, 1, 2, 3] },
    { ...SECTOR, letter: 'D', lockCost: 0, white: 'red', subCosts: [1, 2, 3, 4] },
    { ...SECTOR, letter: 'E', lockCost: 1, white: 'black', subCosts: [1, 2, 2, 4] },
    { ...SECTOR, letter: 'F', lockCost: 2, white: 'yellow', subCosts: [1, 1, 3, 3] },
  ],

  // put(time markers, crystals, octopods, neutral submarines) for edges 0 to 5.
  centreTiles: [
    {
      ...CENTRE_TILE,
      players: 2,
      bulb: 2,
      edges: [
        put(2, 1, 1, 1),
        put(3, 0, 0),
        put(2, 1, 1),
        put(2, 0, 1, 1),
        put(3, 1, 0),
        put(2, 0, 1),
      ],
    },
    {
      ...CENTRE_TILE,
      players: 2,
      bulb: 3,
      edges: [
        put(3, 0, 1),
        put(2, 1, 1, 1),
        put(2, 1, 0),
        put(3, 0, 1),
        put(2, 1, 1, 1),
        put(3, 0, 0),
      ],
    },
    {
      ...CENTRE_TILE,
      players: 2,
      bulb: 4,
      edges: [
        put(2, 1, 1),
        put(2, 1, 1),
        put(3, 0, 1, 1),
        put(2, 1, 0),
        put(2, 0, 1),
        put(3, 1, 1, 1),
      ],
    },
    {
      ...UNUSED_TILE,
      players: 2,
      bulb: 5,
      edges: [
        put(2, 1, 1, 1),
        put(3, 1, 1),
        put(2, 1, 1),
        put(3, 0, 1, 1),
        put(2, 1, 0),
        put(3, 0, 1),
      ],
    },
    {
      ...CENTRE_TILE,
      players: 3,
      bulb: 2,
      edges: [
        put(3, 0, 1),
        put(2, 0, 0),
        put(3, 1, 1),
        put(2, 1, 0, 1),
        put(3, 0, 2),
        put(2, 1, 0),
      ],
    },
    {
      ...CENTRE_TILE,
      players: 3,
      bulb: 3,
      edges: [
        put(2, 0, 1),
        put(3, 1, 1),
        put(2, 1, 0),
        put(4, 0, 1),
        put(2, 1, 1),
        put(2, 1, 1, 1),
      ],
    },
    {
      ...CENTRE_TILE,
      players: 3,
      bulb: 4,
      edges: [
        put(3, 1, 0, 1),
        put(2, 1, 1),
        put(2, 0, 1),
        put(3, 1, 1),
        put(2, 1, 1),
        put(4, 1, 1),
      ],
    },
    {
      ...UNUSED_TILE,
      players: 3,
      bulb: 5,
      edges: [
        put(2, 1, 1),
        put(3, 1, 1),
        put(3, 1, 0, 1),
        put(2, 1, 1),
        put(3, 0, 1),
        put(2, 1, 1),
      ],
    },
    {
      ...CENTRE_TILE,
      players: 4,
      bulb: 2,
      edges: [put(3, 1, 1), put(2, 0, 1), put(4, 1, 0), put(2, 1, 1), put(3, 0, 2), put(2, 1, 0)],
    },
    {
      ...CENTRE_TILE,
      players: 4,
      bulb: 3,
      edges: [put(2, 1, 0), put(4, 1, 1), put(2, 0, 1), put(3, 0, 1), put(2, 1, 1), put(3, 1, 1)],
    },
    {
      ...CENTRE_TILE,
      players: 4,
      bulb: 4,
      edges: [put(4, 0, 2), put(2, 1, 0), put(3, 1, 1), put(2, 1, 1), put(3, 1, 0), put(3, 1, 1)],
    },
    {
      ...UNUSED_TILE,
      players: 4,
      bulb: 5,
      edges: [put(3, 1, 1), put(3, 1, 1), put(2, 1, 1), put(4, 1, 1), put(2, 1, 1), put(3, 1, 1)],
    },
  ],

  setupCards: [
    {
      provenance: 'provisional',
      source:
        'Provisional design: the 2-player setup card is not public. The starting sectors are as on the 4-player card in the rulebook, and so are the last two rows; the first two rows fill the two missing players’ sectors with a neutral submarine.',
      players: 2,
      start: put(4, 1, 1),
      others: [put(0, 1, 1, 1), put(0, 1, 1, 1), put(0, 1, 2), put(0, 2, 3)],
    },
    {
      provenance: 'provisional',
      source:
        'Provisional design: the 3-player setup card is not public. The starting sectors are as on the 4-player card in the rulebook, and so are the last two rows; the first row fills the missing player’s sector with a neutral submarine.',
      players: 3,
      start: put(4, 1, 1),
      others: [put(0, 1, 1, 1), put(0, 1, 2), put(0, 2, 3)],
    },
    {
      provenance: 'rulebook',
      source:
        'Rulebook setup: each starting sector gets 1 octopod, 1 crystal and 4 time markers; the first base lab drawn gives its sector 2 octopods and 1 crystal, the second 3 octopods and 2 crystals.',
      players: 4,
      start: put(4, 1, 1),
      others: [put(0, 1, 2), put(0, 2, 3)],
    },
  ],

  playerBoard: {
    provenance: 'provisional',
    source:
      'Provisional design: the rulebook says the bot supply lies in columns with a number under each, some covered by submarines, and that you score the highest number in a column emptied of bots and free of submarines; 14 bots and 6 submarines are from the rulebook, this layout and these numbers are ours.',
    columns: [
      { bots: 2, value: 0 },
      { bots: 2, value: 4 },
      { bots: 2, value: 8 },
      { bots: 2, value: 12 },
      { bots: 2, value: 16 },
      { bots: 2, value: 20 },
      { bots: 2, value: 24 },
    ],
    subCovers: [null, 2, 3, 4, 5, 6],
  },

  baseLab: {
    provenance: 'rulebook',
    source:
      'Rulebook (the lab): at the beginning you hold 2 research cards, 2 crystals, catch 2 octopods and hold 4 time markers.',
    capacity: cap(2, 2, 2, 4),
  },

  // Each letter has one tile of each kind (+1 card, +1 crystal, +1 octopod, +2 time markers)
  // and one two-letter tile; the three tiles without a letter carry two symbols instead.
  expansions: [
    { ...EXPANSION, id: 'X01', letters: ['A'], adds: cap(1, 0, 0, 0) },
    { ...EXPANSION, id: 'X02', letters: ['B'], adds: cap(0, 1, 0, 0) },
    { ...EXPANSION, id: 'X03', letters: ['C'], adds: cap(0, 0, 1, 0) },
    { ...EXPANSION, id: 'X04', letters: ['D'], adds: cap(0, 0, 0, 2) },
    { ...EXPANSION, id: 'X05', letters: ['E'], adds: cap(1, 0, 0, 0) },
    { ...EXPANSION, id: 'X06', letters: ['F'], adds: cap(0, 1, 0, 0) },
    { ...EXPANSION, id: 'X07', letters: ['A'], adds: cap(0, 1, 0, 0) },
    { ...EXPANSION, id: 'X08', letters: ['B'], adds: cap(0, 0, 1, 0) },
    { ...EXPANSION, id: 'X09', letters: ['C'], adds: cap(0, 0, 0, 2) },
    { ...EXPANSION, id: 'X10', letters: ['D'], adds: cap(1, 0, 0, 0) },
    { ...EXPANSION, id: 'X11', letters: ['E'], adds: cap(0, 1, 0, 0) },
    { ...EXPANSION, id: 'X12', letters: ['F'], adds: cap(0, 0, 1, 0) },
    { ...EXPANSION, id: 'X13', letters: ['A'], adds: cap(0, 0, 1, 0) },
    { ...EXPANSION, id: 'X14', letters: ['B'], adds: cap(0, 0, 0, 2) },
    { ...EXPANSION, id: 'X15', letters: ['C'], adds: cap(1, 0, 0, 0) },
    { ...EXPANSION, id: 'X16', letters: ['D'], adds: cap(0, 1, 0, 0) },
    { ...EXPANSION, id: 'X17', letters: ['E'], adds: cap(0, 0, 1, 0) },
    { ...EXPANSION, id: 'X18', letters: ['F'], adds: cap(0, 0, 0, 2) },
    { ...EXPANSION, id: 'X19', letters: ['A'], adds: cap(0, 0, 0, 2) },
    { ...EXPANSION, id: 'X20', letters: ['B'], adds: cap(1, 0, 0, 0) },
    {
      provenance: 'rulebook',
      source:
        'Rulebook example: a lab expansion with the letter C and one crystal symbol (it raises crystal capacity from 2 to 3 and lets you put a bot on sector C’s control space).',
      id: 'X21',
      letters: ['C'],
      adds: cap(0, 1, 0, 0),
    },
    { ...EXPANSION, id: 'X22', letters: ['D'], adds: cap(0, 0, 1, 0) },
    { ...EXPANSION, id: 'X23', letters: ['E'], adds: cap(0, 0, 0, 2) },
    { ...EXPANSION, id: 'X24', letters: ['F'], adds: cap(1, 0, 0, 0) },
    { ...EXPANSION, id: 'X25', letters: ['A', 'D'], adds: cap(0, 1, 0, 0) },
    { ...EXPANSION, id: 'X26', letters: ['B', 'E'], adds: cap(0, 0, 1, 0) },
    { ...EXPANSION, id: 'X27', letters: ['C', 'F'], adds: cap(1, 0, 0, 0) },
    { ...EXPANSION, id: 'X28', letters: [], adds: cap(1, 1, 0, 0) },
    { ...EXPANSION, id: 'X29', letters: [], adds: cap(0, 1, 1, 0) },
    { ...EXPANSION, id: 'X30', letters: [], adds: cap(1, 0, 1, 0) },
  ],

  researchCards: [
    // Entering an HQ room: two cards per room, a lasting one and a one-shot one; the top
    // rooms get the same kinds of effect as the bottom rooms.
    {
      ...HQ_CARD,
      id: 'R01',
      trigger: { on: 'hq', room: '1L' },
      once: false,
      effects: [gain('time', 1), gain('kp', 1)],
    },
    {
      ...HQ_CARD,
      id: 'R02',
      trigger: { on: 'hq', room: '1L' },
      once: true,
      effects: [gain('kp', 5)],
    },
    {
      ...HQ_CARD,
      id: 'R03',
      trigger: { on: 'hq', room: '1R' },
      once: false,
      effects: [gain('crystals', 1)],
    },
    {
      ...HQ_CARD,
      id: 'R04',
      trigger: { on: 'hq', room: '1R' },
      once: true,
      effects: [gain('time', 3), gain('kp', 2)],
    },
    {
      ...HQ_CARD,
      id: 'R05',
      trigger: { on: 'hq', room: '2L' },
      once: false,
      effects: [gain('kp', 2)],
    },
    {
      ...HQ_CARD,
      id: 'R06',
      trigger: { on: 'hq', room: '2L' },
      once: true,
      effects: [gain('crystals', 2), gain('kp', 2)],
    },
    {
      ...HQ_CARD,
      id: 'R07',
      trigger: { on: 'hq', room: '2M' },
      once: false,
      effects: [gain('time', 2)],
    },
    {
      ...HQ_CARD,
      id: 'R08',
      trigger: { on: 'hq', room: '2M' },
      once: true,
      effects: [{ kpPer: 'expansion', n: 1 }, gain('kp', 2)],
    },
    {
      ...HQ_CARD,
      id: 'R09',
      trigger: { on: 'hq', room: '2R' },
      once: false,
      effects: [gain('kp', 2)],
    },
    {
      ...HQ_CARD,
      id: 'R10',
      trigger: { on: 'hq', room: '2R' },
      once: true,
      effects: [gain('time', 2), gain('crystals', 1), gain('kp', 1)],
    },
    {
      ...HQ_CARD,
      id: 'R11',
      trigger: { on: 'hq', room: '3L' },
      once: false,
      effects: [gain('time', 1), gain('kp', 1)],
    },
    {
      ...HQ_CARD,
      id: 'R12',
      trigger: { on: 'hq', room: '3L' },
      once: true,
      effects: [{ kpPer: 'submarine', n: 1 }, gain('kp', 1)],
    },
    {
      ...HQ_CARD,
      id: 'R13',
      trigger: { on: 'hq', room: '3R' },
      once: false,
      effects: [gain('crystals', 1)],
    },
    {
      ...HQ_CARD,
      id: 'R14',
      trigger: { on: 'hq', room: '3R' },
      once: true,
      effects: [{ kpPer: 'control', n: 1 }, gain('kp', 2)],
    },

    // Carrying out an action: two cards per colour, three for the common time, crystal and
    // octopod actions.
    {
      ...ACTION_CARD,
      id: 'R15',
      trigger: { on: 'action', colour: 'red' },
      once: false,
      effects: [gain('kp', 2)],
    },
    {
      ...ACTION_CARD,
      id: 'R16',
      trigger: { on: 'action', colour: 'red' },
      once: true,
      effects: [gain('crystals', 2), gain('time', 2)],
    },
    {
      ...ACTION_CARD,
      id: 'R17',
      trigger: { on: 'action', colour: 'green' },
      once: false,
      effects: [gain('kp', 2)],
    },
    {
      ...ACTION_CARD,
      id: 'R18',
      trigger: { on: 'action', colour: 'green' },
      once: true,
      effects: [gain('time', 2), gain('kp', 2)],
    },
    {
      ...ACTION_CARD,
      id: 'R19',
      trigger: { on: 'action', colour: 'yellow' },
      once: false,
      effects: [gain('kp', 1)],
    },
    {
      ...ACTION_CARD,
      id: 'R20',
      trigger: { on: 'action', colour: 'yellow' },
      once: false,
      effects: [gain('crystals', 1)],
    },
    {
      ...ACTION_CARD,
      id: 'R21',
      trigger: { on: 'action', colour: 'yellow' },
      once: true,
      effects: [gain('kp', 4)],
    },
    {
      ...ACTION_CARD,
      id: 'R22',
      trigger: { on: 'action', colour: 'black' },
      once: false,
      effects: [gain('time', 2)],
    },
    {
      ...ACTION_CARD,
      id: 'R23',
      trigger: { on: 'action', colour: 'black' },
      once: false,
      effects: [gain('kp', 2)],
    },
    {
      ...ACTION_CARD,
      id: 'R24',
      trigger: { on: 'action', colour: 'black' },
      once: true,
      effects: [{ kpPer: 'crystal', n: 1 }, gain('kp', 1)],
    },
    {
      ...ACTION_CARD,
      id: 'R25',
      trigger: { on: 'action', colour: 'purple' },
      once: false,
      effects: [gain('kp', 2)],
    },
    {
      ...ACTION_CARD,
      id: 'R26',
      trigger: { on: 'action', colour: 'purple' },
      once: false,
      effects: [gain('crystals', 1)],
    },
    {
      // A play report (ludolegars.fr) names a card adding 3 KP to the octopod action.
      provenance: 'provisional',
      source:
        'Public (a play report, ludolegars.fr: LEGARS): a research card gives 3 KP more when you catch octopods. Provisional design: that it works once; the report does not say.',
      id: 'R27',
      trigger: { on: 'action', colour: 'purple' },
      once: true,
      effects: [gain('kp', 3)],
    },
    {
      ...ACTION_CARD,
      id: 'R28',
      trigger: { on: 'action', colour: 'blue' },
      once: false,
      effects: [gain('time', 1), gain('kp', 1)],
    },
    {
      ...ACTION_CARD,
      id: 'R29',
      trigger: { on: 'action', colour: 'blue' },
      once: true,
      effects: [{ kpPer: 'submarine', n: 1 }],
    },
    {
      ...ACTION_CARD,
      id: 'R30',
      trigger: { on: 'action', colour: 'white' },
      once: false,
      effects: [gain('time', 1), gain('kp', 1)],
    },
    {
      ...ACTION_CARD,
      id: 'R31',
      trigger: { on: 'action', colour: 'white' },
      once: true,
      effects: [gain('kp', 3), gain('crystals', 1)],
    },

    // At each intermediate scoring: flat lasting gains, or a one-shot count of something
    // bounded by the game (submarines, expansions, cards, bots on control spaces, letters,
    // time markers).
    {
      ...SCORING_CARD,
      id: 'R32',
      trigger: { on: 'scoring' },
      once: false,
      effects: [gain('kp', 2)],
    },
    {
      ...SCORING_CARD,
      id: 'R33',
      trigger: { on: 'scoring' },
      once: false,
      effects: [gain('time', 2)],
    },
    {
      ...SCORING_CARD,
      id: 'R34',
      trigger: { on: 'scoring' },
      once: false,
      effects: [gain('crystals', 1)],
    },
    {
      ...SCORING_CARD,
      id: 'R35',
      trigger: { on: 'scoring' },
      once: false,
      effects: [gain('time', 1), gain('kp', 1)],
    },
    {
      ...SCORING_CARD,
      id: 'R36',
      trigger: { on: 'scoring' },
      once: true,
      effects: [{ kpPer: 'submarine', n: 1 }],
    },
    {
      ...SCORING_CARD,
      id: 'R37',
      trigger: { on: 'scoring' },
      once: true,
      effects: [{ kpPer: 'expansion', n: 1 }, gain('kp', 2)],
    },
    {
      ...SCORING_CARD,
      id: 'R38',
      trigger: { on: 'scoring' },
      once: true,
      effects: [{ kpPer: 'card', n: 1 }, gain('kp', 2)],
    },
    {
      ...SCORING_CARD,
      id: 'R39',
      trigger: { on: 'scoring' },
      once: true,
      effects: [{ kpPer: 'control', n: 1 }, gain('kp', 2)],
    },
    {
      ...SCORING_CARD,
      id: 'R40',
      trigger: { on: 'scoring' },
      once: true,
      effects: [{ kpPer: 'letter', n: 1 }, gain('kp', 2)],
    },
    {
      ...SCORING_CARD,
      id: 'R41',
      trigger: { on: 'scoring' },
      once: true,
      effects: [{ kpPer: 'time', n: 1 }],
    },
  ],

  knowledgeTrack: {
    // The length is public, the red lines ours: an entry that mixes both stays provisional,
    // its note saying which is which (docs/aquasphere-pack.md, Provenance).
    provenance: 'provisional',
    source:
      'Rulebook: a knowledge track whose laps are counted from "0+", with red lines that cost a crystal to cross. Public (a rules walkthrough, abreojogo.com: ABRE): a lap of 50 spaces. Provisional design: where the red lines lie; the printed track is not public.',
    length: 50,
    redLines: [20, 45],
  },

  scoring: {
    provenance: 'provisional',
    source:
      'Rulebook: the majority gives 6 KP alone or 3 KP each when tied; catching 2 octopods gives 3 KP. Public (ludolegars.fr: LEGARS): catching 4 gives 10, and a hint that 4 left cost 10. Provisional design: the octopod tables follow that triangle (1, 3, 6, 10, …); the crystal and letter tables are ours. The printed tables are not public.',
    // Triangular: 2 → 3 (rulebook) and 4 → 10 (LEGARS) are attested, the rest follows the curve
    // up to the largest catch capacity (7).
    octopodsCaught: [0, 1, 3, 6, 10, 15, 21, 28],
    crystals: [0, 3, 6, 9, 12, 15, 18, 21],
    // The same triangle, negative: the hint (4 left → −10) is a player's aside, not a table.
    leftoverOctopods: [0, -1, -3, -6, -10, -15, -21, -28],
    letters: [0, 1, 3, 6, 10, 15, 21],
    majoritySole: 6,
    majorityTied: 3,
  },

  supply: {
    provenance: 'rulebook',
    source: 'Rulebook component list: 20 crystals, 15 octopods and 38 time markers.',
    crystals: 20,
    octopods: 15,
    timeMarkers: 38,
  },
};
