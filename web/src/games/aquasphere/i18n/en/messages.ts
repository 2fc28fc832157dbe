import type { Catalog } from '../../../../../../src/kernel/index.js';

/** The AquaSphere board's texts in English, loaded with the board when it is the reader's language. */

export const catalog: Catalog = {
  'aq.ui.board': 'AquaSphere board',
  'aq.ui.station':
    'The research station: six sectors around the ring, the locks between them, the centre tile in the middle',
  'aq.ui.setting-up': 'Setting up the research station…',
  'aq.ui.lock':
    'Lock between sectors {from} and {to}: {n, plural, =0 {free} one {# time marker} other {# time markers}}',
  'aq.ui.lock-help':
    'A scientist passing this lock pays its cost in time markers; the cheaper way round the ring is the price.',
  'aq.ui.centre': 'Centre tile: a {bulb} KP bulb (round {round} of {rounds})',
  'aq.ui.centre-help':
    'A submarine or a research card taken this round scores the bulb. At the end of the round the tile replaces the time markers of every sector and adds the crystals, octopods (and neutral submarines) drawn towards it, then it is removed.',
  'aq.ui.centre-last':
    'A submarine or a research card taken this round scores the bulb. In the last round the tile puts nothing out.',
  'aq.ui.round-short': 'Round {round}/{rounds}',
  'aq.ui.sector': 'Sector {letter}',
  'aq.ui.sector-stock':
    '{time, plural, one {# time marker} other {# time markers}}, {crystals, plural, one {# crystal} other {# crystals}}, {octopods, plural, one {# octopod} other {# octopods}}',
  'aq.ui.sector-control': 'control space: {name}',
  'aq.ui.sector-control-free': 'control space: free',
  'aq.ui.sector-charging': 'charging station: {list} ({n} of {limit})',
  'aq.ui.sector-card': 'research card {id} on top ({n} in the stack): {text}',
  'aq.ui.sector-no-card': 'no research card left',
  'aq.ui.sector-expansion': 'lab expansion {id} on top ({n} in the stack): {text}',
  'aq.ui.sector-no-expansion': 'no lab expansion left',
  'aq.ui.sector-subs': 'submarines: {list}',
  'aq.ui.sector-sub-cost':
    'the next submarine space costs {n, plural, one {# time marker} other {# time markers}}',
  'aq.ui.sector-subs-full': 'every submarine space is taken',
  'aq.ui.sector-white': `the white area programs a {colour} bot`,
  'aq.ui.area': `Sector {letter}, {colour} area: {action}`,
  'aq.ui.area-target':
    'you can act here (locks: {n, plural, =0 {free} one {# time marker} other {# time markers}})',
  'aq.ui.neutral': 'neutral',
  'aq.ui.card-text': '{trigger}: {effects}',
  'aq.ui.card-once': '{trigger} ({once}): {effects}',
  'aq.ui.expansion-text': '{n, plural, one {letter} other {letters}} {letters}; {adds}',
  'aq.ui.expansion-text-none': 'no letter; {adds}',
  'aq.ui.hq':
    'Headquarters: rooms with their programming tiles, arrows and engineers; the pass-order and play-order tracks',
  'aq.ui.hq-help':
    "Program a bot by moving your engineer one room up along an arrow: you program the bot of that room's tile. The small square in a room's corner is next round's tile. From a top room (or when stuck) you may pass: your engineer goes to the pass-order track, next round's play order.",
  'aq.ui.room': `Room {room}: {colour} tile, {action}`,
  'aq.ui.room-start': 'Room {room}: where the engineers start',
  'aq.ui.room-exit': '(you may pass from here)',
  'aq.ui.room-next': '(next round: {colour})',
  'aq.ui.pass-order': 'Pass order',
  'aq.ui.play-order': 'Play order',
  'aq.ui.track': 'Knowledge track',
  'aq.ui.track-help':
    '{length} spaces a lap; red lines before spaces {lines}. To cross a red line pay a crystal (with none, return a programmed bot), or stop before it.',
  'aq.ui.track-label': 'Knowledge track: {list}',
  'aq.ui.kp-of': '{name} {kp} KP',
  'aq.ui.players': "Players' boards and labs",
  'aq.ui.passed': 'passed',
  'aq.ui.to-move': 'to move',
  'aq.ui.kp': '{kp} KP{laps, plural, =0 {} one { (# lap)} other { (# laps)}}',
  'aq.ui.scientist-at': `scientist: sector {letter}, {colour} area`,
  'aq.ui.player-board': "{name}'s player board",
  'aq.ui.player-board-help':
    'Program symbols (programmed bots stand on theirs) and the bot supply by column, with the number under each: at every intermediate scoring you score the highest number of a column emptied of bots and not covered by a submarine. Submarines leave the board from the left.',
  'aq.ui.lab': "{name}'s lab",
  'aq.ui.lab-help':
    "The lab's capacities: research cards and crystals held, octopods caught in one action, time markers held. Each expansion adds capacity and letters.",
  'aq.ui.lab-cards': 'Research cards {n}/{cap}',
  'aq.ui.lab-crystals': 'Crystals {n}/{cap}',
  'aq.ui.lab-octopods': 'Catches up to {cap} octopods',
  'aq.ui.lab-time': 'Time markers {n}/{cap}',
  'aq.ui.letters': '{n, plural, one {# letter} other {# letters}}: {points} KP at the end',
  'aq.ui.expansions': 'Lab expansions',
  'aq.ui.cards': 'Research cards',
  'aq.ui.spent': 'used',
  'aq.ui.subs': 'Submarines: {placed} in the station, {left} on the board',
  'aq.ui.programmed': 'Programmed bots: {list}',
  'aq.ui.buy': `Pay 3 time markers to program a {colour} bot ({action})`,
  'aq.ui.supply': 'Bot supply: {n} bots; it scores {worth} KP now',
  'aq.ui.projection':
    'If the round ended now: {total} KP (majority {majority}, bots in play {bots}, crystals {crystals}, octopods {octopods}, cards {cards})',
  'aq.ui.can-next': 'Next turn, could: {list}',
  'aq.ui.can-program': 'program through room {rooms}',
  'aq.ui.can-act': '{action} in {letters}',
  'aq.ui.can-buy': 'pay 3 time markers for a bot',
  'aq.ui.can-pass': 'pass',
  'aq.ui.over': 'Game over',
  'aq.ui.round': 'Round {round} of {rounds}: a submarine or a research card scores {bulb} KP',
  'aq.ui.scored': 'Round {round} has been scored: see the breakdown',
  'aq.ui.mine': 'Your supplies',
  'aq.ui.mine-bots': '{n, plural, one {# bot} other {# bots}} in your supply',
  'aq.ui.round-end':
    'The round is over: new research cards and lab expansions, the centre tile, the headquarters…',
  'aq.ui.redline-other': '{name} is at the red line before space {line}',
  'aq.ui.redline-prompt':
    'Your counter reaches the red line before space {line} (on its way to {target}): cross it or stop?',
  'aq.ui.prompt': 'Your turn: program a bot, carry out an action, or pass',
  'aq.ui.pay-crystal': 'Pay a crystal and go on',
  'aq.ui.pay-bot': `Return your {colour} bot and go on`,
  'aq.ui.stop': 'Stop before the line',
  'aq.ui.choose-room': 'Program a bot: move your engineer to',
  'aq.ui.option-room': `Room {room}: a {colour} bot ({action})`,
  'aq.ui.choose-area': 'Carry out an action: send your scientist to',
  'aq.ui.option-area':
    'Sector {letter} ({n, plural, =0 {no lock to pay} one {locks: # time marker} other {locks: # time markers}})',
  'aq.ui.choose-buy': 'Or pay 3 time markers to program a bot of any free colour',
  'aq.ui.return': `Return the {colour} bot for 2 time markers`,
  'aq.ui.pass': 'Pass',
  'aq.ui.confirm': 'Confirm',
  'aq.ui.cancel': 'Cancel',
  'aq.ui.letters-choice':
    'Also place a bot from your supply on the control space of these sectors (up to {n}):',
  'aq.ui.pv-locks': 'Locks on the way: {n, plural, one {# time marker} other {# time markers}}',
  'aq.ui.pv-sub-cost': 'Submarine space: {n, plural, one {# time marker} other {# time markers}}',
  'aq.ui.pv-card': 'You take research card {id}: {text}',
  'aq.ui.pv-expansion': 'You take lab expansion {id}: {text}',
  'aq.ui.pv-program': `You program a {colour} bot ({action})`,
  'aq.ui.pv-sub': 'You place a submarine',
  'aq.ui.pv-octopods': 'You catch {n, plural, one {# octopod} other {# octopods}}',
  'aq.ui.pv-fired': 'Your card {id} works: {text}',
  'aq.ui.pv-take-time': 'You take {n, plural, one {# time marker} other {# time markers}}',
  'aq.ui.pv-time': 'Time markers: {from} → {to}',
  'aq.ui.pv-time-full':
    'Your lab holds at most {cap, plural, one {# time marker} other {# time markers}}: you take {got} of {offered}, the rest stays',
  'aq.ui.pv-crystals-full':
    'Your lab holds at most {cap, plural, one {# crystal} other {# crystals}}: you take {got} of {offered}, the rest stays',
  'aq.ui.pv-crystals': 'Crystals: {from} → {to}',
  'aq.ui.pv-kp': 'Knowledge: +{n} KP ({from} → {to})',
  'aq.ui.pv-redline':
    'Your counter stops at the red line before space {line}: you will choose to pay or stop',
  'aq.ui.pv-control':
    '{n, plural, one {Your bot takes the control space of sector {letters}} other {Your bots take the control spaces of sectors {letters}}}',
  'aq.ui.pv-displaced': "{name}'s bot on sector {letter} goes to the charging station",
  'aq.ui.pv-displaced-own': 'Your bot already on sector {letter} goes to the charging station',
  'aq.ui.pv-purged':
    'The charging station of sector {letter} overflows: {name} takes back {n, plural, one {# bot} other {# bots}}',
  'aq.ui.pv-supply': 'Bot supply: {from} → {to}',
  'aq.ui.pv-nothing': 'Nothing changes but where your pieces stand',
  'aq.ui.inspector': 'Component details',
  'aq.ui.inspector-hint':
    'Hover, tap or focus a sector, a lock, the centre tile, the headquarters, the knowledge track, a player board, a lab or a card to read it here, with where its values come from.',
  'aq.score.round': 'Intermediate scoring, round {round} of {rounds}',
  'aq.score.round-help':
    "First the time-marker step (a time marker per submarine in the station, then the research cards with the scoring symbol); then every player's points are added up before any counter moves.",
  'aq.score.subs':
    '{n, plural, one {# submarine} other {# submarines}} in the station: {time, plural, one {+# time marker} other {+# time markers}}',
  'aq.score.subs-full':
    '{n, plural, one {# submarine} other {# submarines}} in the station: {time, plural, one {+# time marker} other {+# time markers}}, {lost} lost: the lab holds at most {cap}',
  'aq.score.cards': 'Scoring cards {list}: {points} KP',
  'aq.score.majority-none': 'No bot on a control space: {points} KP',
  'aq.score.majority-less':
    '{n, plural, one {# control space} other {# control spaces}}, fewer than the most ({most}): {points} KP',
  'aq.score.majority-sole': 'Most control spaces ({n}), alone: {points} KP',
  'aq.score.majority-tied': 'Most control spaces ({n}), tied: {points} KP',
  'aq.score.bots':
    '{n, plural, one {# bot} other {# bots}} taken from the supply: the best emptied, uncovered column gives {points} KP',
  'aq.score.crystals': '{n, plural, one {# crystal} other {# crystals}} held: {points} KP',
  'aq.score.octopods-none': 'No octopod left where {name} holds a control space: 0 KP',
  'aq.score.octopods': 'Octopods left where {name} holds the control space ({list}): {points} KP',
  'aq.score.final': 'Final scoring',
  'aq.score.final-help': 'After the fourth intermediate scoring; red lines no longer stop anyone.',
  'aq.score.before': 'Before: {kp} KP',
  'aq.score.letters':
    '{n, plural, one {# different letter} other {# different letters}} in the lab: {points} KP',
  'aq.score.time': '{n, plural, one {# time marker} other {# time markers}}: {points} KP',
  'aq.score.all-subs': 'All six submarines in the station: {points} KP',
  'aq.score.not-all-subs': 'Not all six submarines in the station: {points} KP',
  'aq.score.lab': 'A complete lab (5 expansions): {points} KP',
  'aq.score.no-lab': 'The lab is not complete: {points} KP',
  'aq.score.rank': 'Rank',
  'aq.score.player': 'Player',
  'aq.score.round-col': 'Round {round}',
  'aq.score.final-col': 'Final scoring',
  'aq.score.kp': 'KP',
  'aq.score.tie-shared': '(tied on everything: the place is shared)',
  'aq.score.tie-controls': '(a tie on KP, broken by bots on control spaces: {controls})',
  'aq.score.tie-crystals':
    '(a tie on KP and on bots on control spaces ({controls}), broken by crystals: {crystals})',
  'aq.opt.title': 'Component pack',
  'aq.opt.using-default':
    'Playing with Fathom’s default pack: where its values are our provisional design, it says so.',
  'aq.opt.using-file': 'Playing with the pack from your file: {name}',
  'aq.opt.help':
    'The printed values of most AquaSphere components are not public, so the default pack is largely our provisional design. If you own the game, download the default pack, type in the printed values and load it here.',
  'aq.opt.hq': 'Headquarters',
  'aq.opt.program-cards': 'Program cards',
  'aq.opt.sectors': 'Sectors',
  'aq.opt.centre-tiles': 'Centre tiles',
  'aq.opt.setup-cards': 'Setup cards',
  'aq.opt.player-board': 'Player board',
  'aq.opt.base-lab': 'Base lab',
  'aq.opt.expansions': 'Lab expansions',
  'aq.opt.research-cards': 'Research cards',
  'aq.opt.knowledge-track': 'Knowledge track',
  'aq.opt.scoring': 'Scoring tables',
  'aq.opt.supply': 'General supply',
  'aq.opt.load': 'Load a component pack (JSON file)',
  'aq.opt.loaded': 'Loaded from {file}: the new table will play with it.',
  'aq.opt.not-json': '{file} is not a JSON file.',
  'aq.opt.download': 'Download the default pack',
  'aq.rules.goal':
    'Lead a research team in an underwater station for four rounds; the most knowledge points (KP) wins (ties: most bots on control spaces, then most crystals).',
  'aq.rules.turn':
    'On your turn do one thing: program a bot, carry out an action with a programmed bot, or pass. At any time in your turn you may return a programmed bot for 2 time markers.',
  'aq.rules.program':
    "Programming: move your engineer along an arrow of the headquarters to the next room and program a bot of its tile's colour (at most 2 programmed bots, never two of one colour). Once a round you may instead pay 3 time markers to program any free colour.",
  'aq.rules.act':
    "Actions: move your scientist to an area whose colour matches a programmed bot (paying the locks on the way, the cheaper way round), put that bot on the sector's control space and take the action: a research card (red, scores the bulb), a lab expansion (green, with bots to its letters' sectors if you wish), time markers (yellow, at least 2), crystals (black), octopods (purple, scored by the table), a submarine (blue, pay its space, scores the bulb), or program the bot the white area shows.",
  'aq.rules.control':
    'A bot already on the control space goes to the charging station; when a station holds more than its limit, everyone there takes back all but one of their bots.',
  'aq.rules.redline':
    'The knowledge track has red lines: to cross one pay a crystal (with none, return a programmed bot), or stop before it and lose the rest.',
  'aq.rules.scoring':
    'When everyone has passed: time markers for submarines and scoring cards, then KP for the most control spaces, for the best emptied column of your bot supply and for your crystals, minus octopods left where you hold control. Then new cards, expansions and centre-tile supplies, and the pass order becomes the play order.',
  'aq.rules.final':
    'After round 4: KP for the different letters in your lab, 1 KP per time marker, 5 KP for all six submarines in the station and 5 KP for a complete lab (5 expansions).',
  'aq.rules.pack':
    'The component values come from the pack chosen in the lobby; hover, tap or focus a part of the board to see where its values come from.',
};
