import type { GuideTexts } from '../../guide';
import type { StepId } from '../script';

/** La première partie guidée d’Into the Blue, en français. */
export const steps: GuideTexts<StepId> = {
  welcome: {
    title: 'Bienvenue dans Into the Blue',
    body: [
      'Vous plongez sous le nom de **Marina**, contre **Finn**, un bot. En quelques tours, vous allez lancer les dés, garder ceux qui vous plaisent, plonger jusqu’à un niveau, remonter un coffre du fond et voir comment la partie se décompte.',
      'Chaque étape vous dit quoi faire et pourquoi. Avancez avec **Suivant** (ou la touche `→`) et revenez en arrière avec **Précédent** (`←`).',
    ],
  },
  board: {
    title: 'La mer et ses trésors',
    body: [
      'La mer compte cinq niveaux : le 1, près de la surface, et le 5, le plus profond. Chaque niveau a un trésor principal et un trésor secondaire, qui valent d’autant plus qu’ils sont profonds. À la fin, celui qui a le plus de coquillages sur un niveau prend son trésor principal, et le deuxième le secondaire.',
      'Vous avez chacun 12 coquillages. Cinq coffres, de 5 à 8 points, attendent au fond les plongées parfaites.',
    ],
  },
  'first-roll': {
    title: 'Votre premier lancer',
    body: [
      'Vous avez obtenu 1, 1, 2, 4, 5 et un coffre. Seule compte la suite sans trou depuis le 1 : ici, 1, 2. Il n’y a pas de 3, donc le 4 et le 5 ne comptent pas, et le coffre ne sert que pour une plongée parfaite.',
      'Vous pouvez relancer jusqu’à deux fois. Gardez les dés de votre suite et relancez les autres pour chercher un 3.',
    ],
    hint: 'Appuyez sur `1`, `2` et `3` (ou cliquez sur ces dés) pour garder le 1, le 1 et le 2, puis sur `R` pour relancer les trois autres.',
  },
  'second-roll': {
    title: 'Une suite plus longue',
    body: [
      'Vous avez maintenant 1, 1, 2, 3, 3, 5 : votre suite est 1, 2, 3. Toujours pas de 4, donc le 5 est perdu.',
      'Il vous reste un lancer, mais relancer pourrait vous coûter les dés que vous avez. Deux 3, c’est déjà bien : arrêtez-vous là.',
    ],
    hint: 'Appuyez sur `S` pour vous arrêter et plonger.',
  },
  place: {
    title: 'Placer vos coquillages',
    body: [
      'Une plongée réussie : choisissez un nombre de votre suite et posez sur ce niveau autant de coquillages que de dés qui le montrent. Vous pourriez placer 2 coquillages au niveau 1, 1 au niveau 2 ou 2 au niveau 3.',
      'Les niveaux profonds cachent les plus gros trésors, et 2 coquillages au niveau 3 font un bon début.',
    ],
    hint: 'Appuyez sur `3` (ou cliquez sur le niveau 3) pour placer 2 coquillages au niveau 3.',
  },
  'finn-1': {
    title: 'Le tour de Finn',
    body: [
      'Finn a obtenu 1, 2, 3, 3, 3, 3 et a posé 4 coquillages au niveau 3. Finn y mène désormais, 4 contre 2.',
      'Voilà comment se dispute un niveau : à la fin, le plus de coquillages prend le trésor principal et le deuxième le secondaire. À 4 ou 5 joueurs, le troisième prend lui aussi un trésor secondaire.',
    ],
  },
  'no-one': {
    title: 'Pas de 1 !',
    body: [
      'Vous avez obtenu 2, 3, 4, 5, 5 et un coffre, mais pas de 1. Sans 1, la plongée échoue : si vous vous arrêtiez maintenant, vous ne placeriez rien.',
      'Mais regardez bien : avec un 1, vous auriez 1, 2, 3, 4, 5 et un coffre, un de chaque. C’est une **plongée parfaite**. Gardez tout sauf un 5, et relancez ce dé.',
    ],
    hint: 'Appuyez sur `1`, `2`, `3`, `4` et `6` pour garder le 2, le 3, le 4, le 5 et le coffre, puis sur `R` pour relancer l’autre 5.',
  },
  perfect: {
    title: 'Une plongée parfaite',
    body: [
      'Un 1 ! Vous avez 1, 2, 3, 4, 5 et un coffre. Une plongée parfaite ne place aucun coquillage : elle remonte un coffre du fond, et vous rejouez aussitôt.',
    ],
    hint: 'Appuyez sur `S` pour plonger.',
  },
  chest: {
    title: 'Votre premier coffre',
    body: [
      'Vous avez pris un coffre de 7 points. Vous seul en voyez la valeur ; Finn sait seulement que vous en avez un. Les coffres comptent à la fin, en plus des trésors.',
      'Celui qui prend le dernier des cinq coffres termine aussitôt la partie. Et maintenant, votre tour supplémentaire.',
    ],
  },
  'extra-turn': {
    title: 'Votre tour supplémentaire',
    body: [
      'Vous avez obtenu 1, 2, 2, 3, 4, 4 : une suite de 1 à 4 du premier coup. Personne n’a encore de coquillage au niveau 4, et ses trésors valent plus que ceux du niveau 3 : vos deux 4 y posent 2 coquillages.',
      'Inutile de relancer : arrêtez-vous, puis placez au niveau 4.',
    ],
    hint: 'Appuyez sur `S` pour vous arrêter, puis sur `4` pour placer 2 coquillages au niveau 4.',
  },
  'finn-2': {
    title: 'Finn garde des dés',
    body: [
      'Finn a obtenu 1, 2, 2, 2, 5 et un coffre, a gardé 1, 2, 2, 2 et relancé les deux autres. Avec 1, 2, 2, 2, 2, 4, Finn a posé 4 coquillages au niveau 2.',
      'Il reste 4 coquillages à Finn, et 8 à vous. Quand quelqu’un place son dernier coquillage, tous les autres jouent un dernier tour.',
    ],
  },
  'keep-one': {
    title: 'Rien qu’un 1',
    body: [
      'Vous avez obtenu 1, 3, 3, 5, 5 et un coffre. Sans 2, votre suite se limite au 1.',
      'Gardez le 1, dont toute suite a besoin, et relancez les cinq autres.',
    ],
    hint: 'Appuyez sur `1` pour garder le 1, puis sur `R` pour relancer les cinq autres dés.',
  },
  'last-roll': {
    title: 'Votre dernier lancer',
    body: [
      'Vous avez maintenant 1, 2, 2, 4, 5 et un coffre : la suite est 1, 2, et il manque un 3.',
      'Gardez le 1, le 2 et le 2, et relancez les trois autres. C’est votre troisième lancer : quoi qu’il arrive, les dés resteront comme ils tombent.',
    ],
    hint: 'Appuyez sur `1`, `2` et `3` pour garder le 1, le 2 et le 2, puis sur `R` pour relancer les trois autres.',
  },
  'final-dice': {
    title: 'Les dés sont joués',
    body: [
      'Après un troisième lancer, il n’y a plus rien à décider sur les dés : 1, 1, 2, 2, 3, 4. Votre suite va de 1 à 4, vous passez donc directement au placement.',
      'Le niveau 1 est encore vide : vos deux 1 le prendraient avec 2 coquillages, et son trésor principal avec, pour l’instant.',
    ],
    hint: 'Appuyez sur `1` pour placer 2 coquillages au niveau 1.',
  },
  'finn-3': {
    title: 'Le dernier tour',
    body: [
      'Finn a obtenu 1, 1, 1, 1, 2, 3 et a posé 4 coquillages au niveau 1 : c’étaient ses derniers. Finn mène désormais au niveau 1, 4 contre 2.',
      'La fin a commencé : chacun des autres joue un dernier tour, et Finn ne joue plus. Ici, c’est vous.',
    ],
  },
  'last-turn': {
    title: 'Votre dernier tour',
    body: [
      'Vous avez obtenu 1, 2, 3, 4, 4, 5 : une suite jusqu’au 5. Où un coquillage change-t-il encore le résultat ? Les niveaux 1 et 3 restent à Finn quoi que vous ajoutiez, et un coquillage au niveau 2 ne gagnerait que son trésor secondaire. Le niveau 5 est vide : un seul coquillage y gagne son trésor principal, le plus gros de la partie.',
    ],
    hint: 'Appuyez sur `S` pour vous arrêter, puis sur `5` pour placer votre coquillage au niveau 5.',
  },
  scoring: {
    title: 'Le décompte',
    body: [
      'La partie est finie. Chaque niveau est décompté, du plus profond vers la surface. Les niveaux 5 et 4 sont à vous seul : leurs trésors principaux vous rapportent {l5} et {l4} points. Au niveau 3, Finn a plus de coquillages et prend le trésor principal ({f3} points) ; vous prenez le secondaire ({l3}). Le niveau 2 est à Finn seul ({f2}). Au niveau 1, Finn prend le trésor principal ({f1}) et vous le secondaire ({l1}).',
      'Ajoutez votre coffre ({chest}) : vous marquez **{you}** points et Finn **{finn}**. Vous avez gagné !',
      'Si deux joueurs avaient été à égalité sur un niveau, le plus de coquillages sur les niveaux du dessus aurait tranché, puis le plus de coquillages non joués, puis le dernier tour joué le plus tôt. Le décompte sous le plateau explique chaque niveau.',
    ],
  },
  next: {
    title: 'À vous de jouer',
    body: [
      'Vous connaissez maintenant tout Into the Blue. Dans une vraie partie, les dés ne sont pas écrits d’avance : les bots jouent pour gagner, et à 4 ou 5 joueurs la lutte pour chaque niveau est plus rude.',
    ],
  },
};
