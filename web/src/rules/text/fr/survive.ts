import type { RulesText } from '../types';

/** Les règles de Survive: Escape from Atlantis! en français, avec les mots de Fathom. */
export const rules: RulesText = {
  intro: [
    'Un jeu d’évasion et de coups bas pour 2 à 4 joueurs, en une heure environ. L’île s’enfonce : mettez vos explorateurs à l’abri en traversant une mer pleine de créatures, et envoyez ces créatures sur ceux des autres.',
  ],
  sections: [
    {
      id: 'goal',
      title: 'But du jeu',
      blocks: [
        'Chaque joueur mène dix explorateurs qui doivent quitter l’île et gagner l’une des quatre **îles refuges** des coins du plateau, à la nage ou en bateau, avant l’éruption du volcan. Chaque explorateur cache dessous une valeur que seul son propriétaire connaît. À la fin, les valeurs de vos explorateurs sauvés font votre score : le plus haut total l’emporte, pas le plus grand nombre d’explorateurs.',
      ],
    },
    {
      id: 'components',
      title: 'Matériel',
      blocks: [
        {
          list: [
            'Un plateau de cases de mer hexagonales, avec l’île au milieu et les quatre îles refuges dans les coins.',
            '40 tuiles de terrain qui forment l’île : 16 plages, 16 forêts et 8 montagnes. Chacune cache un effet au dos (voir Tuiles de terrain).',
            '10 explorateurs par joueur, chacun avec une valeur cachée.',
            '12 bateaux, 5 serpents de mer, 6 requins et 5 baleines.',
            'Le dé des créatures : deux faces serpent de mer, deux faces requin et deux faces baleine.',
          ],
        },
        { values: 'surv-explorers' },
      ],
    },
    {
      id: 'setup',
      title: 'Mise en place',
      blocks: [
        {
          list: [
            'Les cinq serpents de mer commencent sur leurs cases : le lagon au milieu de l’île, et une case à côté de chaque île refuge.',
            'Les 40 tuiles de terrain sont posées au hasard pour former l’île, côté terre visible : personne ne sait ce que cachent leurs dos.',
            'Chaque joueur prend 10 explorateurs et 2 bateaux. Les autres bateaux, les requins et les baleines attendent dans la réserve.',
            '**Explorateurs.** À tour de rôle, chaque joueur pose un de ses explorateurs sur une tuile de terrain vide, en regardant sa valeur au passage, jusqu’à ce que tous soient sur l’île. À moins de 4 joueurs, des tuiles restent vides.',
            '**Bateaux.** Puis, à tour de rôle, chaque joueur pose un de ses bateaux sur une case de mer au bord de l’île, sans bateau ni serpent de mer, jusqu’à ce que tous soient posés. Une fois sur le plateau, les bateaux n’appartiennent à personne.',
            'Le hasard désigne le premier joueur, sauf si la table a choisi de garder l’ordre des places (la première place commence alors). Ce joueur place en premier et joue en premier ; on joue dans l’ordre des places.',
          ],
          ordered: true,
        },
      ],
    },
    {
      id: 'turn',
      title: 'Le tour de jeu',
      blocks: [
        'Votre tour compte quatre étapes, dans cet ordre :',
        {
          list: [
            '**Jouez une tuile** de votre main, si vous le souhaitez : une au plus, et seulement une tuile de début de tour (voir Tuiles de terrain).',
            '**Dépensez 3 points de déplacement** pour vos explorateurs et pour les bateaux que vous pouvez déplacer.',
            '**Retirez une tuile de terrain** de l’île : c’est obligatoire.',
            '**Lancez le dé des créatures** et, si vous le souhaitez, déplacez une créature du type indiqué.',
          ],
          ordered: true,
        },
        'Un joueur qui n’a plus d’explorateur sur le plateau saute l’étape de déplacement, mais continue de jouer ses tours.',
      ],
      sections: [
        {
          id: 'moving',
          title: 'Déplacer explorateurs et bateaux',
          blocks: [
            'Vous avez 3 points par tour, à répartir comme vous voulez ; chaque pas coûte 1 point, et rien n’oblige à tous les dépenser.',
            {
              terms: [
                {
                  id: 'on-land',
                  term: 'Sur terre',
                  text: 'Un explorateur marche vers une tuile de terrain voisine, occupée ou non.',
                },
                {
                  id: 'boarding',
                  term: 'Monter à bord',
                  text: 'Un explorateur passe de la terre à un bateau sur une case de mer voisine, ou d’un bateau à un autre sur une case voisine. Un bateau transporte 3 explorateurs au plus, de n’importe quelles couleurs.',
                },
                {
                  id: 'swimmers',
                  term: 'Nageurs',
                  text: 'Un explorateur qui passe de la terre à une case de mer voisine, ou qui saute d’un bateau dans la case du bateau, devient un nageur. Un nageur avance d’une case de mer au plus par tour, et entrer dans la mer compte comme ce déplacement. Il peut monter dans un bateau de sa propre case (1 point), même après avoir nagé, mais jamais dans un bateau d’une case voisine. Une fois sorti de l’île, un explorateur ne revient jamais sur terre.',
                },
                {
                  id: 'ships',
                  term: 'Bateaux',
                  text: 'Un bateau avance d’une case de mer par point, jamais sur terre ni dans une case où se trouve déjà un bateau. N’importe qui peut déplacer un bateau vide ; un bateau avec des explorateurs à bord ne se déplace que par le joueur qui y en a le plus (ou par chacun des joueurs à égalité, s’il y a égalité).',
                },
                {
                  id: 'safe-isles',
                  term: 'Îles refuges',
                  text: 'Depuis l’une des deux cases de mer voisines d’une île refuge, un nageur ou un explorateur à bord d’un bateau monte sur l’île pour 1 point. N’importe quelle île convient, pas seulement la plus proche ; le bateau reste où il est. Un explorateur sauvé ne bouge plus et rien ne peut l’atteindre.',
                },
              ],
            },
            'Vous ne déplacez jamais les explorateurs des autres.',
          ],
        },
        {
          id: 'dangers',
          title: 'Dangers en mer',
          blocks: [
            {
              list: [
                'Un nageur qui entre dans une case avec un serpent de mer ou un requin est dévoré : les nageurs ne peuvent pas traverser ces cases. Une baleine ne fait rien aux nageurs.',
                'Un bateau avec des explorateurs à bord qui entre dans une case avec un serpent de mer coule, avec tous ses passagers. S’il entre dans une case avec une baleine, elle le renverse : le bateau quitte la partie et ses passagers deviennent des nageurs, dévorés aussitôt si un requin est là. Les requins ne font rien aux bateaux.',
                'Monter dans un bateau vide qui partage sa case avec une baleine ou un serpent de mer revient à naviguer vers eux : le bateau est attaqué dès que quelqu’un est à bord.',
              ],
            },
          ],
        },
        {
          id: 'removing',
          title: 'Retirer une tuile de terrain',
          blocks: [
            {
              list: [
                'Retirez une tuile qui touche au moins une case de mer (celles laissées par les tuiles déjà retirées comptent).',
                'Toutes les plages partent avant la moindre forêt, et toutes les forêts avant la moindre montagne. Si toutes les tuiles restantes de ce type sont entourées de terre, vous pouvez prendre n’importe laquelle.',
                'Les explorateurs qui se trouvent sur la tuile tombent dans sa case et deviennent des nageurs.',
                'Regardez son dos. Un dos vert agit aussitôt, sous les yeux de tous ; un dos rouge va en secret dans votre main.',
              ],
            },
          ],
        },
        {
          id: 'creature-die',
          title: 'Le dé des créatures',
          blocks: [
            'Lancez le dé. Vous pouvez ensuite déplacer une créature du type indiqué, par les cases de mer uniquement : un serpent de mer d’une case, un requin jusqu’à 2, une baleine jusqu’à 3. Vous pouvez la déplacer moins loin, ou pas du tout ; s’il n’y a aucune créature de ce type sur le plateau, rien ne bouge. Servez-vous-en pour éloigner les créatures de vos pions, ou pour les lancer sur ceux des autres.',
            'Les créatures peuvent partager une case et passer sur n’importe quoi, sauf qu’un requin s’arrête en entrant dans une case avec des nageurs, et une baleine en entrant dans une case avec un bateau occupé. Seule compte la case où la créature s’arrête.',
          ],
        },
      ],
    },
    {
      id: 'creatures',
      title: 'Les créatures',
      blocks: [
        'Ce que fait chaque créature dans la case où elle s’arrête :',
        {
          terms: [
            {
              id: 'serpent',
              term: 'Serpent de mer',
              text: 'Coule un bateau avec des explorateurs à bord, avec eux, et dévore tous les nageurs de sa case. Un bateau vide reste à flot.',
            },
            {
              id: 'shark',
              term: 'Requin',
              text: 'Dévore tous les nageurs de sa case. Les bateaux, et ceux qui sont à bord, ne risquent rien.',
            },
            {
              id: 'whale',
              term: 'Baleine',
              text: 'Renverse un bateau avec des explorateurs à bord : le bateau quitte la partie et ses passagers deviennent des nageurs, dévorés si un requin est là. Les nageurs et les bateaux vides ne risquent rien.',
            },
          ],
        },
      ],
    },
    {
      id: 'tiles',
      title: 'Tuiles de terrain',
      blocks: [
        'Le dos d’une tuile retirée montre l’un de douze effets. Le tableau indique combien de tuiles de chaque terrain cachent chacun d’eux.',
        { values: 'surv-backs' },
      ],
      sections: [
        {
          id: 'tiles-green',
          title: 'Dos verts : aussitôt',
          blocks: [
            {
              terms: [
                {
                  id: 'tile-shark',
                  term: 'Requin',
                  text: 'Posez un requin de la réserve dans la case de la tuile ; il dévore les nageurs qui s’y trouvent.',
                },
                {
                  id: 'tile-whale',
                  term: 'Baleine',
                  text: 'Posez une baleine de la réserve dans la case de la tuile.',
                },
                {
                  id: 'tile-ship',
                  term: 'Bateau',
                  text: 'Posez un bateau de la réserve dans la case de la tuile. Les nageurs qui s’y trouvent montent à bord, 3 au plus : s’ils sont plus nombreux, le joueur qui a retiré la tuile choisit lesquels.',
                },
                {
                  id: 'tile-whirlpool',
                  term: 'Tourbillon',
                  text: 'Tout ce qui se trouve dans la case de la tuile et dans chaque case de mer voisine quitte la partie : nageurs, bateaux avec leurs passagers et créatures. La terre et les îles refuges ne sont pas touchées.',
                },
                {
                  id: 'tile-volcano',
                  term: 'Volcan',
                  text: 'Le volcan entre en éruption et la partie s’arrête (voir Fin de la partie).',
                },
              ],
            },
          ],
        },
        {
          id: 'tiles-start',
          title: 'Dos rouges : au début de votre tour',
          blocks: [
            'Gardées face cachée dans votre main. Vous pouvez en jouer une par tour, avant votre premier point de déplacement ; elle quitte ensuite la partie.',
            {
              terms: [
                {
                  id: 'tile-dolphin',
                  term: 'Dauphin',
                  text: 'Déplacez un de vos nageurs de 1 à 3 cases de mer. Cela ne coûte aucun point de déplacement et n’utilise pas le déplacement propre de ce nageur pour le tour ; les créatures rencontrées en chemin agissent comme d’habitude.',
                },
                {
                  id: 'tile-wind',
                  term: 'Vent favorable',
                  text: 'Déplacez un bateau que vous contrôlez de 1 à 3 cases de mer, sans dépenser de point de déplacement ; les créatures rencontrées agissent comme d’habitude.',
                },
                {
                  id: 'tile-move-creature',
                  term: 'Déplacer un serpent de mer, un requin ou une baleine',
                  text: 'Déplacez une créature de ce type déjà sur le plateau vers n’importe quelle case de mer libre : sans créature, sans bateau et sans nageur. Ces tuiles ne frappent donc jamais personne directement.',
                },
              ],
            },
          ],
        },
        {
          id: 'tiles-defence',
          title: 'Dos rouges : pendant le tour d’un autre',
          blocks: [
            'Gardées face cachée dans votre main, et jouées seulement pendant le tour d’un autre joueur, quand la créature qu’il déplace après son lancer de dé atteint vos pions. La créature quitte la partie et rien ne se passe.',
            {
              terms: [
                {
                  id: 'tile-shark-defence',
                  term: 'Défense contre les requins',
                  text: 'Quand un requin entre dans une case avec un de vos nageurs.',
                },
                {
                  id: 'tile-whale-defence',
                  term: 'Défense contre les baleines',
                  text: 'Quand une baleine atteint un bateau avec un de vos explorateurs à bord.',
                },
              ],
            },
            {
              note: 'Elles ne servent pas contre une créature posée par une tuile verte, ni contre un bateau qui navigue vers une baleine. Fathom demande à chaque joueur menacé s’il se défend, qu’il ait la tuile ou non : la question ne trahit donc personne.',
            },
          ],
        },
      ],
    },
    {
      id: 'end',
      title: 'Fin de la partie',
      blocks: [
        'Le volcan se cache sous l’une des montagnes. Dès qu’il apparaît, la partie s’arrête, sans lancer de dé : tous les explorateurs qui ne sont pas sur une île refuge sont perdus.',
        'Chacun retourne ses explorateurs sauvés et additionne leurs valeurs. Le plus haut total l’emporte ; en cas d’égalité, les joueurs se partagent la victoire.',
      ],
    },
    {
      id: 'on-fathom',
      title: 'Jouer sur Fathom',
      blocks: [
        {
          list: [
            'Sélectionnez un de vos pions, sur la carte ou dans la liste à côté : les cases qu’il peut atteindre s’allument. Choisissez-en une pour l’y déplacer (clic, toucher, ou `Tab` et `Entrée`).',
            'Le panneau montre vos points de déplacement restants, le dé des créatures et vos tuiles, et vous demande quand vous pouvez vous défendre.',
            'Zoomez avec les boutons ou la molette ; faites glisser la carte pour la déplacer.',
          ],
        },
      ],
    },
  ],
};
