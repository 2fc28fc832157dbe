import type { GuideTexts } from '../../guide';
import type { StepId } from '../script';

/** La primera partida guiada de AquaSphere, en español. */
export const steps: GuideTexts<StepId> = {
  welcome: {
    title: 'Bienvenida a AquaSphere',
    body: [
      'Diriges el equipo de investigación de **Marina**, contra **Finn**, un bot. En cuatro rondas reúnes puntos de conocimiento (PC) en una estación submarina de seis sectores.',
      'Tu **ingeniero** en la Sede programa bots; tu **científico** en la estación elige dónde actúan. Desde la preparación ya tienes un bot programado, en el símbolo negro: tomar cristales. Sigue con **Siguiente** (o `→`) y vuelve con **Anterior** (`←`).',
    ],
  },
  program: {
    title: 'Programar un bot',
    body: [
      'En tu turno programas un bot, actúas con un bot programado o pasas. Para programar, tu ingeniero avanza una sala por una flecha de la Sede; la loseta de esa sala da el color del símbolo donde va tu bot. Puedes tener como mucho dos bots programados.',
      'La sala 1L es morada: atrapar octópodos.',
    ],
    hint: 'Elige la sala **1L** en la lista de tus opciones y confirma.',
  },
  octopods: {
    title: 'El científico actúa: octópodos',
    body: [
      'Finn también ha programado un bot. Ahora usa el tuyo: tu científico se mueve a un sector, pagando marcadores de tiempo por cada esclusa que cruza (aquí 1), y se coloca en el área de un color que tengas programado. El bot deja su símbolo por el espacio de control de ese sector y luego haces la acción.',
      'El sector B tiene 2 octópodos y tu laboratorio te deja atrapar los dos: 3 PC.',
    ],
    hint: 'Elige **morado** en el sector **B** y confirma.',
  },
  crystals: {
    title: 'Tomar cristales',
    body: [
      'Finn también ha actuado en el sector B: ha tomado su cristal, y su bot ha ocupado el espacio de control y ha mandado el tuyo a la estación de carga. Un espacio de control tiene un bot; una estación de carga, dos en una partida de dos jugadores.',
      'Tu bot negro toma cristales. El sector C tiene 2: tu científico avanza, paga 1 marcador de tiempo por una esclusa, y tomas tantos como tu laboratorio pueda guardar.',
    ],
    hint: 'Elige **negro** en el sector **C** y confirma.',
  },
  round: {
    title: 'El resto de la ronda',
    body: [
      'La guía ha jugado por ti el resto de la ronda 1: has programado dos bots más, has tomado una carta de investigación y has colocado un submarino en el sector B, y luego has pasado desde una sala de salida de la Sede. Finn ha programado, ha pagado una vez 3 marcadores de tiempo para programar un bot sin mover a su ingeniero, ha tomado cristales y marcadores de tiempo, ha colocado un submarino y ha pasado.',
      'Cuando todos han pasado, se puntúa la ronda.',
    ],
  },
  scoring: {
    title: 'La puntuación de una ronda',
    body: [
      'Quien tiene más bots en los seis espacios de control gana 6 PC (3 cada uno si empatan): Finn {finnMajority}, tú {majority}. Bots en juego: el número más alto sin cubrir en una columna de tu tablero sin submarino, {bots} para ti. Cristales en tu suministro: {crystals}. Cada sector donde tienes el espacio de control te cuesta por los octópodos que quedan: −{octopods}.',
      'Luego tu contador llegó a una línea roja del marcador de conocimiento: cruzarla cuesta un cristal (o un bot programado); si no, el contador se detiene y se pierde el resto. La guía lo detuvo ahí. Tras la ronda 1: tú **{you}** PC, Finn **{finn}**.',
    ],
  },
  next: {
    title: 'Te toca jugar',
    body: [
      'Empieza la ronda 2, en el orden en que pasasteis. Sigue jugando contra Finn desde aquí, o empieza una partida de verdad desde la sala. Cada partida acaba tras cuatro rondas con una puntuación final.',
    ],
  },
};
