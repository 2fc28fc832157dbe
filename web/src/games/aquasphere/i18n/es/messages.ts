import type { Catalog } from '../../../../../../src/kernel/index.js';

/** The AquaSphere board's texts in Spanish, loaded with the board when it is the reader's language. */

export const catalog: Catalog = {
  'aq.ui.board': 'Tablero de AquaSphere',
  'aq.ui.station':
    'La estación de investigación: seis sectores en anillo, las esclusas entre ellos y la loseta central en medio',
  'aq.ui.setting-up': 'Preparando la estación de investigación…',
  'aq.ui.lock':
    'Esclusa entre los sectores {from} y {to}: {n, plural, =0 {gratis} one {# marcador de tiempo} other {# marcadores de tiempo}}',
  'aq.ui.lock-help':
    'Un científico que pasa esta esclusa paga su coste en marcadores de tiempo; el precio es el del camino más barato por el anillo.',
  'aq.ui.centre': 'Loseta central: una bombilla de {bulb} PC (ronda {round} de {rounds})',
  'aq.ui.centre-help':
    'Un submarino o una carta de investigación tomados en esta ronda dan los PC de la bombilla. Al final de la ronda la loseta sustituye los marcadores de tiempo de cada sector y añade los cristales, octópodos (y submarinos neutrales) dibujados hacia él; después se retira.',
  'aq.ui.centre-last':
    'Un submarino o una carta de investigación tomados en esta ronda dan los PC de la bombilla. En la última ronda la loseta no reparte nada.',
  'aq.ui.round-short': 'Ronda {round}/{rounds}',
  'aq.ui.sector': 'Sector {letter}',
  'aq.ui.sector-stock':
    '{time, plural, one {# marcador de tiempo} other {# marcadores de tiempo}}, {crystals, plural, one {# cristal} other {# cristales}}, {octopods, plural, one {# octópodo} other {# octópodos}}',
  'aq.ui.sector-control': 'espacio de control: {name}',
  'aq.ui.sector-control-free': 'espacio de control: libre',
  'aq.ui.sector-charging': 'estación de carga: {list} ({n} de {limit})',
  'aq.ui.sector-card': 'carta de investigación {id} arriba ({n} en el mazo): {text}',
  'aq.ui.sector-no-card': 'no queda ninguna carta de investigación',
  'aq.ui.sector-expansion': 'ampliación de laboratorio {id} arriba ({n} en la pila): {text}',
  'aq.ui.sector-no-expansion': 'no queda ninguna ampliación de laboratorio',
  'aq.ui.sector-subs': 'submarinos: {list}',
  'aq.ui.sector-sub-cost':
    'el siguiente espacio de submarino cuesta {n, plural, one {# marcador de tiempo} other {# marcadores de tiempo}}',
  'aq.ui.sector-subs-full': 'todos los espacios de submarino están ocupados',
  'aq.ui.sector-white': `el área blanca programa un bot {colour}`,
  'aq.ui.area': `Sector {letter}, área {colour}: {action}`,
  'aq.ui.area-target':
    'puedes actuar aquí (esclusas: {n, plural, =0 {gratis} one {# marcador de tiempo} other {# marcadores de tiempo}})',
  'aq.ui.neutral': 'neutral',
  'aq.ui.card-text': '{trigger}: {effects}',
  'aq.ui.card-once': '{trigger} ({once}): {effects}',
  'aq.ui.expansion-text': '{n, plural, one {letra} other {letras}} {letters}; {adds}',
  'aq.ui.expansion-text-none': 'sin letra; {adds}',
  'aq.ui.hq':
    'Sede: salas con sus losetas de programación, flechas e ingenieros; los marcadores de orden de paso y de orden de juego',
  'aq.ui.hq-help':
    'Programa un bot moviendo tu ingeniero una sala hacia arriba por una flecha: programas el bot de la loseta de esa sala. El cuadradito en la esquina de una sala es la loseta de la próxima ronda. Desde una sala superior (o si no puedes moverte) puedes pasar: tu ingeniero va al orden de paso, que será el orden de juego de la próxima ronda.',
  'aq.ui.room': `Sala {room}: loseta {colour}, {action}`,
  'aq.ui.room-start': 'Sala {room}: donde empiezan los ingenieros',
  'aq.ui.room-exit': '(desde aquí puedes pasar)',
  'aq.ui.room-next': '(próxima ronda: {colour})',
  'aq.ui.pass-order': 'Orden de paso',
  'aq.ui.play-order': 'Orden de juego',
  'aq.ui.track': 'Marcador de conocimiento',
  'aq.ui.track-help':
    '{length} casillas por vuelta; líneas rojas antes de las casillas {lines}. Para cruzar una línea roja paga un cristal (sin cristales, devuelve un bot programado) o detente antes.',
  'aq.ui.track-label': 'Marcador de conocimiento: {list}',
  'aq.ui.kp-of': '{name} {kp} PC',
  'aq.ui.players': 'Tableros y laboratorios de los jugadores',
  'aq.ui.passed': 'ha pasado',
  'aq.ui.to-move': 'le toca',
  'aq.ui.kp': '{kp} PC{laps, plural, =0 {} one { (# vuelta)} other { (# vueltas)}}',
  'aq.ui.scientist-at': `científico: sector {letter}, área {colour}`,
  'aq.ui.player-board': 'Tablero de {name}',
  'aq.ui.player-board-help':
    'Símbolos de programa (los bots programados están sobre los suyos) y la reserva de bots por columnas, con el número bajo cada una: en cada puntuación intermedia ganas el número más alto de una columna vacía de bots y no cubierta por un submarino. Los submarinos salen del tablero por la izquierda.',
  'aq.ui.lab': 'Laboratorio de {name}',
  'aq.ui.lab-help':
    'Las capacidades del laboratorio: cartas de investigación y cristales que guardas, octópodos que atrapas en una acción, marcadores de tiempo que guardas. Cada ampliación añade capacidad y letras.',
  'aq.ui.lab-cards': 'Cartas de investigación {n}/{cap}',
  'aq.ui.lab-crystals': 'Cristales {n}/{cap}',
  'aq.ui.lab-octopods': 'Atrapa hasta {cap} octópodos',
  'aq.ui.lab-time': 'Marcadores de tiempo {n}/{cap}',
  'aq.ui.letters': '{n, plural, one {# letra} other {# letras}}: {points} PC al final',
  'aq.ui.expansions': 'Ampliaciones de laboratorio',
  'aq.ui.cards': 'Cartas de investigación',
  'aq.ui.spent': 'usada',
  'aq.ui.subs': 'Submarinos: {placed} en la estación, {left} en el tablero',
  'aq.ui.programmed': 'Bots programados: {list}',
  'aq.ui.buy': `Pagar 3 marcadores de tiempo para programar un bot {colour} ({action})`,
  'aq.ui.supply': 'Reserva de bots: {n} bots; ahora da {worth} PC',
  'aq.ui.projection':
    'Si la ronda acabara ahora: {total} PC (mayoría {majority}, bots en juego {bots}, cristales {crystals}, octópodos {octopods}, cartas {cards})',
  'aq.ui.can-next': 'En su próximo turno podría: {list}',
  'aq.ui.can-program': 'programar por la sala {rooms}',
  'aq.ui.can-act': '{action} en {letters}',
  'aq.ui.can-buy': 'pagar 3 marcadores de tiempo por un bot',
  'aq.ui.can-pass': 'pasar',
  'aq.ui.over': 'Fin de la partida',
  'aq.ui.round':
    'Ronda {round} de {rounds}: un submarino o una carta de investigación dan {bulb} PC',
  'aq.ui.scored': 'La ronda {round} ya se ha puntuado: ver el desglose',
  'aq.ui.mine': 'Tus recursos',
  'aq.ui.mine-bots': '{n, plural, one {# bot} other {# bots}} en tu reserva',
  'aq.ui.round-end':
    'La ronda ha terminado: nuevas cartas de investigación y ampliaciones, la loseta central, la sede…',
  'aq.ui.redline-other': '{name} está en la línea roja antes de la casilla {line}',
  'aq.ui.redline-prompt':
    'Tu marcador llega a la línea roja antes de la casilla {line} (camino de la {target}): ¿cruzarla o detenerte?',
  'aq.ui.prompt': 'Tu turno: programa un bot, realiza una acción o pasa',
  'aq.ui.pay-crystal': 'Pagar un cristal y seguir',
  'aq.ui.pay-bot': `Devolver tu bot {colour} y seguir`,
  'aq.ui.stop': 'Detenerse antes de la línea',
  'aq.ui.choose-room': 'Programar un bot: mueve tu ingeniero a',
  'aq.ui.option-room': `Sala {room}: un bot {colour} ({action})`,
  'aq.ui.choose-area': 'Realizar una acción: envía tu científico a',
  'aq.ui.option-area':
    'Sector {letter} ({n, plural, =0 {sin esclusas que pagar} one {esclusas: # marcador de tiempo} other {esclusas: # marcadores de tiempo}})',
  'aq.ui.choose-buy':
    'O paga 3 marcadores de tiempo para programar un bot de cualquier color libre',
  'aq.ui.return': `Devolver el bot {colour} por 2 marcadores de tiempo`,
  'aq.ui.pass': 'Pasar',
  'aq.ui.confirm': 'Confirmar',
  'aq.ui.cancel': 'Cancelar',
  'aq.ui.letters-choice':
    'Coloca también un bot de tu reserva en el espacio de control de estos sectores (hasta {n}):',
  'aq.ui.pv-locks':
    'Esclusas del camino: {n, plural, one {# marcador de tiempo} other {# marcadores de tiempo}}',
  'aq.ui.pv-sub-cost':
    'Espacio de submarino: {n, plural, one {# marcador de tiempo} other {# marcadores de tiempo}}',
  'aq.ui.pv-card': 'Tomas la carta de investigación {id}: {text}',
  'aq.ui.pv-expansion': 'Tomas la ampliación de laboratorio {id}: {text}',
  'aq.ui.pv-program': `Programas un bot {colour} ({action})`,
  'aq.ui.pv-sub': 'Colocas un submarino',
  'aq.ui.pv-octopods': 'Atrapas {n, plural, one {# octópodo} other {# octópodos}}',
  'aq.ui.pv-fired': 'Tu carta {id} se activa: {text}',
  'aq.ui.pv-take-time':
    'Tomas {n, plural, one {# marcador de tiempo} other {# marcadores de tiempo}}',
  'aq.ui.pv-time': 'Marcadores de tiempo: {from} → {to}',
  'aq.ui.pv-time-full':
    'Tu laboratorio admite como máximo {cap, plural, one {# marcador de tiempo} other {# marcadores de tiempo}}: tomas {got} de {offered}, el resto se queda',
  'aq.ui.pv-crystals-full':
    'Tu laboratorio admite como máximo {cap, plural, one {# cristal} other {# cristales}}: tomas {got} de {offered}, el resto se queda',
  'aq.ui.pv-crystals': 'Cristales: {from} → {to}',
  'aq.ui.pv-kp': 'Conocimiento: +{n} PC ({from} → {to})',
  'aq.ui.pv-redline':
    'Tu marcador se detiene en la línea roja antes de la casilla {line}: elegirás pagar o detenerte',
  'aq.ui.pv-control':
    '{n, plural, one {Tu bot ocupa el espacio de control del sector {letters}} other {Tus bots ocupan los espacios de control de los sectores {letters}}}',
  'aq.ui.pv-displaced': 'El bot de {name} en el sector {letter} va a la estación de carga',
  'aq.ui.pv-displaced-own': 'Tu bot que ya estaba en el sector {letter} va a la estación de carga',
  'aq.ui.pv-purged':
    'La estación de carga del sector {letter} se desborda: {name} recupera {n, plural, one {# bot} other {# bots}}',
  'aq.ui.pv-supply': 'Reserva de bots: {from} → {to}',
  'aq.ui.pv-nothing': 'Solo cambia dónde están tus piezas',
  'aq.ui.inspector': 'Detalles del componente',
  'aq.ui.inspector-hint':
    'Pasa el ratón, toca o enfoca un sector, una esclusa, la loseta central, la sede, el marcador de conocimiento, un tablero, un laboratorio o una carta para leerlo aquí, con la procedencia de sus valores.',
  'aq.score.round': 'Puntuación intermedia, ronda {round} de {rounds}',
  'aq.score.round-help':
    'Primero el paso de los marcadores de tiempo (uno por submarino en la estación, y después las cartas de investigación con el símbolo de puntuación); luego se suman los puntos de cada jugador antes de mover ningún marcador.',
  'aq.score.subs':
    '{n, plural, one {# submarino} other {# submarinos}} en la estación: {time, plural, one {+# marcador de tiempo} other {+# marcadores de tiempo}}',
  'aq.score.subs-full':
    '{n, plural, one {# submarino} other {# submarinos}} en la estación: {time, plural, one {+# marcador de tiempo} other {+# marcadores de tiempo}}, {lost, plural, one {# se pierde} other {# se pierden}}: el laboratorio admite como máximo {cap}',
  'aq.score.cards': 'Cartas de puntuación {list}: {points} PC',
  'aq.score.majority-none': 'Ningún bot en un espacio de control: {points} PC',
  'aq.score.majority-less':
    '{n, plural, one {# espacio de control} other {# espacios de control}}, menos que el máximo ({most}): {points} PC',
  'aq.score.majority-sole': 'Más espacios de control ({n}), en solitario: {points} PC',
  'aq.score.majority-tied': 'Más espacios de control ({n}), empatado: {points} PC',
  'aq.score.bots':
    '{n, plural, one {# bot sacado} other {# bots sacados}} de la reserva: la mejor columna vacía y sin cubrir da {points} PC',
  'aq.score.crystals': '{n, plural, one {# cristal} other {# cristales}}: {points} PC',
  'aq.score.octopods-none': 'No quedan octópodos donde {name} tiene un espacio de control: 0 PC',
  'aq.score.octopods':
    'Octópodos que quedan donde {name} tiene el espacio de control ({list}): {points} PC',
  'aq.score.final': 'Puntuación final',
  'aq.score.final-help':
    'Tras la cuarta puntuación intermedia; las líneas rojas ya no detienen a nadie.',
  'aq.score.before': 'Antes: {kp} PC',
  'aq.score.letters':
    '{n, plural, one {# letra distinta} other {# letras distintas}} en el laboratorio: {points} PC',
  'aq.score.time':
    '{n, plural, one {# marcador de tiempo} other {# marcadores de tiempo}}: {points} PC',
  'aq.score.all-subs': 'Los seis submarinos en la estación: {points} PC',
  'aq.score.not-all-subs': 'No todos los submarinos están en la estación: {points} PC',
  'aq.score.lab': 'Laboratorio completo (5 ampliaciones): {points} PC',
  'aq.score.no-lab': 'El laboratorio no está completo: {points} PC',
  'aq.score.rank': 'Puesto',
  'aq.score.player': 'Jugador',
  'aq.score.round-col': 'Ronda {round}',
  'aq.score.final-col': 'Puntuación final',
  'aq.score.kp': 'PC',
  'aq.score.tie-shared': '(empate en todo: el puesto se comparte)',
  'aq.score.tie-controls':
    '(empate en PC, deshecho por los bots en espacios de control: {controls})',
  'aq.score.tie-crystals':
    '(empate en PC y en bots en espacios de control ({controls}), deshecho por los cristales: {crystals})',
  'aq.opt.title': 'Paquete de componentes',
  'aq.opt.using-default':
    'Se juega con el paquete de Fathom por defecto: donde sus valores son un diseño provisional nuestro, lo indica.',
  'aq.opt.using-file': 'Se juega con el paquete de tu archivo: {name}',
  'aq.opt.help':
    'Los valores impresos de la mayoría de los componentes de AquaSphere no son públicos, así que el paquete por defecto es en gran parte un diseño provisional nuestro. Si tienes el juego, descarga el paquete por defecto, escribe los valores impresos y cárgalo aquí.',
  'aq.opt.hq': 'Sede',
  'aq.opt.program-cards': 'Cartas de programa',
  'aq.opt.sectors': 'Sectores',
  'aq.opt.centre-tiles': 'Losetas centrales',
  'aq.opt.setup-cards': 'Cartas de preparación',
  'aq.opt.player-board': 'Tablero de jugador',
  'aq.opt.base-lab': 'Laboratorio base',
  'aq.opt.expansions': 'Ampliaciones de laboratorio',
  'aq.opt.research-cards': 'Cartas de investigación',
  'aq.opt.knowledge-track': 'Marcador de conocimiento',
  'aq.opt.scoring': 'Tablas de puntuación',
  'aq.opt.supply': 'Reserva general',
  'aq.opt.load': 'Cargar un paquete de componentes (archivo JSON)',
  'aq.opt.loaded': 'Cargado desde {file}: la nueva mesa jugará con él.',
  'aq.opt.not-json': '{file} no es un archivo JSON.',
  'aq.opt.download': 'Descargar el paquete por defecto',
  'aq.rules.goal':
    'Dirige un equipo de investigación en una estación submarina durante cuatro rondas; gana quien tenga más puntos de conocimiento (PC) (empate: más bots en espacios de control, luego más cristales).',
  'aq.rules.turn':
    'En tu turno haz una cosa: programar un bot, realizar una acción con un bot programado o pasar. En cualquier momento de tu turno puedes devolver un bot programado por 2 marcadores de tiempo.',
  'aq.rules.program':
    'Programar: mueve tu ingeniero por una flecha de la sede a la sala siguiente y programa un bot del color de su loseta (como mucho 2 bots programados, nunca dos del mismo color). Una vez por ronda puedes pagar en su lugar 3 marcadores de tiempo para programar cualquier color libre.',
  'aq.rules.act':
    'Acciones: mueve tu científico a un área del color de un bot programado (pagando las esclusas del camino, por el lado más barato), pon ese bot en el espacio de control del sector y realiza la acción: una carta de investigación (rojo, da la bombilla), una ampliación de laboratorio (verde, con bots a los sectores de sus letras si quieres), marcadores de tiempo (amarillo, al menos 2), cristales (negro), octópodos (morado, según la tabla), un submarino (azul, paga su espacio, da la bombilla) o programar el bot que muestra el área blanca.',
  'aq.rules.control':
    'Un bot que ya estaba en el espacio de control va a la estación de carga; cuando una estación supera su límite, todos los que tienen bots en ella recuperan todos menos uno.',
  'aq.rules.redline':
    'El marcador de conocimiento tiene líneas rojas: para cruzar una paga un cristal (sin cristales, devuelve un bot programado), o detente antes y pierde el resto.',
  'aq.rules.scoring':
    'Cuando todos han pasado: marcadores de tiempo por los submarinos y las cartas de puntuación, luego PC por la mayoría de espacios de control, por la mejor columna vacía de tu reserva de bots y por tus cristales, menos los octópodos que quedan donde tienes el control. Después, nuevas cartas, ampliaciones y suministros de la loseta central, y el orden de paso pasa a ser el orden de juego.',
  'aq.rules.final':
    'Tras la ronda 4: PC por las letras distintas de tu laboratorio, 1 PC por marcador de tiempo, 5 PC por tener los seis submarinos en la estación y 5 PC por un laboratorio completo (5 ampliaciones).',
  'aq.rules.pack':
    'Los valores de los componentes vienen del paquete elegido al crear la mesa; pasa el ratón, toca o enfoca una parte del tablero para ver de dónde vienen.',
};
