import { createEffect, createResource, For, Match, on, Show, Switch, type JSX } from 'solid-js';
import { addCatalogs, lang, t } from '../i18n';
import { gameName } from '../lobby/names';
import { Heading, Inline } from './inline';
import { rulesMessages } from './messages';
import { resolveOptions, type TableContext } from './options';
import { loadRules } from './text/index';
import type { Block, Section } from './text/types';
import { ValuesBlock } from './values/index';
import './rules.css';

addCatalogs(rulesMessages);

export interface RulesViewProps {
  readonly game: string;
  /** The table the rules were opened from, if any: its component values are shown. */
  readonly table: TableContext | null;
  /** The level of the title: 1 on the rules page, 2 in the dialog over a table. */
  readonly level: number;
  /** Prefixed to every anchor, so a dialog's anchors never clash with its page's. */
  readonly idPrefix: string;
}

/**
 * A game's rules in the reader's language: title, contents, and sections with headings and
 * anchors; where the text points at component values, the table's own (or the defaults).
 */
export function RulesView(props: RulesViewProps) {
  const [text] = createResource(
    () => [props.game, lang()] as const,
    ([game, l]) => loadRules(game, l),
  );
  const [options] = createResource(
    () => [props.game, props.table] as const,
    ([game, table]) => resolveOptions(game, table),
  );
  const id = (s: string) => `${props.idPrefix}${s}`;
  const ready = () => {
    const txt = text.latest;
    const opts = options.latest;
    return txt && opts !== undefined ? { text: txt, options: opts } : null;
  };

  // Contents links scroll to their section without leaving the page (in a dialog, without
  // changing the table's address); on the rules page the address keeps the anchor.
  const jump = (e: MouseEvent, section: string) => {
    e.preventDefault();
    const target = document.getElementById(id(section));
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
    if (props.idPrefix === '') history.replaceState(history.state, '', `#${section}`);
  };

  // A link to a section (/rules/survive#tiles) opens the page at that section, once it is drawn.
  let arrived = false;
  createEffect(
    on(ready, (r) => {
      if (!r || arrived || props.idPrefix !== '') return;
      arrived = true;
      if (location.hash.length > 1)
        document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    }),
  );

  const renderBlock = (block: Block, opts: unknown): JSX.Element => {
    if (typeof block === 'string')
      return (
        <p>
          <Inline text={block} />
        </p>
      );
    if ('list' in block) {
      const items = (
        <For each={block.list}>
          {(item) => (
            <li>
              <Inline text={item} />
            </li>
          )}
        </For>
      );
      return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
    }
    if ('terms' in block)
      return (
        <dl class="rules-terms">
          <For each={block.terms}>
            {(term) => (
              <>
                <dt id={id(term.id)} tabIndex={-1}>
                  <Inline text={term.term} />
                </dt>
                <dd>
                  <Inline text={term.text} />
                </dd>
              </>
            )}
          </For>
        </dl>
      );
    if ('note' in block)
      return (
        <p class="rules-note">
          <Inline text={block.note} />
        </p>
      );
    return (
      <ValuesBlock
        kind={block.values}
        options={opts}
        players={props.table?.players ?? null}
        fromTable={props.table !== null}
      />
    );
  };

  const renderSection = (section: Section, level: number, opts: unknown): JSX.Element => (
    <section class="rules-section" aria-labelledby={id(section.id)}>
      <Heading level={level} id={id(section.id)} tabIndex={-1}>
        {section.title}
      </Heading>
      <For each={section.blocks}>{(b) => renderBlock(b, opts)}</For>
      <For each={section.sections ?? []}>{(s) => renderSection(s, level + 1, opts)}</For>
    </section>
  );

  return (
    <article class="rules" aria-labelledby={id('title')}>
      <Heading level={props.level} id={id('title')} tabIndex={-1}>
        {t('rules.title', { game: gameName(props.game) })}
      </Heading>
      <Switch>
        <Match when={text.error || options.error}>
          <p class="error" role="alert">
            {t('app.load-failed')}
          </p>
        </Match>
        <Match when={ready()}>
          {(r) => (
            <>
              <For each={r().text.intro}>{(b) => renderBlock(b, r().options)}</For>
              <nav class="rules-contents" aria-labelledby={id('contents')}>
                <Heading level={props.level + 1} id={id('contents')}>
                  {t('rules.contents')}
                </Heading>
                <ol>
                  <For each={r().text.sections}>
                    {(s) => (
                      <li>
                        <a href={`#${id(s.id)}`} onClick={(e) => jump(e, s.id)}>
                          {s.title}
                        </a>
                        <Show when={s.sections}>
                          {(subs) => (
                            <ol>
                              <For each={subs()}>
                                {(sub) => (
                                  <li>
                                    <a href={`#${id(sub.id)}`} onClick={(e) => jump(e, sub.id)}>
                                      {sub.title}
                                    </a>
                                  </li>
                                )}
                              </For>
                            </ol>
                          )}
                        </Show>
                      </li>
                    )}
                  </For>
                </ol>
              </nav>
              <For each={r().text.sections}>
                {(s) => renderSection(s, props.level + 1, r().options)}
              </For>
            </>
          )}
        </Match>
        <Match when={true}>
          <p class="loading">{t('app.loading')}</p>
        </Match>
      </Switch>
    </article>
  );
}
