import type { GuideTexts } from '../../guide';
import type { StepId } from '../script';

/** La primera partida guiada de Survive, en español. */
export const steps: GuideTexts<StepId> = {
  welcome: {
    title: 'Bienvenida a Survive',
    body: [
      'Juegas con **Marina** contra **Finn**, un bot. La Atlántida se hunde: lleva a tus exploradores de la isla a las cuatro islas seguras de las esquinas antes de que entre en erupción el volcán.',
      'La isla se acaba de colocar al azar: playas, bosques y montañas. Cinco serpientes de mar esperan en el mar. Sigue con **Siguiente** (o la tecla `→`) y vuelve atrás con **Anterior** (`←`).',
    ],
  },
  explorer: {
    title: 'Colocar un explorador',
    body: [
      'Cada uno tiene diez exploradores. Debajo de cada uno hay un número del 1 al 6: solo tú conoces tus valores, y al final solo cuentan los que llegaron a una isla segura.',
      'Por turnos, colocáis un explorador en una casilla de tierra vacía. Pon el mejor, el que vale 6, en la playa de la costa este: tendrá un barco al lado.',
    ],
    hint: 'Elige tu explorador de **6** y luego la playa resaltada en el mapa.',
  },
  boat: {
    title: 'Colocar un barco',
    body: [
      'La guía ha colocado tus otros nueve exploradores, y Finn sus diez: uno cada uno por turno, hasta que todos estuvieron en la isla.',
      'Ahora cada uno coloca dos barcos, de uno en uno, en una casilla de mar libre junto a la isla (sin barco ni serpiente). Pon tu primer barco justo al lado de tu 6.',
    ],
    hint: 'Elige **Un barco nuevo** y luego la casilla de mar resaltada junto a tu 6.',
  },
  move: {
    title: 'Mover: tres puntos',
    body: [
      'Los barcos están colocados y empiezas tú. Cada turno tienes 3 puntos de movimiento para tus exploradores y barcos, como quieras. Pasar de tierra a un barco contiguo cuesta 1; un barco avanza 1 casilla por punto.',
      'Un barco lleva hasta tres exploradores. Un barco vacío lo puede mover cualquiera; uno con exploradores lo controla quien tenga más a bordo. Sube a tu 6 y navega dos casillas hacia el norte, hacia la isla segura de la esquina noreste.',
    ],
    hint: 'Elige tu **6** y la casilla del barco; luego el barco y la casilla de mar resaltada, dos veces.',
  },
  tile: {
    title: 'Hundir un trozo de tierra',
    body: [
      'Después de mover, tienes que quitar una baldosa de terreno. Debe tocar el mar, y primero van las playas, luego los bosques y por último las montañas.',
      'Finn tiene un explorador en la playa justo al oeste de donde estaba tu 6. Quita esa baldosa: su explorador cae al mar y se convierte en nadador.',
    ],
    hint: 'Elige la playa resaltada donde está el explorador de Finn.',
  },
  turned: {
    title: 'Una baldosa girada: ¡un tiburón!',
    body: [
      'Miras debajo de la baldosa quitada. Un borde verde se juega en el acto: esta es un **tiburón**, que aparece en el mar donde estaba la baldosa. Un tiburón se come a todos los nadadores de su casilla: Finn pierde su explorador.',
      'Una baldosa de borde rojo, en cambio, te la guardas boca abajo para jugarla al principio de un turno posterior (un delfín, el viento, mover una criatura) o, las dos de defensa, en el turno de otro jugador.',
    ],
  },
  die: {
    title: 'El dado de criaturas',
    body: [
      'Por último, tiras el dado de criaturas: una serpiente se mueve 1 casilla de mar, un tiburón 1 o 2, una ballena de 1 a 3. Puedes mover una criatura de ese tipo, o ninguna. La serpiente hunde barcos con gente y nadadores, el tiburón se come a los nadadores y la ballena vuelca los barcos con gente.',
      'Ha salido tiburón. Mueve el que acaba de aparecer junto a dos exploradores de Finn en la costa: se lo pensarán antes de nadar.',
    ],
    hint: 'Elige el tiburón y luego la casilla de mar resaltada.',
  },
  finn: {
    title: 'El turno de Finn',
    body: [
      'Finn ha subido tres exploradores a sus barcos. Luego ha quitado la playa bajo tu explorador de 3, en el sur: ahora nada, y de debajo de la baldosa ha salido una ballena. La ballena no toca a los nadadores, pero vuelca el barco con gente que se encuentre con ella.',
      'Finn ha sacado tiburón y no ha movido ninguno: ninguno alcanzaba a un nadador tuyo.',
    ],
  },
  ashore: {
    title: 'Llegar a una isla segura',
    body: [
      'A cada isla segura se llega desde las dos casillas de mar contiguas. Sigue navegando hacia la de la esquina noreste (la serpiente ocupa su otra casilla de acceso: un barco con gente que entra en la casilla de una serpiente se hunde con todos). Luego baja a tierra a tu 6: 1 punto.',
    ],
    hint: 'Elige el barco y la casilla de mar resaltada, dos veces; luego tu **6** y la isla segura.',
  },
  scoring: {
    title: 'Cómo acaba la partida',
    body: [
      'Tu 6 está a salvo. La partida acaba cuando alguien quita la baldosa que esconde el **volcán**, una de las montañas: en ese momento se pierden todos los exploradores que no estén en una isla segura.',
      'Entonces cada uno da la vuelta a sus exploradores de las islas seguras y suma sus valores. De momento tienes **{you}** puntos; gana el total más alto. Así que salva primero a tus mejores exploradores, y hunde por el camino los barcos y nadadores de Finn.',
    ],
  },
  next: {
    title: 'Te toca jugar',
    body: [
      'Eso es todo Survive. Tu turno sigue: quita una baldosa y tira el dado. Sigue jugando contra Finn desde aquí, o empieza una partida de verdad desde la sala.',
    ],
  },
};
