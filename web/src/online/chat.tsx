import { createEffect, createSignal, For, on, onCleanup, onMount, Show } from 'solid-js';
import { t } from '../i18n';
import { PlayerMark } from '../ui/player-mark';
import type { TableConnection } from './connection';
import './online.css';

/** The server's limit on a chat line, in characters after trimming (docs/protocol.md). */
export const MAX_CHAT = 500;

/** Characters as the server counts them (code points, not UTF-16 units). */
const length = (text: string) => [...text.trim()].length;

/**
 * The table's chat. Lines are the server's strings put in as text (Solid escapes them), never as
 * HTML. The list is a log (a polite live region), so screen readers read new lines out; players
 * write, spectators read.
 */
export function Chat(props: { conn: TableConnection }) {
  const [draft, setDraft] = createSignal('');
  const [problem, setProblem] = createSignal<string | null>(null);
  const [sending, setSending] = createSignal(false);
  let list: HTMLDivElement | undefined;
  // Follow the latest line by scrolling the list only, never the page.
  createEffect(
    on(
      () => props.conn.chat().length,
      () => {
        if (list) list.scrollTop = list.scrollHeight;
      },
    ),
  );
  const seated = () => props.conn.you() !== null;
  const over = () => length(draft()) > MAX_CHAT;
  const send = async (e: Event) => {
    e.preventDefault();
    const text = draft().trim();
    if (text.length === 0) return setProblem(t('online.chat-empty'));
    if (length(text) > MAX_CHAT) return setProblem(t('online.chat-too-long', { max: MAX_CHAT }));
    setSending(true);
    const answer = await props.conn.say(text);
    setSending(false);
    if (answer) setProblem(t(answer.code, answer.params));
    else {
      setProblem(null);
      setDraft('');
    }
  };
  return (
    <section class="chat" aria-labelledby="chat-title">
      <h2 id="chat-title">{t('online.chat')}</h2>
      {/* A log (a polite live region) around a list: a list itself may not take that role. */}
      <div
        class="chat-lines"
        role="log"
        aria-labelledby="chat-title"
        tabindex="0"
        ref={(el) => (list = el)}
      >
        <ul>
          <For
            each={props.conn.chat()}
            fallback={<li class="chat-none">{t('online.chat-none')}</li>}
          >
            {(line) => (
              <li data-chat={line.id}>
                <Show when={line.seat !== null}>
                  <PlayerMark seat={line.seat ?? 0} />{' '}
                </Show>
                <strong class="chat-name">{line.name}</strong>
                <span class="visually-hidden">:</span> <span class="chat-text">{line.text}</span>
              </li>
            )}
          </For>
        </ul>
      </div>
      <Show when={seated()} fallback={<p class="hint">{t('online.chat-spectator')}</p>}>
        <form class="chat-form" onSubmit={send}>
          <label for="chat-input" class="visually-hidden">
            {t('online.chat-say')}
          </label>
          <input
            id="chat-input"
            type="text"
            autocomplete="off"
            enterkeyhint="send"
            placeholder={t('online.chat-placeholder')}
            value={draft()}
            aria-describedby="chat-count chat-problem"
            aria-invalid={over() || undefined}
            onInput={(e) => {
              setDraft(e.currentTarget.value);
              if (problem()) setProblem(null);
            }}
          />
          <button type="submit" disabled={sending()}>
            {t('online.chat-send')}
          </button>
          <span id="chat-count" class="chat-count" classList={{ over: over() }}>
            {t('online.chat-count', { n: length(draft()), max: MAX_CHAT })}
          </span>
          <span id="chat-problem" class="error" role="alert">
            {problem() ?? ''}
          </span>
        </form>
      </Show>
    </section>
  );
}

/**
 * The chat where a player can follow it: beside the board on a wide screen, where it stays in
 * view (sticky, see online.css); elsewhere, further down the page, with a button that stays on
 * screen while the chat is out of sight, counting the lines others wrote since it was last seen,
 * and bringing it into view.
 */
export function ChatPanel(props: { conn: TableConnection }) {
  let panel: HTMLElement | undefined;
  const [inView, setInView] = createSignal(true);
  // The highest line seen; lines already there when the table opened are not news.
  const [seen, setSeen] = createSignal<number | null>(null);
  const latest = () => Math.max(0, ...props.conn.chat().map((l) => l.id));
  createEffect(() => {
    if ((seen() === null && props.conn.status() === 'open') || inView()) setSeen(latest());
  });
  const unread = () => {
    const from = seen() ?? Infinity;
    const you = props.conn.you();
    return props.conn.chat().filter((l) => l.id > from && (you === null || l.seat !== you)).length;
  };
  onMount(() => {
    if (!panel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([e]) => setInView(e?.isIntersecting ?? true));
    observer.observe(panel);
    onCleanup(() => observer.disconnect());
  });
  const open = () => {
    panel?.scrollIntoView({ block: 'end' });
    // A player answers; a spectator reads.
    const target =
      panel?.querySelector<HTMLElement>('#chat-input') ??
      panel?.querySelector<HTMLElement>('.chat-lines');
    target?.focus({ preventScroll: true });
  };
  return (
    <>
      <div class="chat-panel" ref={(el) => (panel = el)}>
        <Chat conn={props.conn} />
      </div>
      <Show when={!inView()}>
        <button type="button" class="chat-jump" onClick={open}>
          {t('online.chat')}
          <Show when={unread() > 0}>
            {' '}
            <span class="chat-unread">{t('online.chat-unread', { n: unread() })}</span>
          </Show>
        </button>
      </Show>
    </>
  );
}
