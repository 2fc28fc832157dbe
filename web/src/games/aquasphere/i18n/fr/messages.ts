import type { Catalog } from '../../../../../../src/kernel/index.js';

/** The AquaSphere board's texts in French, loaded with the board when it is the reader's language. */

export const catalog: Catalog = {
  'aq.ui.board': 'Plateau d’AquaSphere',
  'aq.ui.station':
    'La station de recherche : six secteurs en anneau, les écluses entre eux et la tuile centrale au milieu',
  'aq.ui.setting-up': 'Mise en place de la station de recherche…',
  'aq.ui.lock':
    'Écluse entre les secteurs {from} et {to} : {n, plural, =0 {gratuite} one {# marqueur de temps} other {# marqueurs de temps}}',
  'aq.ui.lock-help':
    'Un scientifique qui passe cette écluse paie son coût en marqueurs de temps ; le prix est celui du chemin le moins cher autour de l’anneau.',
  'aq.ui.centre': 'Tuile centrale : une ampoule de {bulb} PC (manche {round} sur {rounds})',
  'aq.ui.centre-help':
    'Un sous-marin ou une carte de recherche pris dans cette manche rapportent l’ampoule. À la fin de la manche, la tuile remplace les marqueurs de temps de chaque secteur et ajoute les cristaux, octopodes (et sous-marins neutres) dessinés vers lui, puis elle est retirée.',
  'aq.ui.centre-last':
    'Un sous-marin ou une carte de recherche pris dans cette manche rapportent l’ampoule. À la dernière manche, la tuile ne distribue rien.',
  'aq.ui.round-short': 'Manche {round}/{rounds}',
  'aq.ui.sector': 'Secteur {letter}',
  'aq.ui.sector-stock':
    '{time, plural, one {# marqueur de temps} other {# marqueurs de temps}}, {crystals, plural, one {# cristal} other {# cristaux}}, {octopods, plural, one {# octopode} other {# octopodes}}',
  'aq.ui.sector-control': 'espace de contrôle : {name}',
  'aq.ui.sector-control-free': 'espace de contrôle : libre',
  'aq.ui.sector-charging': 'station de recharge : {list} ({n} sur {limit})',
  'aq.ui.sector-card': 'carte de recherche {id} au-dessus ({n} dans la pile) : {text}',
  'aq.ui.sector-no-card': 'plus aucune carte de recherche',
  'aq.ui.sector-expansion': 'extension de laboratoire {id} au-dessus ({n} dans la pile) : {text}',
  'aq.ui.sector-no-expansion': 'plus aucune extension de laboratoire',
  'aq.ui.sector-subs': 'sous-marins : {list}',
  'aq.ui.sector-sub-cost':
    'l’emplacement de sous-marin suivant coûte {n, plural, one {# marqueur de temps} other {# marqueurs de temps}}',
  'aq.ui.sector-subs-full': 'tous les emplacements de sous-marin sont pris',
  'aq.ui.sector-white': `la zone blanche programme un robot {colour}`,
  'aq.ui.area': `Secteur {letter}, zone {colour} : {action}`,
  'aq.ui.area-target':
    'vous pouvez agir ici (écluses : {n, plural, =0 {gratuit} one {# marqueur de temps} other {# marqueurs de temps}})',
  'aq.ui.neutral': 'neutre',
  'aq.ui.card-text': '{trigger} : {effects}',
  'aq.ui.card-once': '{trigger} ({once}) : {effects}',
  'aq.ui.expansion-text': '{n, plural, one {lettre} other {lettres}} {letters} ; {adds}',
  'aq.ui.expansion-text-none': 'sans lettre ; {adds}',
  'aq.ui.hq':
    'Quartier général : salles avec leurs tuiles de programmation, flèches et ingénieurs ; les pistes d’ordre de passe et d’ordre de jeu',
  'aq.ui.hq-help':
    'Programmez un robot en montant votre ingénieur d’une salle le long d’une flèche : vous programmez le robot de la tuile de cette salle. Le petit carré dans le coin d’une salle est la tuile de la manche suivante. Depuis une salle du haut (ou si vous êtes bloqué) vous pouvez passer : votre ingénieur va sur la piste d’ordre de passe, l’ordre de jeu de la manche suivante.',
  'aq.ui.room': `Salle {room} : tuile {colour}, {action}`,
  'aq.ui.room-start': 'Salle {room} : le départ des ingénieurs',
  'aq.ui.room-exit': '(vous pouvez passer d’ici)',
  'aq.ui.room-next': '(manche suivante : {colour})',
  'aq.ui.pass-order': 'Ordre de passe',
  'aq.ui.play-order': 'Ordre de jeu',
  'aq.ui.track': 'Piste de connaissance',
  'aq.ui.track-help':
    '{length} cases par tour ; lignes rouges avant les cases {lines}. Pour franchir une ligne rouge, payez un cristal (sans cristal, rendez un robot programmé) ou arrêtez-vous avant.',
  'aq.ui.track-label': 'Piste de connaissance : {list}',
  'aq.ui.kp-of': '{name} {kp} PC',
  'aq.ui.players': 'Plateaux et laboratoires des joueurs',
  'aq.ui.passed': 'a passé',
  'aq.ui.to-move': 'à jouer',
  'aq.ui.kp': '{kp} PC{laps, plural, =0 {} one { (# tour)} other { (# tours)}}',
  'aq.ui.scientist-at': `scientifique : secteur {letter}, zone {colour}`,
  'aq.ui.player-board': 'Plateau de {name}',
  'aq.ui.player-board-help':
    'Symboles de programme (les robots programmés sont sur les leurs) et la réserve de robots par colonnes, avec le nombre sous chacune : à chaque décompte intermédiaire vous marquez le plus grand nombre d’une colonne vidée de ses robots et non couverte par un sous-marin. Les sous-marins quittent le plateau par la gauche.',
  'aq.ui.lab': 'Laboratoire de {name}',
  'aq.ui.lab-help':
    'Les capacités du laboratoire : cartes de recherche et cristaux gardés, octopodes attrapés en une action, marqueurs de temps gardés. Chaque extension ajoute de la capacité et des lettres.',
  'aq.ui.lab-cards': 'Cartes de recherche {n}/{cap}',
  'aq.ui.lab-crystals': 'Cristaux {n}/{cap}',
  'aq.ui.lab-octopods': 'Attrape jusqu’à {cap} octopodes',
  'aq.ui.lab-time': 'Marqueurs de temps {n}/{cap}',
  'aq.ui.letters': '{n, plural, one {# lettre} other {# lettres}} : {points} PC à la fin',
  'aq.ui.expansions': 'Extensions de laboratoire',
  'aq.ui.cards': 'Cartes de recherche',
  'aq.ui.spent': 'utilisée',
  'aq.ui.subs': 'Sous-marins : {placed} dans la station, {left} sur le plateau',
  'aq.ui.programmed': 'Robots programmés : {list}',
  'aq.ui.buy': `Payer 3 marqueurs de temps pour programmer un robot {colour} ({action})`,
  'aq.ui.supply': 'Réserve de robots : {n} robots ; elle rapporte {worth} PC maintenant',
  'aq.ui.projection':
    'Si la manche finissait maintenant : {total} PC (majorité {majority}, robots en jeu {bots}, cristaux {crystals}, octopodes {octopods}, cartes {cards})',
  'aq.ui.can-next': 'À son prochain tour, pourrait : {list}',
  'aq.ui.can-program': 'programmer par la salle {rooms}',
  'aq.ui.can-act': '{action} en {letters}',
  'aq.ui.can-buy': 'payer 3 marqueurs de temps pour un robot',
  'aq.ui.can-pass': 'passer',
  'aq.ui.over': 'Partie terminée',
  'aq.ui.round':
    'Manche {round} sur {rounds} : un sous-marin ou une carte de recherche rapportent {bulb} PC',
  'aq.ui.scored': 'La manche {round} a été décomptée : voir le détail',
  'aq.ui.mine': 'Vos ressources',
  'aq.ui.mine-bots': '{n, plural, one {# robot} other {# robots}} dans votre réserve',
  'aq.ui.round-end':
    'La manche est finie : nouvelles cartes de recherche et extensions, la tuile centrale, le quartier général…',
  'aq.ui.redline-other': '{name} est à la ligne rouge avant la case {line}',
  'aq.ui.redline-prompt':
    'Votre marqueur atteint la ligne rouge avant la case {line} (en route vers la {target}) : la franchir ou s’arrêter ?',
  'aq.ui.prompt': 'À vous : programmez un robot, faites une action ou passez',
  'aq.ui.pay-crystal': 'Payer un cristal et continuer',
  'aq.ui.pay-bot': `Rendre votre robot {colour} et continuer`,
  'aq.ui.stop': 'S’arrêter avant la ligne',
  'aq.ui.choose-room': 'Programmer un robot : déplacez votre ingénieur vers',
  'aq.ui.option-room': `Salle {room} : un robot {colour} ({action})`,
  'aq.ui.choose-area': 'Faire une action : envoyez votre scientifique vers',
  'aq.ui.option-area':
    'Secteur {letter} ({n, plural, =0 {aucune écluse à payer} one {écluses : # marqueur de temps} other {écluses : # marqueurs de temps}})',
  'aq.ui.choose-buy':
    'Ou payez 3 marqueurs de temps pour programmer un robot de n’importe quelle couleur libre',
  'aq.ui.return': `Rendre le robot {colour} contre 2 marqueurs de temps`,
  'aq.ui.pass': 'Passer',
  'aq.ui.confirm': 'Confirmer',
  'aq.ui.cancel': 'Annuler',
  'aq.ui.letters-choice':
    'Placez aussi un robot de votre réserve sur l’espace de contrôle de ces secteurs (jusqu’à {n}) :',
  'aq.ui.pv-locks':
    'Écluses du trajet : {n, plural, one {# marqueur de temps} other {# marqueurs de temps}}',
  'aq.ui.pv-sub-cost':
    'Emplacement de sous-marin : {n, plural, one {# marqueur de temps} other {# marqueurs de temps}}',
  'aq.ui.pv-card': 'Vous prenez la carte de recherche {id} : {text}',
  'aq.ui.pv-expansion': 'Vous prenez l’extension de laboratoire {id} : {text}',
  'aq.ui.pv-program': `Vous programmez un robot {colour} ({action})`,
  'aq.ui.pv-sub': 'Vous placez un sous-marin',
  'aq.ui.pv-octopods': 'Vous attrapez {n, plural, one {# octopode} other {# octopodes}}',
  'aq.ui.pv-fired': 'Votre carte {id} s’applique : {text}',
  'aq.ui.pv-take-time':
    'Vous prenez {n, plural, one {# marqueur de temps} other {# marqueurs de temps}}',
  'aq.ui.pv-time': 'Marqueurs de temps : {from} → {to}',
  'aq.ui.pv-time-full':
    'Votre laboratoire contient au plus {cap, plural, one {# marqueur de temps} other {# marqueurs de temps}} : vous en prenez {got} sur {offered}, le reste demeure',
  'aq.ui.pv-crystals-full':
    'Votre laboratoire contient au plus {cap, plural, one {# cristal} other {# cristaux}} : vous en prenez {got} sur {offered}, le reste demeure',
  'aq.ui.pv-crystals': 'Cristaux : {from} → {to}',
  'aq.ui.pv-kp': 'Connaissance : +{n} PC ({from} → {to})',
  'aq.ui.pv-redline':
    'Votre marqueur s’arrête à la ligne rouge avant la case {line} : vous choisirez de payer ou de vous arrêter',
  'aq.ui.pv-control':
    '{n, plural, one {Votre robot prend l’espace de contrôle du secteur {letters}} other {Vos robots prennent les espaces de contrôle des secteurs {letters}}}',
  'aq.ui.pv-displaced': 'Le robot de {name} sur le secteur {letter} va à la station de recharge',
  'aq.ui.pv-displaced-own': 'Votre robot déjà sur le secteur {letter} va à la station de recharge',
  'aq.ui.pv-purged':
    'La station de recharge du secteur {letter} déborde : {name} reprend {n, plural, one {# robot} other {# robots}}',
  'aq.ui.pv-supply': 'Réserve de robots : {from} → {to}',
  'aq.ui.pv-nothing': 'Rien ne change, sauf la place de vos pièces',
  'aq.ui.inspector': 'Détails du composant',
  'aq.ui.inspector-hint':
    'Survolez, touchez ou sélectionnez un secteur, une écluse, la tuile centrale, le quartier général, la piste de connaissance, un plateau, un laboratoire ou une carte pour le lire ici, avec l’origine de ses valeurs.',
  'aq.score.round': 'Décompte intermédiaire, manche {round} sur {rounds}',
  'aq.score.round-help':
    'D’abord l’étape des marqueurs de temps (un par sous-marin dans la station, puis les cartes de recherche au symbole de décompte) ; ensuite les points de chaque joueur sont additionnés avant qu’aucun marqueur ne bouge.',
  'aq.score.subs':
    '{n, plural, one {# sous-marin} other {# sous-marins}} dans la station : {time, plural, one {+# marqueur de temps} other {+# marqueurs de temps}}',
  'aq.score.subs-full':
    '{n, plural, one {# sous-marin} other {# sous-marins}} dans la station : {time, plural, one {+# marqueur de temps} other {+# marqueurs de temps}}, {lost, plural, one {# perdu} other {# perdus}} : le laboratoire en contient au plus {cap}',
  'aq.score.cards': 'Cartes de décompte {list} : {points} PC',
  'aq.score.majority-none': 'Aucun robot sur un espace de contrôle : {points} PC',
  'aq.score.majority-less':
    '{n, plural, one {# espace de contrôle} other {# espaces de contrôle}}, moins que le maximum ({most}) : {points} PC',
  'aq.score.majority-sole': 'Le plus d’espaces de contrôle ({n}), seul : {points} PC',
  'aq.score.majority-tied': 'Le plus d’espaces de contrôle ({n}), à égalité : {points} PC',
  'aq.score.bots':
    '{n, plural, one {# robot sorti} other {# robots sortis}} de la réserve : la meilleure colonne vidée et non couverte rapporte {points} PC',
  'aq.score.crystals': '{n, plural, one {# cristal} other {# cristaux}} : {points} PC',
  'aq.score.octopods-none': 'Aucun octopode là où {name} tient un espace de contrôle : 0 PC',
  'aq.score.octopods':
    'Octopodes restant là où {name} tient l’espace de contrôle ({list}) : {points} PC',
  'aq.score.final': 'Décompte final',
  'aq.score.final-help':
    'Après le quatrième décompte intermédiaire ; les lignes rouges n’arrêtent plus personne.',
  'aq.score.before': 'Avant : {kp} PC',
  'aq.score.letters':
    '{n, plural, one {# lettre différente} other {# lettres différentes}} dans le laboratoire : {points} PC',
  'aq.score.time':
    '{n, plural, one {# marqueur de temps} other {# marqueurs de temps}} : {points} PC',
  'aq.score.all-subs': 'Les six sous-marins dans la station : {points} PC',
  'aq.score.not-all-subs': 'Pas les six sous-marins dans la station : {points} PC',
  'aq.score.lab': 'Un laboratoire complet (5 extensions) : {points} PC',
  'aq.score.no-lab': 'Le laboratoire n’est pas complet : {points} PC',
  'aq.score.rank': 'Rang',
  'aq.score.player': 'Joueur',
  'aq.score.round-col': 'Manche {round}',
  'aq.score.final-col': 'Décompte final',
  'aq.score.kp': 'PC',
  'aq.score.tie-shared': '(égalité parfaite : la place est partagée)',
  'aq.score.tie-controls':
    '(égalité de PC départagée par les robots sur les espaces de contrôle : {controls})',
  'aq.score.tie-crystals':
    '(égalité de PC et de robots sur les espaces de contrôle ({controls}), départagée par les cristaux : {crystals})',
  'aq.opt.title': 'Jeu de composants',
  'aq.opt.using-default':
    'On joue avec le jeu de composants par défaut de Fathom : là où ses valeurs sont une conception provisoire de notre part, il l’indique.',
  'aq.opt.using-file': 'On joue avec le jeu de composants de votre fichier : {name}',
  'aq.opt.help':
    'Les valeurs imprimées de la plupart des composants d’AquaSphere ne sont pas publiques : le jeu de composants par défaut est donc en grande partie notre conception provisoire. Si vous possédez le jeu, téléchargez le jeu par défaut, saisissez les valeurs imprimées et chargez-le ici.',
  'aq.opt.hq': 'Quartier général',
  'aq.opt.program-cards': 'Cartes de programme',
  'aq.opt.sectors': 'Secteurs',
  'aq.opt.centre-tiles': 'Tuiles centrales',
  'aq.opt.setup-cards': 'Cartes de mise en place',
  'aq.opt.player-board': 'Plateau de joueur',
  'aq.opt.base-lab': 'Laboratoire de base',
  'aq.opt.expansions': 'Extensions de laboratoire',
  'aq.opt.research-cards': 'Cartes de recherche',
  'aq.opt.knowledge-track': 'Piste de connaissance',
  'aq.opt.scoring': 'Tables de décompte',
  'aq.opt.supply': 'Réserve générale',
  'aq.opt.load': 'Charger un jeu de composants (fichier JSON)',
  'aq.opt.loaded': 'Chargé depuis {file} : la nouvelle table jouera avec.',
  'aq.opt.not-json': '{file} n’est pas un fichier JSON.',
  'aq.opt.download': 'Télécharger le jeu de composants par défaut',
  'aq.rules.goal':
    'Dirigez une équipe de recherche dans une station sous-marine pendant quatre manches ; le plus de points de connaissance (PC) l’emporte (égalité : le plus de robots sur des espaces de contrôle, puis le plus de cristaux).',
  'aq.rules.turn':
    'À votre tour, faites une chose : programmer un robot, faire une action avec un robot programmé ou passer. À tout moment de votre tour, vous pouvez rendre un robot programmé contre 2 marqueurs de temps.',
  'aq.rules.program':
    'Programmer : déplacez votre ingénieur le long d’une flèche du quartier général vers la salle suivante et programmez un robot de la couleur de sa tuile (au plus 2 robots programmés, jamais deux de la même couleur). Une fois par manche, vous pouvez plutôt payer 3 marqueurs de temps pour programmer n’importe quelle couleur libre.',
  'aq.rules.act':
    'Actions : déplacez votre scientifique vers une zone de la couleur d’un robot programmé (en payant les écluses du trajet, par le côté le moins cher), posez ce robot sur l’espace de contrôle du secteur et faites l’action : une carte de recherche (rouge, rapporte l’ampoule), une extension de laboratoire (vert, avec des robots vers les secteurs de ses lettres si vous voulez), des marqueurs de temps (jaune, au moins 2), des cristaux (noir), des octopodes (violet, selon la table), un sous-marin (bleu, payez son emplacement, rapporte l’ampoule) ou programmer le robot que montre la zone blanche.',
  'aq.rules.control':
    'Un robot déjà sur l’espace de contrôle va à la station de recharge ; quand une station dépasse sa limite, chacun y reprend tous ses robots sauf un.',
  'aq.rules.redline':
    'La piste de connaissance a des lignes rouges : pour en franchir une, payez un cristal (sans cristal, rendez un robot programmé), sinon arrêtez-vous avant et perdez le reste.',
  'aq.rules.scoring':
    'Quand tous ont passé : marqueurs de temps pour les sous-marins et cartes de décompte, puis PC pour la majorité des espaces de contrôle, pour la meilleure colonne vidée de votre réserve de robots et pour vos cristaux, moins les octopodes restant là où vous tenez le contrôle. Puis nouvelles cartes, extensions et fournitures de la tuile centrale, et l’ordre de passe devient l’ordre de jeu.',
  'aq.rules.final':
    'Après la manche 4 : des PC pour les lettres différentes de votre laboratoire, 1 PC par marqueur de temps, 5 PC pour les six sous-marins dans la station et 5 PC pour un laboratoire complet (5 extensions).',
  'aq.rules.pack':
    'Les valeurs des composants viennent du jeu de composants choisi à la création de la table ; survolez, touchez ou sélectionnez une partie du plateau pour voir d’où elles viennent.',
};
