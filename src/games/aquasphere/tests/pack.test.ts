import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { kernelMessages, LANGS, translate } from '../../../kernel/index.js';
import { DEFAULT_PACK_1 } from '../default-pack-1.js';
import { DEFAULT_PACK } from '../default-pack.js';
import { validatePack, type AqPack } from '../pack.js';
import { game, must, optionsWith, Table } from './helpers.js';

/** The problem parseOptions finds in a changed copy of the default pack. */
function problem(
  change: (pack: AqPack & Record<string, unknown>) => void,
): Record<string, string | number> {
  const copy = JSON.parse(JSON.stringify(DEFAULT_PACK));
  change(copy);
  const r = game.parseOptions({ pack: copy }, 4);
  if (r.ok) throw new Error('the pack was accepted');
  return { code: r.error.code, ...r.error.params };
}

describe('the default pack', () => {
  it('validates, and survives a JSON round trip', () => {
    const checked = validatePack(DEFAULT_PACK);
    expect('pack' in checked && checked.pack).toEqual(DEFAULT_PACK);
    const text = JSON.stringify(DEFAULT_PACK);
    const again = validatePack(JSON.parse(text));
    expect('pack' in again && again.pack).toEqual(DEFAULT_PACK);
    expect(JSON.stringify('pack' in again && again.pack)).toBe(text);
  });

  it('is what missing options stand for', () => {
    expect(must(game.parseOptions(undefined, 2)).pack).toEqual(DEFAULT_PACK);
    expect(must(game.parseOptions({}, 3)).pack).toEqual(DEFAULT_PACK);
    expect(game.defaultOptions(4).pack).toBe(DEFAULT_PACK);
  });

  it('has the component counts the rulebook gives', () => {
    expect(DEFAULT_PACK.programCards).toHaveLength(7);
    expect(DEFAULT_PACK.expansions).toHaveLength(30);
    expect(DEFAULT_PACK.researchCards).toHaveLength(41);
    expect(DEFAULT_PACK.playerBoard.columns.reduce((n, c) => n + c.bots, 0)).toBe(14);
    expect(DEFAULT_PACK.supply).toMatchObject({ crystals: 20, octopods: 15, timeMarkers: 38 });
    expect(DEFAULT_PACK.baseLab.capacity).toEqual({ cards: 2, crystals: 2, octopods: 2, time: 4 });
    expect(DEFAULT_PACK.scoring.octopodsCaught[2]).toBe(3);
    expect([DEFAULT_PACK.scoring.majoritySole, DEFAULT_PACK.scoring.majorityTied]).toEqual([6, 3]);
    for (const card of DEFAULT_PACK.programCards)
      expect(new Set(Object.values(card.tiles)).size).toBe(7);
  });

  it('a pack read back from JSON plays the same game', () => {
    const copy = must(
      game.parseOptions(
        JSON.parse(JSON.stringify({ pack: DEFAULT_PACK, startPlayer: 'seating' })),
        2,
      ),
    );
    expect(copy.pack).not.toBe(DEFAULT_PACK);
    const a = new Table(2, {}, { ...copy, pack: DEFAULT_PACK }).act('C', 'red');
    const b = new Table(2, {}, copy).act('C', 'red');
    expect({ ...b.state, options: null }).toEqual({ ...a.state, options: null });
  });
});

describe('the values found since the first pack say where they come from', () => {
  it('each changed entry names its source, by its key in the component notes', () => {
    const x21 = DEFAULT_PACK.expansions.find((x) => x.id === 'X21')!;
    expect([x21.provenance, x21.letters, x21.adds.crystals]).toEqual(['rulebook', ['C'], 1]);
    const r27 = DEFAULT_PACK.researchCards.find((c) => c.id === 'R27')!;
    expect(r27.effects).toEqual([{ gain: 'kp', n: 3 }]);
    expect(r27.source).toContain('LEGARS');
    // Entries mixing known values with ours stay provisional; their notes say which is which.
    expect(DEFAULT_PACK.scoring.provenance).toBe('provisional');
    expect(DEFAULT_PACK.scoring.source).toContain('LEGARS');
    expect(DEFAULT_PACK.scoring.octopodsCaught.slice(0, 5)).toEqual([0, 1, 3, 6, 10]);
    expect(DEFAULT_PACK.knowledgeTrack.provenance).toBe('provisional');
    expect(DEFAULT_PACK.knowledgeTrack.source).toContain('Public (a rules walkthrough');
    expect(DEFAULT_PACK.knowledgeTrack.source).toContain('ABRE');
  });
});

describe('the first default pack (rules versions 1 and 2)', () => {
  it('is byte for byte the pack those versions played with', () => {
    const text = JSON.stringify(DEFAULT_PACK_1);
    // The digest of the default pack as commit f14cb34 shipped it.
    expect(createHash('sha256').update(text).digest('hex')).toBe(
      '8eb53844d6792b3fd448ade238ab2dc1a7834a5874f0524589ba4f509a3cd8fa',
    );
    expect('pack' in validatePack(DEFAULT_PACK_1)).toBe(true);
  });

  it('is what a file of those versions means when it leaves the pack out', () => {
    expect(must(game.parseOptions({}, 2, 1)).pack).toBe(DEFAULT_PACK_1);
    expect(must(game.parseOptions(undefined, 4, 2)).pack).toBe(DEFAULT_PACK_1);
    expect(must(game.parseOptions({}, 3, 3)).pack).toBe(DEFAULT_PACK);
    // A pack written out is played whatever the version.
    expect(must(game.parseOptions({ pack: DEFAULT_PACK }, 2, 2)).pack).toEqual(DEFAULT_PACK);
  });
});

describe('a pack with a wrong field is refused, naming the field', () => {
  it('options that are not an object, or an unknown option', () => {
    const notObject = game.parseOptions('pack', 2);
    expect(notObject.ok ? null : notObject.error.code).toBe('bad-option');
    const unknown = game.parseOptions({ pack: DEFAULT_PACK, speed: 3 }, 2);
    expect(unknown.ok ? null : unknown.error).toEqual({
      code: 'bad-option',
      params: { option: 'speed', problem: 1 },
    });
  });

  it('shape problems', () => {
    expect(
      problem((p) => {
        (p.sectors[2] as Record<string, unknown>).lockCost = 'two';
      }),
    ).toMatchObject({ code: 'aq.pack.wrong-type', field: 'sectors[2].lockCost' });
    expect(
      problem((p) => {
        p.sectors[2]!.lockCost = 10;
      }),
    ).toEqual({ code: 'aq.pack.too-big', field: 'sectors[2].lockCost', limit: 9 });
    expect(
      problem((p) => {
        p.researchCards[3]!.effects = [];
      }),
    ).toEqual({ code: 'aq.pack.too-small', field: 'researchCards[3].effects', limit: 1 });
    expect(
      problem((p) => {
        delete (p.hq as Record<string, unknown>).start;
      }),
    ).toEqual({ code: 'aq.pack.missing', field: 'hq.start' });
    expect(
      problem((p) => {
        (p.sectors[0] as Record<string, unknown>).colour = 'red';
      }),
    ).toEqual({ code: 'aq.pack.unknown-field', field: 'sectors[0].colour' });
    expect(
      problem((p) => {
        (p.sectors[4] as Record<string, unknown>).white = 'pink';
      }),
    ).toMatchObject({ code: 'aq.pack.not-one-of', field: 'sectors[4].white' });
    expect(
      problem((p) => {
        p.format = 'other' as 'fathom-aquasphere-pack';
      }),
    ).toMatchObject({ code: 'aq.pack.not-one-of', field: 'format' });
    expect(
      problem((p) => {
        p.centreTiles[0]!.edges.pop();
      }),
    ).toMatchObject({ field: 'centreTiles[0].edges' });
  });

  it('problems between parts of the pack', () => {
    expect(
      problem((p) => {
        p.sectors[1]!.letter = 'A';
      }),
    ).toEqual({ code: 'aq.pack.duplicate', field: 'sectors' });
    expect(
      problem((p) => {
        for (const s of p.sectors) s.lockCost = Math.max(1, s.lockCost);
      }),
    ).toEqual({ code: 'aq.pack.no-free-lock', field: 'sectors' });
    expect(
      problem((p) => {
        p.sectors[3]!.white = 'white';
      }),
    ).toEqual({ code: 'aq.pack.white-white', field: 'sectors[3].white' });
    expect(
      problem((p) => {
        p.hq.rooms[1]!.to = ['S', '2L'];
      }),
    ).toEqual({ code: 'aq.pack.arrow-down', field: 'hq.rooms[1].to[0]' });
    expect(
      problem((p) => {
        p.hq.rooms[2]!.to = ['2M', '9Z'];
      }),
    ).toEqual({ code: 'aq.pack.no-such-room', field: 'hq.rooms[2].to[1]' });
    expect(
      problem((p) => {
        p.hq.rooms[6]!.exit = false;
      }),
    ).toEqual({ code: 'aq.pack.dead-end', field: 'hq.rooms[6].exit' });
    expect(
      problem((p) => {
        p.programCards[0]!.tiles['1L'] = 'yellow';
      }),
    ).toEqual({ code: 'aq.pack.each-colour-once', field: 'programCards[0].tiles' });
    expect(
      problem((p) => {
        p.centreTiles.splice(5, 1);
      }),
    ).toEqual({ code: 'aq.pack.tiles-per-count', field: 'centreTiles', players: 3 });
    expect(
      problem((p) => {
        p.setupCards[0]!.players = 3;
      }),
    ).toEqual({ code: 'aq.pack.card-per-count', field: 'setupCards', players: 2 });
    expect(
      problem((p) => {
        p.setupCards[2]!.others.push(p.setupCards[2]!.start);
      }),
    ).toEqual({ code: 'aq.pack.too-big', field: 'setupCards[2].others', limit: 2 });
    expect(
      problem((p) => {
        p.researchCards[0]!.trigger = { on: 'hq', room: 'S' };
      }),
    ).toEqual({ code: 'aq.pack.no-such-room', field: 'researchCards[0].trigger.room' });
    expect(
      problem((p) => {
        p.expansions[1]!.id = p.expansions[0]!.id;
      }),
    ).toEqual({ code: 'aq.pack.duplicate', field: 'expansions' });
    expect(
      problem((p) => {
        p.knowledgeTrack.redLines = [8, 60];
      }),
    ).toEqual({ code: 'aq.pack.too-big', field: 'knowledgeTrack.redLines[1]', limit: 49 });
    expect(
      problem((p) => {
        p.playerBoard.subCovers[1] = 9;
      }),
    ).toEqual({ code: 'aq.pack.too-big', field: 'playerBoard.subCovers[1]', limit: 6 });
  });

  it('every problem reads in every language, with the field named', () => {
    const found = [
      problem((p) => {
        p.sectors[2]!.lockCost = 10;
      }),
      problem((p) => {
        p.hq.rooms[6]!.exit = false;
      }),
      problem((p) => {
        p.centreTiles.splice(5, 1);
      }),
    ];
    for (const { code, ...params } of found) {
      for (const lang of LANGS) {
        const text = translate([game.messages, kernelMessages], lang, String(code), params);
        expect(text).not.toBe(code);
        expect(text).toContain(String(params.field));
        expect(text).not.toMatch(/[{}]/);
      }
    }
  });

  it('a valid pack of one’s own changes the game: here, 4 KP for any catch', () => {
    const options = optionsWith((p) => {
      p.scoring.octopodsCaught = [0, 4];
    });
    const t = new Table(4, {}, options).buy('purple').idle().idle().idle();
    t.act('E', 'purple');
    // Two octopods caught: past the table's end, its last entry (the default pack gives 3).
    expect(t.seat(0).kp).toBe(4);
  });
});
