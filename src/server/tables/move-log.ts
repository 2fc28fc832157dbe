import { encodeMove } from '../storage/codec.js';
import type { MoveRecord } from '../storage/types.js';

/** Moves joined into one string, once that many are logged. */
const BLOCK = 32;

/**
 * A table's moves in memory, as the JSON text the storage keeps. Every move of a game in play
 * stays here (welcomes, replays and clocks read them), and as objects each move was three or
 * four more for every full collection to mark: at 2,000 tables they were most of the heap after
 * a minute or two, and the collector's pauses on the main thread grew with them. Text holds no
 * pointers: each move is one string as it is logged, and every BLOCK moves are joined into one.
 * Reading decodes again, which only welcomes, replays and reloads do.
 *
 * A block is its moves' text joined by commas, without the brackets of a JSON array: a string
 * built as '[' + moves + ']' is three objects, not one.
 */
export class MoveLog implements Iterable<MoveRecord> {
  /** Whole blocks: each BLOCK moves' JSON, joined by commas. */
  private readonly blocks: string[] = [];
  /** The JSON of each move after the last block, fewer than BLOCK. */
  private recent: string[] = [];
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
    const json = encodeMove(m);
    // V8 writes JSON longer than a few dozen characters as a string of pieces, three objects
    // where one would do. Reading a character joins them, and the next collection lets the
    // pieces go: one object per logged move (heap snapshot, 10,000 moves of 92 characters).
    json.charCodeAt(0);
    this.recent.push(json);
    this.last = m.at;
    if (this.recent.length === BLOCK) {
      this.blocks.push(this.recent.join(','));
      this.recent = [];
    }
  }

  [Symbol.iterator](): Iterator<MoveRecord> {
    return this.from(0);
  }

  /** The moves from index `start` on (the move with seq `start + 1` first). */
  *from(start: number): Generator<MoveRecord, void, undefined> {
    for (let b = Math.floor(start / BLOCK); b < this.blocks.length; b++) {
      const moves = JSON.parse(`[${this.blocks[b] as string}]`) as MoveRecord[];
      yield* b * BLOCK >= start ? moves : moves.slice(start - b * BLOCK);
    }
    const firstRecent = this.blocks.length * BLOCK;
    for (let i = Math.max(0, start - firstRecent); i < this.recent.length; i++)
      yield JSON.parse(this.recent[i] as string) as MoveRecord;
  }
}
