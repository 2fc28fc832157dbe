/**
 * The legal moves as the server sends them (`legal` in `welcome`, `move` and `moves`): a table of
 * the kinds of move (`shapes`: each a move's `type` and its other keys, in order) and one row per
 * move (`rows`: the index of its shape, then its values in the shape's key order), in the game's
 * order. Plain code with no imports: the server and the web client share it.
 *
 * Why: a Survive turn has 50 to 100 legal moves, and 600 at the placement, each written out as
 * `{"type":"walk","explorer":30,"space":32}`: the lists were half of every Survive message to the
 * seat to move (3.0 KB a list on average). As rows, `[0,30,32]`, they are 3.6 times smaller,
 * in any game, with no code of the game's on either side.
 */

/** A kind of move: its `type`, then its other keys in order. */
export type MoveShape = readonly [type: string, ...keys: string[]];

/**
 * A move: the index of its shape in `shapes`, then its values in that shape's key order. A move
 * that is not an object with a string `type` (no game has one yet) is told whole: `[-1, move]`.
 */
export type LegalRow = readonly [shape: number, ...values: unknown[]];

export interface LegalList {
  readonly shapes: readonly MoveShape[];
  readonly rows: readonly LegalRow[];
}

const WHOLE = -1;

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The list as rows, in the same order. Keys whose value is undefined are left out, as JSON does. */
export function encodeLegal(moves: readonly unknown[]): LegalList {
  const shapes: MoveShape[] = [];
  const byShape = new Map<string, number>();
  const rows: LegalRow[] = [];
  for (const move of moves) {
    if (!isObj(move) || typeof move.type !== 'string') {
      rows.push([WHOLE, move]);
      continue;
    }
    const keys: string[] = [];
    const values: unknown[] = [];
    for (const key of Object.keys(move)) {
      if (key === 'type' || move[key] === undefined) continue;
      keys.push(key);
      values.push(move[key]);
    }
    const shape: MoveShape = [move.type, ...keys];
    // A key can hold any character: the shape's JSON names it unambiguously.
    const name = JSON.stringify(shape);
    let index = byShape.get(name);
    if (index === undefined) {
      index = shapes.length;
      shapes.push(shape);
      byShape.set(name, index);
    }
    rows.push([index, ...values]);
  }
  return { shapes, rows };
}

/**
 * The moves of a list the server sent (absent: none), as the game wrote them. Checks the list
 * as it reads it, since it came over the network: throws on a row that names no shape or does
 * not match its shape's length.
 */
export function decodeLegal(list: unknown): unknown[] {
  if (list === undefined) return [];
  if (!isObj(list) || !Array.isArray(list.shapes) || !Array.isArray(list.rows)) {
    throw new Error('legal: not a list of shapes and rows');
  }
  const shapes: unknown[] = list.shapes;
  return list.rows.map((row: unknown) => {
    if (!Array.isArray(row) || typeof row[0] !== 'number') throw new Error('legal: bad row');
    if (row[0] === WHOLE && row.length === 2) return row[1];
    const shape: unknown = shapes[row[0]];
    if (!Array.isArray(shape) || shape.length !== row.length || !shape.every(isString)) {
      throw new Error(`legal: row does not fit shape ${row[0]}`);
    }
    // fromEntries defines each key as the object's own, `__proto__` included (as JSON.parse does).
    return Object.fromEntries(shape.map((key, i) => (i === 0 ? ['type', key] : [key, row[i]])));
  });
}

const isString = (v: unknown): v is string => typeof v === 'string';
