import type { Lang } from '../../i18n';
import type { RulesText } from './types';

type Loader = () => Promise<{ readonly rules: RulesText }>;

/** Each game's rules in each language, one chunk apiece: a reader downloads one of nine. */
const LOADERS: Readonly<Record<string, Readonly<Record<Lang, Loader>>>> = {
  'into-the-blue': {
    en: () => import('./en/into-the-blue'),
    es: () => import('./es/into-the-blue'),
    fr: () => import('./fr/into-the-blue'),
  },
  survive: {
    en: () => import('./en/survive'),
    es: () => import('./es/survive'),
    fr: () => import('./fr/survive'),
  },
  aquasphere: {
    en: () => import('./en/aquasphere'),
    es: () => import('./es/aquasphere'),
    fr: () => import('./fr/aquasphere'),
  },
};

export const RULES_GAMES = Object.keys(LOADERS);

export function hasRules(game: string): boolean {
  return game in LOADERS;
}

export async function loadRules(game: string, lang: Lang): Promise<RulesText> {
  const loader = LOADERS[game]?.[lang];
  if (!loader) throw new Error(`no rules for ${game}`);
  return (await loader()).rules;
}
