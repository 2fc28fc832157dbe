/**
 * JSON Patch (RFC 6902), the few operations a view's change needs: `add`, `remove` and
 * `replace`, with JSON Pointer paths (RFC 6901). The server sends, after a `welcome`'s full view,
 * each viewer the change to its view (`diffJson`); the web client rebuilds the view from it
 * (`applyPatch`). Plain code with no imports: the server and the web client share it.
 *
 * Generic over the view's JSON, so no game needs code of its own: a view is mostly unchanged by
 * a move, and what changed sits in a few places of its tree.
 */

import { putKey } from './own-key.js';

export type PatchOp =
  | { op: 'add'; path: string; value: unknown }
  | { op: 'remove'; path: string }
  | { op: 'replace'; path: string; value: unknown };

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);

const escape = (key: string) =>
  key.includes('~') || key.includes('/') ? key.replace(/~/g, '~0').replace(/\//g, '~1') : key;
const unescape = (token: string) => token.replace(/~1/g, '/').replace(/~0/g, '~');

/**
 * The operations that take `a` to `b`, both JSON values as `JSON.stringify` would write them (a
 * key whose value is undefined is absent). Unchanged parts are skipped by identity first: views
 * built from immutable states share what did not change.
 */
export function diffJson(a: unknown, b: unknown, memo?: DiffMemo): PatchOp[] {
  if (memo !== undefined && a !== b && isObj(a) && isObj(b)) {
    const ops = walkFields(a, b, memo);
    // As `settle` does, but into a new list: the memo's entries point into this one.
    return replaces(ops, 0, b, '') ? [{ op: 'replace', path: '', value: b }] : ops;
  }
  const ops: PatchOp[] = [];
  walk(a, b, [], ops);
  return ops;
}

/**
 * `diffJson(a, b, memo)` as JSON text, for a caller that writes the patch out anyway (the
 * server's fan-out): whether one `replace` of the whole is shorter is read from the patch's own
 * JSON, instead of each operation being written out once to measure it and once more to send it.
 * A field's operations found for one viewer are written out once for all who share them (the
 * memo keeps their text). The same operations as `diffJson`'s.
 */
export function diffJsonText(a: unknown, b: unknown, memo: DiffMemo): string {
  if (a === b || !isObj(a) || !isObj(b)) return JSON.stringify(diffJson(a, b));
  const texts: string[] = [];
  const ops = walkFields(a, b, memo, texts);
  const json = `[${texts.join(',')}]`;
  // `replaces` counts each operation's JSON and a comma: the list's JSON is that and a bracket.
  if (ops.length < 2 || longerThan(b, json.length - 1 - 30)) return json;
  return JSON.stringify([{ op: 'replace', path: '', value: b }]);
}

/**
 * What `diffJson` found for each top-level field of the views it compared last, to reuse for the
 * next viewer's. The views of one state given to its viewers share most of their fields (the
 * same objects, built from the same immutable state), and the change of a field from the same
 * old object to the same new one is the same operations: the server diffs them once per move
 * rather than once per viewer. Only between the same two objects at the same path, so a viewer
 * is never told more than its own diff would have told it. An entry points into the operations
 * of the patch it was found for (`src`, from `from` to `to`), which are only ever appended to:
 * no copy is made for fields no other viewer shares, and entries are reused from one move to
 * the next (one per field name), so that a memo allocates nothing once warm.
 */
export class DiffMemo {
  readonly fields = new Map<string, MemoEntry>();

  /** Lets go of the views and patches it points to (the entries stay, to be reused). */
  clear(): void {
    for (const e of this.fields.values()) {
      e.a = e.b = undefined;
      e.src = NO_OPS;
      e.text = null;
    }
  }
}

interface MemoEntry {
  a: unknown;
  b: unknown;
  src: readonly PatchOp[];
  from: number;
  to: number;
  /** Those operations' JSON, joined by commas, once `diffJsonText` wrote them. */
  text: string | null;
}

/** The JSON of `ops` from `from` to `to`, joined by commas (no brackets). */
function opsText(ops: readonly PatchOp[], from: number, to: number): string {
  if (to - from === 1) return JSON.stringify(ops[from]);
  return from === to ? '' : JSON.stringify(ops.slice(from, to)).slice(1, -1);
}

const NO_OPS: readonly PatchOp[] = [];

/**
 * `walk` at the root of two objects, with the fields' operations from `memo` when known; without
 * the check of a `replace` of the whole (`diffJson`, `diffJsonText`).
 */
function walkFields(a: Obj, b: Obj, memo: DiffMemo, texts?: string[]): PatchOp[] {
  const ops: PatchOp[] = [];
  const at: string[] = [];
  for (const key in a) {
    if (!Object.hasOwn(a, key) || a[key] === undefined) continue;
    if (!Object.hasOwn(b, key) || b[key] === undefined) {
      ops.push({ op: 'remove', path: pointer([], escape(key)) });
    }
  }
  if (texts !== undefined && ops.length > 0) texts.push(opsText(ops, 0, ops.length));
  for (const key in b) {
    const value = b[key];
    if (!Object.hasOwn(b, key) || value === undefined) continue;
    const old = Object.hasOwn(a, key) ? a[key] : undefined;
    if (old === value) continue;
    if (old === undefined) {
      ops.push({ op: 'add', path: pointer([], escape(key)), value });
      texts?.push(opsText(ops, ops.length - 1, ops.length));
      continue;
    }
    const known = memo.fields.get(key);
    if (known !== undefined && known.a === old && known.b === value) {
      for (let i = known.from; i < known.to; i++) ops.push(known.src[i] as PatchOp);
      if (texts !== undefined && known.to > known.from)
        texts.push((known.text ??= opsText(known.src, known.from, known.to)));
      continue;
    }
    const from = ops.length;
    at.push(escape(key));
    walk(old, value, at, ops);
    at.pop();
    const text = texts !== undefined && ops.length > from ? opsText(ops, from, ops.length) : null;
    if (text !== null) texts?.push(text);
    if (value === null || typeof value !== 'object') continue;
    if (known === undefined) {
      memo.fields.set(key, { a: old, b: value, src: ops, from, to: ops.length, text });
    } else {
      known.a = old;
      known.b = value;
      known.src = ops;
      known.from = from;
      known.to = ops.length;
      known.text = text;
    }
  }
  return ops;
}

/**
 * Appends to `ops` what takes `a` to `b`, at `at` (the path's tokens, escaped): a path is joined
 * only for an operation, as most of a view is walked through unchanged, at every move, per viewer.
 */
function walk(a: unknown, b: unknown, at: string[], ops: PatchOp[]): void {
  if (a === b) return;
  const start = ops.length;
  if (Array.isArray(a) && Array.isArray(b)) {
    const common = Math.min(a.length, b.length);
    for (let i = 0; i < common; i++) {
      if (a[i] === b[i]) continue;
      at.push(String(i));
      walk(a[i], b[i], at, ops);
      at.pop();
    }
    // From the end, so that each index still names the element it removes.
    for (let i = a.length - 1; i >= b.length; i--) {
      ops.push({ op: 'remove', path: pointer(at, String(i)) });
    }
    for (let i = a.length; i < b.length; i++) {
      ops.push({ op: 'add', path: pointer(at, '-'), value: b[i] ?? null });
    }
    return settle(ops, start, b, at);
  }
  if (isObj(a) && isObj(b)) {
    for (const key in a) {
      if (!Object.hasOwn(a, key) || a[key] === undefined) continue;
      if (!Object.hasOwn(b, key) || b[key] === undefined) {
        ops.push({ op: 'remove', path: pointer(at, escape(key)) });
      }
    }
    for (const key in b) {
      const value = b[key];
      if (!Object.hasOwn(b, key) || value === undefined) continue;
      const old = Object.hasOwn(a, key) ? a[key] : undefined;
      if (old === value) continue;
      if (old === undefined) ops.push({ op: 'add', path: pointer(at, escape(key)), value });
      else {
        at.push(escape(key));
        walk(old, value, at, ops);
        at.pop();
      }
    }
    return settle(ops, start, b, at);
  }
  ops.push({ op: 'replace', path: pointer(at), value: b });
}

/** A JSON Pointer from escaped tokens (and one more). */
function pointer(at: readonly string[], last?: string): string {
  const path = at.length === 0 ? '' : `/${at.join('/')}`;
  return last === undefined ? path : `${path}/${last}`;
}

/**
 * A container's operations (`ops` from `start`), or one `replace` of the container if that says
 * it in fewer bytes (a row of dice rolled again is shorter told whole than die by die). Measured
 * only when there are several, and the container only as far as the operations' length: a
 * large view with a few changes is not written out to find that out.
 */
function settle(ops: PatchOp[], start: number, b: unknown, at: readonly string[]): void {
  // Most containers walked changed in one place or none: their path is not joined.
  if (ops.length - start < 2) return;
  const path = pointer(at);
  if (!replaces(ops, start, b, path)) return;
  ops.length = start;
  ops.push({ op: 'replace', path, value: b });
}

/** Whether one `replace` of the container at `path` with `b` says `ops` from `start` in fewer bytes. */
function replaces(ops: readonly PatchOp[], start: number, b: unknown, path: string): boolean {
  if (ops.length - start < 2) return false;
  let told = 0;
  for (let i = start; i < ops.length; i++) told += JSON.stringify(ops[i]).length + 1;
  // The replace's bytes beside its value: {"op":"replace","path":"…","value":}
  return !longerThan(b, told - 30 - path.length);
}

/**
 * Whether `value`'s JSON is longer than `limit` characters, about (strings unescaped): it stops
 * as soon as it is. Only chooses between two right patches, so an estimate does.
 */
function longerThan(value: unknown, limit: number): boolean {
  let n = 0;
  const visit = (v: unknown): boolean => {
    if (v === null || typeof v !== 'object') {
      n += typeof v === 'string' ? v.length + 2 : String(v).length;
    } else if (Array.isArray(v)) {
      n += 1;
      for (const item of v) if (visit(item) || ++n > limit) return true;
    } else {
      n += 1;
      for (const key of Object.keys(v)) {
        const item = (v as Obj)[key];
        if (item === undefined) continue;
        n += key.length + 4;
        if (visit(item)) return true;
      }
    }
    return n > limit;
  };
  return visit(value);
}

/**
 * `doc` with `ops` applied, as a new value: `doc` itself is left as it was (what changed is
 * copied along its path, the rest shared), so a screen holding the old view keeps it intact.
 * Throws on an operation that does not fit the document (the client then asks for a full view).
 */
export function applyPatch(doc: unknown, ops: readonly PatchOp[]): unknown {
  // Containers copied by this patch: changed in place by its later operations.
  const own = new Set<unknown>();
  const copy = (v: unknown): Obj | unknown[] => {
    if (own.has(v)) return v as Obj | unknown[];
    if (Array.isArray(v)) {
      const c = v.slice();
      own.add(c);
      return c;
    }
    if (isObj(v)) {
      const c = { ...v };
      own.add(c);
      return c;
    }
    throw new Error('patch: path through a value that holds nothing');
  };
  let root = doc;
  for (const op of ops) {
    if (op.path === '') {
      if (op.op === 'remove') throw new Error('patch: cannot remove the whole document');
      root = op.value;
      continue;
    }
    if (!op.path.startsWith('/')) throw new Error(`patch: bad path ${op.path}`);
    const tokens = op.path.slice(1).split('/').map(unescape);
    const last = tokens.pop() as string;
    root = copy(root);
    let parent = root as Obj | unknown[];
    for (const token of tokens) {
      if (Array.isArray(parent)) {
        const i = index(parent, token);
        parent = parent[i] = copy(parent[i]);
      } else {
        const child = copy(Object.hasOwn(parent, token) ? parent[token] : undefined);
        putKey(parent, token, child);
        parent = child;
      }
    }
    if (Array.isArray(parent)) {
      const at =
        last === '-' && op.op === 'add' ? parent.length : index(parent, last, op.op === 'add');
      if (op.op === 'add') parent.splice(at, 0, op.value);
      else if (op.op === 'remove') parent.splice(at, 1);
      else parent[at] = op.value;
    } else {
      if (op.op !== 'add' && !Object.hasOwn(parent, last)) {
        throw new Error(`patch: nothing at ${op.path}`);
      }
      if (op.op === 'remove') delete parent[last];
      else putKey(parent, last, op.value);
    }
  }
  return root;
}

/** An array index token, within the array (or just past its end, for an `add`). */
function index(array: readonly unknown[], token: string, end = false): number {
  const i = /^(0|[1-9][0-9]*)$/.test(token) ? Number(token) : -1;
  if (i < 0 || i > array.length || (i === array.length && !end)) {
    throw new Error(`patch: no index ${token}`);
  }
  return i;
}
