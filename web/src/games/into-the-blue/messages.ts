import type { Catalogs } from '../../../../src/kernel/index.js';

/** The Into the Blue board's texts and rules summary (the rules' own messages live with the game). */
export const boardMessages: Catalogs = {
  en: {
    'itb.ui.board': 'Into the Blue board',
    'itb.ui.rolls-left': '{n, plural, =0 {No rolls left} one {# roll left} other {# rolls left}}',
    'itb.ui.chests-left':
      '{n, plural, =0 {No chests left} one {# chest left} other {# chests left}}',
    'itb.ui.last-round': 'Last round: {name} placed their last shell.',
    'itb.ui.last-chest': '{name} took the last chest: the game ends.',
    'itb.ui.dive-of': 'is diving',
    'itb.ui.rolling-all': 'Rolling the six dice…',
    'itb.ui.rolling-some': 'Rolling {n, plural, one {# die} other {# dice}}…',
    'itb.ui.dice': 'Dice',
    'itb.ui.die': 'Die {n}: {face}',
    'itb.ui.die-kept': 'Die {n}: {face}, kept',
    'itb.ui.face-chest': 'chest',
    'itb.ui.reroll': 'Reroll {n, plural, one {# die} other {# dice}}',
    'itb.ui.stop': 'Stop and dive',
    'itb.ui.keys-decide':
      'Keys: 1 to 6 keep a die, R rerolls the others, S stops, O shows the odds.',
    'itb.ui.place-title': 'Place your shells:',
    'itb.ui.place-option': 'Level {level}: {n, plural, one {# shell} other {# shells}}',
    'itb.ui.odds-show': 'Show the odds',
    'itb.ui.odds-hide': 'Hide the odds',
    'itb.ui.odds-title': 'Odds',
    'itb.ui.odds-intro':
      'With best play from these dice and {n, plural, one {# roll} other {# rolls}} left, the expert bot reaches:',
    'itb.ui.odds-perfect': 'a perfect dive: {p}',
    'itb.ui.odds-reach': 'level {level} or deeper: {p}',
    'itb.ui.levels': 'Levels, with each player’s shells',
    'itb.ui.treasure': 'Treasure (main / secondary)',
    'itb.ui.shells-cell': '{name}: {n, plural, one {# shell} other {# shells}} on level {level}',
    'itb.ui.players': 'Players',
    'itb.ui.supply': '{n, plural, one {# shell} other {# shells}} to play',
    'itb.ui.no-chests': 'no chest',
    'itb.ui.chest-values': 'chests: {list}',
    'itb.ui.chests-hidden': '{n, plural, one {# chest} other {# chests}} (hidden)',
    'itb.ui.scoring': 'Final scoring',
    'itb.ui.level-n': 'Level {level}',
    'itb.ui.level-empty': 'Nobody placed shells here.',
    'itb.ui.place-line': '{n, plural, one {# shell} other {# shells}}:',
    'itb.ui.token-main': 'main treasure, {points, plural, one {# point} other {# points}}',
    'itb.ui.token-secondary':
      'secondary treasure, {points, plural, one {# point} other {# points}}',
    'itb.ui.token-none': 'no treasure left',
    'itb.ui.why-shells': '({ahead} has more shells here than {behind})',
    'itb.ui.why-level-above':
      '(tied with {behind}; {ahead} has more shells on level {level}, above)',
    'itb.ui.why-unplayed':
      '(tied with {behind} on this level and all above; {ahead} has more unplayed shells)',
    'itb.ui.why-earlier':
      '(tied with {behind} in shells and unplayed shells; {ahead} took their last turn earlier)',
    'itb.ui.totals': 'Totals',
    'itb.ui.player': 'Player',
    'itb.ui.treasure-points': 'Treasures',
    'itb.ui.chest-points': 'Chests',
    'itb.ui.total': 'Total',
    'itb.ui.rank': 'Rank',
    'itb.rules.goal':
      'Divers roll six dice to build a run 1, 2, 3… and place shells on the five levels of the sea. At the end, the majorities on each level win treasures.',
    'itb.rules.turn':
      'On your turn you roll the six dice, then may reroll any of them up to twice. Keep the dice you like and reroll the rest; a kept die may still be rerolled later.',
    'itb.rules.dive':
      'Only the unbroken run from 1 counts. Without a 1 the dive fails. Otherwise choose one level of the run and place as many shells there as dice show that number.',
    'itb.rules.perfect':
      'A perfect dive (1 to 5 and a chest) takes a hidden chest worth 5 to 8 points instead, and you play again.',
    'itb.rules.end':
      'When someone places their last shell, the others play one last turn. Whoever takes the last chest ends the game at once.',
    'itb.rules.scoring':
      'On each level, from the deepest up, the most shells wins the main treasure and second place a secondary one (third place too with 4 or 5 players). Add your chests: the highest total wins.',
    'itb.rules.ties':
      'Ties go to more shells on the levels above, then to more unplayed shells, then to whoever took their last turn earlier.',
  },
  es: {
    'itb.ui.board': 'Tablero de Into the Blue',
    'itb.ui.rolls-left':
      '{n, plural, =0 {No quedan tiradas} one {Queda # tirada} other {Quedan # tiradas}}',
    'itb.ui.chests-left':
      '{n, plural, =0 {No quedan cofres} one {Queda # cofre} other {Quedan # cofres}}',
    'itb.ui.last-round': 'Última ronda: {name} colocó su última concha.',
    'itb.ui.last-chest': '{name} tomó el último cofre: la partida termina.',
    'itb.ui.dive-of': 'se zambulle',
    'itb.ui.rolling-all': 'Tirando los seis dados…',
    'itb.ui.rolling-some': 'Tirando {n, plural, one {# dado} other {# dados}}…',
    'itb.ui.dice': 'Dados',
    'itb.ui.die': 'Dado {n}: {face}',
    'itb.ui.die-kept': 'Dado {n}: {face}, guardado',
    'itb.ui.face-chest': 'cofre',
    'itb.ui.reroll': 'Volver a tirar {n, plural, one {# dado} other {# dados}}',
    'itb.ui.stop': 'Plantarse y zambullirse',
    'itb.ui.keys-decide':
      'Teclas: 1 a 6 guardan un dado, R vuelve a tirar los demás, S te planta, O muestra las probabilidades.',
    'itb.ui.place-title': 'Coloca tus conchas:',
    'itb.ui.place-option': 'Nivel {level}: {n, plural, one {# concha} other {# conchas}}',
    'itb.ui.odds-show': 'Ver probabilidades',
    'itb.ui.odds-hide': 'Ocultar probabilidades',
    'itb.ui.odds-title': 'Probabilidades',
    'itb.ui.odds-intro':
      'Jugando lo mejor posible con estos dados y {n, plural, one {# tirada} other {# tiradas}} por delante, el bot experto logra:',
    'itb.ui.odds-perfect': 'una zambullida perfecta: {p}',
    'itb.ui.odds-reach': 'el nivel {level} o más hondo: {p}',
    'itb.ui.levels': 'Niveles, con las conchas de cada jugador',
    'itb.ui.treasure': 'Tesoro (principal / secundario)',
    'itb.ui.shells-cell':
      '{name}: {n, plural, one {# concha} other {# conchas}} en el nivel {level}',
    'itb.ui.players': 'Jugadores',
    'itb.ui.supply': '{n, plural, one {# concha} other {# conchas}} por colocar',
    'itb.ui.no-chests': 'ningún cofre',
    'itb.ui.chest-values': 'Cofres: {list}',
    'itb.ui.chests-hidden': '{n, plural, one {# cofre} other {# cofres}} (ocultos)',
    'itb.ui.scoring': 'Puntuación final',
    'itb.ui.level-n': 'Nivel {level}',
    'itb.ui.level-empty': 'Nadie colocó conchas aquí.',
    'itb.ui.place-line': '{n, plural, one {# concha} other {# conchas}}:',
    'itb.ui.token-main': 'tesoro principal, {points, plural, one {# punto} other {# puntos}}',
    'itb.ui.token-secondary': 'tesoro secundario, {points, plural, one {# punto} other {# puntos}}',
    'itb.ui.token-none': 'no quedan tesoros',
    'itb.ui.why-shells': '({ahead} tiene más conchas aquí que {behind})',
    'itb.ui.why-level-above':
      '(empate con {behind}; {ahead} tiene más conchas en el nivel {level}, más arriba)',
    'itb.ui.why-unplayed':
      '(empate con {behind} en este nivel y en todos los de arriba; {ahead} tiene más conchas sin colocar)',
    'itb.ui.why-earlier':
      '(empate con {behind} en conchas colocadas y sin colocar; {ahead} jugó su último turno antes)',
    'itb.ui.totals': 'Totales',
    'itb.ui.player': 'Jugador',
    'itb.ui.treasure-points': 'Tesoros',
    'itb.ui.chest-points': 'Cofres',
    'itb.ui.total': 'Total',
    'itb.ui.rank': 'Puesto',
    'itb.rules.goal':
      'Los buceadores tiran seis dados para formar una escalera 1, 2, 3… y colocar conchas en los cinco niveles del mar. Al final, las mayorías de cada nivel ganan tesoros.',
    'itb.rules.turn':
      'En tu turno tiras los seis dados y puedes volver a tirar los que quieras hasta dos veces. Guarda los que te gusten y tira el resto; un dado guardado se puede volver a tirar después.',
    'itb.rules.dive':
      'Solo cuenta la escalera sin huecos desde el 1. Sin un 1, la zambullida falla. Si no, elige un nivel de la escalera y coloca allí tantas conchas como dados muestren ese número.',
    'itb.rules.perfect':
      'Una zambullida perfecta (del 1 al 5 y un cofre) toma en su lugar un cofre oculto de 5 a 8 puntos, y vuelves a jugar.',
    'itb.rules.end':
      'Cuando alguien coloca su última concha, los demás juegan un último turno. Quien toma el último cofre termina la partida en el acto.',
    'itb.rules.scoring':
      'En cada nivel, del más hondo hacia arriba, quien tiene más conchas gana el tesoro principal y el segundo uno secundario (también el tercero con 4 o 5 jugadores). Suma tus cofres: gana el total más alto.',
    'itb.rules.ties':
      'Los empates los gana quien tiene más conchas en los niveles de arriba, luego más conchas sin colocar, y luego quien jugó su último turno antes.',
  },
  fr: {
    'itb.ui.board': 'Plateau d’Into the Blue',
    'itb.ui.rolls-left':
      '{n, plural, =0 {Plus aucun lancer} one {# lancer restant} other {# lancers restants}}',
    'itb.ui.chests-left':
      '{n, plural, =0 {Plus aucun coffre} one {# coffre restant} other {# coffres restants}}',
    'itb.ui.last-round': 'Dernier tour : {name} a placé son dernier coquillage.',
    'itb.ui.last-chest': '{name} a pris le dernier coffre : la partie se termine.',
    'itb.ui.dive-of': 'plonge',
    'itb.ui.rolling-all': 'On lance les six dés…',
    'itb.ui.rolling-some': 'On lance {n, plural, one {# dé} other {# dés}}…',
    'itb.ui.dice': 'Dés',
    'itb.ui.die': 'Dé {n} : {face}',
    'itb.ui.die-kept': 'Dé {n} : {face}, gardé',
    'itb.ui.face-chest': 'coffre',
    'itb.ui.reroll': 'Relancer {n, plural, one {# dé} other {# dés}}',
    'itb.ui.stop': 'S’arrêter et plonger',
    'itb.ui.keys-decide':
      'Touches : 1 à 6 gardent un dé, R relance les autres, S arrête, O montre les chances.',
    'itb.ui.place-title': 'Placez vos coquillages :',
    'itb.ui.place-option': 'Niveau {level} : {n, plural, one {# coquillage} other {# coquillages}}',
    'itb.ui.odds-show': 'Voir les chances',
    'itb.ui.odds-hide': 'Masquer les chances',
    'itb.ui.odds-title': 'Chances',
    'itb.ui.odds-intro':
      'En jouant au mieux avec ces dés et {n, plural, one {# lancer} other {# lancers}} à venir, le bot expert atteint :',
    'itb.ui.odds-perfect': 'une plongée parfaite : {p}',
    'itb.ui.odds-reach': 'le niveau {level} ou plus profond : {p}',
    'itb.ui.levels': 'Niveaux, avec les coquillages de chaque joueur',
    'itb.ui.treasure': 'Trésor (principal / secondaire)',
    'itb.ui.shells-cell':
      '{name} : {n, plural, one {# coquillage} other {# coquillages}} au niveau {level}',
    'itb.ui.players': 'Joueurs',
    'itb.ui.supply': '{n, plural, one {# coquillage} other {# coquillages}} à jouer',
    'itb.ui.no-chests': 'aucun coffre',
    'itb.ui.chest-values': 'coffres : {list}',
    'itb.ui.chests-hidden': '{n, plural, one {# coffre} other {# coffres}} (cachés)',
    'itb.ui.scoring': 'Décompte final',
    'itb.ui.level-n': 'Niveau {level}',
    'itb.ui.level-empty': 'Personne n’a placé de coquillage ici.',
    'itb.ui.place-line': '{n, plural, one {# coquillage} other {# coquillages}} :',
    'itb.ui.token-main': 'trésor principal, {points, plural, one {# point} other {# points}}',
    'itb.ui.token-secondary': 'trésor secondaire, {points, plural, one {# point} other {# points}}',
    'itb.ui.token-none': 'plus aucun trésor',
    'itb.ui.why-shells': '({ahead} a plus de coquillages ici que {behind})',
    'itb.ui.why-level-above':
      '(égalité avec {behind} ; {ahead} a plus de coquillages au niveau {level}, au-dessus)',
    'itb.ui.why-unplayed':
      '(égalité avec {behind} à ce niveau et à tous ceux du dessus ; {ahead} a plus de coquillages non joués)',
    'itb.ui.why-earlier':
      '(égalité avec {behind} en coquillages joués et non joués ; {ahead} a joué son dernier tour plus tôt)',
    'itb.ui.totals': 'Totaux',
    'itb.ui.player': 'Joueur',
    'itb.ui.treasure-points': 'Trésors',
    'itb.ui.chest-points': 'Coffres',
    'itb.ui.total': 'Total',
    'itb.ui.rank': 'Rang',
    'itb.rules.goal':
      'Les plongeurs lancent six dés pour former une suite 1, 2, 3… et placer des coquillages sur les cinq niveaux de la mer. À la fin, les majorités de chaque niveau gagnent des trésors.',
    'itb.rules.turn':
      'À votre tour, lancez les six dés, puis relancez ceux que vous voulez jusqu’à deux fois. Gardez les dés qui vous plaisent et relancez les autres ; un dé gardé peut être relancé plus tard.',
    'itb.rules.dive':
      'Seule compte la suite sans trou depuis le 1. Sans 1, la plongée échoue. Sinon, choisissez un niveau de la suite et placez-y autant de coquillages que de dés montrant ce nombre.',
    'itb.rules.perfect':
      'Une plongée parfaite (1 à 5 et un coffre) prend à la place un coffre caché de 5 à 8 points, et vous rejouez.',
    'itb.rules.end':
      'Quand quelqu’un place son dernier coquillage, les autres jouent un dernier tour. Qui prend le dernier coffre termine la partie aussitôt.',
    'itb.rules.scoring':
      'À chaque niveau, du plus profond vers la surface, le plus de coquillages gagne le trésor principal et la deuxième place un secondaire (la troisième aussi à 4 ou 5 joueurs). Ajoutez vos coffres : le plus haut total gagne.',
    'itb.rules.ties':
      'Les égalités vont au plus de coquillages sur les niveaux du dessus, puis au plus de coquillages non joués, puis à qui a joué son dernier tour plus tôt.',
  },
};
