import { t } from '../i18n';

const GAME_NAME_KEY: Record<string, string> = {
  'into-the-blue': 'game.into-the-blue',
  survive: 'game.survive',
  aquasphere: 'game.aquasphere',
};

export function gameName(id: string): string {
  return t(GAME_NAME_KEY[id] ?? id);
}
