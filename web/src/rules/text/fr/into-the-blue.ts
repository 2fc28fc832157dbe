import type { RulesText } from '../types';

/** Les règles d’Into the Blue en français, avec les mots de Fathom. */
export const rules: RulesText = {
  intro: [
    'Un jeu de dés et de prise de risque de Reiner Knizia, pour 2 à 5 joueurs, en une vingtaine de minutes. Lancez les dés pour envoyer vos coquillages sur les cinq niveaux de la mer, prenez-y la majorité et remontez des coffres du fond.',
  ],
  sections: [
    {
      id: 'goal',
      title: 'But du jeu',
      blocks: [
        'Avoir le plus de points à la fin. Les points viennent des **trésors** de chaque niveau, qui reviennent aux joueurs qui y ont le plus de coquillages, et des **coffres** que vous remontez du fond grâce aux plongées parfaites.',
      ],
    },
    {
      id: 'components',
      title: 'Matériel',
      blocks: [
        {
          list: [
            'Un plateau de cinq niveaux de profondeur, du niveau 1, près de la surface, au niveau 5, le plus profond, et le fond, où reposent les coffres.',
            '15 jetons trésor : à chaque niveau, un **trésor principal** et deux **trésors secondaires**. Plus le niveau est profond, plus ils valent.',
            '5 jetons coffre, face cachée.',
            '12 coquillages par joueur, de sa couleur.',
            '6 dés dont les faces montrent de 1 à 5 et un coffre (à la place du 6).',
          ],
        },
        {
          note: 'Les valeurs imprimées des jetons trésor ne sont pas publiques. Sauf si la table en fixe d’autres, Fathom joue avec ses propres valeurs, qui croissent avec la profondeur ; le tableau ci-dessous montre celles en jeu.',
        },
        { values: 'itb-treasures' },
      ],
    },
    {
      id: 'setup',
      title: 'Mise en place',
      blocks: [
        {
          list: [
            'Placez à côté de chaque niveau ses trésors. À 2 ou 3 joueurs, chaque niveau ne garde qu’un trésor secondaire.',
            'Mélangez les coffres face cachée au fond du plateau.',
            'Chaque joueur prend les 12 coquillages d’une couleur.',
            'La règle fait commencer la dernière personne à s’être baignée ; ici, le hasard désigne le premier joueur, sauf si la table a choisi de garder l’ordre des places (la première place commence alors). On joue ensuite dans l’ordre des places.',
          ],
        },
      ],
    },
    {
      id: 'turn',
      title: 'Le tour de jeu',
      blocks: [
        'À votre tour, vous lancez les dés jusqu’à trois fois, puis vous plongez avec ce qu’ils montrent.',
      ],
      sections: [
        {
          id: 'roll',
          title: 'Les lancers',
          blocks: [
            'Lancez les six dés. Vous pouvez ensuite relancer, jusqu’à deux fois : mettez de côté les dés que vous voulez garder et relancez tous les autres. Garder un dé ne le bloque pas : lors d’un lancer suivant, vous pouvez le relancer.',
            'Vous pouvez vous arrêter après n’importe quel lancer. Après le troisième, les dés ne changent plus. Une relance doit lancer au moins un dé, et on ne peut pas passer son tour sans lancer.',
          ],
        },
        {
          id: 'run',
          title: 'La suite',
          blocks: [
            'Rangez les dés du plus petit au plus grand. Seule compte la **suite** qui commence à 1, sans trou : le 1, puis le 2, puis le 3, et ainsi de suite. Au premier nombre manquant, la suite s’arrête et tous les dés plus hauts sont perdus. La face coffre ne prolonge jamais une suite : elle ne compte que pour une plongée parfaite.',
            {
              note: 'Exemple : 1, 1, 2, 3, 3, 5. La suite est 1, 2, 3 ; il n’y a pas de 4, le 5 est donc perdu.',
            },
          ],
        },
        {
          id: 'dive',
          title: 'La plongée',
          blocks: [
            'Quand vous vous arrêtez, ou après votre troisième lancer, votre plongée se termine de l’une de ces trois façons :',
            {
              terms: [
                {
                  id: 'failed-dive',
                  term: 'Plongée ratée',
                  text: 'Aucun dé ne montre de 1. Vous ne placez rien et votre tour s’achève.',
                },
                {
                  id: 'successful-dive',
                  term: 'Plongée réussie',
                  text: 'Choisissez un nombre de votre suite et placez sur le niveau de ce nombre autant de coquillages que de dés qui le montrent. Avec 1, 1, 2, 3, 3, 5, vous pouvez placer 2 coquillages au niveau 1, 1 coquillage au niveau 2 ou 2 coquillages au niveau 3. Placer est obligatoire, même si aucun choix ne vous plaît, et sur un seul niveau. S’il vous reste moins de coquillages, placez tous ceux que vous avez.',
                },
                {
                  id: 'perfect-dive',
                  term: 'Plongée parfaite',
                  text: 'Un 1, un 2, un 3, un 4, un 5 et le coffre. Vous ne placez aucun coquillage : à la place, vous prenez un coffre au hasard au fond, regardez sa valeur et la gardez cachée aux autres. Puis vous jouez aussitôt un autre tour complet. Une plongée parfaite prend toujours un coffre.',
                },
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'end',
      title: 'Fin de la partie',
      blocks: [
        'La partie peut s’achever de deux façons :',
        {
          list: [
            '**Le dernier coquillage.** Quand un joueur place son dernier coquillage, chacun des autres joue un dernier tour, dans l’ordre, puis la partie s’arrête. Celui qui l’a placé ne rejoue pas.',
            '**Le dernier coffre.** Quand un joueur prend le dernier coffre, la partie s’arrête aussitôt : personne ne rejoue, pas même le tour supplémentaire que cette plongée parfaite aurait donné.',
          ],
        },
        'Une plongée parfaite pendant le dernier tour de table donne toujours un coffre et un tour supplémentaire.',
      ],
    },
    {
      id: 'scoring',
      title: 'Décompte',
      blocks: [
        'Décomptez les niveaux un par un, du niveau 5 au niveau 1. À chaque niveau, le joueur qui y a le plus de coquillages prend le trésor principal et le deuxième un trésor secondaire ; à 4 ou 5 joueurs, le troisième prend l’autre trésor secondaire. Un joueur sans coquillage sur un niveau n’y gagne rien, et un jeton qui ne revient à personne reste sur le plateau.',
        'Puis chacun révèle ses coffres. Votre score est la valeur de vos trésors plus celle de vos coffres. Le plus haut score l’emporte ; en cas d’égalité, les joueurs se partagent la victoire.',
      ],
      sections: [
        {
          id: 'ties',
          title: 'Égalités sur un niveau',
          blocks: [
            'Quand des joueurs ont autant de coquillages sur un niveau, regardez le niveau juste au-dessus, plus près de la surface : celui qui y en a le plus passe devant. Encore à égalité ? Remontez niveau par niveau jusqu’au niveau 1. Si l’égalité persiste, passe devant celui à qui il reste le plus de coquillages non joués, puis celui dont le dernier tour est venu le plus tôt.',
            {
              note: 'Exemple : Ana et Léo ont chacun 3 coquillages au niveau 4. Au niveau 3, Ana en a 2 et Léo 1 : Ana prend donc le trésor principal du niveau 4 et Léo un trésor secondaire.',
            },
          ],
        },
      ],
    },
    {
      id: 'on-fathom',
      title: 'Jouer sur Fathom',
      blocks: [
        {
          list: [
            'Cliquez sur un dé, ou appuyez sur `1` à `6`, pour le garder ; puis **relancez** les autres (`R`) ou **arrêtez-vous et plongez** (`S`).',
            'Pour placer vos coquillages, cliquez sur un niveau ou appuyez sur son numéro, de `1` à `5`.',
            '**Voir les chances** (`O`) donne, à partir de vos dés, les chances du bot expert s’il continuait à partir de là.',
            'À la fin, le décompte de chaque niveau explique chaque départage.',
          ],
        },
      ],
    },
  ],
};
