import type { Actor, Viewer } from '../../kernel/index.js';
import { encodeLegal } from '../../protocol/legal.js';
import { DiffMemo, diffJson, opJson, type PatchOp } from '../../protocol/patch.js';
import type { MoveRecord } from '../storage/types.js';
import { TextFrame } from '../ws-frame.js';
import type { LiveTable, Shown, Subscriber } from './live-table.js';
import { seesChat } from './privacy.js';

/**
 * Fan-out: what the sockets following a table are told, each message built from its receiver's
 * own view. No storage here: these run once a change is durable (or was read from the log).
 */

/** The chat lines a welcome (or a catch-up of another instance's chat) brings, at most. */
export const CHAT_BACKLOG = 50;

/**
 * Tells every subscriber who is connected, when that changed (a reconnect that leaves the seat
 * held says nothing). `welcomed` was just told in its welcome.
 */
export function announcePresence(t: LiveTable, welcomed?: Subscriber): void {
  const json = JSON.stringify({ type: 'presence', ...t.presence(Date.now()) });
  if (json === t.presenceSent) return;
  t.presenceSent = json;
  const frame = TextFrame.of(json);
  for (const s of t.subscribers) if (s !== welcomed) s.send(frame);
}

/** Chat lines not told yet, in order. */
export function broadcastChat(t: LiveTable, chats: readonly { id: number }[]): void {
  for (const c of chats) {
    if (c.id <= t.lastChatId) continue;
    t.lastChatId = c.id;
    const frame = TextFrame.of(JSON.stringify({ type: 'chat', ...c }));
    // A players-only table's chat is for its seats (privacy.ts).
    for (const s of t.subscribers) if (seesChat(t.record, t.seatOf(s))) s.send(frame);
  }
}

/**
 * The table's summary changed: everyone is told, and seats given away become spectators. Told
 * as the lobby lists it, without the options: they never change, and each socket had them in
 * its welcome (once per connection; an AquaSphere pack is about 39 KB).
 */
export function broadcastTable(t: LiveTable): void {
  const frame = TextFrame.of(JSON.stringify({ type: 'table', table: t.listing() }));
  for (const s of t.subscribers) {
    // A seat that left, or is someone else's now, leaves its old sockets only spectators.
    t.seatOf(s);
    s.send(frame);
  }
  announcePresence(t);
}

/** How many of the table's sockets asked for `moves` batches, and how many for `move` messages. */
export function audiences(t: LiveTable): { batched: number; classic: number } {
  let classic = 0;
  for (const s of t.subscribers) if (!s.batch) classic++;
  return { batched: t.subscribers.size - classic, classic };
}

/**
 * One `move` message, to each socket that did not ask for batches (sent while the table's state
 * and clock are those right after `m`).
 */
export function sendMove(
  t: LiveTable,
  before: unknown,
  after: unknown,
  m: MoveRecord,
  result: unknown,
): void {
  const toMove = t.game.toMove(after);
  const bot = t.forPerson(m) ? ',"byBot":true' : '';
  const shared = `,"seq":${m.seq},"actor":${JSON.stringify(m.actor)},"at":${m.at}${bot},"toMove":${JSON.stringify(toMove)},"clock":${JSON.stringify(t.clockJson(Date.now()))},"result":${JSON.stringify(result)}}`;
  sendPerViewer(t, false, after, toMove, shared, (viewer) => ({
    type: 'move',
    move: t.game.viewMove(before, m.actor, m.move, viewer),
    log: t.game.describeMove(before, m.actor, m.move, viewer),
  }));
}

/**
 * One `moves` message for the whole write, to each socket that asked for batches: every move
 * as its viewer may see it, then the position after the last one only (one view per viewer
 * instead of one per move).
 */
export function sendMoves(
  t: LiveTable,
  states: readonly unknown[],
  records: readonly MoveRecord[],
  result: unknown,
): void {
  const after = t.state;
  const toMove = t.game.toMove(after);
  const last = records[records.length - 1] as MoveRecord;
  const shared = `,"seq":${last.seq},"toMove":${JSON.stringify(toMove)},"clock":${JSON.stringify(t.clockJson(Date.now()))},"result":${JSON.stringify(result)}}`;
  sendPerViewer(t, true, after, toMove, shared, (viewer) => ({
    type: 'moves',
    moves: records.map((m, i) => t.moveFor(states[i], m, viewer)),
  }));
}

/**
 * A view without its `options`, for every view the server sends (a `welcome`'s, and those `move`
 * and `moves` patches rebuild): they are the table's, told once per connection in the
 * `welcome`'s summary, and never change during a game (docs/protocol.md). They were a third of an Into
 * the Blue view and nearly all of an AquaSphere one (its component pack: about 39 KB, to every
 * viewer at every move).
 */
export function withoutOptions(view: unknown): unknown {
  if (view === null || typeof view !== 'object' || !('options' in view)) return view;
  // A copy: the view is the game's. JSON leaves out a key whose value is undefined.
  return { ...view, options: undefined };
}

/**
 * The `legal` field of the mover's message, by legal-move list, as rows (src/protocol/legal.ts). A
 * game may hand out the same list for the same choice (Into the Blue does, by dice): its JSON is
 * then built once. Lists are read-only (the `Game` contract), so a list seen again reads the
 * same. Kept as text: a small Buffer kept for long would hold the whole 8 KB slab of Node's pool
 * that it was cut from.
 */
const legalJson = new WeakMap<readonly unknown[], string>();

function legalField(list: readonly unknown[]): string {
  let json = legalJson.get(list);
  if (json === undefined) {
    json = `,"legal":${JSON.stringify(encodeLegal(list))}`;
    legalJson.set(list, json);
  }
  return json;
}

/**
 * The change from the view a socket holds to `next`, its viewer's view now, as a JSON Patch.
 *
 * Hidden information: the patch is only ever computed between two views of the SAME viewer, so
 * every value it carries is a part of `next`, which that viewer may see (what it removes or
 * replaces, the socket already held). A socket whose seat changed (given away, left: it watches
 * now) or that holds nothing gets the whole view instead (a `replace` of the root), never the
 * difference between what one viewer saw and what another may.
 */
export function viewPatch(held: Shown | undefined, next: Shown, memo?: DiffMemo): PatchOp[] {
  if (held === undefined || held.viewer !== next.viewer) {
    return [{ op: 'replace', path: '', value: next.view }];
  }
  return diffJson(held.view, next.view, memo);
}

/**
 * The viewers' views of one state share most fields: each field's change is found once per
 * message rather than once per viewer (patch.ts). One for the whole server: a fan-out runs to its
 * end without yielding, and clears it when done.
 */
const memo = new DiffMemo();

/**
 * Sends the subscribers that asked (or not) for batches a message built once per viewer (and
 * view held): `fields` for that viewer, the patch from the view the socket holds to the view of
 * `after` and the viewer's legal moves, then `shared` (what every viewer gets, serialized once:
 * it closes the JSON object).
 *
 * Viewers who are told the same bytes (in most moves, every viewer but the one to move: they see
 * the same change) share one frame (ws-frame.ts): encoded and framed once, written to each socket.
 * The message is written into its frame from its parts, and a patch's operations were written
 * once for every viewer that shares them (patch.ts's `opJson`).
 */
function sendPerViewer(
  t: LiveTable,
  batch: boolean,
  after: unknown,
  toMove: readonly Actor[],
  shared: string,
  fields: (viewer: Viewer) => Record<string, unknown>,
): void {
  /** Per viewer: its view now, and its message per view held (nearly always one). */
  const byViewer = new Map<
    number | null,
    { next: Shown; messages: Map<Shown | undefined, TextFrame> }
  >();
  /** The messages framed so far, to find one told to another viewer. */
  const built: Built[] = [];
  for (const s of t.subscribers) {
    if (s.batch !== batch) continue;
    let mine = byViewer.get(s.seat);
    if (mine === undefined) {
      const viewer: Viewer = s.seat ?? 'spectator';
      mine = {
        next: { viewer: s.seat, view: withoutOptions(t.game.view(after, viewer)) },
        messages: new Map(),
      };
      byViewer.set(s.seat, mine);
    }
    let message = mine.messages.get(s.shown);
    if (message === undefined) {
      const viewer: Viewer = s.seat ?? 'spectator';
      const own = JSON.stringify(fields(viewer));
      const ops = viewPatch(s.shown, mine.next, memo);
      // Only the seat whose turn it is has moves to choose from: the others get no `legal`.
      const legal =
        viewer !== 'spectator' && toMove.includes(viewer)
          ? legalField(t.game.legalMoves(after, viewer))
          : '';
      message = built.find((b) => b.own === own && b.legal === legal && sameOps(b.ops, ops))?.frame;
      if (message === undefined) {
        message = frameOf(own, ops, legal, shared);
        built.push({ own, ops, legal, frame: message });
      }
      mine.messages.set(s.shown, message);
    }
    s.shown = mine.next;
    s.send(message);
  }
  memo.clear();
}

/** A message framed for some viewer: its parts, to compare another viewer's with. */
interface Built {
  readonly own: string;
  readonly ops: readonly PatchOp[];
  readonly legal: string;
  readonly frame: TextFrame;
}

/** Whether two patches say the same (mostly they hold the same operations, shared by the memo). */
function sameOps(a: readonly PatchOp[], b: readonly PatchOp[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as PatchOp;
    const y = b[i] as PatchOp;
    if (x !== y && opJson(x, memo) !== opJson(y, memo)) return false;
  }
  return true;
}

const PATCH = ',"patch":[';

/**
 * The frame of `own` (a JSON object) with the fields `patch` (its operations), `legal` and
 * `shared` (which closes the object) after its own, written in place: the message is never one
 * string (joined, the parts made a string of pieces that was copied once more into one).
 */
function frameOf(own: string, ops: readonly PatchOp[], legal: string, shared: string): TextFrame {
  const patch =
    ops.length === 1
      ? opJson(ops[0] as PatchOp, memo)
      : ops.map((op) => opJson(op, memo)).join(',');
  // The object without its closing brace (one byte in UTF-8), then the other fields.
  const ownBytes = Buffer.byteLength(own) - 1;
  const patchBytes = Buffer.byteLength(patch);
  const legalBytes = Buffer.byteLength(legal);
  const frame = TextFrame.alloc(
    ownBytes + PATCH.length + patchBytes + 1 + legalBytes + Buffer.byteLength(shared),
  );
  const { bytes } = frame;
  let at = frame.at + bytes.write(own, frame.at) - 1;
  at += bytes.write(PATCH, at, 'latin1');
  at += bytes.write(patch, at);
  bytes[at++] = 0x5d; // ]
  at += bytes.write(legal, at);
  bytes.write(shared, at);
  return frame;
}
