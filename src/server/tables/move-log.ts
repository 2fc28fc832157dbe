import type { MoveRecord } from '../storage/types.js';

/** Moves joined into one string, once that many are logged. */
const BLOCK = 32;

/**
 * A table's moves in memory, mostly as the JSON text the storage keeps. Every move of a game in
 * play stays here (welcomes, replays and clocks read them), and as objects each move was three
 * or four more for every full collection to mark: at 2,000 tables they were most of the heap
 * after a minute or two, and the collector's pauses on the main thread grew with them. Text
 * holds no pointers, and BLOCK moves make one string: one object to mark where there were about
 * a hundred. Reading decodes again, which only welcomes, replays and reloads do.
 *
 * The moves after the last block stay the records logged (a record is never changed once
 * logged): each is serialized once, with its block, instead of once alone and again in the
 * block. They outlive the young generation either way, and as objects they are as many to mark
 * as the pieces of a short JSON string were.
 */
export class MoveLog implements Iterable<MoveRecord> {
  /** Whole blocks: each a JSON array of BLOCK moves. */
  private readonly blocks: string[] = [];
  /** The moves after the last block, fewer than BLOCK. */
  private recent: MoveRecord[] = [];
  private last = 0;

  static of(moves: Iterable<MoveRecord>): MoveLog {
    const log = new MoveLog();
    for (const m of moves) log.push(m);
    return log;
  }

  get length(): number {
    return this.blocks.length * BLOCK + this.recent.length;
  }

  /** When the last move was made (0 before any). */
  get lastAt(): number {
    return this.last;
  }

  push(m: MoveRecord): void {
    this.recent.push(m);
    this.last = m.at;
    if (this.recent.length === BLOCK) {
      this.blocks.push(JSON.stringify(this.recent));
      this.recent = [];
    }
  }

  [Symbol.iterator](): Iterator<MoveRecord> {
    return this.from(0);
  }

  /** The moves from index `start` on (the move with seq `start + 1` first). */
  *from(start: number): Generator<MoveRecord, void, undefined> {
    for (let b = Math.floor(start / BLOCK); b < this.blocks.length; b++) {
      const moves = JSON.parse(this.blocks[b] as string) as MoveRecord[];
      yield* b * BLOCK >= start ? moves : moves.slice(start - b * BLOCK);
    }
    const firstRecent = this.blocks.length * BLOCK;
    for (let i = Math.max(0, start - firstRecent); i < this.recent.length; i++)
      yield this.recent[i] as MoveRecord;
  }
}
