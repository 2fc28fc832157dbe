import { Show } from 'solid-js';
import { lang, t } from '../../i18n';
import { sourceIn } from './sources';
import type { Inspected } from './ui';

const PROVENANCE_KEY = {
  rulebook: 'provenance.rulebook',
  public: 'provenance.public',
  provisional: 'provenance.provisional',
} as const;

/** A component in words, with where its values come from (hover, focus or tap one). */
export function Inspector(props: { inspected: Inspected | null }) {
  return (
    <aside class="aq-inspector" aria-label={t('aq.ui.inspector')}>
      <Show when={props.inspected} fallback={<p class="hint">{t('aq.ui.inspector-hint')}</p>}>
        {(i) => (
          <>
            {/* h2: the inspector comes before the choices' h2 in the page. */}
            <h2>{i().title}</h2>
            <p>{i().text}</p>
            <Show when={i().provenance}>
              {(p) => (
                <p class={`provenance provenance-${p().provenance}`}>
                  <strong>{t(PROVENANCE_KEY[p().provenance])}</strong>{' '}
                  <cite>{sourceIn(lang(), p().source)}</cite>
                </p>
              )}
            </Show>
          </>
        )}
      </Show>
    </aside>
  );
}
