import type { Viewer } from '../../kernel/index.js';
import { packView } from '../../protocol/packed.js';
import { PROTOCOL_VERSION } from '../wire.js';
import { withoutOptions } from './fanout.js';
import type { LiveTable, Subscriber } from './live-table.js';
import { HISTORY_MAX } from './log.js';

/** Sends a socket its welcome: the table, the whole view, the moves after `lastSeq`, the chat. */
export function welcome(
  t: LiveTable,
  sub: Subscriber,
  lastSeq: number,
  chat: unknown[],
  replaceAfterMs: number,
): void {
  const seat = t.seatOf(sub);
  const viewer: Viewer = seat ?? 'spectator';
  const now = Date.now();
  const history = t.history(lastSeq, viewer, HISTORY_MAX);
  const name = seat === null ? null : t.record.seats[seat]?.name;
  const position = t.position(viewer);
  // The options are in `table`, right above: once per connection, not in the view too.
  const view = withoutOptions(position.view);
  // Its lists of like objects as tables (packed.ts): the client holds the view as it was.
  const told = packView(view);
  // The view the next move's patch starts from.
  sub.shown = { viewer: seat, view };
  sub.send(
    JSON.stringify({
      type: 'welcome',
      v: PROTOCOL_VERSION,
      table: t.summary(),
      you: seat === null ? null : { seat, name },
      seq: t.seq,
      ...position,
      ...told,
      clock: t.clockJson(now),
      history: history.items,
      ...(history.from > lastSeq + 1 ? { historyFrom: history.from } : {}),
      chat,
      result: t.result(),
      ...t.presence(now),
      replaceAfterMs,
    }),
  );
}
