import { expect } from 'vitest';
import {
  createRng,
  type Actor,
  type Outcome,
  type ReplayMove,
  type Seat,
} from '../../../kernel/index.js';
import { DEFAULT_PACK_1 } from '../default-pack-1.js';
import { aquasphere as game, type AqOptions } from '../index.js';
import { COLOURS, LETTERS, type AqPack, type Colour, type Letter } from '../pack.js';
import { chanceStep } from '../setup.js';
import { clone, type AqMove, type AqState, type PlayerState, type SectorState } from '../state.js';

export { game };
/**
 * The pack the scripted tables play with: the first default pack, which never changes (a test
 * pins it), so that scripts counting points and red lines test the rules, not the default's
 * current values. The default pack's own values are played in default-pack.test.ts.
 */
export const pack: AqPack = DEFAULT_PACK_1;

/** What chance deals at setup; everything has a default, so a test names only what it needs. */
export interface Deal {
  /** Sector letters by ring position, clockwise. Default 'ABCDEF'. */
  readonly ring?: string;
  /** One base lab letter per seat. Default the first letters of 'DACF'. */
  readonly labs?: string;
  /** Letters for the setup card's rows. Default: the unused letters, alphabetically. */
  readonly stock?: string;
  /** The first and the visible next program card. Default P1, P2. */
  readonly programs?: readonly [string, string];
  /** The top centre tile's orientation. Default 0. */
  readonly rotation?: number;
  /** Research cards by ring position. Default R01 to R06. */
  readonly research?: readonly string[];
  /** Lab expansions by ring position. Default X01 to X06. */
  readonly expansions?: readonly string[];
}

/** What chance deals between two rounds. */
export interface RoundDeal {
  readonly research?: readonly string[];
  readonly expansions?: readonly string[];
  readonly rotation?: number;
  readonly program?: string;
}

export const colourIndex = (c: Colour): number => COLOURS.indexOf(c);
export const colourName = (i: number): Colour => COLOURS[i]!;
export const letterIndex = (l: string): number => LETTERS.indexOf(l as Letter);

/** Default options in seating order: the scripted tables deal no start-player draw. */
export function seatingOptions(players: number): AqOptions {
  return { ...game.defaultOptions(players), pack, startPlayer: 'seating' };
}

/**
 * The scripted tables' options: seating order, and rules version 1's passing, under which a seat
 * holding two programmed bots may pass. The scripts use that to have a seat stand aside at any
 * point (`idle`) while they test something else; the passing rule itself is tested with the
 * rulebook's passing (turn.test.ts: passing).
 */
export function scriptOptions(players: number): AqOptions {
  return { ...seatingOptions(players), passing: 'stuck' };
}

/** A scripted table: chance deals exactly what the test says, players move through `apply`. */
export class Table {
  state: AqState;
  readonly log: ReplayMove[] = [];

  constructor(
    readonly players: number,
    deal: Deal = {},
    options = scriptOptions(players),
  ) {
    this.state = game.setup(options, players);
    const ring = deal.ring ?? 'ABCDEF';
    const labs = deal.labs ?? 'DACF'.slice(0, players);
    const rows = options.pack.setupCards.find((c) => c.players === players)!.others.length;
    const stock =
      deal.stock ??
      [...'ABCDEF']
        .filter((l) => !labs.includes(l))
        .slice(0, rows)
        .join('');
    for (const letter of ring) this.chance({ type: 'sector', letter: letter as Letter });
    for (const letter of labs) this.chance({ type: 'lab', letter: letter as Letter });
    for (const letter of stock) this.chance({ type: 'stock', letter: letter as Letter });
    const [first, next] = deal.programs ?? ['P1', 'P2'];
    this.chance({ type: 'program-card', card: first });
    this.chance({ type: 'program-card', card: next });
    this.chance({ type: 'orient', rotation: deal.rotation ?? 0 });
    for (const card of deal.research ?? ['R01', 'R02', 'R03', 'R04', 'R05', 'R06'])
      this.chance({ type: 'research', card });
    for (const tile of deal.expansions ?? ['X01', 'X02', 'X03', 'X04', 'X05', 'X06'])
      this.chance({ type: 'expansion', tile });
  }

  do(actor: Actor, move: AqMove): this {
    const next = game.apply(this.state, actor, move);
    if (!next.ok)
      throw new Error(`refused ${JSON.stringify(move)} by ${actor}: ${next.error.code}`);
    this.state = next.value;
    this.log.push({ actor, move });
    return this;
  }

  chance(move: AqMove): this {
    return this.do('chance', move);
  }

  /** A move of the seat to move. */
  play(move: AqMove): this {
    return this.do(this.current, move);
  }

  get current(): Seat {
    const actor = game.toMove(this.state)[0];
    if (typeof actor !== 'number') throw new Error(`no seat to move (${String(actor)})`);
    return actor;
  }

  /** Asserts that the move is refused with this code and changes nothing. */
  refused(move: AqMove, code: string, actor: Actor = this.current): this {
    const before = JSON.stringify(this.state);
    expectRefused(game.apply(this.state, actor, move), code);
    expect(JSON.stringify(this.state)).toBe(before);
    return this;
  }

  /** The ring position of a sector letter. */
  pos(letter: string): number {
    const sector = pack.sectors.findIndex((s) => s.letter === letter);
    return this.state.ring.indexOf(sector);
  }

  program(room: string): this {
    return this.play({ type: 'program', room });
  }
  buy(colour: Colour): this {
    return this.play({ type: 'buy', colour });
  }
  ret(colour: Colour): this {
    return this.play({ type: 'return', colour });
  }
  pass(): this {
    return this.play({ type: 'pass' });
  }
  act(letter: string, colour: Colour, letters?: string): this {
    return this.play(this.actMove(letter, colour, letters));
  }
  actMove(letter: string, colour: Colour, letters?: string): AqMove {
    const sector = this.pos(letter);
    if (letters === undefined) return { type: 'act', sector, colour };
    return { type: 'act', sector, colour, letters: [...letters].map((l) => this.pos(l)) };
  }

  /**
   * A harmless turn: pass if allowed, else program the first room open to the engineer. At a red
   * line: stop there.
   */
  idle(): this {
    if (this.state.phase === 'redline') return this.play({ type: 'redline', pay: 'stop' });
    const legal = game.legalMoves(this.state, this.current);
    const move = legal.find((m) => m.type === 'pass') ?? legal.find((m) => m.type === 'program');
    if (!move) throw new Error('no idle move');
    return this.play(move);
  }

  /** Idles until the given seat is to move (other seats pass or climb). */
  until(seat: Seat): this {
    for (let i = 0; i < 50 && this.state.phase === 'play' && this.current !== seat; i++)
      this.idle();
    expect(this.current).toBe(seat);
    return this;
  }

  /** Everyone idles until the round is over and chance deals the next one (or the game ends). */
  endRound(deal: RoundDeal = {}): this {
    const round = this.state.round;
    const playing = () => this.state.phase === 'play' || this.state.phase === 'redline';
    for (let i = 0; i < 100 && playing() && this.state.round === round; i++) this.idle();
    return this.deal(deal);
  }

  /** Scripts the draws between two rounds; unspecified draws take the first outcome listed. */
  deal(deal: RoundDeal = {}): this {
    let research = 0;
    let expansions = 0;
    while (this.state.phase === 'chance') {
      const step = chanceStep(this.state)!;
      if (step.kind === 'research' && deal.research)
        this.chance({ type: 'research', card: deal.research[research++]! });
      else if (step.kind === 'expansion' && deal.expansions)
        this.chance({ type: 'expansion', tile: deal.expansions[expansions++]! });
      else if (step.kind === 'orient')
        this.chance({ type: 'orient', rotation: deal.rotation ?? 0 });
      else if (step.kind === 'program' && deal.program)
        this.chance({ type: 'program-card', card: deal.program });
      else this.chance(game.chanceOutcomes(this.state)[0]!.move);
    }
    return this;
  }

  /** Changes a copy of the state (for edge cases the moves would take long to reach). */
  edit(change: (s: AqState) => void): this {
    const next = clone(this.state);
    change(next);
    this.state = next;
    return this;
  }

  seat(seat: Seat): PlayerState {
    return this.state.seats[seat]!;
  }
  sector(letter: string): SectorState {
    return this.state.station[this.pos(letter)]!;
  }
  /** Colours of a seat's programmed bots, by name. */
  programmed(seat: Seat): Colour[] {
    return this.seat(seat).programmed.map(colourName);
  }
}

export function expectRefused(outcome: Outcome<unknown>, code: string): void {
  expect(outcome.ok ? 'accepted' : outcome.error.code).toBe(code);
}

export function cardIndex(id: string): number {
  return pack.researchCards.findIndex((c) => c.id === id);
}
export function expansionIndex(id: string): number {
  return pack.expansions.findIndex((x) => x.id === id);
}

/** A complete random game through `apply`, every state kept. */
export function playRandom(
  players: number,
  seed: string,
  options = game.defaultOptions(players),
): { states: AqState[]; moves: { actor: Actor; move: AqMove }[] } {
  const rng = createRng(seed);
  let state = game.setup(options, players);
  const states = [state];
  const moves: { actor: Actor; move: AqMove }[] = [];
  for (;;) {
    const actor = game.toMove(state)[0];
    if (actor === undefined) return { states, moves };
    let move: AqMove;
    if (actor === 'chance') move = game.sampleChance(state, rng);
    else {
      const legal = game.legalMoves(state, actor);
      move = legal[rng.int(legal.length)]!;
    }
    const next = game.apply(state, actor, move);
    if (!next.ok) throw new Error(`${JSON.stringify(move)}: ${next.error.code}`);
    state = next.value;
    states.push(state);
    moves.push({ actor, move });
  }
}

/** The value of an accepted outcome (a refusal fails the test). */
export function must<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new Error(`refused: ${outcome.error.code}`);
  return outcome.value;
}

/** Options with a changed copy of the scripts' pack, validated like a table creator's. */
export function optionsWith(
  change: (pack: AqPack) => void,
): ReturnType<typeof game.defaultOptions> {
  const copy = JSON.parse(JSON.stringify(pack)) as AqPack;
  change(copy);
  return must(game.parseOptions({ pack: copy, startPlayer: 'seating', passing: 'stuck' }, 2));
}
