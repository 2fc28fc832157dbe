import type { Viewer } from '../../kernel/index.js';
import { packMessage } from '../../protocol/packed.js';
import { PROTOCOL_VERSION } from '../wire.js';
import { withoutOptions } from './fanout.js';
import type { LiveTable, Subscriber } from './live-table.js';
import { HISTORY_MAX } from './log.js';
import { seesChat } from './privacy.js';

/** Sends a socket its welcome: the table, the whole view, the moves after `lastSeq`, the chat. */
export function welcome(
  t: LiveTable,
  sub: Subscriber,
  lastSeq: number,
  chat: unknown[],
  replaceAfterMs: number,
  /** The moves a bot made for the seat while its player was away (they are told on return). */
  botMoves = 0,
  /** The last chat line the seat had read, on any device (chat-reads.ts). */
  chatRead?: number,
): void {
  const seat = t.seatOf(sub);
  const viewer: Viewer = seat ?? 'spectator';
  const now = Date.now();
  const history = t.history(lastSeq, viewer, HISTORY_MAX);
  const name = seat === null ? null : t.record.seats[seat]?.name;
  // Told to the creator's own seat only (on any of its devices): its page offers to invite.
  const creator = seat !== null && t.record.seats[seat]?.creator === true;
  const position = t.position(viewer);
  const { connected, awaySince } = t.presence(now);
  // The options are in `table`, right above: once per connection, not in the view too.
  const view = withoutOptions(position.view);
  // The view the next move's patch starts from.
  sub.shown = { viewer: seat, view };
  // The options go as they are: a pack's 39 KB is worth no search for lists to tell shorter.
  const { options, ...table } = t.summary();
  // Its lists told shorter (packed.ts): the client puts them back before it reads the message.
  const message = packMessage({
    type: 'welcome',
    v: PROTOCOL_VERSION,
    table,
    you:
      seat === null
        ? null
        : {
            seat,
            name,
            ...(creator ? { creator } : {}),
            ...(botMoves > 0 ? { botMoves } : {}),
            ...(chatRead !== undefined ? { chatRead } : {}),
          },
    seq: t.seq,
    ...position,
    view,
    clock: t.clockJson(now),
    history: history.items,
    ...(history.from > lastSeq + 1 ? { historyFrom: history.from } : {}),
    // A players-only table's chat is for its seats (privacy.ts).
    chat: seesChat(t.record, seat) ? chat : [],
    result: t.result(),
    connected,
    // Left out while nobody is away, as mostly.
    ...(awaySince.some((since) => since !== null) ? { awaySince } : {}),
    replaceAfterMs,
  });
  (message.table as Record<string, unknown>).options = options;
  sub.send(JSON.stringify(message));
}
