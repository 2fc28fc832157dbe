/**
 * JSON Patch (RFC 6902), the few operations a view's change needs: `add`, `remove` and
 * `replace`, with JSON Pointer paths (RFC 6901). The server sends, after a `welcome`'s full view,
 * each viewer the change to its view (`diffJson`); the web client rebuilds the view from it
 * (`applyPatch`). Plain code with no imports: the server and the web client share it.
 *
 * Generic over the view's JSON, so no game needs code of its own: a view is mostly unchanged by
 * a move, and what changed sits in a few places of its tree.
 */

export type PatchOp =
  | { op: 'add'; path: string; value: unknown }
  | { op: 'remove'; path: string }
  | { op: 'replace'; path: string; value: unknown };

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const unescape = (token: string) => token.replace(/~1/g, '/').replace(/~0/g, '~');

/**
 * The operations that take `a` to `b`, both JSON values as `JSON.stringify` would write them (a
 * key whose value is undefined is absent). Unchanged parts are skipped by identity first: views
 * built from immutable states share what did not change.
 */
export function diffJson(a: unknown, b: unknown): PatchOp[] {
  const ops: PatchOp[] = [];
  walk(a, b, '', ops);
  return ops;
}

function walk(a: unknown, b: unknown, path: string, ops: PatchOp[]): void {
  if (a === b) return;
  if (Array.isArray(a) && Array.isArray(b)) {
    const mine: PatchOp[] = [];
    const common = Math.min(a.length, b.length);
    for (let i = 0; i < common; i++) walk(a[i], b[i], `${path}/${i}`, mine);
    // From the end, so that each index still names the element it removes.
    for (let i = a.length - 1; i >= b.length; i--) {
      mine.push({ op: 'remove', path: `${path}/${i}` });
    }
    for (let i = a.length; i < b.length; i++) {
      mine.push({ op: 'add', path: `${path}/-`, value: b[i] ?? null });
    }
    return settle(mine, b, path, ops);
  }
  if (isObj(a) && isObj(b)) {
    const mine: PatchOp[] = [];
    const at = (o: Obj, key: string) => (Object.hasOwn(o, key) ? o[key] : undefined);
    for (const key of Object.keys(a)) {
      if (a[key] !== undefined && at(b, key) === undefined) {
        mine.push({ op: 'remove', path: `${path}/${escape(key)}` });
      }
    }
    for (const key of Object.keys(b)) {
      const value = b[key];
      if (value === undefined) continue;
      if (at(a, key) === undefined) mine.push({ op: 'add', path: `${path}/${escape(key)}`, value });
      else walk(a[key], value, `${path}/${escape(key)}`, mine);
    }
    return settle(mine, b, path, ops);
  }
  ops.push({ op: 'replace', path, value: b });
}

/**
 * A container's operations, or one `replace` of the container if that says it in fewer bytes
 * (a row of dice rolled again is shorter told whole than die by die). Measured only when there
 * are several, so an unchanged or once-changed large container costs nothing more.
 */
function settle(mine: PatchOp[], b: unknown, path: string, ops: PatchOp[]): void {
  if (mine.length > 1) {
    const whole: PatchOp = { op: 'replace', path, value: b };
    if (JSON.stringify(whole).length < JSON.stringify(mine).length) {
      ops.push(whole);
      return;
    }
  }
  for (const op of mine) ops.push(op);
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
        put(parent, token, child);
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
      else put(parent, last, op.value);
    }
  }
  return root;
}

/** Sets a key as JSON.parse would: `__proto__` too is a key like any other, not the prototype. */
function put(o: Obj, key: string, value: unknown): void {
  Object.defineProperty(o, key, { value, writable: true, enumerable: true, configurable: true });
}

/** An array index token, within the array (or just past its end, for an `add`). */
function index(array: readonly unknown[], token: string, end = false): number {
  const i = /^(0|[1-9][0-9]*)$/.test(token) ? Number(token) : -1;
  if (i < 0 || i > array.length || (i === array.length && !end)) {
    throw new Error(`patch: no index ${token}`);
  }
  return i;
}
