import { describe, expect, test } from 'vitest';
import { translate, type Lang, type Params } from '../../../../src/kernel/index.js';
import type { AqView } from '../../../../src/games/aquasphere/index.js';
import { DEFAULT_PACK } from '../../../../src/games/aquasphere/default-pack.js';
import { messages as gameMessages, nameOf } from '../../../../src/games/aquasphere/messages.js';
import { boardMessages } from './messages';
import type { FinalLine, RoundLine } from './scoring-report';
import { roundSteps, tieBreakWords } from './scoring-words';

const tr =
  (lang: Lang) =>
  (key: string, params: Params = {}) =>
    translate([boardMessages, gameMessages], lang, key, params);

/** A view enough for the words: the default pack, sectors A to F in ring order. */
const view = { options: { pack: DEFAULT_PACK }, ring: [0, 1, 2, 3, 4, 5] } as unknown as AqView;

const line = (over: Partial<RoundLine> = {}): RoundLine => ({
  seat: 1,
  subs: 1,
  timeGained: 1,
  timeLost: 0,
  timeCap: 4,
  cards: [],
  cardPoints: 0,
  controls: 1,
  most: 1,
  tied: false,
  majority: 6,
  botsTaken: 3,
  botsInPlay: 1,
  crystalsHeld: 0,
  crystals: 0,
  octopodsLeft: [],
  octopods: 0,
  total: 7,
  ...over,
});

describe('AquaSphere scoring lines', () => {
  test('one time marker is singular in every language', () => {
    const first = (lang: Lang) => roundSteps(view, line(), 'Bot 2', tr(lang))[0];
    expect(first('en')).toBe('1 submarine in the station: +1 time marker');
    expect(first('es')).toBe('1 submarino en la estación: +1 marcador de tiempo');
    expect(first('fr')).toBe('1 sous-marin dans la station : +1 marqueur de temps');
    expect(roundSteps(view, line({ subs: 2, timeGained: 2 }), 'Ana', tr('fr'))[0]).toBe(
      '2 sous-marins dans la station : +2 marqueurs de temps',
    );
  });

  test('time markers a full lab cannot hold are said to be lost, and why', () => {
    const full = line({ subs: 3, timeGained: 0, timeLost: 3, timeCap: 4 });
    expect(roundSteps(view, full, 'Ana', tr('en'))[0]).toBe(
      '3 submarines in the station: +0 time markers, 3 lost: the lab holds at most 4',
    );
    expect(roundSteps(view, full, 'Ana', tr('es'))[0]).toMatch(/3 se pierden: .* como máximo 4$/);
    expect(roundSteps(view, full, 'Ana', tr('fr'))[0]).toMatch(/3 perdus : .* au plus 4$/);
  });

  test("a bot's octopod line names the bot, never 'you'", () => {
    const octopods = line({ octopodsLeft: [{ sector: 2, n: 2 }], octopods: -2 });
    for (const lang of ['en', 'es', 'fr'] as const) {
      const steps = roundSteps(view, octopods, 'Bot 2', tr(lang));
      const last = steps[steps.length - 1]!;
      expect(last).toContain('Bot 2');
      expect(last).toContain('C 2');
      const none = roundSteps(view, line(), 'Bot 2', tr(lang));
      expect(none[none.length - 1]).toContain('Bot 2');
    }
    const en = roundSteps(view, octopods, 'Bot 2', tr('en'));
    expect(en[en.length - 1]).toBe(
      'Octopods left where Bot 2 holds the control space (C 2): -2 KP',
    );
    expect(en.join(' ')).not.toMatch(/\byou\b/);
  });
});

describe('AquaSphere tie-break lines name only the criteria that decided', () => {
  const final = (seat: number, kp: number, controls: number, crystals: number): FinalLine => ({
    seat,
    letters: 0,
    letterPoints: 0,
    time: 0,
    timePoints: 0,
    allSubs: 0,
    completeLab: 0,
    total: 0,
    before: kp,
    kp,
    controls,
    crystals,
  });

  test('bots on control spaces decided: crystals are not named', () => {
    const lines = [final(0, 40, 3, 1), final(1, 40, 2, 5)];
    const text = tieBreakWords(lines, [1, 2], 0, tr('en'));
    expect(text).toBe('(a tie on KP, broken by bots on control spaces: 3)');
    for (const lang of ['es', 'fr'] as const)
      expect(tieBreakWords(lines, [1, 2], 1, tr(lang))).not.toMatch(/crist/);
  });

  test('crystals decided only when the bots were tied too', () => {
    const lines = [final(0, 40, 2, 1), final(1, 40, 2, 5)];
    expect(tieBreakWords(lines, [2, 1], 1, tr('en'))).toBe(
      '(a tie on KP and on bots on control spaces (2), broken by crystals: 5)',
    );
    expect(tieBreakWords(lines, [2, 1], 0, tr('fr'))).toMatch(/cristaux : 1\)$/);
  });

  test('no tie, no line; a tie on everything is shared', () => {
    expect(tieBreakWords([final(0, 41, 2, 1), final(1, 40, 2, 1)], [1, 2], 0, tr('en'))).toBe('');
    expect(tieBreakWords([final(0, 40, 2, 1), final(1, 40, 2, 1)], [1, 1], 0, tr('en'))).toBe(
      '(tied on everything: the place is shared)',
    );
  });
});

describe('AquaSphere colours agree with the noun they describe', () => {
  const area = (lang: Lang, colour: number) =>
    translate([boardMessages], lang, 'aq.ui.area', {
      letter: 'A',
      colour: nameOf(lang, 'colourF', colour),
      action: nameOf(lang, 'action', colour),
    });
  test('an area is «roja», «morada» in Spanish and «bleue» in French', () => {
    expect(area('es', 0)).toMatch(/^Sector A, área roja:/);
    expect(area('es', 4)).toMatch(/^Sector A, área morada:/);
    expect(area('es', 2)).toMatch(/área amarilla/);
    expect(area('fr', 5)).toMatch(/^Secteur A, zone bleue :/);
    expect(area('fr', 3)).toMatch(/zone noire/);
    expect(area('en', 4)).toMatch(/^Sector A, purple area:/);
    // A bot stays masculine.
    expect(nameOf('es', 'colour', 0)).toBe('rojo');
  });
});

describe('the preview reads one line for every control space taken', () => {
  test('an expansion with two letters: one line naming the three sectors', () => {
    const text = (lang: Lang, n: number, letters: string) =>
      translate([boardMessages], lang, 'aq.ui.pv-control', { n, letters });
    expect(text('en', 3, 'A, C, E')).toBe('Your bots take the control spaces of sectors A, C, E');
    expect(text('en', 1, 'B')).toBe('Your bot takes the control space of sector B');
    expect(text('es', 2, 'A, C')).toBe(
      'Tus bots ocupan los espacios de control de los sectores A, C',
    );
    expect(text('fr', 2, 'A, C')).toBe(
      'Vos robots prennent les espaces de contrôle des secteurs A, C',
    );
  });
});
