import type { Guide } from './guide';

/**
 * The guided first games, one chunk each (its script, its rules): the lobby lists these ids, the
 * page loads one. Texts come in a chunk of their own per language.
 */
export const GUIDES: Readonly<Record<string, () => Promise<{ readonly default: Guide }>>> = {
  'into-the-blue': () => import('./into-the-blue/guide') as Promise<{ default: Guide }>,
  survive: () => import('./survive/guide') as Promise<{ default: Guide }>,
  aquasphere: () => import('./aquasphere/guide') as Promise<{ default: Guide }>,
};

/** Each guide's page title and lobby link (keys written out: the key check reads literals). */
export const GUIDE_KEYS: Readonly<Record<string, { title: string; lobby: string }>> = {
  'into-the-blue': { title: 'learn.title.into-the-blue', lobby: 'learn.lobby.into-the-blue' },
  survive: { title: 'learn.title.survive', lobby: 'learn.lobby.survive' },
  aquasphere: { title: 'learn.title.aquasphere', lobby: 'learn.lobby.aquasphere' },
};
