import type { Actor, Viewer } from '../../kernel/index.js';
import { encodeLegalJson } from '../../protocol/legal.js';
import { DiffMemo, diffJson, diffJsonText, type PatchOp } from '../../protocol/patch.js';
import { sameJson } from '../../protocol/same-json.js';
import type { MoveRecord } from '../storage/types.js';
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
  for (const s of t.subscribers) if (s !== welcomed) s.send(json);
}

/** Chat lines not told yet, in order. */
export function broadcastChat(t: LiveTable, chats: readonly { id: number }[]): void {
  for (const c of chats) {
    if (c.id <= t.lastChatId) continue;
    t.lastChatId = c.id;
    const json = JSON.stringify({ type: 'chat', ...c });
    // A players-only table's chat is for its seats (privacy.ts).
    for (const s of t.subscribers) if (seesChat(t.record, t.seatOf(s))) s.send(json);
  }
}

/**
 * The table's summary changed: everyone is told, and seats given away become spectators. Told
 * as the lobby lists it, without the options: they never change, and each socket had them in
 * its welcome (once per connection; an AquaSphere pack is about 39 KB).
 */
export function broadcastTable(t: LiveTable): void {
  const json = JSON.stringify({ type: 'table', table: t.listing() });
  for (const s of t.subscribers) {
    // A seat that left, or is someone else's now, leaves its old sockets only spectators.
    t.seatOf(s);
    s.send(json);
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
    json = `,"legal":${encodeLegalJson(list)}`;
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

/** `viewPatch`'s operations as JSON text, written once (patch.ts `diffJsonText`). */
function viewPatchText(held: Shown | undefined, next: Shown, memo: DiffMemo): string {
  if (held === undefined || held.viewer !== next.viewer) {
    return JSON.stringify(viewPatch(held, next));
  }
  return diffJsonText(held.view, next.view, memo);
}

/**
 * The viewers' views of one state share most fields: each field's change is found once per
 * message rather than once per viewer (patch.ts). One for the whole server: a fan-out runs to its
 * end without yielding, and clears it when done.
 */
const memo = new DiffMemo();

const PATCH_KEY = ',"patch":';

/**
 * Sends the subscribers that asked (or not) for batches a message built once per viewer (and
 * view held): `fields` for that viewer, the patch from the view the socket holds to the view of
 * `after` and the viewer's legal moves, then `shared` (what every viewer gets, serialized once:
 * it closes the JSON object).
 *
 * Each message goes out as UTF-8 bytes joined from its parts. Joined as strings, the parts made
 * a string of pieces that the socket's write copied once more into one string, on the heap: with
 * the view's JSON, that was most of what the server allocated per move, and the more it
 * allocates, the more often the young generation is collected and the more tables' states (alive
 * until their next move) outlive it, to be found dead by a full collection.
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
    { next: Shown; messages: Map<Shown | undefined, Buffer> }
  >();
  const sharedBytes = Buffer.byteLength(shared);
  // The last head written, and what it was written from: the next viewer's, when the same,
  // is not written again (same-json.ts).
  let lastFields: Record<string, unknown> | undefined;
  let lastHead = '';
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
      const mineFields = fields(viewer);
      const head =
        lastFields !== undefined && sameJson(mineFields, lastFields)
          ? lastHead
          : JSON.stringify(mineFields);
      lastFields = mineFields;
      lastHead = head;
      const patch = viewPatchText(s.shown, mine.next, memo);
      // Only the seat whose turn it is has moves to choose from: the others get no `legal`.
      const legal =
        viewer !== 'spectator' && toMove.includes(viewer)
          ? legalField(t.game.legalMoves(after, viewer))
          : '';
      // The head without its closing brace, the patch, then the other fields: each part is
      // encoded straight into the message (no joined string, no copy of an encoded head).
      const parts = [head.slice(0, -1), PATCH_KEY, patch, legal];
      let size = sharedBytes;
      for (const part of parts) size += Buffer.byteLength(part);
      message = Buffer.allocUnsafe(size);
      let at = 0;
      for (const part of parts) at += message.write(part, at);
      message.write(shared, at);
      mine.messages.set(s.shown, message);
    }
    s.shown = mine.next;
    s.send(message);
  }
  memo.clear();
}
