import type { RulesText } from '../types';

/** Les règles d’AquaSphere en français, avec les mots de Fathom. */
export const rules: RulesText = {
  intro: [
    'Un jeu de planification de Stefan Feld pour 2 à 4 joueurs, en quatre manches. Chaque joueur dirige une équipe de recherche dans une base sous-marine : au quartier général, votre ingénieur programme des robots, et dans la station de recherche, votre scientifique décide où ils vont travailler.',
    {
      note: 'La plupart des valeurs imprimées des composants d’AquaSphere ne sont pas publiques. Fathom joue avec un **jeu de composants** : celui par défaut est en grande partie une conception provisoire de notre cru, faite pour respecter tout ce que l’on sait, et une table peut en charger un autre. Les tableaux de cette page montrent les valeurs du jeu de composants en usage.',
    },
    { values: 'aq-pack' },
  ],
  sections: [
    {
      id: 'goal',
      title: 'But du jeu',
      blocks: [
        'Avoir le plus de **points de connaissance** (PC) après la quatrième manche et le décompte final. Les PC viennent des sous-marins et des cartes de recherche, des octopodes attrapés, du décompte de fin de chaque manche et du décompte final.',
      ],
    },
    {
      id: 'components',
      title: 'Matériel',
      blocks: [
        {
          terms: [
            {
              id: 'station',
              term: 'La station de recherche',
              text: 'Six secteurs, lettrés de A à F, réunis en anneau, avec entre deux voisins une **écluse** qui coûte de 0 à 2 marqueurs de temps à franchir. Chaque secteur a sept **zones d’action** de couleur, un **espace de contrôle** pour un robot, une **station de recharge** où attendent les robots délogés et une rangée d’**emplacements de sous-marin**. Les **tuiles centrales** sont empilées au milieu de l’anneau.',
            },
            {
              id: 'hq',
              term: 'Le quartier général',
              text: 'Des salles de programmation reliées par des flèches à sens unique, d’une salle de départ vers le haut ; chaque salle porte une **tuile de programmation** de l’une des sept couleurs. S’y trouvent aussi les pistes d’ordre de jeu et d’ordre de passe, et la piste de connaissance avec ses lignes rouges.',
            },
            {
              id: 'player-board',
              term: 'Votre plateau de joueur',
              text: 'Sept **symboles de programme**, un par couleur, où attendent les robots programmés ; votre **réserve de robots**, répartie en colonnes numérotées ; et vos six sous-marins, qui partent par la gauche.',
            },
            {
              id: 'pieces',
              term: 'Vos pièces',
              text: 'Un ingénieur, un scientifique, des robots, des sous-marins et un **laboratoire de base** ; puis des extensions de laboratoire, des cartes de recherche, des cristaux, des octopodes et des marqueurs de temps de la réserve générale.',
            },
          ],
        },
        { values: 'aq-sectors' },
      ],
    },
    {
      id: 'setup',
      title: 'Mise en place',
      blocks: [
        {
          list: [
            'Les six secteurs sont réunis au hasard en anneau.',
            'Les quatre tuiles centrales du nombre de joueurs sont empilées au milieu : celle à l’ampoule de 5 en dessous, puis celles de 4 et de 3, et celle de 2 au sommet, chacune tournée au hasard.',
            'On tire quatre cartes de programme. La première dispose les tuiles de programmation au quartier général pour la manche 1 ; la suivante reste visible, si bien que tous connaissent la disposition de la manche 2.',
            'Chaque joueur tire au hasard un laboratoire de base : sa lettre désigne son **secteur de départ**. Il y pose son scientifique (dans la zone bleue), son premier sous-marin (sur le premier emplacement de sous-marin) et ce que la carte de mise en place donne à un secteur de départ : des marqueurs de temps, un cristal et un octopode. La carte de mise en place garnit aussi certains des autres secteurs de cristaux et d’octopodes et, à moins de quatre joueurs, de sous-marins neutres.',
            'Chaque secteur reçoit une carte de recherche face visible près de sa zone rouge et une extension de laboratoire près de sa zone verte.',
            'Chaque joueur prend 3 marqueurs de temps si une écluse voisine de son secteur de départ coûte 0, et 4 sinon.',
            'Chaque joueur commence avec un robot déjà programmé : sur le symbole de la couleur que montre la zone blanche de son secteur de départ.',
            'Les ingénieurs se placent dans la salle de départ. Le hasard désigne le premier joueur, sauf si la table a choisi de garder l’ordre des places (la première place commence alors) ; l’ordre de jeu suit le sens des aiguilles d’une montre à partir de lui.',
          ],
          ordered: true,
        },
      ],
    },
    {
      id: 'round',
      title: 'La manche',
      blocks: [
        'La partie dure quatre manches. Dans l’ordre de jeu, chaque joueur joue un tour à la fois, jusqu’à ce que tout le monde ait passé. À votre tour, faites **une** de ces choses : programmer un robot, accomplir une action ou passer. Quand tout le monde a passé vient un décompte intermédiaire.',
      ],
      sections: [
        {
          id: 'program',
          title: 'Programmer un robot',
          blocks: [
            'Montez votre ingénieur d’une salle en suivant une flèche. Vous programmez un robot de la couleur de la tuile de cette salle : prenez le robot suivant de votre réserve et posez-le sur le symbole de programme de cette couleur sur votre plateau. Les cartes de recherche de la salle où vous entrez agissent aussitôt.',
            'Vous pouvez avoir au plus **deux robots programmés**, et un par couleur : vous ne pouvez pas entrer dans une salle dont vous avez déjà la couleur programmée.',
            'Une fois par manche, vous pouvez à la place payer 3 marqueurs de temps pour programmer un robot de n’importe quelle couleur que vous n’avez pas programmée, sans déplacer votre ingénieur. L’un des trois marqueurs reste sur votre plateau jusqu’au décompte intermédiaire, pour montrer que vous l’avez fait.',
          ],
        },
        {
          id: 'action',
          title: 'Accomplir une action',
          blocks: [
            {
              list: [
                '**Votre scientifique.** Menez votre scientifique dans n’importe quel secteur (ou laissez-le où il est), en payant chaque écluse qu’il franchit ; Fathom prend le chemin le moins cher autour de l’anneau. Posez-le sur la zone d’une couleur pour laquelle vous avez un robot programmé. Plusieurs scientifiques peuvent partager une zone.',
                '**Le robot.** Ce robot passe de son symbole à l’espace de contrôle du secteur. Un robot qui s’y trouvait déjà, le vôtre ou celui d’un autre, va dans la station de recharge du secteur. Si la station contient alors plus de robots que permis (2 à 2 joueurs, 4 à 3 et 5 à 4), chaque joueur qui y a des robots les reprend tous sauf un dans sa réserve.',
                '**L’action.** Accomplissez l’action de la zone (voir Les sept actions). Les cartes de recherche de cette action agissent maintenant ; une carte prise par cette action même n’agit pas pour elle.',
              ],
              ordered: true,
            },
            'Il vous faut les marqueurs de temps des écluses (et de l’emplacement de sous-marin, pour l’action bleue) avant de commencer.',
          ],
        },
        {
          id: 'pass',
          title: 'Passer',
          blocks: [
            'Placez votre ingénieur sur la prochaine case libre de la piste d’ordre de passe : vous ne jouez plus de la manche. Vous pouvez passer depuis une salle du haut du quartier général (une sortie), ou quand vous ne pouvez ni programmer ni agir (rendre des robots ne compte pas). Avoir deux robots programmés ne permet pas de passer : agissez d’abord avec eux. L’ordre dans lequel les joueurs passent devient l’ordre de jeu de la manche suivante.',
          ],
        },
        {
          id: 'return-bot',
          title: 'Rendre un robot programmé',
          blocks: [
            'À tout moment de votre tour, et aussi souvent que vous le voulez, vous pouvez rendre un robot programmé à votre réserve et prendre 2 marqueurs de temps. Cela ne termine pas votre tour.',
          ],
        },
      ],
    },
    {
      id: 'actions',
      title: 'Les sept actions',
      blocks: [
        {
          terms: [
            {
              id: 'action-red',
              term: 'Rouge : prendre une carte de recherche',
              text: 'Prenez la carte de recherche du dessus du secteur et gagnez autant de PC que l’indique l’ampoule de la tuile centrale du dessus. Seulement si votre laboratoire a la place d’une carte de plus ; les cartes ne sont jamais défaussées, même une fois utilisées.',
            },
            {
              id: 'action-green',
              term: 'Vert : agrandir le laboratoire',
              text: 'Prenez l’extension de laboratoire du dessus du secteur et ajoutez-la à votre laboratoire, qui contient alors davantage. Pour chaque lettre de l’extension, vous pouvez poser un robot de votre réserve sur l’espace de contrôle de ce secteur, en délogeant celui qui s’y trouve comme plus haut. Un laboratoire est complet avec cinq extensions : vous ne pouvez plus en prendre.',
            },
            {
              id: 'action-yellow',
              term: 'Jaune : prendre des marqueurs de temps',
              text: 'Prenez les marqueurs de temps du secteur, autant que votre laboratoire en contient. Si cela en fait moins de 2, prenez-en dans la réserve générale jusqu’à en avoir reçu 2, toujours dans les limites de votre laboratoire. Le reste demeure dans le secteur.',
            },
            {
              id: 'action-black',
              term: 'Noir : prendre des cristaux',
              text: 'Prenez les cristaux du secteur, autant que votre laboratoire en contient. Le reste demeure.',
            },
            {
              id: 'action-purple',
              term: 'Violet : attraper des octopodes',
              text: 'Attrapez autant d’octopodes du secteur que votre laboratoire le permet, gagnez des PC selon la table des octopodes, puis remettez-les dans la réserve générale.',
            },
            {
              id: 'action-blue',
              term: 'Bleu : placer un sous-marin',
              text: 'Seulement dans un secteur où vous n’avez pas encore de sous-marin. Posez votre sous-marin suivant (le plus à gauche sur votre plateau) sur le prochain emplacement de sous-marin libre du secteur, payez les marqueurs de temps qui y sont indiqués et gagnez autant de PC que l’indique l’ampoule. En fin de partie, avoir les six sous-marins dans la station rapporte un bonus.',
            },
            {
              id: 'action-white',
              term: 'Blanc : programmer un robot',
              text: 'Programmez un robot de la couleur que montre la zone blanche du secteur. Si vous avez déjà cette couleur programmée, ou si votre réserve est vide, prenez plutôt 2 marqueurs de temps.',
            },
          ],
        },
        'Une action qui ne rapporte rien (un secteur sans cristal, par exemple) reste permise : votre robot prend l’espace de contrôle quand même.',
        { values: 'aq-octopods' },
      ],
    },
    {
      id: 'lab',
      title: 'Votre laboratoire',
      blocks: [
        'Votre laboratoire limite ce que vous gardez : combien de cartes de recherche et de cristaux vous avez, combien d’octopodes vous attrapez en une action et combien de marqueurs de temps vous avez. Vous ne pouvez jamais le dépasser ; ce qui n’y entre pas reste où il est. Les extensions de laboratoire relèvent ces limites, et leurs lettres comptent à la fin.',
        { values: 'aq-lab' },
      ],
    },
    {
      id: 'cards',
      title: 'Cartes de recherche',
      blocks: [
        'Une carte de recherche agit d’elle-même chaque fois que son moment vient :',
        {
          list: [
            'quand votre ingénieur entre dans une salle donnée du quartier général ;',
            'quand vous accomplissez une action d’une couleur donnée ;',
            'à chaque décompte intermédiaire, lors de l’étape des marqueurs de temps.',
          ],
        },
        'Certaines agissent à chaque fois ; d’autres une seule fois, après quoi elles restent dans votre laboratoire et y occupent toujours leur place.',
        { values: 'aq-cards' },
      ],
    },
    {
      id: 'knowledge',
      title: 'La piste de connaissance et les lignes rouges',
      blocks: [
        'Les PC font avancer votre pion sur la piste de connaissance ; un second pion compte les tours complets. Les PC gagnés pendant un tour sont additionnés et avancés à la fin du tour.',
        'La piste a des **lignes rouges**. Pour en franchir une, payez un cristal ; si vous n’avez pas de cristal, vous pouvez rendre à la place un robot programmé, sans recevoir de marqueur de temps pour lui. Sinon, votre pion s’arrête juste avant la ligne et le reste de ces points est perdu. Perdre des points ne fait jamais reculer un pion derrière une ligne rouge qu’il a franchie.',
        { values: 'aq-track' },
      ],
    },
    {
      id: 'scoring',
      title: 'Décompte intermédiaire',
      blocks: [
        'Quand tout le monde a passé, la manche est décomptée en deux étapes.',
        {
          list: [
            '**Marqueurs de temps.** Chaque joueur prend 1 marqueur de temps par sous-marin qu’il a dans la station (dans les limites de son laboratoire), le marqueur resté sur le plateau pour une programmation payée retourne à la réserve, et les cartes de recherche au symbole de décompte agissent.',
            '**Connaissance.** Chaque joueur additionne les points ci-dessous avant qu’aucun pion ne bouge ; puis les pions avancent dans l’ordre de jeu, lignes rouges comprises.',
          ],
          ordered: true,
        },
        {
          terms: [
            {
              id: 'majority',
              term: 'Espaces de contrôle',
              text: 'Le joueur qui a le plus de robots sur les six espaces de contrôle marque les points de la majorité ; les joueurs à égalité en tête marquent moins chacun. Sans aucun robot là, rien.',
            },
            {
              id: 'bots-in-play',
              term: 'Robots en jeu',
              text: 'Le plus grand nombre sous une colonne de votre réserve de robots qui est vide et que ne couvre pas un sous-marin encore sur votre plateau.',
            },
            {
              id: 'crystals',
              term: 'Cristaux',
              text: 'Des points pour les cristaux que vous avez, selon la table des cristaux.',
            },
            {
              id: 'leftover-octopods',
              term: 'Octopodes restants',
              text: 'Dans chaque secteur où votre robot occupe l’espace de contrôle, vous perdez des points pour les octopodes qui y restent.',
            },
          ],
        },
        { values: 'aq-scoring' },
      ],
    },
    {
      id: 'between-rounds',
      title: 'Entre deux manches',
      blocks: [
        'Après les manches 1, 2 et 3 :',
        {
          list: [
            'Chaque secteur reçoit une nouvelle carte de recherche et une nouvelle extension de laboratoire, par-dessus celles qui y restent.',
            'La tuile centrale du dessus distribue son contenu : dans chaque secteur, les marqueurs de temps sont remplacés par le nombre du bord de la tuile tourné vers lui, et on ajoute des cristaux et des octopodes (et des sous-marins neutres, à 2 ou 3 joueurs). Puis la tuile est retirée, et l’ampoule plus forte de la suivante vaut pour la manche qui commence.',
            'Les ingénieurs retournent dans la salle de départ, la carte de programme suivante dispose les tuiles et l’ordre de passe devient l’ordre de jeu. Les robots programmés le restent.',
          ],
        },
        { values: 'aq-centre' },
      ],
    },
    {
      id: 'end',
      title: 'Décompte final',
      blocks: [
        'Aussitôt après le quatrième décompte intermédiaire, chaque joueur marque (les lignes rouges n’arrêtent plus personne) :',
        {
          list: [
            'des points pour les lettres différentes de son laboratoire (laboratoire de base et extensions), selon la table des lettres ;',
            '1 PC par marqueur de temps ;',
            '5 PC si ses six sous-marins sont dans la station ;',
            '5 PC pour un laboratoire complet (cinq extensions).',
          ],
        },
        'Le plus de PC l’emporte. En cas d’égalité, l’emporte le joueur qui a le plus de robots sur les espaces de contrôle, puis le plus de cristaux ; si l’égalité persiste, les joueurs se partagent la place.',
        { values: 'aq-letters' },
      ],
    },
    {
      id: 'headquarters',
      title: 'Le quartier général de ce jeu de composants',
      blocks: [{ values: 'aq-hq' }],
    },
    {
      id: 'on-fathom',
      title: 'Jouer sur Fathom',
      blocks: [
        {
          list: [
            'Vos choix possibles s’allument sur la station, le quartier général et votre plateau, et sont listés en toutes lettres. Choisir l’un d’eux montre ce qu’il rapporterait, coûterait et délogerait ; **Confirmer** le joue, `Échap` l’annule.',
            'Survolez, touchez ou sélectionnez n’importe quelle partie du plateau pour la lire en toutes lettres, avec l’origine de ses valeurs.',
            'Chaque décompte est montré étape par étape.',
          ],
        },
      ],
    },
  ],
};
