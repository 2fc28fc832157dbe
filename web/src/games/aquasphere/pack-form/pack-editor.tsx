// The lobby's AquaSphere pack editor (provenance, file load and download, the values' form): a
// chunk of its own, loaded when the lobby shows it, so the first visit's script does not carry it.
import { createResource, createSignal, For, Show } from 'solid-js';
import { t } from '../../../i18n';
import { downloadJson } from '../../../replay/replay-file';
import { aqDefaultOptions } from '../info-data';
import { loadBoard } from '../info';
import PackForm from './pack-form';

/** The parts of a pack, in the order of the pack format (docs/aquasphere-pack.md). */
const PARTS = [
  ['hq', 'aq.opt.hq'],
  ['programCards', 'aq.opt.program-cards'],
  ['sectors', 'aq.opt.sectors'],
  ['centreTiles', 'aq.opt.centre-tiles'],
  ['setupCards', 'aq.opt.setup-cards'],
  ['playerBoard', 'aq.opt.player-board'],
  ['baseLab', 'aq.opt.base-lab'],
  ['expansions', 'aq.opt.expansions'],
  ['researchCards', 'aq.opt.research-cards'],
  ['knowledgeTrack', 'aq.opt.knowledge-track'],
  ['scoring', 'aq.opt.scoring'],
  ['supply', 'aq.opt.supply'],
] as const;

type Sourced = { provenance: 'rulebook' | 'public' | 'provisional' };
const PROVENANCE_KEY = {
  rulebook: 'provenance.rulebook',
  public: 'provenance.public',
  provisional: 'provenance.provisional',
} as const;

/**
 * Each part's entries, by provenance: shown in the reader's words. The entries' sources (notes
 * in English that name files and programs) are for developers, in the pack file and the docs.
 */
function provenanceOf(part: unknown): { provenance: Sourced['provenance'] }[] {
  const entries = (Array.isArray(part) ? part : [part]) as Sourced[];
  return [...new Set(entries.map((e) => e.provenance))].map((provenance) => ({ provenance }));
}

/**
 * The component pack of a new table: the default (provisional where the printed values are not
 * public), or one loaded from a file, checked by the rules' own validation with errors in the
 * player's language that name the field; the default can be downloaded as a starting point.
 */
export default function PackEditor(props: { value: unknown; onChange: (v: unknown) => void }) {
  const [board] = createResource(loadBoard);
  const [editing, setEditing] = createSignal(false);
  // Whether the pack played is the form's (not a file's as loaded).
  const [edited, setEdited] = createSignal(false);
  const [error, setError] = createSignal<string | null>(null);
  const [file, setFile] = createSignal<string | null>(null);
  const custom = () =>
    (props.value as { pack?: unknown } | null)?.pack as Record<string, unknown> | undefined;
  const pack = () => custom() ?? (board()?.DEFAULT_PACK as Record<string, unknown> | undefined);
  const load = async (f: File) => {
    const mod = await loadBoard();
    setFile(f.name);
    let raw: unknown;
    try {
      raw = JSON.parse(await f.text());
    } catch {
      setError(t('aq.opt.not-json', { file: f.name }));
      return;
    }
    const checked = mod.checkPackOptions(raw, 4);
    if (!checked.ok) {
      setError(t(checked.code, checked.params));
      return;
    }
    setError(null);
    setEdited(false);
    props.onChange(checked.options);
  };
  // The editor's texts come with the board chunk (in the reader's language).
  return (
    <Show when={board()} fallback={<p class="loading">{t('app.loading')}</p>}>
      <fieldset class="component-values aq-pack">
        <legend>{t('aq.opt.title')}</legend>
        <p class="aq-pack-name">
          {custom()
            ? t(edited() ? 'aq.edit.using' : 'aq.opt.using-file', {
                name: String(pack()?.name ?? ''),
              })
            : t('aq.opt.using-default')}
        </p>
        <p class="hint">{t('aq.opt.help')}</p>
        <Show when={pack()}>
          {(p) => (
            <ul class="aq-pack-parts">
              <For each={PARTS}>
                {([key, label]) => (
                  <li>
                    {t(label)}:{' '}
                    <For each={provenanceOf(p()[key])}>
                      {(g) => (
                        <span class={`provenance provenance-${g.provenance}`}>
                          <strong>{t(PROVENANCE_KEY[g.provenance])}</strong>{' '}
                        </span>
                      )}
                    </For>
                  </li>
                )}
              </For>
            </ul>
          )}
        </Show>
        <label class="aq-pack-file">
          {t('aq.opt.load')}{' '}
          <input
            type="file"
            accept="application/json,.json"
            onChange={(e) => {
              const f = e.currentTarget.files?.[0];
              if (f) void load(f);
            }}
          />
        </label>
        <Show when={error()}>
          <p class="error" role="alert">
            {error()}
          </p>
        </Show>
        <Show when={!error() && custom() && file()}>
          <p class="aq-pack-ok" role="status">
            {t('aq.opt.loaded', { file: file() ?? '' })}
          </p>
        </Show>
        <div class="actions">
          <button
            type="button"
            onClick={async () =>
              downloadJson('aquasphere-pack.json', (await loadBoard()).DEFAULT_PACK)
            }
          >
            {t('aq.opt.download')}
          </button>
          <Show when={custom()}>
            <button
              type="button"
              onClick={() => {
                setError(null);
                setFile(null);
                setEdited(false);
                props.onChange(aqDefaultOptions());
              }}
            >
              {t('lobby.components-reset')}
            </button>
          </Show>
          <button
            type="button"
            aria-expanded={editing()}
            aria-controls="aqe"
            onClick={() => setEditing((e) => !e)}
          >
            {t(editing() ? 'aq.edit.close' : 'aq.edit.open')}
          </button>
        </div>
        <Show when={editing() && board()}>
          <div id="aqe">
            <PackForm
              board={board()!}
              pack={pack()}
              onPack={(options: { pack: unknown }) => {
                setError(null);
                setEdited(true);
                props.onChange(options);
              }}
            />
          </div>
        </Show>
      </fieldset>
    </Show>
  );
}
