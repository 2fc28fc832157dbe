/**
 * Lookalike names (Unicode TS #39, "Unicode Security Mechanisms", in a small form): what a name
 * looks like, its skeleton, kept unique beside its key, so that "Аna" in Cyrillic, "ΑΝΑ" in
 * Greek, "ᴀna" in small capitals or "Anа" with a Cyrillic а are all refused beside "Ana".
 *
 * Why a table of our own rather than Unicode's confusables.txt (6,000 lines, a dependency such
 * as a confusables package): a name here must first be written in one script (mixedScripts,
 * below), so the confusables that matter are whole-script ones, a name entirely in Cyrillic,
 * Greek, Armenian or Cherokee letters that look Latin, and Latin's own (small capitals, dotless
 * i, digits for letters). The table holds those, mapped as confusables.txt maps them; NFKC
 * already folds the rest that matters (fullwidth, mathematical letters, ligatures, superscripts).
 */

/** Prototype of each lookalike: the Latin text it is read as (as its skeleton reads). */
const PROTOTYPES: Record<string, string> = {
  // Latin's own: digits, bars and I for l, dotless letters, IPA and small capitals.
  '0': 'o',
  '1': 'l',
  I: 'l',
  '|': 'l',
  ǀ: 'l',
  ı: 'i',
  ȷ: 'j',
  ɑ: 'a',
  ɡ: 'g',
  ɩ: 'i',
  ᴀ: 'a',
  ʙ: 'b',
  ᴄ: 'c',
  ᴅ: 'd',
  ᴇ: 'e',
  ꜰ: 'f',
  ɢ: 'g',
  ʜ: 'h',
  ɪ: 'i',
  ᴊ: 'j',
  ᴋ: 'k',
  ʟ: 'l',
  ᴍ: 'm',
  ɴ: 'n',
  ᴏ: 'o',
  ᴘ: 'p',
  ʀ: 'r',
  ꜱ: 's',
  ᴛ: 't',
  ᴜ: 'u',
  ᴠ: 'v',
  ᴡ: 'w',
  ʏ: 'y',
  ᴢ: 'z',
  // Cyrillic.
  А: 'A',
  В: 'B',
  Е: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  Х: 'X',
  У: 'Y',
  Ү: 'Y',
  Ѕ: 'S',
  І: 'l',
  Ӏ: 'l',
  Ј: 'J',
  Ԛ: 'Q',
  Ԝ: 'W',
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  ү: 'y',
  х: 'x',
  ѕ: 's',
  і: 'i',
  ӏ: 'l',
  ј: 'j',
  ԛ: 'q',
  ԝ: 'w',
  һ: 'h',
  ԁ: 'd',
  ѵ: 'v',
  // Greek.
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'l',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
  α: 'a',
  ο: 'o',
  ρ: 'p',
  ι: 'i',
  ν: 'v',
  υ: 'u',
  γ: 'y',
  ϲ: 'c',
  ϳ: 'j',
  // Armenian.
  Օ: 'O',
  Ս: 'U',
  օ: 'o',
  ս: 'u',
  ց: 'g',
  հ: 'h',
  ո: 'n',
  զ: 'q',
  // Cherokee (capitals; their small letters are lowercase of these, mapped before lowercasing).
  Ꭺ: 'A',
  Ᏼ: 'B',
  Ꮯ: 'C',
  Ꭰ: 'D',
  Ꭼ: 'E',
  Ꮐ: 'G',
  Ꮋ: 'H',
  Ꭻ: 'J',
  Ꮶ: 'K',
  Ꮮ: 'L',
  Ꮇ: 'M',
  Ꮲ: 'P',
  Ꮪ: 'S',
  Ꭲ: 'T',
  Ꮩ: 'V',
  Ꮃ: 'W',
  Ꮓ: 'Z',
};

const map = (text: string) => [...text].map((c) => PROTOTYPES[c] ?? c).join('');

/**
 * A name's skeleton: NFKC, each lookalike as its prototype, lowercased, mapped again (a capital
 * the table lacks may lowercase to a letter it holds), the letter pairs read as one letter ("rn"
 * as "m", "vv" as "w"), spaces as one. Two names with one skeleton look alike.
 */
export function skeleton(name: string): string {
  const once = map(name.normalize('NFKC')).toLowerCase();
  return map(once).normalize('NFKC').replace(/rn/g, 'm').replace(/vv/g, 'w').replace(/\s+/gu, ' ');
}

/**
 * Code points a name may not hold, being invisible or blank where they stand: Unicode's
 * default-ignorable code points (U+034F, variation selectors FE00-FE0F, Hangul fillers 115F,
 * 1160, 3164, FFA0, Khmer 17B4-17B5, Mongolian 180B-180F, zero-width and bidirectional marks
 * 200B-200F, 2060-206F, FEFF, tags...), and the braille blank U+2800, which is drawn as nothing.
 */
export const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\u2800]/u;

/**
 * The scripts a name's letters are told apart by (their Script_Extensions): the alphabets whose
 * letters can pass for another's, and the largest others. A letter of a script not listed counts
 * as one more script ("other"), so that it cannot mix with a listed one.
 */
const SCRIPTS = [
  'Latin',
  'Greek',
  'Cyrillic',
  'Armenian',
  'Georgian',
  'Cherokee',
  'Hebrew',
  'Arabic',
  'Syriac',
  'Thaana',
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Sinhala',
  'Thai',
  'Lao',
  'Tibetan',
  'Myanmar',
  'Khmer',
  'Mongolian',
  'Ethiopic',
  'Canadian_Aboriginal',
  'Tifinagh',
  'Coptic',
  'Hangul',
  'Hiragana',
  'Katakana',
  'Bopomofo',
  'Han',
].map((s) => [s, new RegExp(`\\p{Script_Extensions=${s}}`, 'u')] as const);

/** What TS #39 adds to Han and its companions: the writing systems that mix them. */
const WRITING: Record<string, readonly string[]> = {
  Han: ['Jpan', 'Kore', 'Hanb'],
  Hiragana: ['Jpan'],
  Katakana: ['Jpan'],
  Hangul: ['Kore'],
  Bopomofo: ['Hanb'],
};

const SHARED = /[\p{Script_Extensions=Common}\p{Script_Extensions=Inherited}]/u;

function scriptsOf(c: string): Set<string> | null {
  const found = SCRIPTS.filter(([, re]) => re.test(c)).flatMap(([s]) => [s, ...(WRITING[s] ?? [])]);
  if (found.length > 0) return new Set(found);
  // Digits, punctuation, spaces, combining marks: any script's.
  return SHARED.test(c) ? null : new Set(['other']);
}

function common(sets: readonly Set<string>[]): Set<string> | null {
  if (sets.length === 0) return null;
  return sets.reduce((a, b) => new Set([...a].filter((s) => b.has(s))));
}

/**
 * Whether a name mixes scripts: TS #39's "highly restrictive" level. Its letters must share a
 * script, or be Latin beside one of the writing systems that mix Han with others (Japanese,
 * Korean, Chinese with Bopomofo), as names written in those often are.
 */
export function mixedScripts(name: string): boolean {
  const sets = [...name].map(scriptsOf).filter((s): s is Set<string> => s !== null);
  const all = common(sets);
  if (all === null || all.size > 0) return false;
  const rest = common(sets.filter((s) => !s.has('Latin')));
  return !(rest !== null && ['Jpan', 'Kore', 'Hanb'].some((w) => rest.has(w)));
}
