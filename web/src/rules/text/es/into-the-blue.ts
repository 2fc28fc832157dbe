import type { RulesText } from '../types';

/** Las reglas de Into the Blue en español, con palabras de Fathom. */
export const rules: RulesText = {
  intro: [
    'Un juego de dados y de tentar a la suerte de Reiner Knizia, para 2 a 5 jugadores, de unos 20 minutos. Tira los dados para bajar tus conchas a los cinco niveles del mar, hazte con la mayoría en ellos y sube cofres del fondo.',
  ],
  sections: [
    {
      id: 'goal',
      title: 'Objetivo del juego',
      blocks: [
        'Tener más puntos al final. Los puntos salen de los **tesoros** de cada nivel, que se llevan quienes tienen más conchas en él, y de los **cofres** que subes del fondo con zambullidas perfectas.',
      ],
    },
    {
      id: 'components',
      title: 'Componentes',
      blocks: [
        {
          list: [
            'Un tablero con cinco niveles de profundidad, desde el nivel 1, junto a la superficie, hasta el nivel 5, el más hondo, y el fondo, donde esperan los cofres.',
            '15 fichas de tesoro: en cada nivel, un **tesoro principal** y dos **tesoros secundarios**. Cuanto más hondo el nivel, más valen.',
            '5 fichas de cofre, boca abajo.',
            '12 conchas por jugador, de su color.',
            '6 dados cuyas caras muestran del 1 al 5 y un cofre (en lugar del 6).',
          ],
        },
        {
          note: 'Los valores impresos de las fichas de tesoro no son públicos. Salvo que la mesa fije otros, Fathom juega con valores propios que crecen con la profundidad; la tabla de abajo muestra los que están en juego.',
        },
        { values: 'itb-treasures' },
      ],
    },
    {
      id: 'setup',
      title: 'Preparación',
      blocks: [
        {
          list: [
            'Pon junto a cada nivel sus tesoros. Con 2 o 3 jugadores, cada nivel conserva un solo tesoro secundario.',
            'Mezcla los cofres boca abajo en el fondo del tablero.',
            'Cada jugador toma las 12 conchas de un color.',
            'Empieza el primer asiento; luego se juega por orden de asiento.',
          ],
        },
      ],
    },
    {
      id: 'turn',
      title: 'El turno',
      blocks: ['En tu turno tiras los dados hasta tres veces y te zambulles con lo que muestren.'],
      sections: [
        {
          id: 'roll',
          title: 'Las tiradas',
          blocks: [
            'Tira los seis dados. Después puedes volver a tirar, hasta dos veces más: aparta los dados que quieras guardar y tira todos los demás. Guardar un dado no lo bloquea: en una tirada posterior puedes volver a tirarlo.',
            'Puedes plantarte tras cualquier tirada. Después de la tercera, los dados ya no cambian. Al volver a tirar hay que tirar al menos un dado, y no se puede pasar sin tirar.',
          ],
        },
        {
          id: 'run',
          title: 'La escalera',
          blocks: [
            'Ordena los dados de menor a mayor. Solo cuenta la **escalera** que empieza en el 1 y no tiene huecos: el 1, luego el 2, luego el 3, y así sucesivamente. En el primer número que falta, la escalera se corta y todos los dados mayores se pierden. La cara del cofre nunca alarga una escalera: solo cuenta para una zambullida perfecta.',
            {
              note: 'Ejemplo: 1, 1, 2, 3, 3, 5. La escalera es 1, 2, 3; no hay ningún 4, así que el 5 se pierde.',
            },
          ],
        },
        {
          id: 'dive',
          title: 'La zambullida',
          blocks: [
            'Cuando te plantas, o tras tu tercera tirada, tu zambullida acaba de una de estas tres maneras:',
            {
              terms: [
                {
                  id: 'failed-dive',
                  term: 'Zambullida fallida',
                  text: 'Ningún dado muestra un 1. No colocas nada y tu turno termina.',
                },
                {
                  id: 'successful-dive',
                  term: 'Zambullida con éxito',
                  text: 'Elige un número de tu escalera y coloca en el nivel de ese número tantas conchas como dados lo muestran. Con 1, 1, 2, 3, 3, 5 puedes colocar 2 conchas en el nivel 1, 1 concha en el nivel 2 o 2 conchas en el nivel 3. Colocar es obligatorio, aunque no te guste ninguna opción, y en un solo nivel. Si te quedan menos conchas, coloca todas las que tengas.',
                },
                {
                  id: 'perfect-dive',
                  term: 'Zambullida perfecta',
                  text: 'Un 1, un 2, un 3, un 4, un 5 y el cofre. No colocas conchas: en su lugar tomas al azar un cofre del fondo, miras su valor y lo mantienes oculto a los demás. Después juegas enseguida otro turno completo. Una zambullida perfecta siempre se lleva un cofre.',
                },
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'end',
      title: 'Fin de la partida',
      blocks: [
        'La partida puede terminar de dos maneras:',
        {
          list: [
            '**La última concha.** Cuando un jugador coloca su última concha, cada uno de los demás juega un último turno, por orden, y la partida termina. Quien la colocó ya no vuelve a jugar.',
            '**El último cofre.** Cuando un jugador toma el último cofre, la partida termina en el acto: nadie vuelve a jugar, ni siquiera el turno extra que habría dado esa zambullida perfecta.',
          ],
        },
        'Una zambullida perfecta durante la última ronda sigue dando un cofre y un turno extra.',
      ],
    },
    {
      id: 'scoring',
      title: 'Puntuación',
      blocks: [
        'Puntúa los niveles uno a uno, del nivel 5 al nivel 1. En cada nivel, quien tiene más conchas se lleva el tesoro principal y el segundo, un tesoro secundario; con 4 o 5 jugadores, el tercero se lleva el otro tesoro secundario. Quien no tiene ninguna concha en un nivel no se lleva nada de él, y una ficha que no le corresponde a nadie se queda en el tablero.',
        'Después todos revelan sus cofres. Tu puntuación es el valor de tus tesoros más el de tus cofres. Gana la puntuación más alta; los empatados comparten la victoria.',
      ],
      sections: [
        {
          id: 'ties',
          title: 'Empates en un nivel',
          blocks: [
            'Cuando varios jugadores tienen las mismas conchas en un nivel, mira el nivel justo encima, más cerca de la superficie: va primero quien tenga más conchas allí. ¿Siguen empatados? Sigue subiendo, nivel a nivel, hasta el nivel 1. Si el empate continúa, va primero quien tenga más conchas sin colocar y, después, quien jugó su último turno antes.',
            {
              note: 'Ejemplo: Ana y Leo tienen 3 conchas cada uno en el nivel 4. En el nivel 3 Ana tiene 2 y Leo 1, así que Ana se lleva el tesoro principal del nivel 4 y Leo uno secundario.',
            },
          ],
        },
      ],
    },
    {
      id: 'on-fathom',
      title: 'Cómo se juega en Fathom',
      blocks: [
        {
          list: [
            'Haz clic en un dado, o pulsa de `1` a `6`, para guardarlo; luego **vuelve a tirar** los demás (`R`) o **plántate y zambúllete** (`S`).',
            'Para colocar tus conchas, haz clic en un nivel o pulsa su número, de `1` a `5`.',
            '**Ver probabilidades** (`O`) muestra, a partir de tus dados, las posibilidades del bot experto si siguiera jugando desde ahí.',
            'Al final, la puntuación de cada nivel explica cada desempate.',
          ],
        },
      ],
    },
  ],
};
