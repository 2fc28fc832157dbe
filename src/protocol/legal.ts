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
 *
 * Protocol 5 may tell the same list by columns where that is shorter: `kinds`, each move's shape
 * index in order, as a list told as lists.ts tells it, and per shape in `cols` either one list
 * per key (the values of that shape's moves, in order, told as lists.ts tells them) or
 * `{"product":[[...],...]}`: the shape's moves are every combination of those values, the first
 * key's changing slowest. Survive's 600 placements (10 explorers, 60 spaces) are then 0.2 KB,
 * not 5.4 KB; a walk's explorers and spaces, a character each.
 */

import { copy, readColumns, readList, tellList, type ToldList } from './lists.js';
import { putKey } from './own-key.js';

/** A kind of move: its `type`, then its other keys in order. */
export type MoveShape = readonly [type: string, ...keys: string[]];

/**
 * A move: the index of its shape in `shapes`, then its values in that shape's key order. A move
 * that is not an object with a string `type` (no game has one yet) is told whole: `[-1, move]`.
 */
export type LegalRow = readonly [shape: number, ...values: unknown[]];

/** The values of one shape's moves: a list per key, or every combination of values per key. */
export type ShapeColumns = readonly ToldList[] | { readonly product: readonly unknown[][] };

export type LegalList =
  | { readonly shapes: readonly MoveShape[]; readonly rows: readonly LegalRow[] }
  | {
      readonly shapes: readonly MoveShape[];
      readonly kinds: ToldList;
      readonly cols: readonly ShapeColumns[];
    };

const WHOLE = -1;

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The list as rows, in the same order. Keys whose value is undefined are left out, as JSON does. */
export function encodeLegal(moves: readonly unknown[]): LegalList {
  return encode(moves, false).list;
}

/**
 * `JSON.stringify(encodeLegal(moves))`, with the JSON that chose between rows and columns rather
 * than a third one (the server's `legal` field, at every move).
 */
export function encodeLegalJson(moves: readonly unknown[]): string {
  return encode(moves, true).json;
}

function encode(moves: readonly unknown[], json: boolean): { list: LegalList; json: string } {
  const shapes: MoveShape[] = [];
  // The shapes by type, each with its index: found by comparing keys, not by writing each
  // move's shape out to JSON.
  const byType = new Map<string, { keys: string[]; index: number }[]>();
  const rows: LegalRow[] = [];
  for (const move of moves) {
    if (!isObj(move) || typeof move.type !== 'string') {
      rows.push([WHOLE, move]);
      continue;
    }
    const keys: string[] = [];
    const row: unknown[] = [0];
    for (const key of Object.keys(move)) {
      if (key === 'type' || move[key] === undefined) continue;
      keys.push(key);
      row.push(move[key]);
    }
    let known = byType.get(move.type);
    if (known === undefined) byType.set(move.type, (known = []));
    let index = known.find((k) => sameKeys(k.keys, keys))?.index;
    if (index === undefined) {
      index = shapes.length;
      shapes.push([move.type, ...keys]);
      known.push({ keys, index });
    }
    row[0] = index;
    rows.push(row as unknown as LegalRow);
  }
  const byRows = { shapes, rows };
  const rowsOnly = () => ({ list: byRows, json: json ? JSON.stringify(byRows) : '' });
  if (rows.some((r) => r[0] === WHOLE) || rows.length < 2) return rowsOnly();
  const byColumns = {
    shapes,
    kinds: tellList(rows.map((r) => r[0])),
    cols: shapes.map((shape, k) =>
      columnsOf(
        shape.length - 1,
        rows.filter((r) => r[0] === k),
      ),
    ),
  };
  const columnsJson = JSON.stringify(byColumns);
  const rowsJson = JSON.stringify(byRows);
  return columnsJson.length < rowsJson.length
    ? { list: byColumns, json: columnsJson }
    : { list: byRows, json: rowsJson };
}

const sameKeys = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((key, i) => key === b[i]);

/** One shape's rows (`[shape, ...values]`) by columns: every combination, or a list per key. */
function columnsOf(keys: number, rows: readonly LegalRow[]): ShapeColumns {
  const columns = Array.from({ length: keys }, (_, j) => rows.map((r) => r[j + 1]));
  const product = productOf(columns);
  return product !== null ? { product } : columns.map(tellList);
}

/**
 * The values of each column, in order of first appearance, if the rows are exactly every
 * combination of them in order (the first column's changing slowest); else null.
 */
function productOf(columns: readonly unknown[][]): unknown[][] | null {
  const n = columns[0]?.length ?? 0;
  if (columns.length === 0 || n < 2) return null;
  const texts = columns.map((c) => c.map((v) => JSON.stringify(v)));
  const distinct = texts.map((t) => [...new Set(t)]);
  if (distinct.reduce((a, d) => a * d.length, 1) !== n) return null;
  for (let i = 0; i < n; i++) {
    let rest = i;
    for (let j = columns.length - 1; j >= 0; j--) {
      const d = distinct[j] as string[];
      if ((texts[j] as string[])[i] !== d[rest % d.length]) return null;
      rest = Math.floor(rest / d.length);
    }
  }
  return distinct.map((d) => d.map((t) => JSON.parse(t) as unknown));
}

/**
 * The moves of a list the server sent (absent: none), as the game wrote them. Checks the list
 * as it reads it, since it came over the network: throws on a row that names no shape or does
 * not match its shape's length.
 */
export function decodeLegal(list: unknown): unknown[] {
  if (list === undefined) return [];
  if (!isObj(list) || !Array.isArray(list.shapes))
    throw new Error('legal: not a list of shapes and rows or columns');
  const shapes: unknown[] = list.shapes;
  const rows = Array.isArray(list.rows) ? list.rows : rowsOfColumns(shapes, list.kinds, list.cols);
  // Each shape checked once, not once per move (a Survive placement has 600 moves of one shape).
  const fits = shapes.map((shape) => Array.isArray(shape) && shape.every(isString));
  const moves = new Array<unknown>(rows.length);
  for (let r = 0; r < rows.length; r++) {
    const row: unknown = rows[r];
    if (!Array.isArray(row) || typeof row[0] !== 'number') throw new Error('legal: bad row');
    if (row[0] === WHOLE && row.length === 2) {
      moves[r] = row[1];
      continue;
    }
    const shape = shapes[row[0]] as string[];
    if (fits[row[0]] !== true || shape.length !== row.length) {
      throw new Error(`legal: row does not fit shape ${row[0]}`);
    }
    moves[r] = moveOf(shape, row);
  }
  return moves;
}

/**
 * A row's move: `type`, then each key of its shape with its value, in order. Written key by key
 * rather than by `Object.fromEntries` (a web client decodes every list it is sent, and a bench's
 * thousands of seats decode one each per turn), with `__proto__` defined as the move's own key,
 * as JSON.parse and fromEntries define it, never set as its prototype.
 */
function moveOf(shape: readonly string[], row: readonly unknown[]): Obj {
  const move: Obj = { type: shape[0] };
  for (let i = 1; i < shape.length; i++) {
    const key = shape[i] as string;
    if (key === '__proto__') putKey(move, key, row[i]);
    else move[key] = row[i];
  }
  return move;
}

const isString = (v: unknown): v is string => typeof v === 'string';

/** The rows a list by columns tells (each `[shape, ...values]`), checked as they are read. */
function rowsOfColumns(shapes: unknown[], kinds: unknown, cols: unknown): unknown[][] {
  if (!Array.isArray(cols) || cols.length !== shapes.length) throw new Error('legal: bad cols');
  const valuesOf = cols.map((c: unknown, k) => {
    const shape = shapes[k];
    if (!Array.isArray(shape)) throw new Error(`legal: bad shape ${k}`);
    return shapeRows(shape.length - 1, c);
  });
  const next = valuesOf.map(() => 0);
  return readList(kinds).map((k) => {
    const values = typeof k === 'number' ? valuesOf[k] : undefined;
    // A shape with no key but its type: each of its moves has no values.
    const row = values === null ? [] : values?.[next[k as number] as number];
    if (row === undefined) throw new Error(`legal: no values for a move of shape ${String(k)}`);
    next[k as number] = (next[k as number] as number) + 1;
    const full = new Array<unknown>(row.length + 1);
    full[0] = k;
    for (let i = 0; i < row.length; i++) full[i + 1] = row[i];
    return full;
  });
}

/**
 * One shape's moves' values, in order, from its columns (a list per key, or a product); null for
 * a shape with no key, whose columns cannot count its moves (`kinds` does).
 */
function shapeRows(keys: number, c: unknown): unknown[][] | null {
  if (isObj(c) && Array.isArray(c.product)) {
    const lists: unknown[] = c.product;
    if (lists.length !== keys || !lists.every(Array.isArray)) throw new Error('legal: bad product');
    // Every combination, the first key's value changing slowest; each value a copy of its own
    // (a later patch may change one move's and not another's).
    const counts = (lists as unknown[][]).map((l) => l.length);
    const n = counts.reduce((a, b) => a * b, 1);
    const rows = new Array<unknown[]>(n);
    for (let i = 0; i < n; i++) {
      const row = new Array<unknown>(keys);
      let rest = i;
      for (let j = keys - 1; j >= 0; j--) {
        const list = lists[j] as unknown[];
        row[j] = copy(list[rest % list.length]);
        rest = Math.floor(rest / list.length);
      }
      rows[i] = row;
    }
    return rows;
  }
  if (!Array.isArray(c) || c.length !== keys) throw new Error('legal: bad columns');
  if (keys === 0) return null;
  return readColumns(c);
}
