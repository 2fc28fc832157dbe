import { createSignal, lazy, Show } from 'solid-js';
import { addCatalogs, t } from '../i18n';
import { rulesMessages } from './messages';
import { tableContext, type TableContext } from './options';
import './rules.css';

addCatalogs(rulesMessages);

const RulesView = lazy(() => import('./rules-view').then((m) => ({ default: m.RulesView })));

/**
 * At a table: a button that opens the game's rules in a dialog over the table, with the table's
 * own component values. The table stays as it is underneath (a page would leave it).
 */
export default function RulesButton(props: { game: string; view: unknown }) {
  let dialog: HTMLDialogElement | undefined;
  const [table, setTable] = createSignal<TableContext | null>(null);
  const [open, setOpen] = createSignal(false);
  const show = () => {
    // The options never change during a game: read them once, as the dialog opens.
    setTable(tableContext(props.view));
    setOpen(true);
    dialog?.showModal();
  };
  return (
    <>
      <button type="button" class="rules-open" aria-haspopup="dialog" onClick={show}>
        {t('rules.open')}
      </button>
      <dialog
        ref={(el) => (dialog = el)}
        class="rules-dialog"
        aria-labelledby="table-rules-title"
        onClose={() => setOpen(false)}
        // The board's keyboard shortcuts listen on the document: keys pressed in the dialog
        // must not roll dice or move pieces underneath it.
        on:keydown={(e: KeyboardEvent) => e.stopPropagation()}
      >
        <div class="rules-dialog-bar">
          <button type="button" onClick={() => dialog?.close()}>
            {t('rules.close')}
          </button>
        </div>
        <Show when={open()}>
          <RulesView game={props.game} table={table()} level={2} idPrefix="table-rules-" />
        </Show>
      </dialog>
    </>
  );
}
