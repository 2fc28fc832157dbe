import type { Catalogs } from '../../../../src/kernel/index.js';

/** The Survive board's texts and rules summary (the rules' own messages live with the game). */
export const boardMessages: Catalogs = {
  en: {
    'surv.phase':
      '{p, plural, =0 {Laying the island} =1 {Placing explorers} =2 {Placing ships} =3 {Moving} =4 {Dolphin} =5 {Favourable wind} =6 {Removing a tile} =7 {Revealing the tile} =8 {Choosing who boards} =9 {Rolling the creature die} =10 {Moving a creature} =11 {Defence?} =12 {Game over} =13 {Drawing the start player} other {?}}',
    'surv.ui.board': 'Survive board',
    'surv.ui.map': 'The island and the sea',
    'surv.ui.zoom': 'Zoom',
    'surv.ui.zoom-in': 'Zoom in',
    'surv.ui.zoom-out': 'Zoom out',
    'surv.ui.zoom-reset': 'Whole map',
    'surv.ui.space':
      '{space}: {t, plural, =0 {sea} =1 {beach} =2 {forest} =3 {mountain} =4 {island, not laid yet} other {?}}',
    'surv.ui.target': 'you can go here',
    'surv.ui.target-remove': 'you can remove this tile',
    'surv.ui.can-select': 'a piece you can choose',
    'surv.ui.no-creature': 'Move no creature',
    'surv.tile':
      '{b, plural, =0 {shark} =1 {whale} =2 {ship} =3 {whirlpool} =4 {volcano} =5 {dolphin} =6 {favourable wind} =7 {move a sea serpent} =8 {move a shark} =9 {move a whale} =10 {shark defence} =11 {whale defence} other {?}}',
    'surv.ui.tile-power': '{name}: {power}',
    'surv.do.place-explorer': 'Choose an explorer, then an empty land space.',
    'surv.do.place-explorer-chosen': 'Place your explorer worth {value} on a marked space.',
    'surv.do.place-ship': 'Place your ship on a marked sea space.',
    'surv.do.move': 'Choose an explorer or a ship, then where it goes.',
    'surv.do.move-chosen': 'Choose where it goes: a marked space.',
    'surv.do.dolphin': 'The dolphin swims on: up to {n} more spaces, or stop.',
    'surv.do.wind': 'The wind blows on: up to {n} more spaces, or stop.',
    'surv.do.remove': 'Remove a marked terrain tile.',
    'surv.do.boarders': 'Choose who boards the new ship (3 seats).',
    'surv.do.creature':
      'Move a {c, plural, =0 {sea serpent} =1 {shark} =2 {whale} other {?}} up to {n, plural, one {# space} other {# spaces}}, or none.',
    'surv.do.teleport':
      'Move the {c, plural, =0 {sea serpent} =1 {shark} =2 {whale} other {?}} to any marked sea space.',
    'surv.power.0': 'a shark comes up where the tile was; swimmers there are eaten.',
    'surv.power.1': 'a whale comes up where the tile was.',
    'surv.power.2': 'a ship comes up where the tile was; swimmers there climb aboard.',
    'surv.power.3': 'everything in that space and in the sea spaces around it goes down.',
    'surv.power.4': 'the island blows up: the game ends.',
    'surv.power.5': 'at the start of your turn, move one of your swimmers 1 to 3 sea spaces.',
    'surv.power.6': 'at the start of your turn, move a ship you control 1 to 3 sea spaces.',
    'surv.power.7': 'at the start of your turn, move any sea serpent to any vacant sea space.',
    'surv.power.8': 'at the start of your turn, move any shark to any vacant sea space.',
    'surv.power.9': 'at the start of your turn, move any whale to any vacant sea space.',
    'surv.power.10':
      'when another player moves a shark onto your swimmers, play it: the shark leaves the game.',
    'surv.power.11':
      'when another player moves a whale onto your ship, play it: the whale leaves the game.',
    'surv.legend': 'Legend',
    'surv.legend.beach': 'Beach: sinks first.',
    'surv.legend.forest': 'Forest: sinks once the beaches are gone.',
    'surv.legend.mountain': 'Mountain: sinks last; one hides the volcano.',
    'surv.legend.sea': 'Sea: swim one space a turn, or sail.',
    'surv.legend.isle': 'Safe isle: explorers who reach it are saved.',
    'surv.legend.explorer':
      'Explorer, in its player’s colour and shape; the number is its value, seen only by its owner.',
    'surv.legend.ship': 'Ship: carries up to 3 explorers.',
    'surv.legend.serpent': 'Sea serpent: sinks ships and eats swimmers.',
    'surv.legend.shark': 'Shark: eats swimmers.',
    'surv.legend.whale': 'Whale: capsizes ships with explorers aboard.',
    'surv.legend.target': 'A space you can choose; the arrow points at the chosen piece.',
    'surv.legend.marks': 'Arrows: the latest moves of the others (a cross: a piece lost).',
    'surv.legend.names':
      'Spaces are named row,column: rows are numbered down the sides, columns along the top and the bottom.',
    'surv.ui.has-ship': 'a ship',
    'surv.ui.has-explorer': 'explorer of {name} ({value})',
    'surv.ui.has-creature': '{n} × {c, plural, =0 {sea serpent} =1 {shark} =2 {whale} other {?}}',
    'surv.ui.isle':
      'Safe isle {isle, plural, =0 {north-west} =1 {north-east} =2 {south-west} =3 {south-east} other {?}}: {n, plural, one {# explorer} other {# explorers}} saved',
    'surv.ui.points-left':
      '{n, plural, =0 {No movement points left} one {# movement point left} other {# movement points left}}',
    'surv.ui.die': 'The die shows: {c, plural, =0 {sea serpent} =1 {shark} =2 {whale} other {?}}',
    'surv.ui.played':
      'Tile played: {b, plural, =5 {a dolphin} =6 {a favourable wind} =7 {move a sea serpent} =8 {move a shark} =9 {move a whale} =10 {a shark defence} =11 {a whale defence} other {?}}.',
    'surv.ui.removed':
      'The tile removed hides: {b, plural, =0 {a shark} =1 {a whale} =2 {a ship} =3 {a whirlpool} =4 {the volcano} =5 {a dolphin} =6 {a favourable wind} =7 {move a sea serpent} =8 {move a shark} =9 {move a whale} =10 {a shark defence} =11 {a whale defence} other {?}}',
    'surv.ui.react':
      'A {c, plural, =0 {sea serpent} =1 {shark} =2 {whale} other {?}} reaches your pieces on {space}: play your defence tile?',
    'surv.ui.react-none':
      'A {c, plural, =0 {sea serpent} =1 {shark} =2 {whale} other {?}} reaches your pieces on {space}; you have no tile to stop it.',
    'surv.ui.pieces': 'Your pieces that can act',
    'surv.ui.piece-value': 'An explorer worth {value}',
    'surv.ui.piece-new-ship': 'A new ship',
    'surv.ui.piece-remove': 'A tile to remove',
    'surv.ui.piece-ship': 'The ship on {space}',
    'surv.ui.piece-creature':
      'The {c, plural, =0 {sea serpent} =1 {shark} =2 {whale} other {?}} on {space}',
    'surv.ui.piece-explorer': 'Explorer ({value}) on {space}',
    'surv.ui.piece-explorer-aboard': 'Explorer ({value}) aboard the ship on {space}',
    'surv.ui.done': 'End my moves',
    'surv.ui.defend': 'Defend',
    'surv.ui.decline': 'Do not defend',
    'surv.ui.play-dolphin': 'Play a dolphin for the swimmer on {space}',
    'surv.ui.play-wind': 'Play a favourable wind for the ship on {space}',
    'surv.ui.boarders': 'Board with: {list}',
    'surv.ui.board-ship': 'Board the ship',
    'surv.ui.swim': 'Swim there',
    'surv.ui.hands': 'Tiles and explorers',
    'surv.ui.your-hand': 'Your tiles:',
    'surv.ui.safe': '{n} safe',
    'surv.ui.lost': '{n} lost',
    'surv.ui.tiles': '{n, plural, one {# tile} other {# tiles}}',
    'surv.ui.reveal': 'The final reveal',
    'surv.ui.player': 'Player',
    'surv.ui.saved': 'Explorers saved',
    'surv.ui.score': 'Score',
    'surv.ui.rank': 'Rank',
    'surv.rules.goal':
      'Atlantis is sinking. Bring your explorers to the four safe isles in the corners: the values hidden under the ones you save are your score.',
    'surv.rules.setup':
      'Players place their explorers on the island, one at a time, then two ships each on sea spaces next to the island.',
    'surv.rules.move':
      'On your turn you may play a tile, then spend 3 movement points: walk on land, swim one space, or sail a ship you control (up to 3 aboard).',
    'surv.rules.tiles':
      'Then remove a terrain tile, beaches first, then forests, then mountains. Its back acts at once (a creature, a ship, a whirlpool, the volcano) or goes to your hand.',
    'surv.rules.creatures':
      'Finally roll the creature die and move a creature of that kind: sea serpents sink ships and eat swimmers, sharks eat swimmers, whales capsize ships.',
    'surv.rules.end':
      'When the volcano tile appears, the game ends: the highest total of saved explorers wins.',
  },
  es: {
    'surv.phase':
      '{p, plural, =0 {Formando la isla} =1 {Colocando exploradores} =2 {Colocando barcos} =3 {Movimiento} =4 {Delfín} =5 {Vientos favorables} =6 {Retirando una baldosa} =7 {Revelando la baldosa} =8 {Eligiendo quién sube} =9 {Tirando el dado de criaturas} =10 {Moviendo una criatura} =11 {¿Defensa?} =12 {Fin de la partida} =13 {Sorteando quién empieza} other {?}}',
    'surv.ui.board': 'Tablero de Survive',
    'surv.ui.map': 'La isla y el mar',
    'surv.ui.zoom': 'Zoom',
    'surv.ui.zoom-in': 'Acercar',
    'surv.ui.zoom-out': 'Alejar',
    'surv.ui.zoom-reset': 'Mapa entero',
    'surv.ui.space':
      '{space}: {t, plural, =0 {mar} =1 {playa} =2 {bosque} =3 {montaña} =4 {isla, aún sin baldosa} other {?}}',
    'surv.ui.target': 'puedes ir aquí',
    'surv.ui.target-remove': 'puedes retirar esta baldosa',
    'surv.ui.can-select': 'una pieza que puedes elegir',
    'surv.ui.no-creature': 'No mover ninguna criatura',
    'surv.tile':
      '{b, plural, =0 {tiburón} =1 {ballena} =2 {barco} =3 {torbellino} =4 {volcán} =5 {delfín} =6 {vientos favorables} =7 {mover una serpiente de mar} =8 {mover un tiburón} =9 {mover una ballena} =10 {defensa contra tiburones} =11 {defensa contra ballenas} other {?}}',
    'surv.ui.tile-power': '{name}: {power}',
    'surv.do.place-explorer': 'Elige un explorador y luego una casilla de tierra libre.',
    'surv.do.place-explorer-chosen': 'Coloca tu explorador de {value} en una casilla marcada.',
    'surv.do.place-ship': 'Coloca tu barco en una casilla de mar marcada.',
    'surv.do.move': 'Elige un explorador o un barco, y adónde va.',
    'surv.do.move-chosen': 'Elige adónde va: una casilla marcada.',
    'surv.do.dolphin': 'El delfín sigue: hasta {n} casillas más, o para.',
    'surv.do.wind': 'El viento sigue: hasta {n} casillas más, o para.',
    'surv.do.remove': 'Retira una baldosa de terreno marcada.',
    'surv.do.boarders': 'Elige quién sube al barco nuevo (3 plazas).',
    'surv.do.creature':
      'Mueve una criatura ({c, plural, =0 {serpiente de mar} =1 {tiburón} =2 {ballena} other {?}}) hasta {n, plural, one {# casilla} other {# casillas}}, o ninguna.',
    'surv.do.teleport':
      'Lleva la criatura ({c, plural, =0 {serpiente de mar} =1 {tiburón} =2 {ballena} other {?}}) a una casilla de mar marcada.',
    'surv.power.0':
      'surge un tiburón donde estaba la baldosa; devora a los nadadores de esa casilla.',
    'surv.power.1': 'surge una ballena donde estaba la baldosa.',
    'surv.power.2':
      'surge un barco donde estaba la baldosa; los nadadores de esa casilla suben a bordo.',
    'surv.power.3':
      'todo lo que hay en esa casilla y en las casillas de mar de alrededor se hunde.',
    'surv.power.4': 'la isla estalla: la partida termina.',
    'surv.power.5': 'al empezar tu turno, mueve a uno de tus nadadores de 1 a 3 casillas de mar.',
    'surv.power.6': 'al empezar tu turno, mueve un barco que controles de 1 a 3 casillas de mar.',
    'surv.power.7':
      'al empezar tu turno, mueve cualquier serpiente de mar a cualquier casilla de mar libre.',
    'surv.power.8':
      'al empezar tu turno, mueve cualquier tiburón a cualquier casilla de mar libre.',
    'surv.power.9':
      'al empezar tu turno, mueve cualquier ballena a cualquier casilla de mar libre.',
    'surv.power.10':
      'cuando otro jugador mueve un tiburón hasta tus nadadores, juégala: el tiburón sale del juego.',
    'surv.power.11':
      'cuando otro jugador mueve una ballena hasta tu barco, juégala: la ballena sale del juego.',
    'surv.legend': 'Leyenda',
    'surv.legend.beach': 'Playa: se hunde primero.',
    'surv.legend.forest': 'Bosque: se hunde cuando no quedan playas.',
    'surv.legend.mountain': 'Montaña: se hunde la última; una esconde el volcán.',
    'surv.legend.sea': 'Mar: se nada una casilla por turno, o se navega.',
    'surv.legend.isle': 'Isla segura: los exploradores que llegan a ella están a salvo.',
    'surv.legend.explorer':
      'Explorador, con el color y la forma de su jugador; el número es su valor, que solo ve su dueño.',
    'surv.legend.ship': 'Barco: lleva hasta 3 exploradores.',
    'surv.legend.serpent': 'Serpiente de mar: hunde barcos y devora nadadores.',
    'surv.legend.shark': 'Tiburón: devora nadadores.',
    'surv.legend.whale': 'Ballena: vuelca los barcos con exploradores a bordo.',
    'surv.legend.target': 'Una casilla que puedes elegir; la flecha señala la pieza elegida.',
    'surv.legend.marks':
      'Flechas: los últimos movimientos de los demás (una cruz: una pieza perdida).',
    'surv.legend.names':
      'Las casillas se nombran fila,columna: las filas van numeradas en los lados; las columnas, arriba y abajo.',
    'surv.ui.has-ship': 'un barco',
    'surv.ui.has-explorer': 'explorador de {name} ({value})',
    'surv.ui.has-creature':
      '{n} × {c, plural, =0 {serpiente de mar} =1 {tiburón} =2 {ballena} other {?}}',
    'surv.ui.isle':
      'Isla segura {isle, plural, =0 {noroeste} =1 {noreste} =2 {suroeste} =3 {sureste} other {?}}: {n, plural, one {# explorador salvado} other {# exploradores salvados}}',
    'surv.ui.points-left':
      '{n, plural, =0 {No quedan puntos de movimiento} one {Queda # punto de movimiento} other {Quedan # puntos de movimiento}}',
    'surv.ui.die':
      'El dado muestra: {c, plural, =0 {serpiente de mar} =1 {tiburón} =2 {ballena} other {?}}',
    'surv.ui.played':
      'Baldosa jugada: {b, plural, =5 {un delfín} =6 {vientos favorables} =7 {mover una serpiente de mar} =8 {mover un tiburón} =9 {mover una ballena} =10 {una defensa contra tiburones} =11 {una defensa contra ballenas} other {?}}.',
    'surv.ui.removed':
      'La baldosa retirada esconde: {b, plural, =0 {un tiburón} =1 {una ballena} =2 {un barco} =3 {un torbellino} =4 {el volcán} =5 {un delfín} =6 {vientos favorables} =7 {mover una serpiente de mar} =8 {mover un tiburón} =9 {mover una ballena} =10 {una defensa contra tiburones} =11 {una defensa contra ballenas} other {?}}',
    'surv.ui.react':
      'Una criatura ({c, plural, =0 {serpiente de mar} =1 {tiburón} =2 {ballena} other {?}}) alcanza tus piezas en {space}: ¿juegas tu baldosa de defensa?',
    'surv.ui.react-none':
      'Una criatura ({c, plural, =0 {serpiente de mar} =1 {tiburón} =2 {ballena} other {?}}) alcanza tus piezas en {space}; no tienes baldosa para detenerla.',
    'surv.ui.pieces': 'Tus piezas que pueden actuar',
    'surv.ui.piece-value': 'Un explorador de valor {value}',
    'surv.ui.piece-new-ship': 'Un barco nuevo',
    'surv.ui.piece-remove': 'Una baldosa que retirar',
    'surv.ui.piece-ship': 'El barco de {space}',
    'surv.ui.piece-creature':
      'La criatura ({c, plural, =0 {serpiente de mar} =1 {tiburón} =2 {ballena} other {?}}) de {space}',
    'surv.ui.piece-explorer': 'Explorador ({value}) en {space}',
    'surv.ui.piece-explorer-aboard': 'Explorador ({value}) a bordo del barco de {space}',
    'surv.ui.done': 'Terminar mis movimientos',
    'surv.ui.defend': 'Defenderse',
    'surv.ui.decline': 'No defenderse',
    'surv.ui.play-dolphin': 'Jugar un delfín para el nadador de {space}',
    'surv.ui.play-wind': 'Jugar vientos favorables para el barco de {space}',
    'surv.ui.boarders': 'Suben: {list}',
    'surv.ui.board-ship': 'Subir al barco',
    'surv.ui.swim': 'Nadar hasta allí',
    'surv.ui.hands': 'Baldosas y exploradores',
    'surv.ui.your-hand': 'Tus baldosas:',
    'surv.ui.safe': '{n} a salvo',
    'surv.ui.lost': '{n} perdidos',
    'surv.ui.tiles': '{n, plural, one {# baldosa} other {# baldosas}}',
    'surv.ui.reveal': 'La revelación final',
    'surv.ui.player': 'Jugador',
    'surv.ui.saved': 'Exploradores salvados',
    'surv.ui.score': 'Puntos',
    'surv.ui.rank': 'Puesto',
    'surv.rules.goal':
      'La Atlántida se hunde. Lleva a tus exploradores a las cuatro islas seguras de las esquinas: los valores ocultos bajo los que salves son tu puntuación.',
    'surv.rules.setup':
      'Los jugadores colocan sus exploradores en la isla, de uno en uno, y luego dos barcos cada uno en casillas de mar junto a la isla.',
    'surv.rules.move':
      'En tu turno puedes jugar una baldosa y gastar 3 puntos de movimiento: andar por tierra, nadar una casilla o navegar un barco que controles (hasta 3 a bordo).',
    'surv.rules.tiles':
      'Después retira una baldosa de terreno: primero playas, luego bosques, luego montañas. Su reverso actúa al momento (una criatura, un barco, un torbellino, el volcán) o va a tu mano.',
    'surv.rules.creatures':
      'Por último tira el dado de criaturas y mueve una de ese tipo: las serpientes hunden barcos y devoran nadadores, los tiburones devoran nadadores, las ballenas vuelcan barcos.',
    'surv.rules.end':
      'Cuando aparece el volcán, la partida termina: gana el total más alto de exploradores salvados.',
  },
  fr: {
    'surv.phase':
      '{p, plural, =0 {Pose de l’île} =1 {Pose des explorateurs} =2 {Pose des bateaux} =3 {Déplacement} =4 {Dauphin} =5 {Vent favorable} =6 {Retrait d’une tuile} =7 {Révélation de la tuile} =8 {Choix des passagers} =9 {Lancer du dé des créatures} =10 {Déplacement d’une créature} =11 {Défense ?} =12 {Partie terminée} =13 {Tirage du premier joueur} other {?}}',
    'surv.ui.board': 'Plateau de Survive',
    'surv.ui.map': 'L’île et la mer',
    'surv.ui.zoom': 'Zoom',
    'surv.ui.zoom-in': 'Zoomer',
    'surv.ui.zoom-out': 'Dézoomer',
    'surv.ui.zoom-reset': 'Carte entière',
    'surv.ui.space':
      '{space} : {t, plural, =0 {mer} =1 {plage} =2 {forêt} =3 {montagne} =4 {île, pas encore posée} other {?}}',
    'surv.ui.target': 'vous pouvez aller ici',
    'surv.ui.target-remove': 'vous pouvez retirer cette tuile',
    'surv.ui.can-select': 'un pion que vous pouvez choisir',
    'surv.ui.no-creature': 'Ne déplacer aucune créature',
    'surv.tile':
      '{b, plural, =0 {requin} =1 {baleine} =2 {bateau} =3 {tourbillon} =4 {volcan} =5 {dauphin} =6 {vent favorable} =7 {déplacer un serpent de mer} =8 {déplacer un requin} =9 {déplacer une baleine} =10 {défense contre les requins} =11 {défense contre les baleines} other {?}}',
    'surv.ui.tile-power': '{name} : {power}',
    'surv.do.place-explorer': 'Choisissez un explorateur, puis une case de terre libre.',
    'surv.do.place-explorer-chosen': 'Placez votre explorateur de {value} sur une case marquée.',
    'surv.do.place-ship': 'Placez votre bateau sur une case de mer marquée.',
    'surv.do.move': 'Choisissez un explorateur ou un bateau, puis sa case.',
    'surv.do.move-chosen': 'Choisissez où il va : une case marquée.',
    'surv.do.dolphin': 'Le dauphin continue : jusqu’à {n} cases de plus, ou arrêtez.',
    'surv.do.wind': 'Le vent continue : jusqu’à {n} cases de plus, ou arrêtez.',
    'surv.do.remove': 'Retirez une tuile de terrain marquée.',
    'surv.do.boarders': 'Choisissez qui monte dans le nouveau bateau (3 places).',
    'surv.do.creature':
      'Déplacez une créature ({c, plural, =0 {serpent de mer} =1 {requin} =2 {baleine} other {?}}) de {n, plural, one {# case} other {# cases}} au plus, ou aucune.',
    'surv.do.teleport':
      'Amenez la créature ({c, plural, =0 {serpent de mer} =1 {requin} =2 {baleine} other {?}}) sur une case de mer marquée.',
    'surv.power.0':
      'un requin surgit à la place de la tuile ; il dévore les nageurs de cette case.',
    'surv.power.1': 'une baleine surgit à la place de la tuile.',
    'surv.power.2':
      'un bateau apparaît à la place de la tuile ; les nageurs de cette case montent à bord.',
    'surv.power.3': 'tout ce qui est sur cette case et sur les cases de mer autour coule.',
    'surv.power.4': 'l’île explose : la partie s’arrête.',
    'surv.power.5': 'au début de votre tour, déplacez un de vos nageurs de 1 à 3 cases de mer.',
    'surv.power.6':
      'au début de votre tour, déplacez un bateau que vous contrôlez de 1 à 3 cases de mer.',
    'surv.power.7':
      'au début de votre tour, déplacez n’importe quel serpent de mer sur n’importe quelle case de mer libre.',
    'surv.power.8':
      'au début de votre tour, déplacez n’importe quel requin sur n’importe quelle case de mer libre.',
    'surv.power.9':
      'au début de votre tour, déplacez n’importe quelle baleine sur n’importe quelle case de mer libre.',
    'surv.power.10':
      'quand un autre joueur amène un requin sur vos nageurs, jouez-la : le requin quitte le jeu.',
    'surv.power.11':
      'quand un autre joueur amène une baleine sur votre bateau, jouez-la : la baleine quitte le jeu.',
    'surv.legend': 'Légende',
    'surv.legend.beach': 'Plage : coule en premier.',
    'surv.legend.forest': 'Forêt : coule quand il n’y a plus de plages.',
    'surv.legend.mountain': 'Montagne : coule en dernier ; l’une cache le volcan.',
    'surv.legend.sea': 'Mer : on y nage d’une case par tour, ou on y navigue.',
    'surv.legend.isle': 'Île refuge : les explorateurs qui l’atteignent sont sauvés.',
    'surv.legend.explorer':
      'Explorateur, à la couleur et à la forme de son joueur ; le nombre est sa valeur, que seul son propriétaire voit.',
    'surv.legend.ship': 'Bateau : porte jusqu’à 3 explorateurs.',
    'surv.legend.serpent': 'Serpent de mer : coule les bateaux et dévore les nageurs.',
    'surv.legend.shark': 'Requin : dévore les nageurs.',
    'surv.legend.whale': 'Baleine : renverse les bateaux qui portent des explorateurs.',
    'surv.legend.target': 'Une case que vous pouvez choisir ; la flèche désigne le pion choisi.',
    'surv.legend.marks': 'Flèches : les derniers coups des autres (une croix : un pion perdu).',
    'surv.legend.names':
      'Les cases sont nommées ligne,colonne : lignes numérotées sur les côtés, colonnes en haut et en bas.',
    'surv.ui.has-ship': 'un bateau',
    'surv.ui.has-explorer': 'explorateur de {name} ({value})',
    'surv.ui.has-creature':
      '{n} × {c, plural, =0 {serpent de mer} =1 {requin} =2 {baleine} other {?}}',
    'surv.ui.isle':
      'Île refuge {isle, plural, =0 {nord-ouest} =1 {nord-est} =2 {sud-ouest} =3 {sud-est} other {?}} : {n, plural, one {# explorateur sauvé} other {# explorateurs sauvés}}',
    'surv.ui.points-left':
      '{n, plural, =0 {Plus de point de déplacement} one {# point de déplacement restant} other {# points de déplacement restants}}',
    'surv.ui.die':
      'Le dé montre : {c, plural, =0 {serpent de mer} =1 {requin} =2 {baleine} other {?}}',
    'surv.ui.played':
      'Tuile jouée : {b, plural, =5 {un dauphin} =6 {un vent favorable} =7 {déplacer un serpent de mer} =8 {déplacer un requin} =9 {déplacer une baleine} =10 {une défense contre les requins} =11 {une défense contre les baleines} other {?}}.',
    'surv.ui.removed':
      'La tuile retirée cache : {b, plural, =0 {un requin} =1 {une baleine} =2 {un bateau} =3 {un tourbillon} =4 {le volcan} =5 {un dauphin} =6 {un vent favorable} =7 {déplacer un serpent de mer} =8 {déplacer un requin} =9 {déplacer une baleine} =10 {une défense contre les requins} =11 {une défense contre les baleines} other {?}}',
    'surv.ui.react':
      'Une créature ({c, plural, =0 {serpent de mer} =1 {requin} =2 {baleine} other {?}}) atteint vos pions en {space} : jouer votre tuile de défense ?',
    'surv.ui.react-none':
      'Une créature ({c, plural, =0 {serpent de mer} =1 {requin} =2 {baleine} other {?}}) atteint vos pions en {space} ; vous n’avez pas de tuile pour l’arrêter.',
    'surv.ui.pieces': 'Vos pions qui peuvent agir',
    'surv.ui.piece-value': 'Un explorateur de valeur {value}',
    'surv.ui.piece-new-ship': 'Un nouveau bateau',
    'surv.ui.piece-remove': 'Une tuile à retirer',
    'surv.ui.piece-ship': 'Le bateau en {space}',
    'surv.ui.piece-creature':
      'La créature ({c, plural, =0 {serpent de mer} =1 {requin} =2 {baleine} other {?}}) en {space}',
    'surv.ui.piece-explorer': 'Explorateur ({value}) en {space}',
    'surv.ui.piece-explorer-aboard': 'Explorateur ({value}) à bord du bateau en {space}',
    'surv.ui.done': 'Finir mes déplacements',
    'surv.ui.defend': 'Se défendre',
    'surv.ui.decline': 'Ne pas se défendre',
    'surv.ui.play-dolphin': 'Jouer un dauphin pour le nageur en {space}',
    'surv.ui.play-wind': 'Jouer un vent favorable pour le bateau en {space}',
    'surv.ui.boarders': 'Montent : {list}',
    'surv.ui.board-ship': 'Monter à bord',
    'surv.ui.swim': 'Nager jusque-là',
    'surv.ui.hands': 'Tuiles et explorateurs',
    'surv.ui.your-hand': 'Vos tuiles :',
    'surv.ui.safe': '{n} sauvés',
    'surv.ui.lost': '{n} perdus',
    'surv.ui.tiles': '{n, plural, one {# tuile} other {# tuiles}}',
    'surv.ui.reveal': 'La révélation finale',
    'surv.ui.player': 'Joueur',
    'surv.ui.saved': 'Explorateurs sauvés',
    'surv.ui.score': 'Score',
    'surv.ui.rank': 'Rang',
    'surv.rules.goal':
      'L’Atlantide s’enfonce. Amenez vos explorateurs aux quatre îles refuges des coins : les valeurs cachées sous ceux que vous sauvez font votre score.',
    'surv.rules.setup':
      'Les joueurs posent leurs explorateurs sur l’île, un à la fois, puis deux bateaux chacun sur des cases de mer au bord de l’île.',
    'surv.rules.move':
      'À votre tour, vous pouvez jouer une tuile, puis dépenser 3 points de déplacement : marcher sur terre, nager d’une case, ou naviguer un bateau que vous contrôlez (3 à bord au plus).',
    'surv.rules.tiles':
      'Retirez ensuite une tuile de terrain : plages d’abord, puis forêts, puis montagnes. Son dos agit aussitôt (une créature, un bateau, un tourbillon, le volcan) ou va dans votre main.',
    'surv.rules.creatures':
      'Enfin, lancez le dé des créatures et déplacez-en une de ce type : les serpents coulent les bateaux et dévorent les nageurs, les requins dévorent les nageurs, les baleines renversent les bateaux.',
    'surv.rules.end':
      'Quand la tuile volcan apparaît, la partie s’arrête : le plus haut total d’explorateurs sauvés gagne.',
  },
};
