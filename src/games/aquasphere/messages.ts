import { chooseByIndex, type Catalogs, type Lang } from '../../kernel/index.js';

/**
 * AquaSphere's texts. {player} is a seat number the reader's client replaces with the player's
 * name; {colour} is a colour index and {item} an index in PER_ITEMS (pack.ts: the item names below follow its order), named here in each language;
 * {letter} is a sector's letter; {room} an HQ room's id.
 */

type Names = {
  colour: readonly string[];
  /** The colour agreeing with a feminine noun (an area, a tile): «área roja», «zone bleue». */
  colourF: readonly string[];
  action: readonly string[];
  item: readonly string[];
};

const NAMES: Record<Lang, Names> = {
  en: {
    colour: ['red', 'green', 'yellow', 'black', 'purple', 'blue', 'white'],
    colourF: ['red', 'green', 'yellow', 'black', 'purple', 'blue', 'white'],
    action: [
      'take a research card',
      'expand the lab',
      'take time markers',
      'take crystals',
      'catch octopods',
      'place a submarine',
      'program a bot',
    ],
    item: [
      'submarine in the station',
      'lab expansion',
      'crystal',
      'bot on a control space',
      'research card',
      'time marker',
      'letter in your lab',
    ],
  },
  es: {
    colour: ['rojo', 'verde', 'amarillo', 'negro', 'morado', 'azul', 'blanco'],
    colourF: ['roja', 'verde', 'amarilla', 'negra', 'morada', 'azul', 'blanca'],
    action: [
      'tomar una carta de investigación',
      'ampliar el laboratorio',
      'tomar marcadores de tiempo',
      'tomar cristales',
      'atrapar octópodos',
      'colocar un submarino',
      'programar un bot',
    ],
    item: [
      'submarino en la estación',
      'ampliación de laboratorio',
      'cristal',
      'bot en un espacio de control',
      'carta de investigación',
      'marcador de tiempo',
      'letra en tu laboratorio',
    ],
  },
  fr: {
    colour: ['rouge', 'vert', 'jaune', 'noir', 'violet', 'bleu', 'blanc'],
    colourF: ['rouge', 'verte', 'jaune', 'noire', 'violette', 'bleue', 'blanche'],
    action: [
      'prendre une carte de recherche',
      'agrandir le laboratoire',
      'prendre des marqueurs de temps',
      'prendre des cristaux',
      'attraper des octopodes',
      'placer un sous-marin',
      'programmer un robot',
    ],
    item: [
      'sous-marin dans la station',
      'extension de laboratoire',
      'cristal',
      'robot sur un espace de contrôle',
      'carte de recherche',
      'marqueur de temps',
      'lettre dans votre laboratoire',
    ],
  },
};

const c = (lang: Lang) => chooseByIndex('colour', NAMES[lang].colour);
const a = (lang: Lang) => chooseByIndex('colour', NAMES[lang].action);
const item = (lang: Lang) => chooseByIndex('item', NAMES[lang].item);

export function nameOf(lang: Lang, kind: keyof Names, index: number): string {
  return NAMES[lang][kind][index] ?? '?';
}

export const messages: Catalogs = {
  en: {
    'aq.name': 'AquaSphere',
    'aq.not-now': 'That move is not possible now.',
    'aq.act.not-programmed': `You have no ${c('en')} bot programmed.`,
    'aq.act.locks':
      'The locks on the way cost {cost, plural, one {# time marker} other {# time markers}}; you have {time}.',
    'aq.act.no-card': 'No research card is left in that sector.',
    'aq.act.card-capacity':
      'Your lab holds {capacity, plural, one {# research card} other {# research cards}}: expand it first.',
    'aq.act.lab-complete': 'Your lab is complete: 5 expansions.',
    'aq.act.no-expansion': 'No lab expansion is left in that sector.',
    'aq.act.sub-here': 'You already have a submarine in that sector.',
    'aq.act.no-sub-left': 'All your submarines are in the station.',
    'aq.act.no-sub-space': 'Every submarine space of that sector is taken.',
    'aq.act.sub-cost':
      'The locks and the submarine space cost {cost, plural, one {# time marker} other {# time markers}}; you have {time}.',
    'aq.act.letters-green': 'Only a lab expansion places bots on lettered sectors.',
    'aq.act.letters': "Bots go only to the sectors of the expansion's letters, one each.",
    'aq.program.no-room': 'The headquarters have no room {room}.',
    'aq.program.no-arrow': "No arrow leads from your engineer's room to room {room}.",
    'aq.program.full': 'You already have 2 programmed bots.',
    'aq.program.no-bot': 'Your bot supply is empty.',
    'aq.program.taken': `You already have a ${c('en')} bot programmed.`,
    'aq.buy.used': 'You have already paid to program a bot this round.',
    'aq.buy.cost':
      'Programming this way costs {cost, plural, one {# time marker} other {# time markers}}; you have {time}.',
    'aq.return.not-programmed': `You have no ${c('en')} bot programmed.`,
    'aq.pass.not-yet':
      'Your engineer can leave only from a top room of the headquarters, or when you can neither program nor act.',
    'aq.redline.pending': 'First decide at the red line: pay a crystal, return a bot, or stop.',
    'aq.redline.no-crystal': 'You have no crystal.',
    'aq.redline.crystal-first': 'You have a crystal: a bot can be returned only without one.',
    'aq.redline.not-programmed': `You have no ${c('en')} bot programmed.`,
    'aq.redline.none': 'There is no red line to cross now.',
    'aq.pack.too-small': 'Component pack, {field}: at least {limit}.',
    'aq.pack.too-big': 'Component pack, {field}: at most {limit}.',
    'aq.pack.unknown-field': 'Component pack, {field}: there is no such field.',
    'aq.pack.not-one-of': 'Component pack, {field}: must be one of {values}.',
    'aq.pack.missing': 'Component pack, {field}: missing.',
    'aq.pack.wrong-type': 'Component pack, {field}: wrong kind of value (expected {expected}).',
    'aq.pack.invalid': 'Component pack, {field}: not valid.',
    'aq.pack.duplicate': 'Component pack, {field}: each entry must be different.',
    'aq.pack.no-such-room': 'Component pack, {field}: no headquarters room has that id.',
    'aq.pack.arrow-down': 'Component pack, {field}: an arrow must lead to a higher level.',
    'aq.pack.dead-end': 'Component pack, {field}: a room without arrows must be an exit.',
    'aq.pack.no-free-lock': 'Component pack, {field}: at least one lock must cost 0.',
    'aq.pack.white-white': 'Component pack, {field}: a white area programs another colour.',
    'aq.pack.each-colour-once': 'Component pack, {field}: each colour goes in exactly one room.',
    'aq.pack.tiles-per-count':
      'Component pack, {field}: {players} players need four centre tiles with different bulbs.',
    'aq.pack.card-per-count': 'Component pack, {field}: {players} players need one setup card.',
    'aq.log.sector': 'Sector {letter} takes place {pos} of the ring.',
    'aq.log.lab': '{player} draws base lab {letter}: sector {letter} is their starting sector.',
    'aq.log.stock': 'Setup: sector {letter} is stocked from the setup card.',
    'aq.log.program-card': 'Program card {card} is turned face up.',
    'aq.log.orient': 'The top centre tile is turned ({rotation}).',
    'aq.log.research': 'Research card {id} is laid in sector {letter}.',
    'aq.log.expansion': 'Lab expansion {id} is laid in sector {letter}.',
    'aq.log.program': `{player} moves their engineer to room {room} and programs a ${c('en')} bot.`,
    'aq.log.buy': `{player} pays 3 time markers to program a ${c('en')} bot.`,
    'aq.log.return': `{player} returns a programmed ${c('en')} bot for 2 time markers.`,
    'aq.log.pass': '{player} passes.',
    'aq.log.act': `{player} goes to sector {letter} to ${a('en')}.`,
    'aq.log.act-letters': `{player} goes to sector {letter} to ${a('en')}, with bots to {letters}.`,
    'aq.log.redline-crystal': '{player} pays a crystal to cross a red line.',
    'aq.log.redline-bot': `{player} returns a ${c('en')} bot to cross a red line.`,
    'aq.log.redline-stop': '{player} stops at a red line.',
    'aq.card.hq': 'When your engineer enters room {room}',
    'aq.card.action': `When you ${a('en')}`,
    'aq.card.scoring': 'At each intermediate scoring',
    'aq.card.once': 'once',
    'aq.effect.time': '{n, plural, one {# time marker} other {# time markers}}',
    'aq.effect.crystals': '{n, plural, one {# crystal} other {# crystals}}',
    'aq.effect.kp': '{n} KP',
    'aq.effect.per': `{n} KP per ${item('en')}`,
    'aq.cap.cards': '{n, plural, one {+# research card} other {+# research cards}}',
    'aq.cap.crystals': '{n, plural, one {+# crystal} other {+# crystals}}',
    'aq.cap.octopods': '{n, plural, one {+# octopod} other {+# octopods}}',
    'aq.cap.time': '{n, plural, one {+# time marker} other {+# time markers}}',
  },
  es: {
    'aq.name': 'AquaSphere',
    'aq.not-now': 'Ahora no se puede hacer esa jugada.',
    'aq.act.not-programmed': `No tienes ningún bot ${c('es')} programado.`,
    'aq.act.locks':
      'Las esclusas del camino cuestan {cost, plural, one {# marcador de tiempo} other {# marcadores de tiempo}}; tienes {time}.',
    'aq.act.no-card': 'No queda ninguna carta de investigación en ese sector.',
    'aq.act.card-capacity':
      'Tu laboratorio admite {capacity, plural, one {# carta de investigación} other {# cartas de investigación}}: amplíalo antes.',
    'aq.act.lab-complete': 'Tu laboratorio está completo: 5 ampliaciones.',
    'aq.act.no-expansion': 'No queda ninguna ampliación de laboratorio en ese sector.',
    'aq.act.sub-here': 'Ya tienes un submarino en ese sector.',
    'aq.act.no-sub-left': 'Todos tus submarinos están en la estación.',
    'aq.act.no-sub-space': 'Todos los espacios de submarino de ese sector están ocupados.',
    'aq.act.sub-cost':
      'Las esclusas y el espacio de submarino cuestan {cost, plural, one {# marcador de tiempo} other {# marcadores de tiempo}}; tienes {time}.',
    'aq.act.letters-green':
      'Solo una ampliación de laboratorio coloca bots en los sectores de sus letras.',
    'aq.act.letters':
      'Los bots van solo a los sectores de las letras de la ampliación, uno a cada uno.',
    'aq.program.no-room': 'La sede no tiene ninguna sala {room}.',
    'aq.program.no-arrow': 'Ninguna flecha lleva de la sala de tu ingeniero a la sala {room}.',
    'aq.program.full': 'Ya tienes 2 bots programados.',
    'aq.program.no-bot': 'Tu reserva de bots está vacía.',
    'aq.program.taken': `Ya tienes un bot ${c('es')} programado.`,
    'aq.buy.used': 'Ya has pagado por programar un bot en esta ronda.',
    'aq.buy.cost':
      'Programar así cuesta {cost, plural, one {# marcador de tiempo} other {# marcadores de tiempo}}; tienes {time}.',
    'aq.return.not-programmed': `No tienes ningún bot ${c('es')} programado.`,
    'aq.pass.not-yet':
      'Tu ingeniero solo puede salir desde una sala superior de la sede, o si no puedes ni programar ni actuar.',
    'aq.redline.pending':
      'Decide antes en la línea roja: paga un cristal, devuelve un bot o detente.',
    'aq.redline.no-crystal': 'No tienes ningún cristal.',
    'aq.redline.crystal-first': 'Tienes un cristal: solo sin cristales se puede devolver un bot.',
    'aq.redline.not-programmed': `No tienes ningún bot ${c('es')} programado.`,
    'aq.redline.none': 'Ahora no hay ninguna línea roja que cruzar.',
    'aq.pack.too-small': 'Paquete de componentes, {field}: como mínimo {limit}.',
    'aq.pack.too-big': 'Paquete de componentes, {field}: como máximo {limit}.',
    'aq.pack.unknown-field': 'Paquete de componentes, {field}: ese campo no existe.',
    'aq.pack.not-one-of': 'Paquete de componentes, {field}: debe ser uno de {values}.',
    'aq.pack.missing': 'Paquete de componentes, {field}: falta.',
    'aq.pack.wrong-type':
      'Paquete de componentes, {field}: tipo de valor incorrecto (se esperaba {expected}).',
    'aq.pack.invalid': 'Paquete de componentes, {field}: no es válido.',
    'aq.pack.duplicate': 'Paquete de componentes, {field}: cada entrada debe ser distinta.',
    'aq.pack.no-such-room':
      'Paquete de componentes, {field}: ninguna sala de la sede tiene ese id.',
    'aq.pack.arrow-down':
      'Paquete de componentes, {field}: una flecha debe llevar a un nivel superior.',
    'aq.pack.dead-end':
      'Paquete de componentes, {field}: una sala sin flechas debe ser una salida.',
    'aq.pack.no-free-lock': 'Paquete de componentes, {field}: al menos una esclusa debe costar 0.',
    'aq.pack.white-white': 'Paquete de componentes, {field}: un área blanca programa otro color.',
    'aq.pack.each-colour-once':
      'Paquete de componentes, {field}: cada color va exactamente en una sala.',
    'aq.pack.tiles-per-count':
      'Paquete de componentes, {field}: {players} jugadores necesitan cuatro losetas centrales con bombillas distintas.',
    'aq.pack.card-per-count':
      'Paquete de componentes, {field}: {players} jugadores necesitan una carta de preparación.',
    'aq.log.sector': 'El sector {letter} ocupa el lugar {pos} del anillo.',
    'aq.log.lab':
      '{player} roba el laboratorio base {letter}: el sector {letter} es su sector inicial.',
    'aq.log.stock': 'Preparación: el sector {letter} se abastece según la carta de preparación.',
    'aq.log.program-card': 'Se descubre la carta de programa {card}.',
    'aq.log.orient': 'Se gira la loseta central superior ({rotation}).',
    'aq.log.research': 'La carta de investigación {id} se coloca en el sector {letter}.',
    'aq.log.expansion': 'La ampliación de laboratorio {id} se coloca en el sector {letter}.',
    'aq.log.program': `{player} mueve su ingeniero a la sala {room} y programa un bot ${c('es')}.`,
    'aq.log.buy': `{player} paga 3 marcadores de tiempo para programar un bot ${c('es')}.`,
    'aq.log.return': `{player} devuelve un bot ${c('es')} programado por 2 marcadores de tiempo.`,
    'aq.log.pass': '{player} pasa.',
    'aq.log.act': `{player} va al sector {letter} para ${a('es')}.`,
    'aq.log.act-letters': `{player} va al sector {letter} para ${a('es')}, con bots en {letters}.`,
    'aq.log.redline-crystal': '{player} paga un cristal para cruzar una línea roja.',
    'aq.log.redline-bot': `{player} devuelve un bot ${c('es')} para cruzar una línea roja.`,
    'aq.log.redline-stop': '{player} se detiene en una línea roja.',
    'aq.card.hq': 'Cuando tu ingeniero entra en la sala {room}',
    'aq.card.action': `Cuando vas a ${a('es')}`,
    'aq.card.scoring': 'En cada puntuación intermedia',
    'aq.card.once': 'una vez',
    'aq.effect.time': '{n, plural, one {# marcador de tiempo} other {# marcadores de tiempo}}',
    'aq.effect.crystals': '{n, plural, one {# cristal} other {# cristales}}',
    'aq.effect.kp': '{n} PC',
    'aq.effect.per': `{n} PC por ${item('es')}`,
    'aq.cap.cards':
      '{n, plural, one {+# carta de investigación} other {+# cartas de investigación}}',
    'aq.cap.crystals': '{n, plural, one {+# cristal} other {+# cristales}}',
    'aq.cap.octopods': '{n, plural, one {+# octópodo} other {+# octópodos}}',
    'aq.cap.time': '{n, plural, one {+# marcador de tiempo} other {+# marcadores de tiempo}}',
  },
  fr: {
    'aq.name': 'AquaSphere',
    'aq.not-now': "Ce coup n'est pas possible maintenant.",
    'aq.act.not-programmed': `Vous n'avez aucun robot ${c('fr')} programmé.`,
    'aq.act.locks':
      'Les écluses du trajet coûtent {cost, plural, one {# marqueur de temps} other {# marqueurs de temps}} ; vous en avez {time}.',
    'aq.act.no-card': 'Il ne reste aucune carte de recherche dans ce secteur.',
    'aq.act.card-capacity':
      "Votre laboratoire contient {capacity, plural, one {# carte de recherche} other {# cartes de recherche}} : agrandissez-le d'abord.",
    'aq.act.lab-complete': 'Votre laboratoire est complet : 5 extensions.',
    'aq.act.no-expansion': 'Il ne reste aucune extension de laboratoire dans ce secteur.',
    'aq.act.sub-here': 'Vous avez déjà un sous-marin dans ce secteur.',
    'aq.act.no-sub-left': 'Tous vos sous-marins sont dans la station.',
    'aq.act.no-sub-space': 'Tous les emplacements de sous-marin de ce secteur sont pris.',
    'aq.act.sub-cost':
      "Les écluses et l'emplacement de sous-marin coûtent {cost, plural, one {# marqueur de temps} other {# marqueurs de temps}} ; vous en avez {time}.",
    'aq.act.letters-green':
      'Seule une extension de laboratoire place des robots dans les secteurs de ses lettres.',
    'aq.act.letters':
      "Les robots ne vont que dans les secteurs des lettres de l'extension, un dans chacun.",
    'aq.program.no-room': "Le quartier général n'a pas de salle {room}.",
    'aq.program.no-arrow':
      'Aucune flèche ne mène de la salle de votre ingénieur à la salle {room}.',
    'aq.program.full': 'Vous avez déjà 2 robots programmés.',
    'aq.program.no-bot': 'Votre réserve de robots est vide.',
    'aq.program.taken': `Vous avez déjà un robot ${c('fr')} programmé.`,
    'aq.buy.used': 'Vous avez déjà payé pour programmer un robot ce tour-ci.',
    'aq.buy.cost':
      'Programmer ainsi coûte {cost, plural, one {# marqueur de temps} other {# marqueurs de temps}} ; vous en avez {time}.',
    'aq.return.not-programmed': `Vous n'avez aucun robot ${c('fr')} programmé.`,
    'aq.pass.not-yet':
      "Votre ingénieur ne peut sortir que d'une salle du haut du quartier général, ou si vous ne pouvez ni programmer ni agir.",
    'aq.redline.pending':
      "Décidez d'abord à la ligne rouge : payez un cristal, rendez un robot ou arrêtez-vous.",
    'aq.redline.no-crystal': "Vous n'avez aucun cristal.",
    'aq.redline.crystal-first':
      'Vous avez un cristal : on ne peut rendre un robot que sans cristal.',
    'aq.redline.not-programmed': `Vous n'avez aucun robot ${c('fr')} programmé.`,
    'aq.redline.none': "Il n'y a aucune ligne rouge à franchir maintenant.",
    'aq.pack.too-small': 'Jeu de composants, {field} : au moins {limit}.',
    'aq.pack.too-big': 'Jeu de composants, {field} : au plus {limit}.',
    'aq.pack.unknown-field': "Jeu de composants, {field} : ce champ n'existe pas.",
    'aq.pack.not-one-of': "Jeu de composants, {field} : doit être l'une des valeurs {values}.",
    'aq.pack.missing': 'Jeu de composants, {field} : manquant.',
    'aq.pack.wrong-type':
      'Jeu de composants, {field} : mauvais type de valeur ({expected} attendu).',
    'aq.pack.invalid': "Jeu de composants, {field} : n'est pas valable.",
    'aq.pack.duplicate': 'Jeu de composants, {field} : chaque entrée doit être différente.',
    'aq.pack.no-such-room':
      "Jeu de composants, {field} : aucune salle du quartier général n'a cet identifiant.",
    'aq.pack.arrow-down':
      'Jeu de composants, {field} : une flèche doit mener à un niveau supérieur.',
    'aq.pack.dead-end': 'Jeu de composants, {field} : une salle sans flèche doit être une sortie.',
    'aq.pack.no-free-lock': 'Jeu de composants, {field} : au moins une écluse doit coûter 0.',
    'aq.pack.white-white':
      'Jeu de composants, {field} : une zone blanche programme une autre couleur.',
    'aq.pack.each-colour-once':
      'Jeu de composants, {field} : chaque couleur va dans exactement une salle.',
    'aq.pack.tiles-per-count':
      'Jeu de composants, {field} : à {players} joueurs, il faut quatre tuiles centrales aux ampoules différentes.',
    'aq.pack.card-per-count':
      'Jeu de composants, {field} : à {players} joueurs, il faut une carte de mise en place.',
    'aq.log.sector': "Le secteur {letter} prend la place {pos} de l'anneau.",
    'aq.log.lab':
      '{player} tire le laboratoire de base {letter} : le secteur {letter} est son secteur de départ.',
    'aq.log.stock':
      'Mise en place : le secteur {letter} est garni selon la carte de mise en place.',
    'aq.log.program-card': 'La carte de programme {card} est révélée.',
    'aq.log.orient': 'La tuile centrale du dessus est orientée ({rotation}).',
    'aq.log.research': 'La carte de recherche {id} est posée dans le secteur {letter}.',
    'aq.log.expansion': "L'extension de laboratoire {id} est posée dans le secteur {letter}.",
    'aq.log.program': `{player} déplace son ingénieur dans la salle {room} et programme un robot ${c('fr')}.`,
    'aq.log.buy': `{player} paie 3 marqueurs de temps pour programmer un robot ${c('fr')}.`,
    'aq.log.return': `{player} rend un robot ${c('fr')} programmé contre 2 marqueurs de temps.`,
    'aq.log.pass': '{player} passe.',
    'aq.log.act': `{player} va dans le secteur {letter} pour ${a('fr')}.`,
    'aq.log.act-letters': `{player} va dans le secteur {letter} pour ${a('fr')}, avec des robots en {letters}.`,
    'aq.log.redline-crystal': '{player} paie un cristal pour franchir une ligne rouge.',
    'aq.log.redline-bot': `{player} rend un robot ${c('fr')} pour franchir une ligne rouge.`,
    'aq.log.redline-stop': "{player} s'arrête à une ligne rouge.",
    'aq.card.hq': 'Quand votre ingénieur entre dans la salle {room}',
    'aq.card.action': `Quand vous allez ${a('fr')}`,
    'aq.card.scoring': 'À chaque décompte intermédiaire',
    'aq.card.once': 'une fois',
    'aq.effect.time': '{n, plural, one {# marqueur de temps} other {# marqueurs de temps}}',
    'aq.effect.crystals': '{n, plural, one {# cristal} other {# cristaux}}',
    'aq.effect.kp': '{n} PC',
    'aq.effect.per': `{n} PC par ${item('fr')}`,
    'aq.cap.cards': '{n, plural, one {+# carte de recherche} other {+# cartes de recherche}}',
    'aq.cap.crystals': '{n, plural, one {+# cristal} other {+# cristaux}}',
    'aq.cap.octopods': '{n, plural, one {+# octopode} other {+# octopodes}}',
    'aq.cap.time': '{n, plural, one {+# marqueur de temps} other {+# marqueurs de temps}}',
  },
};
