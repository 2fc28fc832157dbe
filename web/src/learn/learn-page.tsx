import { createResource, Show } from 'solid-js';
import { gameInfo } from '../games/catalog';
import { addCatalogs, t } from '../i18n';
import { rulesMessages } from '../rules/messages';
import '../rules/rules.css';
import { GUIDES } from './guides';
import { Guided } from './guided';
import { learnMessages } from './messages';

addCatalogs(rulesMessages, learnMessages);

/** /learn/GAME: the game's guide and its board, each loaded on demand. */
export default function LearnPage(props: { game: string }) {
  const [loaded] = createResource(
    () => props.game,
    async (id) => {
      const info = gameInfo(id);
      const load = GUIDES[id];
      if (!info || !load) return null;
      const [board, guide] = await Promise.all([info.load(), load()]);
      addCatalogs(board.game.messages, board.messages);
      return { board, guide: guide.default };
    },
  );
  return (
    <Show when={!loaded.loading} fallback={<p class="learn-loading">{t('app.loading')}</p>}>
      <Show when={loaded()} fallback={<p>{t('app.not-found')}</p>}>
        {(m) => <Guided game={props.game} board={m().board} guide={m().guide} />}
      </Show>
    </Show>
  );
}
