/** The languages Fathom speaks. */
export const LANGS = ['es', 'en', 'fr'] as const;
export type Lang = (typeof LANGS)[number];

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

export type Params = Readonly<Record<string, string | number>>;
export type Catalog = Readonly<Record<string, string>>;
export type Catalogs = Readonly<Record<Lang, Catalog>>;

/**
 * Formats a message with a small subset of ICU syntax, enough for our catalogs:
 * `{name}` inserts a parameter, and `{n, plural, one {# shell} other {# shells}}` chooses by the
 * language's plural rules (Intl.PluralRules), with `#` standing for the number. Keeping the
 * subset small keeps the kernel free of runtime dependencies.
 */
export function formatMessage(lang: Lang, template: string, params: Params = {}): string {
  let out = '';
  let i = 0;
  while (i < template.length) {
    const ch = template[i];
    if (ch !== '{') {
      out += ch;
      i++;
      continue;
    }
    const end = matchingBrace(template, i);
    const body = template.slice(i + 1, end);
    const value = formatArgument(lang, body, params);
    out = lang === 'fr' ? elide(out, value) : out;
    out += value;
    i = end + 1;
  }
  return out;
}

/**
 * French elides "de" and "que" before a vowel: "une table d’AquaSphere", "au tour d’Ana", never
 * "de AquaSphere". Only where a parameter follows, which no translator could write out (an h is
 * left alone: aspirated or not depends on the word).
 */
function elide(before: string, value: string): string {
  if (!/^[aeiouyàâäéèêëîïôöùûü]/i.test(value)) return before;
  return before.replace(/(^|[\s(«])(d|qu)e $/i, '$1$2’');
}

function matchingBrace(s: string, open: number): number {
  let depth = 0;
  for (let i = open; i < s.length; i++) {
    if (s[i] === '{') depth++;
    else if (s[i] === '}') {
      depth--;
      if (depth === 0) return i;
    }
  }
  throw new SyntaxError(`Unbalanced braces in message: ${s}`);
}

function formatArgument(lang: Lang, body: string, params: Params): string {
  const parts = body.split(',');
  const name = (parts[0] ?? '').trim();
  const value = params[name];
  if (parts.length === 1) return value === undefined ? `{${name}}` : String(value);
  const kind = (parts[1] ?? '').trim();
  if (kind !== 'plural') throw new SyntaxError(`Unsupported message argument: ${body}`);
  const n = Number(value);
  const options = parseOptions(parts.slice(2).join(','));
  const exact = options.get(`=${n}`);
  const category = pluralRules(lang).select(n);
  const chosen = exact ?? options.get(category) ?? options.get('other') ?? '';
  return formatMessage(lang, chosen.replaceAll('#', String(n)), params);
}

/** One Intl.PluralRules per language: building one for every plural was a board's largest cost
 * in its first render. A module-level cache is safe here: it holds only Intl objects, which
 * never change, for the three languages. */
const rules = new Map<Lang, Intl.PluralRules>();
function pluralRules(lang: Lang): Intl.PluralRules {
  let r = rules.get(lang);
  if (!r) rules.set(lang, (r = new Intl.PluralRules(lang)));
  return r;
}

function parseOptions(s: string): Map<string, string> {
  const options = new Map<string, string>();
  let i = 0;
  while (i < s.length) {
    const open = s.indexOf('{', i);
    if (open < 0) break;
    const key = s.slice(i, open).trim();
    const close = matchingBrace(s, open);
    options.set(key, s.slice(open + 1, close));
    i = close + 1;
  }
  return options;
}

/**
 * A message argument that names one of `names` by a number parameter, e.g. a colour or a terrain:
 * `{colour, plural, =0 {red} =1 {green} other {?}}`. Log lines and errors carry numbers, and
 * each reader's catalog turns them into words.
 */
export function chooseByIndex(param: string, names: readonly string[]): string {
  return `{${param}, plural, ${names.map((n, i) => `=${i} {${n}}`).join(' ')} other {?}}`;
}

/** Looks a key up in the first catalog that has it; an unknown key shows itself, never crashes. */
export function translate(
  catalogs: readonly Catalogs[],
  lang: Lang,
  key: string,
  params: Params = {},
): string {
  for (const catalog of catalogs) {
    const template = catalog[lang][key];
    if (template !== undefined) return formatMessage(lang, template, params);
  }
  return key;
}
