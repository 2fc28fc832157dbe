import { lazy } from 'solid-js';
import { addCatalogs, lang } from '../../i18n';
import type { GameInfo } from '../types';
import { AQ_BOTS, AQ_PLAYERS, aqDefaultOptions } from './info-data';
import { TEXTS } from './texts';

/** The board chunk, which holds the rules, the default pack and the pack checks. */
export const loadBoard = async () => {
  const l = lang();
  const [mod, texts] = await Promise.all([import('./chunk'), TEXTS[l]()]);
  mod.setTexts(l, texts.catalog);
  addCatalogs(mod.game.messages, mod.messages);
  return mod;
};

export const aquasphereInfo: GameInfo = {
  id: 'aquasphere',
  minPlayers: AQ_PLAYERS.min,
  maxPlayers: AQ_PLAYERS.max,
  bots: AQ_BOTS,
  defaultOptions: aqDefaultOptions,
  // The pack editor and its form: a chunk of their own, loaded when the lobby shows them.
  OptionsEditor: lazy(() => import('./pack-form/pack-editor')),
  load: loadBoard,
};
