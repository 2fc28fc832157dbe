import {
  fail,
  formatMessage,
  ok,
  translate,
  type Lang,
  type Outcome,
  type Params,
} from '../../kernel/index.js';
import { derived } from '../../games/aquasphere/derived.js';
import { messages, nameOf } from '../../games/aquasphere/messages.js';
import {
  BLUE,
  COLOURS,
  LETTERS,
  PER_ITEMS,
  type Capacities,
  type Colour,
  type ResearchCard,
} from '../../games/aquasphere/pack.js';
import { ROUNDS, SUBS_PER_COLOUR } from '../../games/aquasphere/rules-constants.js';
import { capacity, lockCosts } from '../../games/aquasphere/station.js';
import type { AqMove, AqView } from '../../games/aquasphere/index.js';
import type { TerminalGame } from '../terminal.js';

/**
 * AquaSphere at the terminal: the round, the headquarters, the six sectors of the research
 * station in ring order, and every player's lab and supply; moves listed in words and numbered,
 * or typed as short commands (`p 2M`, `b red`, `a C purple`, `r red`, `pass`).
 * Game terms (colours, actions, research card effects) come from the game's own messages.
 */

const text: Record<Lang, Record<string, string>> = {
  en: {
    setup: 'AquaSphere: setting up the research station.',
    round:
      'AquaSphere, round {round} of {rounds}. The centre tile shows a {bulb} KP bulb: a submarine or a research card scores {bulb} KP.',
    over: 'AquaSphere: game over.',
    track: 'Knowledge track: {length} spaces a lap, red lines before spaces {lines}.',
    hq: 'Headquarters (room: programming tile [engineers]):',
    'next-program': 'Next round (program card {card}): {tiles}',
    station: 'Research station, clockwise (lock: time markers to go on to the next sector):',
    sector:
      '{letter}  lock to {next}: {lock}  |  time markers {time}, crystals {crystals}, octopods {octopods}  |  control: {control}{charging}',
    charging: '  |  charging station: {list}',
    nobody: 'nobody',
    card: 'research card {id}: {text}',
    'no-card': 'research card: none left',
    expansion: 'lab expansion {id} {letters}: {adds}',
    'no-expansion': 'lab expansion: none left',
    subs: 'submarines: {list} (next space costs {cost})',
    'subs-full': 'submarines: {list} (full)',
    white: 'white area programs a {colour} bot',
    neutral: 'neutral',
    none: '–',
    'card-text': '{trigger}: {effects}{once}',
    colon: ':',
    players: 'Players:',
    kp: '{name}: {kp} KP ({lap, plural, one {# lap} other {# laps}} done), time markers {time}/{timeCap}, crystals {crystals}/{crystalCap}, catches up to {octopods} octopods',
    lab: 'lab {letter}; expansions {x}/5: {expansions}; research cards {n}/{cap}{cards}',
    spent: 'used',
    pieces:
      'submarines placed {subs}/{allSubs}; bots in supply {supply}; programmed: {programmed}{bought}',
    bought: '; paid programming used this round',
    where: 'scientist in sector {letter} ({area} area); {engineer}',
    'engineer-room': 'engineer in room {room}',
    passed: 'has passed',
    order: 'Play order: {order}. Pass order so far: {passed}.',
    redline:
      '{name} is at the red line before space {line}: pay a crystal (or, with none, return a programmed bot) to go on, or stop.',
    'cap.cards': '{n, plural, one {+# research card} other {+# research cards}}',
    'cap.crystals': '{n, plural, one {+# crystal} other {+# crystals}}',
    'cap.octopods': '{n, plural, one {+# octopod} other {+# octopods}}',
    'cap.time': '{n, plural, one {+# time marker} other {+# time markers}}',
    'help.play':
      'Type a number, or a command: p ROOM (program through a room), b COLOUR (pay 3 time markers to program), a SECTOR COLOUR [SECTORS] (act, e.g. "a C purple"; for a lab expansion, the sectors for bots), r COLOUR (return a bot), pass.',
    'help.redline':
      'Type a number, or: c (pay a crystal), r COLOUR (return a programmed bot), s (stop).',
    'help.none': 'No move to make now.',
    'm.program': 'engineer to room {room}: program a {colour} bot',
    'm.buy': 'pay 3 time markers: program a {colour} bot',
    'm.act': 'act in sector {letter}: {action} (locks {locks})',
    'm.act-sub': 'act in sector {letter}: {action} (locks {locks}, submarine space {cost})',
    'm.bots-to': ', bots to {letters}',
    'm.return': 'return the {colour} bot for 2 time markers',
    'm.pass': 'pass',
    'm.redline-crystal': 'pay a crystal to cross the red line',
    'm.redline-bot': 'return the {colour} bot to cross the red line',
    'm.redline-stop': 'stop before the red line',
    'err.input':
      'type the number of a listed move, or p ROOM, b COLOUR, a SECTOR COLOUR, r COLOUR, pass',
    'err.input-redline': 'type the number of a listed move, or c, r COLOUR, s',
    'err.colour': 'no colour "{word}" (colours: {colours})',
    'err.sector': 'no sector "{word}" (sectors: A to F)',
  },
  es: {
    setup: 'AquaSphere: preparando la estación de investigación.',
    round:
      'AquaSphere, ronda {round} de {rounds}. La loseta central muestra una bombilla de {bulb} PC: un submarino o una carta de investigación dan {bulb} PC.',
    over: 'AquaSphere: fin de la partida.',
    track:
      'Marcador de conocimiento: {length} casillas por vuelta, líneas rojas antes de las casillas {lines}.',
    hq: 'Sede (sala: loseta de programación [ingenieros]):',
    'next-program': 'Próxima ronda (carta de programa {card}): {tiles}',
    station:
      'Estación de investigación, en sentido horario (esclusa: marcadores de tiempo para pasar al sector siguiente):',
    sector:
      '{letter}  esclusa hacia {next}: {lock}  |  marcadores de tiempo {time}, cristales {crystals}, octópodos {octopods}  |  control: {control}{charging}',
    charging: '  |  estación de carga: {list}',
    nobody: 'nadie',
    card: 'carta de investigación {id}: {text}',
    'no-card': 'carta de investigación: no queda ninguna',
    expansion: 'ampliación de laboratorio {id} {letters}: {adds}',
    'no-expansion': 'ampliación de laboratorio: no queda ninguna',
    subs: 'submarinos: {list} (el siguiente espacio cuesta {cost})',
    'subs-full': 'submarinos: {list} (lleno)',
    white: 'el área blanca programa un bot {colour}',
    neutral: 'neutral',
    none: '–',
    'card-text': '{trigger}: {effects}{once}',
    colon: ':',
    players: 'Jugadores:',
    kp: '{name}: {kp} PC ({lap, plural, one {# vuelta completa} other {# vueltas completas}}), marcadores de tiempo {time}/{timeCap}, cristales {crystals}/{crystalCap}, atrapa hasta {octopods} octópodos',
    lab: 'laboratorio {letter}; ampliaciones {x}/5: {expansions}; cartas de investigación {n}/{cap}{cards}',
    spent: 'usada',
    pieces:
      'submarinos colocados {subs}/{allSubs}; bots en la reserva {supply}; programados: {programmed}{bought}',
    bought: '; ya pagó por programar en esta ronda',
    where: 'científico en el sector {letter} (color del área: {area}); {engineer}',
    'engineer-room': 'ingeniero en la sala {room}',
    passed: 'ha pasado',
    order: 'Orden de juego: {order}. Orden de paso hasta ahora: {passed}.',
    redline:
      '{name} está en la línea roja antes de la casilla {line}: paga un cristal (o, sin cristales, devuelve un bot programado) para seguir, o detente.',
    'cap.cards': '{n, plural, one {+# carta de investigación} other {+# cartas de investigación}}',
    'cap.crystals': '{n, plural, one {+# cristal} other {+# cristales}}',
    'cap.octopods': '{n, plural, one {+# octópodo} other {+# octópodos}}',
    'cap.time': '{n, plural, one {+# marcador de tiempo} other {+# marcadores de tiempo}}',
    'help.play':
      'Escribe un número, o una orden: p SALA (programar por una sala), b COLOR (pagar 3 marcadores de tiempo para programar), a SECTOR COLOR [SECTORES] (actuar, p. ej. "a C morado"; con una ampliación, los sectores para bots), r COLOR (devolver un bot), pass.',
    'help.redline':
      'Escribe un número, o: c (pagar un cristal), r COLOR (devolver un bot programado), s (detenerse).',
    'help.none': 'Ahora no hay ninguna jugada que hacer.',
    'm.program': 'ingeniero a la sala {room}: programar un bot {colour}',
    'm.buy': 'pagar 3 marcadores de tiempo: programar un bot {colour}',
    'm.act': 'actuar en el sector {letter}: {action} (esclusas {locks})',
    'm.act-sub':
      'actuar en el sector {letter}: {action} (esclusas {locks}, espacio de submarino {cost})',
    'm.bots-to': ', bots a {letters}',
    'm.return': 'devolver el bot {colour} por 2 marcadores de tiempo',
    'm.pass': 'pasar',
    'm.redline-crystal': 'pagar un cristal para cruzar la línea roja',
    'm.redline-bot': 'devolver el bot {colour} para cruzar la línea roja',
    'm.redline-stop': 'detenerse antes de la línea roja',
    'err.input':
      'escribe el número de una jugada de la lista, o p SALA, b COLOR, a SECTOR COLOR, r COLOR, pass',
    'err.input-redline': 'escribe el número de una jugada de la lista, o c, r COLOR, s',
    'err.colour': 'no hay ningún color «{word}» (colores: {colours})',
    'err.sector': 'no hay ningún sector «{word}» (sectores: de A a F)',
  },
  fr: {
    setup: 'AquaSphere : mise en place de la station de recherche.',
    round:
      'AquaSphere, manche {round} sur {rounds}. La tuile centrale montre une ampoule de {bulb} PC : un sous-marin ou une carte de recherche rapporte {bulb} PC.',
    over: 'AquaSphere : partie terminée.',
    track:
      'Piste de connaissance : {length} cases par tour, lignes rouges avant les cases {lines}.',
    hq: 'Quartier général (salle : tuile de programmation [ingénieurs]) :',
    'next-program': 'Manche suivante (carte de programme {card}) : {tiles}',
    station:
      'Station de recherche, dans le sens horaire (écluse : marqueurs de temps pour passer au secteur suivant) :',
    sector:
      '{letter}  écluse vers {next} : {lock}  |  marqueurs de temps {time}, cristaux {crystals}, octopodes {octopods}  |  contrôle : {control}{charging}',
    charging: '  |  station de recharge : {list}',
    nobody: 'personne',
    card: 'carte de recherche {id} : {text}',
    'no-card': 'carte de recherche : il n’en reste aucune',
    expansion: 'extension de laboratoire {id} {letters} : {adds}',
    'no-expansion': 'extension de laboratoire : il n’en reste aucune',
    subs: 'sous-marins : {list} (l’emplacement suivant coûte {cost})',
    'subs-full': 'sous-marins : {list} (complet)',
    white: 'la zone blanche programme un robot {colour}',
    neutral: 'neutre',
    none: '–',
    'card-text': '{trigger} : {effects}{once}',
    colon: ' :',
    players: 'Joueurs :',
    kp: '{name} : {kp} PC ({lap, plural, one {# tour de piste complet} other {# tours de piste complets}}), marqueurs de temps {time}/{timeCap}, cristaux {crystals}/{crystalCap}, attrape jusqu’à {octopods} octopodes',
    lab: 'laboratoire {letter} ; extensions {x}/5 : {expansions} ; cartes de recherche {n}/{cap}{cards}',
    spent: 'utilisée',
    pieces:
      'sous-marins placés {subs}/{allSubs} ; robots en réserve {supply} ; programmés : {programmed}{bought}',
    bought: ' ; programmation payante déjà utilisée cette manche',
    where: 'scientifique dans le secteur {letter} (couleur de la zone : {area}) ; {engineer}',
    'engineer-room': 'ingénieur dans la salle {room}',
    passed: 'a passé',
    order: 'Ordre de jeu : {order}. Ordre de passe jusqu’ici : {passed}.',
    redline:
      '{name} est à la ligne rouge avant la case {line} : payez un cristal (ou, sans cristal, rendez un robot programmé) pour continuer, ou arrêtez-vous.',
    'cap.cards': '{n, plural, one {+# carte de recherche} other {+# cartes de recherche}}',
    'cap.crystals': '{n, plural, one {+# cristal} other {+# cristaux}}',
    'cap.octopods': '{n, plural, one {+# octopode} other {+# octopodes}}',
    'cap.time': '{n, plural, one {+# marqueur de temps} other {+# marqueurs de temps}}',
    'help.play':
      'Tapez un numéro, ou une commande : p SALLE (programmer par une salle), b COULEUR (payer 3 marqueurs de temps pour programmer), a SECTEUR COULEUR [SECTEURS] (agir, p. ex. « a C violet » ; avec une extension, les secteurs pour les robots), r COULEUR (rendre un robot), pass.',
    'help.redline':
      'Tapez un numéro, ou : c (payer un cristal), r COULEUR (rendre un robot programmé), s (s’arrêter).',
    'help.none': 'Aucun coup à jouer maintenant.',
    'm.program': 'ingénieur dans la salle {room} : programmer un robot {colour}',
    'm.buy': 'payer 3 marqueurs de temps : programmer un robot {colour}',
    'm.act': 'agir dans le secteur {letter} : {action} (écluses {locks})',
    'm.act-sub':
      'agir dans le secteur {letter} : {action} (écluses {locks}, emplacement de sous-marin {cost})',
    'm.bots-to': ', robots en {letters}',
    'm.return': 'rendre le robot {colour} contre 2 marqueurs de temps',
    'm.pass': 'passer',
    'm.redline-crystal': 'payer un cristal pour franchir la ligne rouge',
    'm.redline-bot': 'rendre le robot {colour} pour franchir la ligne rouge',
    'm.redline-stop': 's’arrêter avant la ligne rouge',
    'err.input':
      'tapez le numéro d’un coup de la liste, ou p SALLE, b COULEUR, a SECTEUR COULEUR, r COULEUR, pass',
    'err.input-redline': 'tapez le numéro d’un coup de la liste, ou c, r COULEUR, s',
    'err.colour': 'pas de couleur « {word} » (couleurs : {colours})',
    'err.sector': 'pas de secteur « {word} » (secteurs : de A à F)',
  },
};

function t(lang: Lang, key: string, params: Params = {}): string {
  return formatMessage(lang, text[lang][key] ?? key, params);
}

/** A text of the game's own catalog (research cards, effects). */
function game(lang: Lang, key: string, params: Params = {}): string {
  return translate([messages], lang, key, params);
}

const colourName = (lang: Lang, c: number) => nameOf(lang, 'colour', c);

/** The letter of the sector at a ring position. */
function letterAt(v: AqView, pos: number): string {
  return v.options.pack.sectors[v.ring[pos] ?? -1]?.letter ?? '?';
}

/** A seat's or a neutral colour's name. */
function ownerName(v: AqView, names: readonly string[], lang: Lang, colour: number): string {
  return colour < v.players ? (names[colour] ?? `${colour + 1}`) : t(lang, 'neutral');
}

/** A research card in words: its trigger, then its effects. */
export function cardText(card: ResearchCard, lang: Lang): string {
  const trigger =
    card.trigger.on === 'hq'
      ? game(lang, 'aq.card.hq', { room: card.trigger.room })
      : card.trigger.on === 'action'
        ? game(lang, 'aq.card.action', { colour: COLOURS.indexOf(card.trigger.colour) })
        : game(lang, 'aq.card.scoring');
  const effects = card.effects.map((e) =>
    'kpPer' in e
      ? game(lang, 'aq.effect.per', { n: e.n, item: PER_ITEMS.indexOf(e.kpPer) })
      : game(lang, `aq.effect.${e.gain}`, { n: e.n }),
  );
  return t(lang, 'card-text', {
    trigger,
    effects: effects.join(', '),
    once: card.once ? ` (${game(lang, 'aq.card.once')})` : '',
  });
}

/** What a lab expansion adds, in words. */
function addsText(adds: Capacities, lang: Lang): string {
  const parts = (['cards', 'crystals', 'octopods', 'time'] as const)
    .filter((k) => adds[k] > 0)
    .map((k) => t(lang, `cap.${k}`, { n: adds[k] }));
  return parts.join(', ') || t(lang, 'none');
}

function expansionText(v: AqView, x: number, lang: Lang): string {
  const e = v.options.pack.expansions[x];
  if (!e) return '?';
  return `${e.id} [${e.letters.join('') || '-'}] ${addsText(e.adds, lang)}`;
}

function header(v: AqView, lang: Lang): string {
  if (v.phase === 'over') return t(lang, 'over');
  if (v.round === 0) return t(lang, 'setup');
  const tile = v.options.pack.centreTiles[v.centre[v.centreDone] ?? -1];
  return t(lang, 'round', { round: v.round, rounds: ROUNDS, bulb: tile?.bulb ?? '?' });
}

function headquarters(v: AqView, lang: Lang, names: readonly string[]): string[] {
  const pack = v.options.pack;
  const rooms = pack.hq.rooms.map((room, i) => {
    const tile = v.tiles[i] ?? -1;
    const here = v.seats.flatMap((p, seat) => (p.engineer === i ? [names[seat] ?? ''] : []));
    return `${room.id}${tile >= 0 ? ` ${colourName(lang, tile)}` : ''}${here.length ? ` [${here.join(', ')}]` : ''}`;
  });
  const lines = [t(lang, 'hq'), '  ' + rooms.join(' · ')];
  const next = v.nextProgram ? pack.programCards[v.programs[v.programs.length - 1] ?? -1] : null;
  if (next) {
    const tiles = Object.entries(next.tiles).map(
      ([room, c]) => `${room} ${colourName(lang, COLOURS.indexOf(c))}`,
    );
    lines.push('  ' + t(lang, 'next-program', { card: next.id, tiles: tiles.join(', ') }));
  }
  return lines;
}

function station(v: AqView, lang: Lang, names: readonly string[]): string[] {
  if (v.station.length === 0) return [];
  const pack = v.options.pack;
  const lines = [t(lang, 'station')];
  v.station.forEach((s, pos) => {
    const sector = pack.sectors[s.sector]!;
    const charging = s.charging.flatMap((n, seat) => (n > 0 ? [`${names[seat] ?? ''} ${n}`] : []));
    lines.push(
      '  ' +
        t(lang, 'sector', {
          letter: sector.letter,
          next: letterAt(v, (pos + 1) % 6),
          lock: v.locks[pos] ?? 0,
          time: s.time,
          crystals: s.crystals,
          octopods: s.octopods,
          control: s.control >= 0 ? (names[s.control] ?? '') : t(lang, 'nobody'),
          charging: charging.length ? t(lang, 'charging', { list: charging.join(', ') }) : '',
        }),
    );
    const card = pack.researchCards[s.cards[s.cards.length - 1] ?? -1];
    lines.push(
      '     ' +
        (card ? t(lang, 'card', { id: card.id, text: cardText(card, lang) }) : t(lang, 'no-card')),
    );
    const x = pack.expansions[s.expansions[s.expansions.length - 1] ?? -1];
    lines.push(
      '     ' +
        (x
          ? t(lang, 'expansion', {
              id: x.id,
              letters: `[${x.letters.join('') || '-'}]`,
              adds: addsText(x.adds, lang),
            })
          : t(lang, 'no-expansion')),
    );
    const subs = s.subs.map((c) => ownerName(v, names, lang, c)).join(', ') || t(lang, 'none');
    const cost = sector.subCosts[s.subs.length];
    lines.push(
      '     ' +
        (cost === undefined
          ? t(lang, 'subs-full', { list: subs })
          : t(lang, 'subs', { list: subs, cost })) +
        '; ' +
        t(lang, 'white', { colour: colourName(lang, COLOURS.indexOf(sector.white)) }),
    );
  });
  return lines;
}

function players(v: AqView, lang: Lang, names: readonly string[]): string[] {
  const pack = v.options.pack;
  const lap = pack.knowledgeTrack.length;
  const lines = [t(lang, 'players')];
  v.seats.forEach((p, seat) => {
    const name = names[seat] ?? '';
    lines.push(
      '  ' +
        t(lang, 'kp', {
          name,
          kp: p.kp,
          lap: Math.floor(p.kp / lap),
          time: p.time,
          timeCap: capacity(v, p, 'time'),
          crystals: p.crystals,
          crystalCap: capacity(v, p, 'crystals'),
          octopods: capacity(v, p, 'octopods'),
        }),
    );
    const cards = p.cards.map((c) => {
      const card = pack.researchCards[c];
      const spent = p.spent.includes(c) ? ` [${t(lang, 'spent')}]` : '';
      return card ? `${card.id}${spent} — ${cardText(card, lang)}` : '?';
    });
    lines.push(
      '     ' +
        t(lang, 'lab', {
          letter: LETTERS[p.lab] ?? '?',
          n: p.cards.length,
          cap: capacity(v, p, 'cards'),
          cards: cards.length ? t(lang, 'colon') : '',
          x: p.expansions.length,
          expansions:
            p.expansions.map((x) => expansionText(v, x, lang)).join('; ') || t(lang, 'none'),
        }),
    );
    for (const card of cards) lines.push('       ' + card);
    lines.push(
      '     ' +
        t(lang, 'pieces', {
          subs: p.subsPlaced,
          allSubs: SUBS_PER_COLOUR,
          supply: p.supply,
          programmed: p.programmed.map((c) => colourName(lang, c)).join(', ') || t(lang, 'none'),
          bought: p.parked > 0 ? t(lang, 'bought') : '',
        }),
    );
    if (p.scientist >= 0) {
      const room = pack.hq.rooms[p.engineer];
      lines.push(
        '     ' +
          t(lang, 'where', {
            letter: letterAt(v, p.scientist),
            area: colourName(lang, p.area),
            engineer:
              v.passed.includes(seat) || !room
                ? t(lang, 'passed')
                : t(lang, 'engineer-room', { room: room.id }),
          }),
      );
    }
  });
  const list = (seats: readonly number[]) =>
    seats.map((s) => names[s] ?? '').join(', ') || t(lang, 'none');
  lines.push(t(lang, 'order', { order: list(v.order), passed: list(v.passed) }));
  return lines;
}

/** One legal move in words. */
export function moveText(m: AqMove, v: AqView, lang: Lang): string {
  const pack = v.options.pack;
  const colour = (c: Colour) => colourName(lang, COLOURS.indexOf(c));
  switch (m.type) {
    case 'program': {
      const room = derived(pack).roomIndex.get(m.room) ?? -1;
      return t(lang, 'm.program', { room: m.room, colour: colourName(lang, v.tiles[room] ?? -1) });
    }
    case 'buy':
      return t(lang, 'm.buy', { colour: colour(m.colour) });
    case 'act': {
      const p = v.seats[v.current];
      const locks = p ? (lockCosts(v, p.scientist)[m.sector] ?? 0) : 0;
      const c = COLOURS.indexOf(m.colour);
      const s = v.station[m.sector];
      const params = { letter: letterAt(v, m.sector), action: nameOf(lang, 'action', c), locks };
      const cost = s ? pack.sectors[s.sector]?.subCosts[s.subs.length] : undefined;
      const base =
        c === BLUE && cost !== undefined
          ? t(lang, 'm.act-sub', { ...params, cost })
          : t(lang, 'm.act', params);
      const letters = (m.letters ?? []).map((pos) => letterAt(v, pos));
      return letters.length ? base + t(lang, 'm.bots-to', { letters: letters.join(', ') }) : base;
    }
    case 'return':
      return t(lang, 'm.return', { colour: colour(m.colour) });
    case 'pass':
      return t(lang, 'm.pass');
    case 'redline':
      return m.pay === 'bot'
        ? t(lang, 'm.redline-bot', { colour: colour(m.colour) })
        : t(lang, `m.redline-${m.pay}`);
    default:
      return m.type;
  }
}

/** A colour typed in any of the three languages, or a prefix only one colour has. */
function parseColour(word: string | undefined): Colour | null {
  if (!word) return null;
  const langs: Lang[] = ['en', 'es', 'fr'];
  const exact = new Set<number>();
  const prefix = new Set<number>();
  for (const lang of langs) {
    COLOURS.forEach((_, c) => {
      const name = nameOf(lang, 'colour', c).toLowerCase();
      if (name === word) exact.add(c);
      if (name.startsWith(word)) prefix.add(c);
    });
  }
  const found = exact.size === 1 ? exact : prefix;
  return found.size === 1 ? COLOURS[[...found][0]!]! : null;
}

/** A sector typed as its letter: its ring position. */
function parseSector(v: AqView, word: string | undefined): number {
  const letter = (word ?? '').toUpperCase();
  return v.ring.findIndex((_, pos) => letterAt(v, pos) === letter);
}

export const aquasphereTerminal: TerminalGame = {
  render(raw, lang, names) {
    const v = raw as AqView;
    const pack = v.options.pack;
    const lines = [header(v, lang)];
    lines.push(
      t(lang, 'track', {
        length: pack.knowledgeTrack.length,
        lines: pack.knowledgeTrack.redLines.join(', '),
      }),
    );
    lines.push(...headquarters(v, lang, names));
    lines.push(...station(v, lang, names));
    lines.push(...players(v, lang, names));
    if (v.phase === 'redline' && v.redline) {
      lines.push(t(lang, 'redline', { name: names[v.redline.seat] ?? '', line: v.redline.line }));
    }
    return lines.join('\n');
  },

  help(raw, legal, lang) {
    const v = raw as AqView;
    const moves = legal as AqMove[];
    if (moves.length === 0) return t(lang, 'help.none');
    const intro = t(lang, v.phase === 'redline' ? 'help.redline' : 'help.play');
    return [intro, ...moves.map((m, i) => `  ${i + 1}. ${moveText(m, v, lang)}`)].join('\n');
  },

  parse(input, raw, legal, lang): Outcome<unknown> {
    const v = raw as AqView;
    const moves = legal as AqMove[];
    // The words as typed (for messages), and lowercased (for matching).
    const typed = input.trim().split(/\s+/).filter(Boolean);
    const [first, ...rest] = typed.map((w) => w.toLowerCase());
    const redline = v.phase === 'redline';
    const bad = (key = redline ? 'err.input-redline' : 'err.input', params: Params = {}) =>
      fail('input-not-understood', { reason: t(lang, key, params) });
    if (!first) return bad();
    if (/^\d+$/.test(first) && rest.length === 0) {
      const m = moves[Number(first) - 1];
      return m ? ok(m) : bad();
    }
    /** The colour typed as the argument at `at` (0 is the word after the command). */
    const colourOf = (at: number): Outcome<Colour> => {
      const c = parseColour(rest[at]);
      if (c) return ok(c);
      const colours = COLOURS.map((_, i) => colourName(lang, i)).join(', ');
      return bad('err.colour', { word: typed[at + 1] ?? '', colours });
    };
    if (redline) {
      switch (first) {
        case 'c':
          return rest.length === 0 ? ok({ type: 'redline', pay: 'crystal' }) : bad();
        case 's':
          return rest.length === 0 ? ok({ type: 'redline', pay: 'stop' }) : bad();
        case 'r': {
          if (rest.length !== 1) return bad();
          const c = colourOf(0);
          return c.ok ? ok({ type: 'redline', pay: 'bot', colour: c.value }) : c;
        }
        default:
          return bad();
      }
    }
    switch (first) {
      case 'pass':
      case 'pasar':
      case 'passer':
        return rest.length === 0 ? ok({ type: 'pass' }) : bad();
      case 'p': {
        if (rest.length !== 1) return bad();
        const id = rest[0]!.toUpperCase();
        const room = v.options.pack.hq.rooms.find((r) => r.id.toUpperCase() === id);
        // An unknown room goes to the rules, which say so in the player's language.
        return ok({ type: 'program', room: room?.id ?? typed[1]! });
      }
      case 'b':
      case 'r': {
        if (rest.length !== 1) return bad();
        const c = colourOf(0);
        if (!c.ok) return c;
        return ok({ type: first === 'b' ? 'buy' : 'return', colour: c.value });
      }
      case 'a': {
        if (rest.length < 2) return bad();
        const sector = parseSector(v, rest[0]);
        if (sector < 0) return bad('err.sector', { word: typed[1] ?? '' });
        const c = colourOf(1);
        if (!c.ok) return c;
        // The sectors for a lab expansion's bots: "A D", "A,D" or "AD".
        const letters: number[] = [];
        for (const word of typed.slice(3).join('').replaceAll(',', '')) {
          const pos = parseSector(v, word);
          if (pos < 0) return bad('err.sector', { word });
          letters.push(pos);
        }
        return ok(
          letters.length
            ? { type: 'act', sector, colour: c.value, letters: letters.sort((x, y) => x - y) }
            : { type: 'act', sector, colour: c.value },
        );
      }
      default:
        return bad();
    }
  },
};
