import type { Lang } from '../i18n';
import { currentPace } from '../pace';
import { PROTOCOL_VERSION } from '../../../src/protocol/version.js';
import { forgetHold, type SeatHold } from './api';
import { createPacer } from './pacing';
import { reloadForNewClient } from './reload';
import { openLink, type Answer, type Message } from './socket';
import { createTableStore } from './store';

export type { ChatLine, Clock, ConnectionStatus } from './store';

/**
 * One table's connection: a link to the server (socket.ts) that says hello with the seat's token
 * and the last move seen and reconnects by itself, catching up from there; the table's store
 * (store.ts) of the view, the log, the legal moves and the chat; and between them the pacing of
 * bots' moves (pacing.ts), so that a round of them can be followed.
 */
export function connectTable(tableId: string, hold: SeatHold | null, lang: () => Lang) {
  // A patch that did not fit the view held: the whole view again (if the link is down, the
  // reconnection's welcome brings it anyway).
  const store = createTableStore(tableId, () =>
    link.send({ type: 'resync', lastSeq: store.seq() }),
  );
  let token = hold?.token;
  const pacer = createPacer(store.showMoves, () => currentPace().botMs);

  function onMessage(msg: Message) {
    store.heard(msg);
    switch (msg.type) {
      case 'welcome':
        link.welcomed();
        // The welcome brings everything after the last move shown: what was queued included.
        pacer.clear();
        store.welcome(msg);
        sayVisible();
        break;
      case 'moves':
        // A move and the chance moves it led to come together, with the position after them.
        pacer.push(msg);
        break;
      case 'table':
        store.table(msg);
        break;
      case 'presence':
        store.presence(msg);
        break;
      case 'chat':
        store.chatLine(msg);
        break;
      case 'pong':
        break;
      case 'ack':
        link.answer(msg);
        break;
      case 'error':
        if (link.answer(msg)) break;
        // This page is older than the server: fetch the new client (once a minute at most; after
        // that, say so and stop trying, rather than knock again every few seconds).
        if (msg.code === 'protocol-version') {
          link.close();
          if (reloadForNewClient()) return;
          store.setStatus('closed');
        }
        // A token this table no longer knows (an old link, a reset server): watch instead.
        if (msg.code === 'bad-token' && token && store.signals.status() !== 'open') {
          token = undefined;
          forgetHold(tableId);
          link.helloAgain();
        }
        // A stale move needs no word: the moves it missed are on their way; the player sees them.
        if (msg.code !== 'stale') store.refused(msg);
        break;
    }
  }

  const link = openLink({
    hello: () => ({
      type: 'hello',
      v: PROTOCOL_VERSION,
      table: tableId,
      ...(token ? { token } : {}),
      lastSeq: store.seq(),
      lang: lang(),
      batch: true,
    }),
    message: onMessage,
    lost: store.lost,
    // Reconnected without the session: the page says why the account's seat is no longer held.
    signedOut: () => store.setError({ code: 'signed-out', params: {} }),
  });

  // A seat's page says whether it is seen: the server sends its push notifications only while
  // none of its pages is (docs/protocol.md, "Push notifications").
  const sayVisible = () => {
    // A seat held by its token, or by the account signed in here (no token on this device).
    if ((token || store.signals.you() !== null) && page)
      link.send({ type: 'visible', visible: page.visibilityState === 'visible' });
  };
  // (No document where the connection's unit tests run.)
  const page = typeof document === 'undefined' ? null : document;
  page?.addEventListener('visibilitychange', sayVisible);

  return {
    ...store.signals,
    /** Now, in the server's time. */
    serverNow: store.serverNow,
    play: (move: unknown) => {
      // No second click while the move is on its way; offline, the move waits for the player
      // to make it again once the welcome of the reconnection brings the legal moves back.
      store.offer();
      if (link.send({ type: 'move', seq: store.seq(), move }) !== null) store.sent();
      // Not sent: say so (it used to vanish without a word); the welcome clears it.
      else store.setError({ code: 'online.offline', params: {} });
    },
    start: () => link.send({ type: 'start' }),
    say: (text: string) => link.request({ type: 'chat', text }),
    /** Leaves the seat (freed before the start, played by a bot after) and forgets its token. */
    leave: async (): Promise<Answer> => {
      const answer = await link.request({ type: 'leave' });
      if (answer === null) {
        token = undefined;
        forgetHold(tableId);
        store.left();
      }
      return answer;
    },
    /** Asks for a bot to play an absent player's seat (the server decides). */
    replace: (seat: number) => link.request({ type: 'replace', seat }),
    /** For tests: drop the link as a network failure would. */
    drop: link.drop,
    close() {
      page?.removeEventListener('visibilitychange', sayVisible);
      link.close();
      pacer.stop();
      store.setStatus('closed');
    },
  };
}

export type TableConnection = ReturnType<typeof connectTable>;
