import { onMount } from 'solid-js';
import { AppLink } from './app-link';
import { t } from '../i18n';

/** What a failure thrown while showing a page says, in the reader's language. */
export function errorMessage(err: unknown): string {
  // The online API's errors carry a code and parameters (e.g. no-table {table}).
  const coded = (err as { error?: { code?: unknown; params?: unknown } } | null)?.error;
  if (coded && typeof coded.code === 'string') {
    const text = t(coded.code, (coded.params ?? {}) as Record<string, string | number>);
    // A code no catalog knows would show itself: say what happened in words instead.
    if (text !== coded.code) return text;
  }
  return t('app.load-failed');
}

/**
 * A page that cannot be shown: a heading, what happened, and the way back to the lobby. The
 * focus goes to the heading, so a screen reader says at once what happened.
 */
export function ErrorPage(props: { message: string }) {
  let heading!: HTMLHeadingElement;
  onMount(() => heading.focus({ preventScroll: true }));
  return (
    <section class="error-page" aria-labelledby="error-title">
      <h1 id="error-title" tabindex="-1" ref={(el) => (heading = el)}>
        {t('app.error-title')}
      </h1>
      <p class="error" role="alert">
        {props.message}
      </p>
      <AppLink class="button-link" href="/">
        {t('app.back-to-lobby')}
      </AppLink>
    </section>
  );
}
