import type { RulesText } from '../types';

/** Las reglas de AquaSphere en español, con palabras de Fathom. */
export const rules: RulesText = {
  intro: [
    'Un juego de planificación de Stefan Feld para 2 a 4 jugadores, en cuatro rondas. Cada jugador dirige un equipo de investigación en una base submarina: en la sede, tu ingeniero programa bots, y en la estación de investigación, tu científico decide dónde van a trabajar.',
    {
      note: 'La mayoría de los valores impresos de los componentes de AquaSphere no son públicos. Fathom juega con un **paquete de componentes**: el paquete por defecto es en gran parte un diseño provisional nuestro, hecho para respetar todo lo que se sabe, y una mesa puede cargar otro. Las tablas de esta página muestran los valores del paquete en juego.',
    },
    { values: 'aq-pack' },
  ],
  sections: [
    {
      id: 'goal',
      title: 'Objetivo del juego',
      blocks: [
        'Tener más **puntos de conocimiento** (PC) tras la cuarta ronda y la puntuación final. Los PC se ganan con submarinos y cartas de investigación, atrapando octópodos, en la puntuación del final de cada ronda y en la puntuación final.',
      ],
    },
    {
      id: 'components',
      title: 'Componentes',
      blocks: [
        {
          terms: [
            {
              id: 'station',
              term: 'La estación de investigación',
              text: 'Seis sectores, con las letras de la A a la F, unidos en un anillo, con una **esclusa** entre cada dos vecinos que cuesta de 0 a 2 marcadores de tiempo cruzar. Cada sector tiene siete **áreas de acción** de colores, un **espacio de control** para un bot, una **estación de carga** donde esperan los bots desplazados y una fila de **espacios de submarino**. Las **losetas centrales** se apilan en el centro del anillo.',
            },
            {
              id: 'hq',
              term: 'La sede',
              text: 'Salas de programación unidas por flechas de un solo sentido, desde una sala de salida hacia arriba; en cada sala hay una **loseta de programación** de uno de los siete colores. Además, los marcadores de orden de juego y de orden de paso, y el marcador de conocimiento con sus líneas rojas.',
            },
            {
              id: 'player-board',
              term: 'Tu tablero de jugador',
              text: 'Siete **símbolos de programa**, uno por color, donde esperan los bots programados; tu **reserva de bots**, repartida en columnas numeradas; y tus seis submarinos, que salen por la izquierda.',
            },
            {
              id: 'pieces',
              term: 'Tus piezas',
              text: 'Un ingeniero, un científico, bots, submarinos y un **laboratorio base**; después, ampliaciones de laboratorio, cartas de investigación, cristales, octópodos y marcadores de tiempo de la reserva general.',
            },
          ],
        },
        { values: 'aq-sectors' },
      ],
    },
    {
      id: 'setup',
      title: 'Preparación',
      blocks: [
        {
          list: [
            'Los seis sectores se unen al azar en un anillo.',
            'Las cuatro losetas centrales del número de jugadores se apilan en el centro: la de la bombilla de 5 debajo, luego las de 4 y 3, y la de 2 arriba, cada una girada al azar.',
            'Se roban cuatro cartas de programa. La primera coloca las losetas de programación en la sede para la ronda 1; la siguiente queda a la vista, así que todos conocen la disposición de la ronda 2.',
            'Cada jugador roba al azar un laboratorio base: su letra indica su **sector inicial**. Allí pone su científico (en el área azul), su primer submarino (en el primer espacio de submarino) y lo que la carta de preparación da a un sector inicial: marcadores de tiempo, un cristal y un octópodo. La carta de preparación también abastece algunos de los otros sectores con cristales y octópodos y, con menos de cuatro jugadores, con submarinos neutrales.',
            'Cada sector recibe una carta de investigación boca arriba junto a su área roja y una ampliación de laboratorio junto a su área verde.',
            'Cada jugador toma 3 marcadores de tiempo si una esclusa junto a su sector inicial cuesta 0, y 4 si no.',
            'Cada jugador empieza con un bot ya programado: en el símbolo del color que muestra el área blanca de su sector inicial.',
            'Los ingenieros se colocan en la sala de salida. El azar decide quién empieza, salvo que la mesa haya elegido mantener el orden de los asientos (entonces empieza el primer asiento); el orden de juego sigue en el sentido de las agujas del reloj desde esa persona.',
          ],
          ordered: true,
        },
      ],
    },
    {
      id: 'round',
      title: 'La ronda',
      blocks: [
        'La partida dura cuatro rondas. Por orden de juego, cada jugador hace un turno cada vez, hasta que todos han pasado. En tu turno, haz **una** de estas cosas: programar un bot, realizar una acción o pasar. Cuando todos han pasado llega una puntuación intermedia.',
      ],
      sections: [
        {
          id: 'program',
          title: 'Programar un bot',
          blocks: [
            'Sube tu ingeniero una sala siguiendo una flecha. Programas un bot del color de la loseta de esa sala: toma el siguiente bot de tu reserva y ponlo en el símbolo de programa de ese color de tu tablero. Las cartas de investigación de la sala en la que entras actúan en el acto.',
            'Puedes tener como mucho **dos bots programados**, y uno por color: no puedes entrar en una sala cuyo color ya tengas programado.',
            'Una vez por ronda puedes, en su lugar, pagar 3 marcadores de tiempo para programar un bot de cualquier color que no tengas programado, sin mover tu ingeniero. Uno de esos tres marcadores se queda en tu tablero hasta la puntuación intermedia, para recordar que ya lo has hecho.',
          ],
        },
        {
          id: 'action',
          title: 'Realizar una acción',
          blocks: [
            {
              list: [
                '**Tu científico.** Lleva tu científico a cualquier sector (o déjalo donde está), pagando cada esclusa que cruce; Fathom elige el camino más barato por el anillo. Ponlo en el área de un color del que tengas un bot programado. Varios científicos pueden compartir un área.',
                '**El bot.** Ese bot pasa de su símbolo al espacio de control del sector. Si ya había un bot allí, tuyo o de otro, se va a la estación de carga del sector. Si entonces la estación tiene más bots de los permitidos (2 con 2 jugadores, 4 con 3 y 5 con 4), cada jugador con bots en ella devuelve a su reserva todos menos uno.',
                '**La acción.** Realiza la acción del área (ver Las siete acciones). Las cartas de investigación de esa acción actúan ahora; una carta que tomas con esta misma acción no actúa en ella.',
              ],
              ordered: true,
            },
            'Necesitas tener los marcadores de tiempo para las esclusas (y para el espacio de submarino, con la acción azul) antes de empezar.',
          ],
        },
        {
          id: 'pass',
          title: 'Pasar',
          blocks: [
            'Lleva tu ingeniero al siguiente espacio libre del orden de paso: no vuelves a jugar en esta ronda. Puedes pasar desde una sala superior de la sede (una salida), o cuando no puedes ni programar ni actuar (devolver bots no cuenta). Tener dos bots programados no permite pasar: antes actúa con ellos. El orden en que pasan los jugadores es el orden de juego de la ronda siguiente.',
          ],
        },
        {
          id: 'return-bot',
          title: 'Devolver un bot programado',
          blocks: [
            'En cualquier momento de tu turno, y tantas veces como quieras, puedes devolver un bot programado a tu reserva y tomar 2 marcadores de tiempo. Esto no termina tu turno.',
          ],
        },
      ],
    },
    {
      id: 'actions',
      title: 'Las siete acciones',
      blocks: [
        {
          terms: [
            {
              id: 'action-red',
              term: 'Rojo: tomar una carta de investigación',
              text: 'Toma la carta de investigación de arriba del sector y gana tantos PC como indique la bombilla de la loseta central de arriba. Solo si tu laboratorio tiene sitio para una carta más; las cartas nunca se descartan, aunque ya se hayan usado.',
            },
            {
              id: 'action-green',
              term: 'Verde: ampliar el laboratorio',
              text: 'Toma la ampliación de laboratorio de arriba del sector y añádela a tu laboratorio, que así admite más. Por cada letra de la ampliación puedes poner un bot de tu reserva en el espacio de control de ese sector, desplazando al que haya como antes. Un laboratorio está completo con cinco ampliaciones: entonces ya no puedes tomar más.',
            },
            {
              id: 'action-yellow',
              term: 'Amarillo: tomar marcadores de tiempo',
              text: 'Toma los marcadores de tiempo del sector, tantos como admita tu laboratorio. Si así recibes menos de 2, toma más de la reserva general hasta haber recibido 2, siempre dentro de tu laboratorio. El resto se queda en el sector.',
            },
            {
              id: 'action-black',
              term: 'Negro: tomar cristales',
              text: 'Toma los cristales del sector, tantos como admita tu laboratorio. El resto se queda.',
            },
            {
              id: 'action-purple',
              term: 'Morado: atrapar octópodos',
              text: 'Atrapa tantos octópodos del sector como permita tu laboratorio, gana PC por ellos según la tabla de octópodos y devuélvelos a la reserva general.',
            },
            {
              id: 'action-blue',
              term: 'Azul: colocar un submarino',
              text: 'Solo en un sector donde aún no tengas submarino. Pon tu siguiente submarino (el de más a la izquierda de tu tablero) en el siguiente espacio de submarino libre del sector, paga los marcadores de tiempo que indica y gana tantos PC como muestre la bombilla. Al final de la partida, tener los seis submarinos en la estación da una bonificación.',
            },
            {
              id: 'action-white',
              term: 'Blanco: programar un bot',
              text: 'Programa un bot del color que muestra el área blanca del sector. Si ya tienes ese color programado, o tu reserva está vacía, toma en su lugar 2 marcadores de tiempo.',
            },
          ],
        },
        'Una acción que no da nada (un sector sin cristales, por ejemplo) sigue estando permitida: tu bot ocupa igualmente el espacio de control.',
        { values: 'aq-octopods' },
      ],
    },
    {
      id: 'lab',
      title: 'Tu laboratorio',
      blocks: [
        'Tu laboratorio limita lo que guardas: cuántas cartas de investigación y cristales tienes, cuántos octópodos atrapas en una acción y cuántos marcadores de tiempo tienes. Nunca puedes superarlo; lo que no cabe se queda donde está. Las ampliaciones de laboratorio suben esos límites, y sus letras cuentan al final.',
        { values: 'aq-lab' },
      ],
    },
    {
      id: 'cards',
      title: 'Cartas de investigación',
      blocks: [
        'Una carta de investigación actúa sola cada vez que llega su momento:',
        {
          list: [
            'cuando tu ingeniero entra en una sala concreta de la sede;',
            'cuando realizas una acción de un color concreto;',
            'en cada puntuación intermedia, en el paso de los marcadores de tiempo.',
          ],
        },
        'Algunas actúan cada vez; otras solo una, y después se quedan en tu laboratorio y siguen ocupando su sitio.',
        { values: 'aq-cards' },
      ],
    },
    {
      id: 'knowledge',
      title: 'El marcador de conocimiento y las líneas rojas',
      blocks: [
        'Los PC hacen avanzar tu ficha por el marcador de conocimiento; otra ficha cuenta las vueltas completas. Los PC que ganas en un turno se suman y se mueven al final del turno.',
        'El marcador tiene **líneas rojas**. Para cruzar una, paga un cristal; si no tienes cristales, puedes devolver en su lugar un bot programado, sin recibir marcadores de tiempo por él. Si no, tu ficha se detiene justo antes de la línea y el resto de esos puntos se pierde. Perder puntos nunca hace retroceder una ficha por detrás de una línea roja que ya ha cruzado.',
        { values: 'aq-track' },
      ],
    },
    {
      id: 'scoring',
      title: 'Puntuación intermedia',
      blocks: [
        'Cuando todos han pasado, la ronda se puntúa en dos pasos.',
        {
          list: [
            '**Marcadores de tiempo.** Cada jugador toma 1 marcador de tiempo por cada submarino que tenga en la estación (dentro de su laboratorio), el marcador que quedó en el tablero por programar pagando tiempo vuelve a la reserva, y actúan las cartas de investigación con el símbolo de puntuación.',
            '**Conocimiento.** Cada jugador suma los puntos siguientes antes de mover ninguna ficha; después las fichas avanzan por orden de juego, con sus líneas rojas.',
          ],
          ordered: true,
        },
        {
          terms: [
            {
              id: 'majority',
              term: 'Espacios de control',
              text: 'Quien tiene más bots en los seis espacios de control gana los puntos de la mayoría; los empatados en cabeza ganan menos cada uno. Sin ningún bot allí, nada.',
            },
            {
              id: 'bots-in-play',
              term: 'Bots en juego',
              text: 'El número más alto bajo una columna de tu reserva de bots que esté vacía y no la cubra un submarino que siga en tu tablero.',
            },
            {
              id: 'crystals',
              term: 'Cristales',
              text: 'Puntos por los cristales que tienes, según la tabla de cristales.',
            },
            {
              id: 'leftover-octopods',
              term: 'Octópodos sobrantes',
              text: 'En cada sector donde tu bot ocupa el espacio de control, pierdes puntos por los octópodos que quedan allí.',
            },
          ],
        },
        { values: 'aq-scoring' },
      ],
    },
    {
      id: 'between-rounds',
      title: 'Entre rondas',
      blocks: [
        'Después de las rondas 1, 2 y 3:',
        {
          list: [
            'Cada sector recibe una carta de investigación y una ampliación de laboratorio nuevas, encima de las que sigan allí.',
            'Se reparte lo que indica la loseta central de arriba: en cada sector, los marcadores de tiempo se sustituyen por el número del lado de la loseta que da hacia él, y se añaden cristales y octópodos (y submarinos neutrales, con 2 o 3 jugadores). Después se retira la loseta, y la bombilla mayor de la siguiente vale para la ronda que empieza.',
            'Los ingenieros vuelven a la sala de salida, la siguiente carta de programa reparte las losetas y el orden de paso pasa a ser el orden de juego. Los bots programados siguen programados.',
          ],
        },
        { values: 'aq-centre' },
      ],
    },
    {
      id: 'end',
      title: 'Puntuación final',
      blocks: [
        'Justo después de la cuarta puntuación intermedia, cada jugador gana (las líneas rojas ya no detienen a nadie):',
        {
          list: [
            'puntos por las letras distintas de su laboratorio (laboratorio base y ampliaciones), según la tabla de letras;',
            '1 PC por marcador de tiempo;',
            '5 PC si sus seis submarinos están en la estación;',
            '5 PC por un laboratorio completo (cinco ampliaciones).',
          ],
        },
        'Gana quien tenga más PC. En caso de empate gana quien tenga más bots en los espacios de control y, después, más cristales; si el empate sigue, los jugadores comparten el puesto.',
        { values: 'aq-letters' },
      ],
    },
    {
      id: 'headquarters',
      title: 'La sede de este paquete',
      blocks: [{ values: 'aq-hq' }],
    },
    {
      id: 'on-fathom',
      title: 'Cómo se juega en Fathom',
      blocks: [
        {
          list: [
            'Tus opciones legales se iluminan en la estación, en la sede y en tu tablero, y aparecen en una lista con palabras. Al elegir una ves lo que ganarías, pagarías y desplazarías; **Confirmar** la juega y `Escape` la cancela.',
            'Pasa el ratón, toca o enfoca cualquier parte del tablero para leerla con palabras, con la procedencia de sus valores.',
            'Cada puntuación se muestra paso a paso.',
          ],
        },
      ],
    },
  ],
};
