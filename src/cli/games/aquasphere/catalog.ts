import { formatMessage, type Lang, type Params } from '../../../kernel/index.js';
import { nameOf } from '../../../games/aquasphere/messages.js';

/**
 * The terminal board's own texts in es, en and fr. Game terms (colours, actions, research cards,
 * what a lab expansion adds) are the game's own (src/games/aquasphere/messages.ts, words.ts), the
 * same words the browser shows.
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

export function t(lang: Lang, key: string, params: Params = {}): string {
  return formatMessage(lang, text[lang][key] ?? key, params);
}

export const colourName = (lang: Lang, c: number) => nameOf(lang, 'colour', c);
