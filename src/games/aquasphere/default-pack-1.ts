import { ACTION_CARD, DEFAULT_PACK, EXPANSION } from './default-pack.js';
import type { AqPack } from './pack.js';

/**
 * The first default pack, exactly as rules versions 1 and 2 played it, before the second search
 * for printed values (catching 4 octopods = 10 KP, the 50-space lap) and the recalibration of
 * the provisional tables. Replays and scenario files of those versions that leave the pack out
 * (`{}` options) meant this one, so they still replay as they were played (options.ts). It is
 * today's default with the parts that changed put back; a test pins it byte for byte.
 */

export const DEFAULT_PACK_1: AqPack = {
  ...DEFAULT_PACK,
  playerBoard: {
    provenance: 'provisional',
    source: DEFAULT_PACK.playerBoard.source,
    columns: [0, 1, 2, 4, 6, 8, 10].map((value) => ({ bots: 2, value })),
    subCovers: [null, 2, 3, 4, 5, 6],
  },
  expansions: DEFAULT_PACK.expansions.map((x) =>
    x.id === 'X21' ? { ...EXPANSION, id: x.id, letters: x.letters, adds: x.adds } : x,
  ),
  researchCards: DEFAULT_PACK.researchCards.map((c) =>
    c.id === 'R27'
      ? {
          ...ACTION_CARD,
          id: 'R27',
          trigger: { on: 'action', colour: 'purple' },
          once: true,
          effects: [
            { gain: 'kp', n: 3 },
            { gain: 'time', n: 1 },
          ],
        }
      : c,
  ),
  knowledgeTrack: {
    provenance: 'provisional',
    source:
      'Rulebook: a knowledge track whose laps are counted from "0+", with red lines that cost a crystal to cross. Provisional design: a lap of 50 spaces and three red lines spread evenly around it; the printed track is not public.',
    length: 50,
    redLines: [8, 25, 42],
  },
  scoring: {
    provenance: 'provisional',
    source:
      'Rulebook: the control-space majority gives 6 KP alone or 3 KP each when tied, and catching 2 octopods gives 3 KP. Provisional design: the rest of the octopod, crystal, leftover-octopod and letter tables; the printed tables are not public.',
    octopodsCaught: [0, 1, 3, 5, 8, 11, 14, 17, 20],
    crystals: [0, 1, 2, 4, 6, 8, 10, 12],
    leftoverOctopods: [0, -1, -2, -3, -4, -5],
    letters: [0, 1, 2, 4, 6, 9, 12],
    majoritySole: 6,
    majorityTied: 3,
  },
};
