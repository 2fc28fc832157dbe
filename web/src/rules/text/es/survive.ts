import type { RulesText } from '../types';

/** Las reglas de Survive: Escape from Atlantis! en español, con palabras de Fathom. */
export const rules: RulesText = {
  intro: [
    'Un juego de huida y de sabotaje para 2 a 4 jugadores, de alrededor de una hora. La isla se hunde: pon a salvo a tus exploradores cruzando un mar lleno de criaturas, y lanza esas criaturas contra los de los demás.',
  ],
  sections: [
    {
      id: 'goal',
      title: 'Objetivo del juego',
      blocks: [
        'Cada jugador dirige a diez exploradores que deben dejar la isla y llegar a una de las cuatro **islas seguras** de las esquinas del tablero, a nado o en barco, antes de que el volcán entre en erupción. Cada explorador esconde debajo un valor que solo conoce su dueño. Al final, los valores de tus exploradores salvados son tu puntuación: gana el total más alto, no quien salve más exploradores.',
      ],
    },
    {
      id: 'components',
      title: 'Componentes',
      blocks: [
        {
          list: [
            'Un tablero de casillas de mar hexagonales, con la isla en el centro y las cuatro islas seguras en las esquinas.',
            '40 baldosas de terreno que forman la isla: 16 playas, 16 bosques y 8 montañas. Cada una esconde un efecto en su reverso (ver Baldosas de terreno).',
            '10 exploradores por jugador, cada uno con un valor oculto.',
            '12 barcos, 5 serpientes de mar, 6 tiburones y 5 ballenas.',
            'El dado de criaturas: dos caras de serpiente de mar, dos de tiburón y dos de ballena.',
          ],
        },
        { values: 'surv-explorers' },
      ],
    },
    {
      id: 'setup',
      title: 'Preparación',
      blocks: [
        {
          list: [
            'Las cinco serpientes de mar empiezan en sus casillas: la laguna del centro de la isla y una junto a cada isla segura.',
            'Las 40 baldosas de terreno se colocan al azar para formar la isla, con la tierra hacia arriba: nadie sabe qué esconden sus reversos.',
            'Cada jugador toma 10 exploradores y 2 barcos. Los demás barcos, los tiburones y las ballenas esperan en la reserva.',
            '**Exploradores.** Por turnos, cada jugador pone uno de sus exploradores en una baldosa de tierra vacía, mirando su valor al hacerlo, hasta que todos estén en la isla. Con menos de 4 jugadores quedan baldosas vacías.',
            '**Barcos.** Después, por turnos, cada jugador pone uno de sus barcos en una casilla de mar junto a la isla que no tenga barco ni serpiente de mar, hasta colocarlos todos. Una vez en el tablero, los barcos no son de nadie.',
            'Empieza el primer asiento; se juega por orden de asiento.',
          ],
          ordered: true,
        },
      ],
    },
    {
      id: 'turn',
      title: 'El turno',
      blocks: [
        'Tu turno tiene cuatro pasos, en este orden:',
        {
          list: [
            '**Juega una baldosa** de tu mano, si quieres: como mucho una, y solo de las de comienzo de turno (ver Baldosas de terreno).',
            '**Gasta 3 puntos de movimiento** en tus exploradores y en los barcos que puedas mover.',
            '**Retira una baldosa de terreno** de la isla: es obligatorio.',
            '**Tira el dado de criaturas** y, si quieres, mueve una criatura del tipo que muestre.',
          ],
          ordered: true,
        },
        'Quien ya no tiene exploradores en el tablero se salta el paso de movimiento, pero sigue jugando sus turnos.',
      ],
      sections: [
        {
          id: 'moving',
          title: 'Mover exploradores y barcos',
          blocks: [
            'Tienes 3 puntos por turno para repartir como quieras; cada paso cuesta 1 punto y no hace falta gastarlos todos.',
            {
              terms: [
                {
                  id: 'on-land',
                  term: 'En tierra',
                  text: 'Un explorador camina a una baldosa de tierra vecina, esté ocupada o no.',
                },
                {
                  id: 'boarding',
                  term: 'Subir a un barco',
                  text: 'Un explorador pasa de tierra a un barco en una casilla de mar vecina, o de un barco a otro en una casilla vecina. Un barco lleva como mucho 3 exploradores, de cualquier color.',
                },
                {
                  id: 'swimmers',
                  term: 'Nadadores',
                  text: 'Un explorador que pasa de tierra a una casilla de mar vecina, o que salta de un barco a la casilla del propio barco, se convierte en nadador. Un nadador avanza como mucho una casilla de mar por turno, y entrar en el mar cuenta como ese movimiento. Puede subir a un barco de su misma casilla (1 punto), incluso después de nadar, pero nunca a un barco de una casilla vecina. Una vez fuera de la isla, un explorador ya no vuelve a tierra.',
                },
                {
                  id: 'ships',
                  term: 'Barcos',
                  text: 'Un barco avanza una casilla de mar por punto, nunca a tierra ni a una casilla donde ya haya otro barco. Cualquiera puede mover un barco vacío; un barco con exploradores a bordo solo lo mueve quien tenga más exploradores en él (o cada uno de los empatados, si hay empate).',
                },
                {
                  id: 'safe-isles',
                  term: 'Islas seguras',
                  text: 'Desde una de las dos casillas de mar junto a una isla segura, un nadador o un explorador a bordo de un barco sube a la isla por 1 punto. Vale cualquier isla, no solo la más cercana; el barco se queda donde está. Un explorador salvado ya no se mueve y nada puede dañarlo.',
                },
              ],
            },
            'Nunca mueves los exploradores de los demás.',
          ],
        },
        {
          id: 'dangers',
          title: 'Peligros en el mar',
          blocks: [
            {
              list: [
                'Un nadador que entra en una casilla con una serpiente de mar o un tiburón es devorado: los nadadores no pueden cruzar esas casillas. Una ballena no hace daño a los nadadores.',
                'Un barco con exploradores a bordo que entra en una casilla con una serpiente de mar se hunde con todos ellos. Si entra en una casilla con una ballena, la ballena lo vuelca: el barco sale de la partida y sus pasajeros se convierten en nadadores, devorados al instante si hay un tiburón. Los tiburones no dañan los barcos.',
                'Subir a un barco vacío que comparte casilla con una ballena o una serpiente de mar equivale a navegar hacia ellas: el barco es atacado en cuanto alguien sube.',
              ],
            },
          ],
        },
        {
          id: 'removing',
          title: 'Retirar una baldosa de terreno',
          blocks: [
            {
              list: [
                'Retira una baldosa que toque al menos una casilla de mar (cuentan las que dejaron baldosas anteriores).',
                'Todas las playas se retiran antes que cualquier bosque, y todos los bosques antes que cualquier montaña. Si todas las baldosas que quedan de ese tipo están rodeadas de tierra, puedes tomar cualquiera de ellas.',
                'Los exploradores que estén en la baldosa caen a su casilla como nadadores.',
                'Mira su reverso. Un reverso verde actúa en el acto, a la vista de todos; uno rojo va en secreto a tu mano.',
              ],
            },
          ],
        },
        {
          id: 'creature-die',
          title: 'El dado de criaturas',
          blocks: [
            'Tira el dado. Después puedes mover una criatura del tipo que muestre, solo por casillas de mar: una serpiente de mar 1 casilla, un tiburón hasta 2 y una ballena hasta 3. Puedes moverla menos o no moverla; si no hay ninguna criatura de ese tipo en el tablero, no se mueve nada. Úsalo para alejar criaturas de tus piezas o para lanzarlas contra las de los demás.',
            'Las criaturas pueden compartir casilla y pasar por encima de cualquier cosa, salvo que un tiburón se detiene al entrar en una casilla con nadadores y una ballena al entrar en una casilla con un barco ocupado. Solo importa la casilla donde se detiene la criatura.',
          ],
        },
      ],
    },
    {
      id: 'creatures',
      title: 'Las criaturas',
      blocks: [
        'Lo que hace cada criatura en la casilla donde se detiene:',
        {
          terms: [
            {
              id: 'serpent',
              term: 'Serpiente de mar',
              text: 'Hunde un barco con exploradores a bordo, junto con ellos, y devora a todos los nadadores de su casilla. Un barco vacío sigue a flote.',
            },
            {
              id: 'shark',
              term: 'Tiburón',
              text: 'Devora a todos los nadadores de su casilla. Los barcos, y quienes van a bordo, están a salvo.',
            },
            {
              id: 'whale',
              term: 'Ballena',
              text: 'Vuelca un barco con exploradores a bordo: el barco sale de la partida y sus pasajeros se convierten en nadadores, devorados si hay un tiburón. Los nadadores y los barcos vacíos están a salvo.',
            },
          ],
        },
      ],
    },
    {
      id: 'tiles',
      title: 'Baldosas de terreno',
      blocks: [
        'El reverso de una baldosa retirada muestra uno de doce efectos. La tabla indica cuántas baldosas de cada terreno esconden cada uno.',
        { values: 'surv-backs' },
      ],
      sections: [
        {
          id: 'tiles-green',
          title: 'Reversos verdes: en el acto',
          blocks: [
            {
              terms: [
                {
                  id: 'tile-shark',
                  term: 'Tiburón',
                  text: 'Pon un tiburón de la reserva en la casilla de la baldosa; devora a los nadadores que haya allí.',
                },
                {
                  id: 'tile-whale',
                  term: 'Ballena',
                  text: 'Pon una ballena de la reserva en la casilla de la baldosa.',
                },
                {
                  id: 'tile-ship',
                  term: 'Barco',
                  text: 'Pon un barco de la reserva en la casilla de la baldosa. Los nadadores que haya allí suben a bordo, hasta 3: si hay más, quien retiró la baldosa elige cuáles.',
                },
                {
                  id: 'tile-whirlpool',
                  term: 'Torbellino',
                  text: 'Todo lo que hay en la casilla de la baldosa y en cada casilla de mar vecina sale de la partida: nadadores, barcos con sus pasajeros y criaturas. La tierra y las islas seguras no se tocan.',
                },
                {
                  id: 'tile-volcano',
                  term: 'Volcán',
                  text: 'El volcán entra en erupción y la partida termina (ver Fin de la partida).',
                },
              ],
            },
          ],
        },
        {
          id: 'tiles-start',
          title: 'Reversos rojos: al empezar tu turno',
          blocks: [
            'Se guardan boca abajo en tu mano. Puedes jugar una por turno, antes de tu primer punto de movimiento; después sale de la partida.',
            {
              terms: [
                {
                  id: 'tile-dolphin',
                  term: 'Delfín',
                  text: 'Mueve a uno de tus nadadores de 1 a 3 casillas de mar. No cuesta puntos de movimiento ni gasta el movimiento propio de ese nadador en el turno; las criaturas que encuentre por el camino actúan como siempre.',
                },
                {
                  id: 'tile-wind',
                  term: 'Vientos favorables',
                  text: 'Mueve un barco que controles de 1 a 3 casillas de mar, sin gastar puntos de movimiento; las criaturas que encuentre actúan como siempre.',
                },
                {
                  id: 'tile-move-creature',
                  term: 'Mover una serpiente de mar, un tiburón o una ballena',
                  text: 'Mueve una criatura de ese tipo que ya esté en el tablero a cualquier casilla de mar vacía: sin criaturas, sin barcos y sin nadadores. Así que estas baldosas nunca atacan directamente a nadie.',
                },
              ],
            },
          ],
        },
        {
          id: 'tiles-defence',
          title: 'Reversos rojos: en el turno de otro',
          blocks: [
            'Se guardan boca abajo en tu mano y solo se juegan en el turno de otro jugador, cuando la criatura que mueve tras tirar el dado alcanza tus piezas. La criatura sale de la partida y no pasa nada.',
            {
              terms: [
                {
                  id: 'tile-shark-defence',
                  term: 'Defensa contra tiburones',
                  text: 'Cuando un tiburón entra en una casilla con alguno de tus nadadores.',
                },
                {
                  id: 'tile-whale-defence',
                  term: 'Defensa contra ballenas',
                  text: 'Cuando una ballena alcanza un barco con alguno de tus exploradores a bordo.',
                },
              ],
            },
            {
              note: 'No sirven contra una criatura que una baldosa verde pone en el tablero, ni contra un barco que navega hacia una ballena. Fathom pregunta a todos los jugadores amenazados si se defienden, tengan la baldosa o no, así que la pregunta no delata a nadie.',
            },
          ],
        },
      ],
    },
    {
      id: 'end',
      title: 'Fin de la partida',
      blocks: [
        'El volcán está bajo una de las montañas. En cuanto aparece, la partida termina, sin tirar el dado de criaturas: todos los exploradores que no estén en una isla segura se pierden.',
        'Cada jugador da la vuelta a sus exploradores salvados y suma sus valores. Gana el total más alto; los empatados comparten la victoria.',
      ],
    },
    {
      id: 'on-fathom',
      title: 'Cómo se juega en Fathom',
      blocks: [
        {
          list: [
            'Selecciona una de tus piezas, en el mapa o en la lista de al lado: se iluminan las casillas a las que puede llegar. Elige una para moverla allí (con un clic, tocándola o con `Tab` y `Enter`).',
            'El panel muestra los puntos de movimiento que te quedan, el dado de criaturas y tus baldosas, y te pregunta cuando puedes defenderte.',
            'Acerca o aleja el mapa con los botones o con la rueda del ratón; arrástralo para desplazarlo.',
          ],
        },
      ],
    },
  ],
};
