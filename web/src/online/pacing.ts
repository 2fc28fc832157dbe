/** Moves held back beyond this many are shown at once: following them one by one would lag. */
const MAX_BEHIND = 12;

/**
 * Bots' moves are shown one at a time, `botMs()` apart (the reader's pace): bots answer within
 * milliseconds, and a whole round of them at once could not be followed (people's moves come at
 * people's pace already). Each `moves` message carries the position after it, so holding a
 * message back holds back everything it changes (the view, the log, whose turn, the legal
 * moves); nothing is skipped. A screen that fell far behind (a tab in the background) catches up
 * at once.
 *
 * `show` shows one message and says whether a bot made a move of it (then the next waits).
 */
export function createPacer<T>(show: (item: T) => boolean, botMs: () => number) {
  /** Messages not shown yet, and when the next may be. */
  const queue: T[] = [];
  let holdUntil = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  /** Shows queued messages, each after a bot's move at least `botMs` after the one before. */
  function drain() {
    clearTimeout(timer);
    while (queue.length > 0) {
      const wait = queue.length > MAX_BEHIND ? 0 : holdUntil - Date.now();
      if (wait > 0) {
        timer = setTimeout(drain, wait);
        return;
      }
      if (show(queue.shift() as T)) holdUntil = Date.now() + botMs();
    }
  }

  return {
    push(item: T) {
      queue.push(item);
      drain();
    },
    /** Forgets what waits to be shown (a welcome brings it again). */
    clear() {
      queue.length = 0;
      clearTimeout(timer);
    },
    /** Shows nothing more. */
    stop() {
      clearTimeout(timer);
    },
  };
}
