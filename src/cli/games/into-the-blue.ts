import {
  fail,
  formatMessage,
  ok,
  type Lang,
  type Outcome,
  type Params,
} from '../../kernel/index.js';
import { DICE, LEVELS } from '../../games/into-the-blue/components.js';
import { diveOutcome } from '../../games/into-the-blue/dice.js';
import { diceText } from '../../games/into-the-blue/log.js';
import { diceOdds } from '../../games/into-the-blue/bots/index.js';
import type { ItbMove, ItbView } from '../../games/into-the-blue/index.js';
import type { TerminalGame } from '../terminal.js';

const text: Record<Lang, Record<string, string>> = {
  en: {
    level: 'Level',
    treasure: 'Main/Sec.',
    supply: 'Shells left',
    chests: 'Chests left at the bottom: {n}',
    yours: 'Your chests: {list}',
    theirs: '{name}: {n, plural, one {# chest} other {# chests}}',
    dice: 'Dice: {dice}   (roll {roll} of 3)',
    options: 'You may place: {list}',
    option: '{shells} on level {level}',
    none: 'No 1: this dive fails unless you reroll.',
    perfect: 'A perfect dive! You will take a chest and play again.',
    odds: 'With best play from here: perfect dive {perfect}%, level 3+ {l3}%, level 5 {l5}%.',
    'help.decide':
      'Type "s" to stop, "r" to reroll every die, or "k" and the dice to keep, e.g. "k 1 2 3".',
    'help.place': 'Type the level to place on: {levels}.',
    'err.input': 'type s, r, k followed by dice, or a level number',
    trigger: 'Last round: {name} placed their last shell.',
  },
  es: {
    level: 'Nivel',
    treasure: 'Princ./Sec.',
    supply: 'Conchas sin colocar',
    chests: 'Cofres en el fondo: {n}',
    yours: 'Tus Cofres: {list}',
    theirs: '{name}: {n, plural, one {# Cofre} other {# Cofres}}',
    dice: 'Dados: {dice}   (tirada {roll} de 3)',
    options: 'Puedes colocar: {list}',
    option: '{shells} en el nivel {level}',
    none: 'Sin un 1: la zambullida falla si no vuelves a tirar.',
    perfect: '¡Zambullida perfecta! Tomarás un Cofre y volverás a jugar.',
    odds: 'Jugando lo mejor posible desde aquí: zambullida perfecta {perfect}%, nivel 3+ {l3}%, nivel 5 {l5}%.',
    'help.decide':
      'Escribe "s" para plantarte, "r" para tirar todos los dados, o "k" y los dados que te quedas, p. ej. "k 1 2 3".',
    'help.place': 'Escribe el nivel donde colocar: {levels}.',
    'err.input': 'escribe s, r, k seguido de dados, o un número de nivel',
    trigger: 'Última ronda: {name} colocó su última Concha.',
  },
  fr: {
    level: 'Niveau',
    treasure: 'Princ./Sec.',
    supply: 'Coquillages restants',
    chests: 'Coffres au fond : {n}',
    yours: 'Vos coffres : {list}',
    theirs: '{name} : {n, plural, one {# coffre} other {# coffres}}',
    dice: 'Dés : {dice}   (lancer {roll} sur 3)',
    options: 'Vous pouvez placer : {list}',
    option: '{shells} au niveau {level}',
    none: 'Pas de 1 : la plongée échoue si vous ne relancez pas.',
    perfect: 'Plongée parfaite ! Vous prendrez un coffre et rejouerez.',
    odds: 'En jouant au mieux à partir d’ici : plongée parfaite {perfect} %, niveau 3+ {l3} %, niveau 5 {l5} %.',
    'help.decide':
      'Tapez « s » pour vous arrêter, « r » pour tout relancer, ou « k » et les dés à garder, p. ex. « k 1 2 3 ».',
    'help.place': 'Tapez le niveau où placer : {levels}.',
    'err.input': 'tapez s, r, k suivi de dés, ou un numéro de niveau',
    trigger: 'Dernier tour : {name} a placé son dernier coquillage.',
  },
};

function t(lang: Lang, key: string, params: Params = {}): string {
  return formatMessage(lang, text[lang][key] ?? key, params);
}

const pct = (p: number) => (100 * p).toFixed(1);

export const intoTheBlueTerminal: TerminalGame = {
  render(raw, lang, names) {
    const v = raw as ItbView;
    const lines: string[] = [];
    const col = (s: string) => s.slice(0, 10).padEnd(11);
    lines.push(
      `${t(lang, 'level').padEnd(7)}${t(lang, 'treasure').padEnd(12)}${names.map(col).join('')}`,
    );
    for (let level = 1; level <= LEVELS; level++) {
      const tr = v.options.treasures[level - 1];
      const row = v.shells[level - 1] ?? [];
      const cells = names.map((_, s) => col('●'.repeat(row[s] ?? 0) || '·'));
      lines.push(
        `${String(level).padEnd(7)}${`${tr?.main}/${tr?.secondary}`.padEnd(12)}${cells.join('')}`,
      );
    }
    lines.push(
      `${t(lang, 'supply').slice(0, 18).padEnd(19)}${names.map((_, s) => col(String(v.supply[s]))).join('')}`,
    );
    lines.push(t(lang, 'chests', { n: v.chestsLeft }));
    v.chests.forEach((mine, s) => {
      if (s === v.viewer && mine.length) lines.push(t(lang, 'yours', { list: mine.join(', ') }));
      else if (mine.length) lines.push(t(lang, 'theirs', { name: names[s] ?? '', n: mine.length }));
    });
    if (v.trigger?.kind === 'last-shell')
      lines.push(t(lang, 'trigger', { name: names[v.trigger.by] ?? '' }));
    if (v.dice.length === DICE && (v.phase === 'decide' || v.phase === 'place')) {
      lines.push(t(lang, 'dice', { dice: diceText(v.dice), roll: v.rollsMade }));
      const outcome = diveOutcome(v.dice);
      if (outcome.kind === 'perfect') lines.push(t(lang, 'perfect'));
      else if (outcome.kind === 'unsuccessful') lines.push(t(lang, 'none'));
      else {
        const list = outcome.options.map((o) =>
          t(lang, 'option', { shells: o.shells, level: o.level }),
        );
        lines.push(t(lang, 'options', { list: list.join(', ') }));
      }
      if (v.phase === 'decide' && v.viewer === v.current) {
        const odds = diceOdds(v.dice, 3 - v.rollsMade);
        lines.push(
          t(lang, 'odds', {
            perfect: pct(odds.perfect),
            l3: pct(odds.reach[2] ?? 0),
            l5: pct(odds.reach[4] ?? 0),
          }),
        );
      }
    }
    return lines.join('\n');
  },

  help(raw, legal, lang) {
    const v = raw as ItbView;
    if (v.phase === 'place') {
      const levels = (legal as ItbMove[]).flatMap((m) => (m.type === 'place' ? [m.level] : []));
      return t(lang, 'help.place', { levels: levels.join(', ') });
    }
    return t(lang, 'help.decide');
  },

  parse(input, raw, _legal, lang): Outcome<unknown> {
    const v = raw as ItbView;
    const words = input.trim().toLowerCase().split(/\s+/).filter(Boolean);
    const [first, ...rest] = words;
    if (v.phase === 'place') {
      const level = Number(first);
      return Number.isInteger(level)
        ? ok({ type: 'place', level })
        : fail('input-not-understood', { reason: t(lang, 'err.input') });
    }
    if (first === 's' || first === 'stop') return ok({ type: 'stop' });
    if (first === 'r' || first === 'reroll') return ok({ type: 'reroll', keep: [] });
    if (first === 'k' || first === 'keep') {
      const keep = rest
        .flatMap((w) => w.split(''))
        .map((c) => (c === '◆' || c === 'c' ? 6 : Number(c)));
      if (keep.some((d) => !Number.isInteger(d)))
        return fail('input-not-understood', { reason: t(lang, 'err.input') });
      return ok({ type: 'reroll', keep: keep.sort((a, b) => a - b) });
    }
    return fail('input-not-understood', { reason: t(lang, 'err.input') });
  },
};
