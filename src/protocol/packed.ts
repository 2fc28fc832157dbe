import { keysNamed, knownKeysIndex } from './known-keys.js';
import { readColumns, readList, tellList } from './lists.js';
import { putKey } from './own-key.js';

/**
 * A whole view as a `welcome` carries it, its lists told shorter where that is shorter; `packed`
 * names those lists (JSON Pointers, RFC 6901), and the client puts them back (`unpackView`)
 * before anything else reads the view. A list of objects that share their keys (in the same
 * order) is told as a table: its keys once, then one row of values per object
 * (`[keys, ...rows]`), or one column per key (`{"keys":[...],"cols":[...]}`, each column a list
 * told as lists.ts tells it), its keys the index of a list both ends know where they are one
 * (known-keys.ts, protocol 6); a list of plain values (numbers, strings, booleans, nulls) as
 * lists.ts tells it. Plain code: the server and the web client share it.
 *
 * Why: a Survive view is 3.7 KB, 2.7 KB of it its 40 explorers, each
 * `{"id":12,"owner":1,"where":"land","at":45,"value":null,"swam":false}`; an AquaSphere view
 * repeats the keys of each seat and station sector. Generic, so no game needs code of its own,
 * and only in the welcome: the patches after it apply to the view as the game wrote it.
 */

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const unescape = (token: string) => token.replace(/~1/g, '/').replace(/~0/g, '~');

/** The keys an object's JSON holds, in order (a key whose value is undefined is left out). */
function keysOf(o: Obj): string[] {
  return Object.keys(o).filter((k) => o[k] !== undefined);
}

/**
 * The view with its lists of like objects as tables (`[keys, ...rows]`), and where they are. A
 * list is packed only if its table is shorter, counted with its pointer: a hand of two tiles is
 * left as it is.
 */
export function packView(view: unknown): { view: unknown; packed?: string[] } {
  const packed: string[] = [];
  const out = pack(view, '', packed);
  return packed.length > 0 ? { view: out, packed } : { view: out };
}

function pack(value: unknown, at: string, packed: string[]): unknown {
  if (Array.isArray(value)) {
    const told = shortestTold(value);
    if (told !== null) {
      const bytes = JSON.stringify(told).length + JSON.stringify(at).length + 1;
      if (bytes < JSON.stringify(value).length) {
        packed.push(at);
        return told;
      }
    }
    return value.map((item, i) => pack(item, `${at}/${i}`, packed));
  }
  if (isObj(value)) {
    const out: Obj = {};
    for (const key of keysOf(value)) {
      // Defined as the object's own key, `__proto__` included (as JSON.parse does).
      putKey(out, key, pack(value[key], `${at}/${escape(key)}`, packed));
    }
    return out;
  }
  return value;
}

const isPlain = (v: unknown) =>
  v === null || typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean';

/**
 * The shortest way to tell a list of two or more objects with the same keys in the same order
 * (rows or columns), or of plain values (lists.ts); null for any other list.
 */
function shortestTold(list: readonly unknown[]): unknown {
  if (list.length < 2) return null;
  if (list.every(isPlain)) {
    const told = tellList(list);
    return Array.isArray(told) ? null : told;
  }
  if (!list.every(isObj)) return null;
  const keys = keysOf(list[0] as Obj);
  const same = (o: Obj) => {
    const k = keysOf(o);
    return k.length === keys.length && k.every((x, i) => x === keys[i]);
  };
  if (!(list as Obj[]).every(same)) return null;
  const known = knownKeysIndex(keys);
  const named = known >= 0 ? known : keys;
  const rows = [named, ...(list as Obj[]).map((o) => keys.map((k) => o[k]))];
  const columns = {
    keys: named,
    cols: keys.map((k) => tellList((list as Obj[]).map((o) => o[k]))),
  };
  // Objects with no keys have no column to count them by.
  if (keys.length === 0) return rows;
  return JSON.stringify(columns).length < JSON.stringify(rows).length ? columns : rows;
}

/**
 * The view as the game wrote it, from a welcome's `view` and `packed`. `view` itself is left as
 * it was. Throws on a pointer that names no table (the client then asks for the view again).
 */
export function unpackView(view: unknown, packed: readonly string[] | undefined): unknown {
  if (packed === undefined || packed.length === 0) return view;
  let root = structuredClone(view);
  for (const pointer of packed) {
    const tokens = pointer === '' ? [] : pointer.slice(1).split('/').map(unescape);
    if (pointer !== '' && !pointer.startsWith('/')) throw new Error(`packed: bad path ${pointer}`);
    const last = tokens.pop();
    let parent: unknown = root;
    for (const token of tokens) parent = child(parent, token);
    const table = last === undefined ? root : child(parent, last);
    const objects = listOf(table);
    if (last === undefined) root = objects;
    else if (Array.isArray(parent)) parent[Number(last)] = objects;
    else if (isObj(parent)) putKey(parent, last, objects);
  }
  return root;
}

function child(parent: unknown, token: string): unknown {
  if (Array.isArray(parent) && /^(0|[1-9][0-9]*)$/.test(token) && Number(token) < parent.length) {
    return parent[Number(token)];
  }
  if (isObj(parent) && Object.hasOwn(parent, token)) return parent[token];
  throw new Error(`packed: nothing at ${token}`);
}

/** The list a packed place tells: rows, columns, or a list of plain values (lists.ts). */
function listOf(told: unknown): unknown[] {
  if (Array.isArray(told)) return rowsOf(told);
  if (isObj(told) && 'cols' in told) return columnsOf(told);
  return readList(told);
}

function columnsOf(table: Obj): Obj[] {
  const { cols } = table;
  const keys = keysNamed(table.keys);
  if (!Array.isArray(cols) || cols.length !== keys.length) {
    throw new Error('packed: bad columns');
  }
  return readColumns(cols).map((row) => {
    const o: Obj = {};
    keys.forEach((k, j) => putKey(o, String(k), row[j]));
    return o;
  });
}

function rowsOf(table: unknown[]): Obj[] {
  if (!Array.isArray(table[0]) && typeof table[0] !== 'number') {
    throw new Error('packed: not a table');
  }
  const keys = keysNamed(table[0]);
  return table.slice(1).map((row: unknown) => {
    if (!Array.isArray(row) || row.length !== keys.length) throw new Error('packed: bad row');
    const o: Obj = {};
    keys.forEach((k, i) => putKey(o, String(k), row[i]));
    return o;
  });
}

/**
 * A whole message told with its lists shorter (a `welcome`: its view, its table's seats, its
 * history, ...), `packed` naming them from the message's root (protocol 5).
 */
export function packMessage(message: Obj): Obj {
  const told = packView(message);
  return told.packed === undefined
    ? (told.view as Obj)
    : { ...(told.view as Obj), packed: told.packed };
}

/**
 * The message as the server built it, from one it sent with `packed` (any other is returned as
 * it is). Throws on a pointer that names no table, as `unpackView` does.
 */
export function unpackMessage(message: unknown): unknown {
  if (!isObj(message) || !Array.isArray(message.packed)) return message;
  const pointers: unknown[] = message.packed;
  if (!pointers.every((p): p is string => typeof p === 'string')) {
    throw new Error('packed: not a list of pointers');
  }
  const rest: Obj = {};
  for (const key of Object.keys(message)) if (key !== 'packed') putKey(rest, key, message[key]);
  return unpackView(rest, pointers);
}
