import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { aquasphereTerminal as terminal, moveText } from '../../src/cli/games/aquasphere.js';
import { TERMINALS } from '../../src/cli/games/index.js';
import { aquasphere as game, type AqMove, type AqState } from '../../src/games/aquasphere/index.js';
import { messages, nameOf } from '../../src/games/aquasphere/messages.js';
import { COLOURS, type Colour } from '../../src/games/aquasphere/pack.js';
import {
  createRng,
  kernelMessages,
  translate,
  type Lang,
  type Rng,
} from '../../src/kernel/index.js';

/** Runs the built `fathom` command (npm test builds it first). */
function fathom(args: string[], input = '') {
  const r = spawnSync('node', ['bin/fathom.js', ...args], { input, encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const dir = mkdtempSync(join(tmpdir(), 'fathom-aq-cli-'));
const LANGS: readonly Lang[] = ['en', 'es', 'fr'];
/** Always the first listed move: enough lines for a whole game of AquaSphere. */
const FIRST_MOVE = '1\n'.repeat(3000);

/** Plays chance and the seats' moves (random, seeded) until `stop` says so or the game ends. */
function playUntil(rng: Rng, players: number, stop: (s: AqState) => boolean): AqState {
  // In seating order: the expected boards name the play order Ana, Bea, Cai, Dou.
  let s = game.setup({ ...game.defaultOptions(players), startPlayer: 'seating' }, players);
  while (game.toMove(s).length > 0 && !stop(s)) {
    const actor = game.toMove(s)[0]!;
    let move: AqMove;
    if (actor === 'chance') move = game.sampleChance(s, rng);
    else {
      const legal = game.legalMoves(s, actor);
      move = legal[rng.int(legal.length)]!;
    }
    const next = game.apply(s, actor, move);
    if (!next.ok) throw new Error(next.error.code);
    s = next.value;
  }
  return s;
}

const firstTurn = (s: AqState) => s.phase === 'play';

/** What a player types for a move as a command, with colours in `lang`. */
function command(m: AqMove, s: AqState, lang: Lang): string {
  const colour = (c: Colour) => nameOf(lang, 'colour', COLOURS.indexOf(c));
  const letter = (pos: number) => s.options.pack.sectors[s.ring[pos]!]!.letter;
  switch (m.type) {
    case 'program':
      return `p ${m.room.toLowerCase()}`;
    case 'buy':
      return `b ${colour(m.colour)}`;
    case 'return':
      return `r ${colour(m.colour)}`;
    case 'pass':
      return 'pass';
    case 'act':
      return `a ${letter(m.sector)} ${colour(m.colour)} ${(m.letters ?? []).map(letter).join(' ')}`;
    case 'redline':
      return m.pay === 'bot' ? `R ${colour(m.colour)}` : m.pay === 'crystal' ? 'c' : 's';
    default:
      throw new Error(`not a player's move: ${m.type}`);
  }
}

const say = (lang: Lang, code: string, params: Record<string, string | number>) =>
  translate([messages, kernelMessages], lang, code, params);

describe('AquaSphere at the terminal', () => {
  it('is registered', () => {
    expect(TERMINALS.get('aquasphere')).toBe(terminal);
  });

  it('draws the board in Spanish, English and French', () => {
    const s = playUntil(createRng('render'), 4, firstTurn);
    const card = (id: string) => s.options.pack.researchCards.findIndex((c) => c.id === id);
    // Seat 0 holds a card of each trigger, one of them used.
    s.seats[0]!.cards = [card('R01'), card('R15'), card('R32'), card('R12')];
    s.seats[0]!.spent = [card('R01')];
    const names = ['Ana', 'Bea', 'Cai', 'Dou'];
    const letters = s.ring.map((i) => s.options.pack.sectors[i]!.letter);
    const expected: Record<Lang, string[]> = {
      en: [
        'AquaSphere, round 1 of 4. The centre tile shows a 2 KP bulb',
        'Headquarters (room: programming tile [engineers]):',
        'S [Ana, Bea, Cai, Dou]',
        'Next round (program card',
        'Research station, clockwise',
        'control: nobody',
        'R01 [used] — When your engineer enters room 1L: 1 time marker, 1 KP',
        'R15 — When you take a research card: 2 KP',
        'R32 — At each intermediate scoring: 2 KP',
        'R12 — When your engineer enters room 3L: 1 KP per submarine in the station, 1 KP (once)',
        'research cards 4/2:',
        'submarines placed 1/6; bots in supply 14; programmed:',
        'Play order: Ana, Bea, Cai, Dou. Pass order so far: –.',
      ],
      es: [
        'AquaSphere, ronda 1 de 4. La loseta central muestra una bombilla de 2 PC',
        'Sede (sala: loseta de programación [ingenieros]):',
        'R01 [usada] — Cuando tu ingeniero entra en la sala 1L: 1 marcador de tiempo, 1 PC',
        'R15 — Cuando vas a tomar una carta de investigación: 2 PC',
        'R32 — En cada puntuación intermedia: 2 PC',
        'control: nadie',
        'Orden de juego: Ana, Bea, Cai, Dou.',
      ],
      fr: [
        'AquaSphere, manche 1 sur 4. La tuile centrale montre une ampoule de 2 PC',
        'Quartier général (salle : tuile de programmation [ingénieurs]) :',
        'R01 [utilisée] — Quand votre ingénieur entre dans la salle 1L : 1 marqueur de temps, 1 PC',
        'R32 — À chaque décompte intermédiaire : 2 PC',
        'contrôle : personne',
        'Ordre de jeu : Ana, Bea, Cai, Dou.',
      ],
    };
    for (const lang of LANGS) {
      const board = terminal.render(game.view(s, 'spectator'), lang, names);
      for (const text of expected[lang]) expect(board, `${lang}: ${text}`).toContain(text);
      // Every sector of the ring, in ring order, with its lock to the next one.
      const rows = board.split('\n').filter((l) => /^ {2}[A-F] {2}/.test(l));
      expect(rows.map((r) => r.trim()[0])).toEqual(letters);
      rows.forEach((row, pos) => expect(row).toContain(` ${letters[(pos + 1) % 6]}`));
      // Every player's line.
      for (const name of names) expect(board).toMatch(new RegExp(`^ {2}${name} ?: \\d+ `, 'm'));
    }
  });

  it('lists the legal moves in words, numbered, and reads them back by number or as commands', () => {
    const rng = createRng('commands');
    let checked = 0;
    let redlines = 0;
    let letters = 0;
    for (let g = 0; g < 12; g++) {
      const players = 2 + (g % 3);
      let s = game.setup(game.defaultOptions(players), players);
      while (game.toMove(s).length > 0) {
        const actor = game.toMove(s)[0]!;
        let move: AqMove;
        if (actor === 'chance') move = game.sampleChance(s, rng);
        else {
          const legal = game.legalMoves(s, actor);
          const v = game.view(s, actor);
          const lang = LANGS[checked % 3]!;
          const help = terminal.help(v, legal, lang).split('\n');
          expect(help).toHaveLength(legal.length + 1);
          legal.forEach((m, i) => {
            expect(help[i + 1]).toBe(`  ${i + 1}. ${moveText(m, v, lang)}`);
            expect(terminal.parse(String(i + 1), v, legal, lang)).toEqual({ ok: true, value: m });
            expect(terminal.parse(command(m, s, lang), v, legal, lang)).toEqual({
              ok: true,
              value: m,
            });
          });
          if (s.phase === 'redline') redlines++;
          if (legal.some((m) => m.type === 'act' && m.letters)) letters++;
          checked++;
          move = legal[rng.int(legal.length)]!;
        }
        const next = game.apply(s, actor, move);
        if (!next.ok) throw new Error(next.error.code);
        s = next.value;
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect(redlines).toBeGreaterThan(0);
    expect(letters).toBeGreaterThan(0);
  });

  it('words the moves in each language', () => {
    const s = playUntil(createRng('render'), 4, firstTurn);
    const v = game.view(s, s.current);
    const pos = s.ring.findIndex((i) => s.options.pack.sectors[i]!.letter === 'C');
    const locks = { en: 'locks', es: 'esclusas', fr: 'écluses' } as const;
    const act: AqMove = { type: 'act', sector: pos, colour: 'purple' };
    expect(moveText(act, v, 'en')).toMatch(/^act in sector C: catch octopods \(locks \d\)$/);
    expect(moveText(act, v, 'es')).toMatch(
      /^actuar en el sector C: atrapar octópodos \(esclusas \d\)$/,
    );
    expect(moveText(act, v, 'fr')).toMatch(
      /^agir dans le secteur C : attraper des octopodes \(écluses \d\)$/,
    );
    for (const lang of LANGS) expect(moveText(act, v, lang)).toContain(locks[lang]);
    expect(moveText({ type: 'buy', colour: 'red' }, v, 'en')).toBe(
      'pay 3 time markers: program a red bot',
    );
    expect(moveText({ type: 'return', colour: 'green' }, v, 'es')).toBe(
      'devolver el bot verde por 2 marcadores de tiempo',
    );
    expect(moveText({ type: 'pass' }, v, 'fr')).toBe('passer');
    const room = s.options.pack.hq.rooms[1]!.id;
    expect(moveText({ type: 'program', room }, v, 'en')).toBe(
      `engineer to room ${room}: program a ${nameOf('en', 'colour', s.tiles[1]!)} bot`,
    );
  });

  it('refuses what it cannot read, in the player’s language', () => {
    const s = playUntil(createRng('render'), 3, firstTurn);
    const v = game.view(s, s.current);
    const legal = game.legalMoves(s, s.current);
    const reason = (input: string, lang: Lang) => {
      const r = terminal.parse(input, v, legal, lang);
      if (r.ok) throw new Error(`read ${input} as ${JSON.stringify(r.value)}`);
      return say(lang, r.error.code, r.error.params);
    };
    expect(reason('a Z purple', 'en')).toBe(
      'That move is not understood: no sector "Z" (sectors: A to F).',
    );
    expect(reason('b zzz', 'es')).toBe(
      'No se entiende esa jugada: no hay ningún color «zzz» (colores: rojo, verde, amarillo, negro, morado, azul, blanco).',
    );
    expect(reason('99', 'fr')).toMatch(/^Ce coup n'est pas compris : tapez le numéro d’un coup/);
    expect(reason('b bl', 'en')).toMatch(/no colour "bl"/); // blue or black?
    expect(reason('dance', 'en')).toMatch(/type the number of a listed move/);
    // A command read well but against the rules gets the rules' reason.
    const far = terminal.parse('p 3R', v, legal, 'fr');
    expect(far).toEqual({ ok: true, value: { type: 'program', room: '3R' } });
    const refused = game.apply(s, s.current, (far as { value: AqMove }).value);
    expect(refused.ok).toBe(false);
    if (!refused.ok)
      expect(say('fr', refused.error.code, refused.error.params)).toBe(
        'Aucune flèche ne mène de la salle de votre ingénieur à la salle 3R.',
      );
    // Colours in any language, or a prefix only one colour has.
    for (const word of ['purple', 'morado', 'violet', 'pu', 'MOR'])
      expect(terminal.parse(`r ${word}`, v, legal, 'en')).toEqual({
        ok: true,
        value: { type: 'return', colour: 'purple' },
      });
  });
});

describe('fathom with AquaSphere', () => {
  const plays: [number, Lang, string, RegExp, RegExp][] = [
    [2, 'es', 'you,heuristic', /Tu turno/, /Fin de la partida/],
    [3, 'fr', 'you,random,heuristic', /À vous/, /Partie terminée/],
    [4, 'en', 'you,heuristic,heuristic,random', /Your turn/, /Game over/],
  ];
  for (const [players, lang, seats, turn, over] of plays) {
    it(`plays a ${players}-player game at the terminal in ${lang}, saves it, and replays the file`, () => {
      const file = join(dir, `aq${players}.json`);
      const args = ['play', 'aquasphere', '--seats', seats, '--lang', lang];
      const r = fathom([...args, '--seed', String(players), '--save', file], FIRST_MOVE);
      expect(r.err).toBe('');
      expect(r.code).toBe(0);
      expect(r.out).toMatch(turn);
      expect(r.out).toMatch(over);
      expect(r.out).toMatch(/^ {2}1\. /m);
      const replayed = fathom(['replay', file, '--json']);
      expect(replayed.code).toBe(0);
      const summary = JSON.parse(replayed.out);
      expect(summary).toMatchObject({ game: 'aquasphere', over: true });
      expect(summary.result.scores).toHaveLength(players);
      expect(summary.moves).toBeGreaterThan(100);
      const board = fathom(['replay', file, '--lang', lang]);
      expect(board.code).toBe(0);
      expect(board.out).toMatch(/^aquasphere, \d+ moves/);
      expect(board.out).toContain(
        {
          en: 'AquaSphere: game over.',
          es: 'AquaSphere: fin de la partida.',
          fr: 'AquaSphere : partie terminée.',
        }[lang],
      );
    });
  }

  it('tells a typed move it cannot read or the rules refuse why, and asks again', () => {
    const r = fathom(
      ['play', 'aquasphere', '--seats', 'you,random', '--lang', 'es', '--seed', '2'],
      'a Q morado\np 3R\nb\n',
    );
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/No permitido: No se entiende esa jugada: no hay ningún sector «Q»/);
    expect(r.out).toMatch(
      /No permitido: Ninguna flecha lleva de la sala de tu ingeniero a la sala 3R\./,
    );
    expect(r.out).toMatch(/No permitido: No se entiende esa jugada: escribe el número/);
    expect(r.out).toMatch(/Entrada cerrada/);
  });

  it('simulates bot games, the same for the same seed', () => {
    const args = ['simulate', 'aquasphere', '--players', '4', '--games', '30'];
    args.push('--bots', 'heuristic,random,random,random', '--seed', '1', '--json');
    const r = fathom(args);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.out);
    expect(report).toMatchObject({ game: 'aquasphere', players: 4, games: 30 });
    expect(report.seats.map((s: { bot: string }) => s.bot)).toEqual([
      'heuristic',
      'random',
      'random',
      'random',
    ]);
    const wins = report.seats.map((s: { wins: number }) => s.wins);
    expect(wins.reduce((a: number, b: number) => a + b, 0)).toBeGreaterThanOrEqual(30);
    expect(wins[0]).toBeGreaterThan(15);
    const again = JSON.parse(fathom(args).out);
    expect(again.seats.map((s: { wins: number }) => s.wins)).toEqual(wins);
    const text = fathom([...args.slice(0, 5), '3', ...args.slice(6, -1)]);
    expect(text.out).toMatch(/aquasphere: 3 games, 4 players/);
  });

  it('a corrupt AquaSphere replay gets a message naming the problem and exit code 2', () => {
    const file = join(dir, 'good.json');
    const made = fathom(
      ['play', 'aquasphere', '--seats', 'you,random', '--seed', '9', '--save', file],
      FIRST_MOVE,
    );
    expect(made.code).toBe(0);
    const good = JSON.parse(readFileSync(file, 'utf8'));
    const bad = (name: string, replay: unknown) => {
      const path = join(dir, name);
      writeFileSync(path, typeof replay === 'string' ? replay : JSON.stringify(replay));
      const r = fathom(['replay', path]);
      expect(r.code).toBe(2);
      expect(r.out).toBe('');
      return r.err;
    };
    // A component pack with a broken value: the field is named.
    const pack = structuredClone(good.options.pack);
    pack.sectors[2].lockCost = -1;
    expect(bad('pack.json', { ...good, options: { pack } })).toMatch(
      /its component values are refused\. Component pack, sectors\[2\]\.lockCost: at least 0\./,
    );
    const unknown = structuredClone(good.options.pack);
    unknown.hq.rooms[3].to = ['9Z'];
    expect(bad('room.json', { ...good, options: { pack: unknown } })).toMatch(
      /its component values are refused\. Component pack, hq\.rooms\[3\]\.to\[0\]: no headquarters room has that id\./,
    );
    // A move the rules refuse: the first player move is replaced by a program to a far room.
    const first = good.moves.findIndex((m: { actor: unknown }) => m.actor !== 'chance');
    const moves = structuredClone(good.moves);
    moves[first] = { actor: moves[first].actor, move: { type: 'program', room: '3R' } };
    expect(bad('move.json', { ...good, moves })).toMatch(
      new RegExp(
        `move ${first + 1} \\(\\S+\\) is refused\\. No arrow leads from your engineer's room to room 3R\\.`,
      ),
    );
    // A move of a shape AquaSphere does not know.
    moves[first] = { actor: moves[first].actor, move: { type: 'act', sector: 7, colour: 'red' } };
    expect(bad('shape.json', { ...good, moves })).toMatch(/its field sector is missing or wrong/);
    // Cut short in the middle.
    expect(bad('cut.json', readFileSync(file, 'utf8').slice(0, 5000))).toMatch(
      /it is not JSON text/,
    );
  });
});
