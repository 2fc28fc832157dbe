import type { RulesText } from '../types';

/** AquaSphere's rules in English, in Fathom's own words. */
export const rules: RulesText = {
  intro: [
    'Stefan Feld’s game of planning for 2 to 4 players, in four rounds. Each player runs a research team in an underwater base: in the headquarters your engineer programs bots, and in the research station your scientist decides where they go to work.',
    {
      note: 'Most of AquaSphere’s printed component values are not public. Fathom plays with a **component pack**: its default pack is largely our own provisional design, made to fit every known fact, and a table may load another. The tables on this page show the values of the pack in play.',
    },
    { values: 'aq-pack' },
  ],
  sections: [
    {
      id: 'goal',
      title: 'Goal of the game',
      blocks: [
        'Have the most **knowledge points** (KP) after the fourth round and the final scoring. KP come from submarines and research cards, from catching octopods, from the scoring at the end of each round, and from the final scoring.',
      ],
    },
    {
      id: 'components',
      title: 'Components',
      blocks: [
        {
          terms: [
            {
              id: 'station',
              term: 'The research station',
              text: 'Six sectors, lettered A to F, joined in a ring, with a **lock** between each pair of neighbours that costs 0 to 2 time markers to pass. Each sector has seven coloured **action areas**, a **control space** for one bot, a **charging station** where displaced bots wait, and a row of **submarine spaces**. The **centre tiles** are stacked in the middle of the ring.',
            },
            {
              id: 'hq',
              term: 'The headquarters',
              text: 'Programming rooms joined by one-way arrows, from a start room upwards; each room holds a **programming tile** of one of the seven colours. Also the play-order and pass-order tracks, and the knowledge track with its red lines.',
            },
            {
              id: 'player-board',
              term: 'Your player board',
              text: 'Seven **program symbols**, one per colour, where programmed bots wait; your **bot supply**, laid out in numbered columns; and your six submarines, which leave from the left.',
            },
            {
              id: 'pieces',
              term: 'Your pieces',
              text: 'An engineer, a scientist, bots, submarines and a **base lab**; then lab expansions, research cards, crystals, octopods and time markers from the general supply.',
            },
          ],
        },
        { values: 'aq-sectors' },
      ],
    },
    {
      id: 'setup',
      title: 'Setup',
      blocks: [
        {
          list: [
            'The six sectors are joined at random into a ring.',
            'The four centre tiles for the number of players are stacked in the middle: the one with a bulb of 5 at the bottom, then 4 and 3, and the bulb of 2 on top, each turned at random.',
            'Four program cards are drawn. The first lays the programming tiles in the headquarters for round 1; the next one stays visible, so everyone knows round 2’s arrangement.',
            'Each player draws a base lab at random: its letter names their **starting sector**. There they put their scientist (in the blue area), their first submarine (on the first submarine space) and what the setup card gives a starting sector: time markers, a crystal and an octopod. The setup card also stocks some of the other sectors with crystals and octopods, and, with fewer than four players, neutral submarines.',
            'Every sector gets a research card face up beside its red area and a lab expansion beside its green area.',
            'Each player takes 3 time markers if a lock next to their starting sector costs 0, and 4 otherwise.',
            'Each player starts with one bot already programmed: on the symbol of the colour that their starting sector’s white area shows.',
            'Engineers stand in the start room. Chance draws the start player, unless the table chose to keep the seating order (then the first seat starts); the play order goes clockwise from them.',
          ],
          ordered: true,
        },
      ],
    },
    {
      id: 'round',
      title: 'A round',
      blocks: [
        'The game lasts four rounds. In play order, each player takes one turn at a time until everyone has passed. On your turn, do **one** of these: program a bot, carry out an action, or pass. After everyone has passed comes an intermediate scoring.',
      ],
      sections: [
        {
          id: 'program',
          title: 'Program a bot',
          blocks: [
            'Move your engineer one room up along an arrow. You program a bot of the colour of that room’s tile: take the next bot from your supply and put it on that colour’s program symbol on your board. Research cards for the room you enter work at once.',
            'You may have at most **two programmed bots**, and one per colour: you cannot enter a room whose colour you already have programmed.',
            'Once a round, you may instead pay 3 time markers to program a bot of any colour you do not have programmed, without moving your engineer. One of the three markers stays on your board until the intermediate scoring, to show you have done it.',
          ],
        },
        {
          id: 'action',
          title: 'Carry out an action',
          blocks: [
            {
              list: [
                '**Your scientist.** Move your scientist to any sector (or leave it where it is), paying each lock it passes; Fathom takes the cheaper way round the ring. Put it on the area of a colour for which you have a programmed bot. Scientists may share an area.',
                '**The bot.** That bot goes from its symbol to the sector’s control space. A bot already there, yours or another’s, moves to the sector’s charging station. If the station then holds more bots than allowed (2 with 2 players, 4 with 3, 5 with 4), every player with bots there takes all but one of them back to their supply.',
                '**The action.** Carry out the action of the area (see The seven actions). Research cards for that action work now; a card you take with this very action does not work for it.',
              ],
              ordered: true,
            },
            'You need the time markers for the locks (and for the submarine space, with the blue action) before you start.',
          ],
        },
        {
          id: 'pass',
          title: 'Pass',
          blocks: [
            'Move your engineer to the next free space of the pass-order track: you play no more this round. You may pass from a top room of the headquarters (an exit), or when you can neither program nor act (returning bots does not count). Holding two programmed bots is no reason to pass: act with them first. The order in which players pass is the next round’s play order.',
          ],
        },
        {
          id: 'return-bot',
          title: 'Return a programmed bot',
          blocks: [
            'At any moment of your turn, as often as you like, you may return a programmed bot to your supply and take 2 time markers. This does not end your turn.',
          ],
        },
      ],
    },
    {
      id: 'actions',
      title: 'The seven actions',
      blocks: [
        {
          terms: [
            {
              id: 'action-red',
              term: 'Red: take a research card',
              text: 'Take the top research card of the sector and gain as many KP as the bulb of the top centre tile shows. Only if your lab has room for one more card; cards are never discarded, even once used.',
            },
            {
              id: 'action-green',
              term: 'Green: expand your lab',
              text: 'Take the top lab expansion of the sector and add it to your lab, which then holds more. For each letter on the expansion you may put a bot from your supply on that sector’s control space, displacing a bot there as above. A lab is complete with five expansions: then you cannot take any more.',
            },
            {
              id: 'action-yellow',
              term: 'Yellow: take time markers',
              text: 'Take the sector’s time markers, as many as your lab holds. If that makes fewer than 2, take more from the general supply until you have received 2, still within your lab. The rest stays in the sector.',
            },
            {
              id: 'action-black',
              term: 'Black: take crystals',
              text: 'Take the sector’s crystals, as many as your lab holds. The rest stays.',
            },
            {
              id: 'action-purple',
              term: 'Purple: catch octopods',
              text: 'Catch as many of the sector’s octopods as your lab allows, gain KP for them by the octopod table, and put them back in the general supply.',
            },
            {
              id: 'action-blue',
              term: 'Blue: place a submarine',
              text: 'Only in a sector where you have no submarine yet. Put your next submarine (the leftmost on your board) on the sector’s next free submarine space, pay the time markers shown there, and gain as many KP as the bulb shows. At the end of the game all six submarines in the station are worth a bonus.',
            },
            {
              id: 'action-white',
              term: 'White: program a bot',
              text: 'Program a bot of the colour shown in the sector’s white area. If you already have that colour programmed, or your supply is empty, take 2 time markers instead.',
            },
          ],
        },
        'An action that yields nothing (a sector without crystals, say) is still allowed: your bot takes the control space all the same.',
        { values: 'aq-octopods' },
      ],
    },
    {
      id: 'lab',
      title: 'Your lab',
      blocks: [
        'Your lab limits what you keep: how many research cards and crystals you hold, how many octopods you catch in one action, and how many time markers you hold. You can never go above it; what does not fit stays where it is. Lab expansions add to these limits, and their letters count at the end.',
        { values: 'aq-lab' },
      ],
    },
    {
      id: 'cards',
      title: 'Research cards',
      blocks: [
        'A research card works by itself each time its moment comes:',
        {
          list: [
            'when your engineer enters a given room of the headquarters;',
            'when you carry out an action of a given colour;',
            'at each intermediate scoring, in the time-marker step.',
          ],
        },
        'Some work every time; others only once, after which they stay in your lab and still take their place.',
        { values: 'aq-cards' },
      ],
    },
    {
      id: 'knowledge',
      title: 'The knowledge track and red lines',
      blocks: [
        'KP move your counter along the knowledge track; a second counter records each full lap. The KP you earn in a turn are added up and moved at the end of the turn.',
        'The track has **red lines**. To cross one, pay a crystal; if you have no crystal, you may return a programmed bot instead, without taking any time markers for it. Otherwise your counter stops just before the line and the rest of those points is lost. Losing points never takes a counter back behind a red line it has crossed.',
        { values: 'aq-track' },
      ],
    },
    {
      id: 'scoring',
      title: 'Intermediate scoring',
      blocks: [
        'When everyone has passed, the round is scored in two steps.',
        {
          list: [
            '**Time markers.** Each player takes 1 time marker per submarine they have in the station (within their lab), the marker left on the board for programming with time goes back to the supply, and research cards with the scoring symbol work.',
            '**Knowledge.** Each player adds up the points below before any counter moves; then counters move in play order, red lines included.',
          ],
          ordered: true,
        },
        {
          terms: [
            {
              id: 'majority',
              term: 'Control spaces',
              text: 'The player with the most bots on the six control spaces scores the majority points; players tied for most score less each. With no bot there, nothing.',
            },
            {
              id: 'bots-in-play',
              term: 'Bots in play',
              text: 'The highest number under a column of your bot supply that is empty and not covered by a submarine still on your board.',
            },
            {
              id: 'crystals',
              term: 'Crystals',
              text: 'Points for the crystals you hold, by the crystal table.',
            },
            {
              id: 'leftover-octopods',
              term: 'Leftover octopods',
              text: 'In each sector where your bot holds the control space, you lose points for the octopods left there.',
            },
          ],
        },
        { values: 'aq-scoring' },
      ],
    },
    {
      id: 'between-rounds',
      title: 'Between rounds',
      blocks: [
        'After rounds 1, 2 and 3:',
        {
          list: [
            'Each sector gets a new research card and a new lab expansion, on top of any still there.',
            'The top centre tile is put out: in each sector, the time markers are replaced by the number on the edge of the tile that faces it, and crystals and octopods (and neutral submarines, with 2 or 3 players) are added. Then the tile is removed, and the next one’s bigger bulb counts for the round to come.',
            'Engineers go back to the start room, the next program card lays out the tiles, and the pass order becomes the play order. Programmed bots stay programmed.',
          ],
        },
        { values: 'aq-centre' },
      ],
    },
    {
      id: 'end',
      title: 'Final scoring',
      blocks: [
        'Straight after the fourth intermediate scoring, each player scores (red lines no longer stop anyone):',
        {
          list: [
            'points for the different letters in their lab (base lab and expansions), by the letter table;',
            '1 KP per time marker;',
            '5 KP if all six of their submarines are in the station;',
            '5 KP for a complete lab (five expansions).',
          ],
        },
        'The most KP wins. A tie goes to the player with more bots on control spaces, then to more crystals; if still tied, the players share the place.',
        { values: 'aq-letters' },
      ],
    },
    {
      id: 'headquarters',
      title: 'The headquarters of this pack',
      blocks: [{ values: 'aq-hq' }],
    },
    {
      id: 'on-fathom',
      title: 'Playing on Fathom',
      blocks: [
        {
          list: [
            'Your legal choices light up on the station, the headquarters and your board, and are listed in words. Choosing one shows what it would gain, cost and displace; **Confirm** plays it, `Escape` cancels.',
            'Hover, tap or focus any part of the board to read it in words, with where its values come from.',
            'Each scoring is shown step by step.',
          ],
        },
      ],
    },
  ],
};
