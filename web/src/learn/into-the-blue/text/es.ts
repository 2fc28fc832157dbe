import type { GuideTexts } from '../../guide';
import type { StepId } from '../script';

/** La primera partida guiada de Into the Blue, en español. */
export const steps: GuideTexts<StepId> = {
  welcome: {
    title: 'Te damos la bienvenida a Into the Blue',
    body: [
      'Buceas como **Marina**, contra **Finn**, un bot. En unos pocos turnos tirarás los dados, guardarás los que te convengan, te zambullirás hasta un nivel, sacarás un cofre del fondo y verás cómo se puntúa la partida.',
      'Cada paso te dice qué hacer y por qué. Avanza con **Siguiente** (o la tecla `→`) y vuelve atrás con **Anterior** (`←`).',
    ],
  },
  board: {
    title: 'El mar y sus tesoros',
    body: [
      'El mar tiene cinco niveles: el 1, junto a la superficie, y el 5, el más hondo. Cada nivel tiene un tesoro principal y uno secundario, que valen más cuanto más hondos están. Al final, quien tenga más conchas en un nivel se lleva su tesoro principal, y el segundo, el secundario.',
      'Cada uno tiene 12 conchas. En el fondo esperan cinco cofres, de 5 a 8 puntos, para las zambullidas perfectas.',
    ],
  },
  'first-roll': {
    title: 'Tu primera tirada',
    body: [
      'Has sacado 1, 1, 2, 4, 5 y un cofre. Solo cuenta la escalera sin huecos desde el 1: aquí, 1, 2. No hay ningún 3, así que el 4 y el 5 no cuentan, y el cofre solo importa en una zambullida perfecta.',
      'Puedes volver a tirar hasta dos veces. Guarda los dados de tu escalera y tira los demás para buscar un 3.',
    ],
    hint: 'Pulsa `1`, `2` y `3` (o haz clic en esos dados) para guardar el 1, el 1 y el 2, y luego `R` para tirar los otros tres.',
  },
  'second-roll': {
    title: 'Una escalera más larga',
    body: [
      'Ahora tienes 1, 1, 2, 3, 3, 5: tu escalera es 1, 2, 3. Sigue sin haber un 4, así que el 5 se pierde.',
      'Te queda una tirada, pero volver a tirar podría costarte los dados que tienes. Dos 3 ya están bien: plántate aquí.',
    ],
    hint: 'Pulsa `S` para plantarte y zambullirte.',
  },
  place: {
    title: 'Colocar tus conchas',
    body: [
      'Una zambullida con éxito: elige un número de tu escalera y pon en ese nivel tantas conchas como dados lo muestran. Podrías colocar 2 conchas en el nivel 1, 1 en el nivel 2 o 2 en el nivel 3.',
      'Los niveles más hondos guardan tesoros mayores, y 2 conchas en el nivel 3 son un buen comienzo allí.',
    ],
    hint: 'Pulsa `3` (o haz clic en el nivel 3) para colocar 2 conchas en el nivel 3.',
  },
  'finn-1': {
    title: 'El turno de Finn',
    body: [
      'Finn ha sacado 1, 2, 3, 3, 3, 3 y ha puesto 4 conchas en el nivel 3. Ahora Finn va por delante allí, 4 a 2.',
      'Así se disputa un nivel: al final, quien tenga más conchas se lleva el tesoro principal y el segundo, el secundario. Con 4 o 5 jugadores, el tercero también se lleva un tesoro secundario.',
    ],
  },
  'no-one': {
    title: '¡Ningún 1!',
    body: [
      'Has sacado 2, 3, 4, 5, 5 y un cofre, pero ningún 1. Sin un 1 la zambullida falla: si te plantaras ahora, no colocarías nada.',
      'Pero fíjate: con un 1 tendrías 1, 2, 3, 4, 5 y un cofre, uno de cada. Eso es una **zambullida perfecta**. Guárdalo todo menos un 5 y tira ese dado.',
    ],
    hint: 'Pulsa `1`, `2`, `3`, `4` y `6` para guardar el 2, el 3, el 4, el 5 y el cofre, y luego `R` para tirar el otro 5.',
  },
  perfect: {
    title: 'Una zambullida perfecta',
    body: [
      '¡Un 1! Tienes 1, 2, 3, 4, 5 y un cofre. Una zambullida perfecta no coloca conchas: sube un cofre del fondo, y vuelves a jugar enseguida.',
    ],
    hint: 'Pulsa `S` para zambullirte.',
  },
  chest: {
    title: 'Tu primer cofre',
    body: [
      'Has tomado un cofre de 7 puntos. Solo tú ves su valor; Finn solo sabe que tienes uno. Los cofres cuentan al final, además de los tesoros.',
      'Quien toma el último de los cinco cofres termina la partida en el acto. Y ahora, tu turno extra.',
    ],
  },
  'extra-turn': {
    title: 'Tu turno extra',
    body: [
      'Has sacado 1, 2, 2, 3, 4, 4: una escalera del 1 al 4 a la primera. Nadie tiene aún conchas en el nivel 4, y sus tesoros valen más que los del nivel 3: tus dos 4 ponen allí 2 conchas.',
      'No hace falta volver a tirar: plántate y coloca en el nivel 4.',
    ],
    hint: 'Pulsa `S` para plantarte y luego `4` para colocar 2 conchas en el nivel 4.',
  },
  'finn-2': {
    title: 'Finn guarda algunos dados',
    body: [
      'Finn ha sacado 1, 2, 2, 2, 5 y un cofre, ha guardado 1, 2, 2, 2 y ha tirado los otros dos. Con 1, 2, 2, 2, 2, 4, Finn ha puesto 4 conchas en el nivel 2.',
      'A Finn le quedan 4 conchas; a ti, 8. Cuando alguien coloca su última concha, todos los demás juegan un último turno.',
    ],
  },
  'keep-one': {
    title: 'Solo un 1',
    body: [
      'Has sacado 1, 3, 3, 5, 5 y un cofre. Sin ningún 2, tu escalera es solo el 1.',
      'Guarda el 1, que toda escalera necesita, y tira los otros cinco.',
    ],
    hint: 'Pulsa `1` para guardar el 1 y luego `R` para tirar los otros cinco dados.',
  },
  'last-roll': {
    title: 'Tu última tirada',
    body: [
      'Ahora tienes 1, 2, 2, 4, 5 y un cofre: la escalera es 1, 2, y falta un 3.',
      'Guarda el 1, el 2 y el 2 y tira los otros tres. Es tu tercera tirada: salga lo que salga, los dados se quedan como caigan.',
    ],
    hint: 'Pulsa `1`, `2` y `3` para guardar el 1, el 2 y el 2, y luego `R` para tirar los otros tres.',
  },
  'final-dice': {
    title: 'Los dados ya no cambian',
    body: [
      'Tras una tercera tirada no queda nada que decidir sobre los dados: 1, 1, 2, 2, 3, 4. Tu escalera va del 1 al 4, así que pasas directamente a colocar.',
      'El nivel 1 sigue vacío: tus dos 1 lo ocuparían con 2 conchas y, con ellas, su tesoro principal, de momento.',
    ],
    hint: 'Pulsa `1` para colocar 2 conchas en el nivel 1.',
  },
  'finn-3': {
    title: 'La última ronda',
    body: [
      'Finn ha sacado 1, 1, 1, 1, 2, 3 y ha puesto 4 conchas en el nivel 1: eran sus últimas conchas. Ahora Finn va por delante en el nivel 1, 4 a 2.',
      'Empieza el final: cada uno de los demás juega un último turno, y Finn ya no juega más. Aquí, eso eres tú.',
    ],
  },
  'last-turn': {
    title: 'Tu último turno',
    body: [
      'Has sacado 1, 2, 3, 4, 4, 5: una escalera hasta el 5. ¿Dónde cambia ahora el resultado una concha? Los niveles 1 y 3 siguen siendo de Finn pongas lo que pongas, y una concha en el nivel 2 solo ganaría su tesoro secundario. El nivel 5 está vacío: una sola concha allí gana su tesoro principal, el mayor de la partida.',
    ],
    hint: 'Pulsa `S` para plantarte y luego `5` para colocar tu concha en el nivel 5.',
  },
  scoring: {
    title: 'La puntuación',
    body: [
      'La partida ha terminado. Se puntúa cada nivel, del más hondo hacia arriba. Los niveles 5 y 4 son solo tuyos: sus tesoros principales te dan {l5} y {l4} puntos. En el nivel 3 Finn tiene más conchas y se lleva el tesoro principal ({f3} puntos); tú te llevas el secundario ({l3}). El nivel 2 es solo de Finn ({f2}). En el nivel 1 Finn se lleva el tesoro principal ({f1}) y tú, el secundario ({l1}).',
      'Suma tu cofre ({chest}): consigues **{you}** puntos y Finn **{finn}**. ¡Has ganado!',
      'Si dos jugadores hubieran empatado en un nivel, el desempate lo habría ganado quien tuviera más conchas en los niveles de arriba; después, quien tuviera más conchas sin colocar y, por último, quien hubiera jugado antes su último turno. La puntuación bajo el tablero explica cada nivel.',
    ],
  },
  next: {
    title: 'Ahora te toca jugar',
    body: [
      'Esto es todo Into the Blue. En una partida de verdad los dados no están escritos de antemano: los bots juegan para ganar, y con 4 o 5 jugadores la lucha por cada nivel es más dura.',
    ],
  },
};
