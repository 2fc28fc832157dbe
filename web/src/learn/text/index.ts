import type { Lang } from '../../i18n';
import type { LearnText } from './types';

/** The guided game's texts, one chunk per language. */
const LOADERS: Readonly<Record<Lang, () => Promise<{ readonly steps: LearnText }>>> = {
  en: () => import('./en'),
  es: () => import('./es'),
  fr: () => import('./fr'),
};

export async function loadSteps(lang: Lang): Promise<LearnText> {
  return (await LOADERS[lang]()).steps;
}
