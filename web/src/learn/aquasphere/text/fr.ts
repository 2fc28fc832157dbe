import type { GuideTexts } from '../../guide';
import type { StepId } from '../script';

/** La première partie guidée d’AquaSphere, en français. */
export const steps: GuideTexts<StepId> = {
  welcome: {
    title: 'Bienvenue dans AquaSphere',
    body: [
      'Vous dirigez l’équipe de recherche de **Marina**, contre **Finn**, un bot. En quatre manches, vous réunissez des points de connaissance (PC) dans une station sous-marine de six secteurs.',
      'Votre **ingénieur**, au quartier général (QG), programme des bots ; votre **scientifique**, dans la station, choisit où ils agissent. Depuis la mise en place, vous avez déjà un bot programmé, sur le symbole noir : prendre des cristaux. Avancez avec **Suivant** (ou `→`), revenez avec **Précédent** (`←`).',
    ],
  },
  program: {
    title: 'Programmer un bot',
    body: [
      'À votre tour, vous programmez un bot, agissez avec un bot programmé ou passez. Pour programmer, votre ingénieur avance d’une salle le long d’une flèche du QG ; la tuile de cette salle donne la couleur du symbole où va votre bot. Vous avez au plus deux bots programmés.',
      'La salle 1L est violette : attraper des octopodes.',
    ],
    hint: 'Choisissez la salle **1L** dans la liste de vos options, puis confirmez.',
  },
  octopods: {
    title: 'Le scientifique agit : des octopodes',
    body: [
      'Finn a programmé un bot lui aussi. Servez-vous du vôtre : votre scientifique va dans un secteur, en payant des marqueurs de temps pour chaque écluse franchie (ici 1), et se place dans la zone d’une couleur que vous avez programmée. Le bot quitte son symbole pour l’espace de contrôle de ce secteur, puis vous faites l’action.',
      'Le secteur B abrite 2 octopodes, et votre laboratoire vous permet de les attraper tous les deux : 3 PC.',
    ],
    hint: 'Choisissez **violet** dans le secteur **B**, puis confirmez.',
  },
  crystals: {
    title: 'Prendre des cristaux',
    body: [
      'Finn a agi lui aussi dans le secteur B : il a pris son cristal, et son bot a pris l’espace de contrôle en envoyant le vôtre à la station de recharge. Un espace de contrôle tient un bot ; une station de recharge, deux dans une partie à deux.',
      'Votre bot noir prend des cristaux. Le secteur C en a 2 : votre scientifique avance en payant 1 marqueur de temps pour une écluse, et vous en prenez autant que votre laboratoire peut en stocker.',
    ],
    hint: 'Choisissez **noir** dans le secteur **C**, puis confirmez.',
  },
  round: {
    title: 'La fin de la manche',
    body: [
      'Le guide a joué pour vous la fin de la manche 1 : vous avez programmé deux autres bots, pris une carte de recherche et placé un sous-marin dans le secteur B, puis passé depuis une salle de sortie du QG. Finn a programmé, payé une fois 3 marqueurs de temps pour programmer un bot sans déplacer son ingénieur, pris des cristaux et des marqueurs de temps, placé un sous-marin, et passé.',
      'Quand tout le monde a passé, la manche est décomptée.',
    ],
  },
  scoring: {
    title: 'Le décompte d’une manche',
    body: [
      'Le plus de bots sur les six espaces de contrôle rapporte 6 PC (3 chacun en cas d’égalité) : Finn {finnMajority}, vous {majority}. Bots en jeu : le plus grand nombre découvert dans une colonne de votre plateau sans sous-marin, {bots} pour vous. Cristaux en réserve : {crystals}. Chaque secteur dont vous tenez l’espace de contrôle vous coûte pour les octopodes qui y restent : −{octopods}.',
      'Votre pion a ensuite atteint une ligne rouge de la piste de connaissance : la franchir coûte un cristal (ou un bot programmé), sinon le pion s’arrête et le reste est perdu. Le guide l’a arrêté là. Après la manche 1 : vous **{you}** PC, Finn **{finn}**.',
    ],
  },
  next: {
    title: 'À vous de jouer',
    body: [
      'La manche 2 commence, dans l’ordre où vous avez passé. Continuez contre Finn d’ici, ou commencez une vraie partie depuis le salon. Une partie se termine après quatre manches par un décompte final.',
    ],
  },
};
