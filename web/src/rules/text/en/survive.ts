import type { RulesText } from '../types';

/** Survive: Escape from Atlantis!'s rules in English, in Fathom's own words. */
export const rules: RulesText = {
  intro: [
    'A game of escape and sabotage for 2 to 4 players, in about an hour. The island is sinking: get your explorers to safety across a sea full of creatures, and send those creatures after everyone else’s.',
  ],
  sections: [
    {
      id: 'goal',
      title: 'Goal of the game',
      blocks: [
        'Each player leads ten explorers who must leave the island and reach one of the four **safe isles** in the corners of the board, swimming or by ship, before the volcano erupts. Each explorer hides a value underneath, which only its owner knows. At the end, the values of your saved explorers are your score: the highest total wins, not the most explorers.',
      ],
    },
    {
      id: 'components',
      title: 'Components',
      blocks: [
        {
          list: [
            'A board of hexagonal sea spaces, with the island in the middle and the four safe isles in the corners.',
            '40 terrain tiles that make up the island: 16 beaches, 16 forests and 8 mountains. Each hides an effect on its back (see Terrain tiles).',
            '10 explorers per player, each with a hidden value.',
            '12 ships, 5 sea serpents, 6 sharks and 5 whales.',
            'The creature die: two faces each of sea serpent, shark and whale.',
          ],
        },
        { values: 'surv-explorers' },
      ],
    },
    {
      id: 'setup',
      title: 'Setup',
      blocks: [
        {
          list: [
            'The five sea serpents start on their spaces: the lagoon in the middle of the island, and one beside each safe isle.',
            'The 40 terrain tiles are laid at random to form the island, land side up: nobody knows what their backs hide.',
            'Each player takes 10 explorers and 2 ships. The other ships, the sharks and the whales wait in the supply.',
            '**Explorers.** In turn, each player puts one of their explorers on an empty land tile, looking at its value as they do, until all explorers are on the island. With fewer than 4 players some tiles stay empty.',
            '**Ships.** Then, in turn, each player puts one of their ships on a sea space next to the island with no ship and no sea serpent, until all are placed. Once on the board, ships belong to nobody.',
            'Chance draws the start player, unless the table chose to keep the seating order (then the first seat starts). That player places first and plays first; play goes round the table in seat order.',
          ],
          ordered: true,
        },
      ],
    },
    {
      id: 'turn',
      title: 'A turn',
      blocks: [
        'Your turn has four steps, in this order:',
        {
          list: [
            '**Play a tile** from your hand, if you wish: at most one, and only a start-of-turn tile (see Terrain tiles).',
            '**Spend 3 movement points** on your explorers and on the ships you may move.',
            '**Remove a terrain tile** from the island: this is compulsory.',
            '**Roll the creature die** and, if you wish, move a creature of the kind it shows.',
          ],
          ordered: true,
        },
        'A player with no explorer left on the board skips the movement step but goes on taking turns.',
      ],
      sections: [
        {
          id: 'moving',
          title: 'Moving explorers and ships',
          blocks: [
            'You have 3 points a turn to share as you like; each step costs 1 point, and you need not use them all.',
            {
              terms: [
                {
                  id: 'on-land',
                  term: 'On land',
                  text: 'An explorer walks to a neighbouring land tile, occupied or not.',
                },
                {
                  id: 'boarding',
                  term: 'Boarding',
                  text: 'An explorer steps from land onto a ship in a neighbouring sea space, or from one ship to another in a neighbouring space. A ship carries at most 3 explorers, of any colours.',
                },
                {
                  id: 'swimmers',
                  term: 'Swimmers',
                  text: 'An explorer who steps from land into a neighbouring sea space, or jumps from a ship into the ship’s own space, becomes a swimmer. A swimmer moves at most one sea space a turn, and stepping into the sea counts as that move. A swimmer may climb aboard a ship in its own space (1 point), even after swimming, but never onto a ship in a neighbouring space. Once it has left the island, an explorer never goes back onto land.',
                },
                {
                  id: 'ships',
                  term: 'Ships',
                  text: 'A ship moves one sea space per point, never onto land and never into a space that already has a ship. Anyone may move an empty ship; a ship with explorers aboard is moved only by the player with the most explorers on it (each of the players tied for most, if there is a tie).',
                },
                {
                  id: 'safe-isles',
                  term: 'Safe isles',
                  text: 'From one of the two sea spaces beside a safe isle, a swimmer or an explorer aboard a ship steps onto the isle for 1 point. Any isle will do, not only the nearest; the ship stays where it is. A saved explorer never moves again and nothing can harm it.',
                },
              ],
            },
            'You never move other players’ explorers.',
          ],
        },
        {
          id: 'dangers',
          title: 'Dangers at sea',
          blocks: [
            {
              list: [
                'A swimmer who enters a space with a sea serpent or a shark is eaten: swimmers cannot pass through such spaces. A whale does not harm swimmers.',
                'A ship with explorers aboard that enters a space with a sea serpent sinks, with everyone aboard. If it enters a space with a whale, the whale capsizes it: the ship leaves the game and its passengers become swimmers, eaten at once if a shark is there. Sharks do not harm ships.',
                'Boarding an empty ship that shares its space with a whale or a sea serpent is the same as sailing into them: the ship is attacked as soon as someone is aboard.',
              ],
            },
          ],
        },
        {
          id: 'removing',
          title: 'Removing a terrain tile',
          blocks: [
            {
              list: [
                'Remove a tile that touches at least one sea space (spaces left by earlier tiles count).',
                'Every beach goes before any forest, and every forest before any mountain. If every remaining tile of that kind is surrounded by land, you may take any of them.',
                'Explorers on the tile fall into its space as swimmers.',
                'Look at its back. A green back acts at once, shown to everyone; a red back goes secretly into your hand.',
              ],
            },
          ],
        },
        {
          id: 'creature-die',
          title: 'The creature die',
          blocks: [
            'Roll the die. You may then move one creature of the kind it shows, through sea spaces only: a sea serpent 1 space, a shark up to 2, a whale up to 3. You may move it less far, or not at all; if there is no creature of that kind on the board, nothing moves. Use it to drive creatures away from your pieces, or onto other players’.',
            'Creatures may share spaces and pass through anything, except that a shark stops on entering a space with swimmers, and a whale on entering a space with an occupied ship. Only the space where a creature stops matters.',
          ],
        },
      ],
    },
    {
      id: 'creatures',
      title: 'Creatures',
      blocks: [
        'What each creature does in the space where it stops:',
        {
          terms: [
            {
              id: 'serpent',
              term: 'Sea serpent',
              text: 'Sinks a ship with explorers aboard, together with them, and eats every swimmer in its space. An empty ship stays.',
            },
            {
              id: 'shark',
              term: 'Shark',
              text: 'Eats every swimmer in its space. Ships, and everyone aboard them, are safe.',
            },
            {
              id: 'whale',
              term: 'Whale',
              text: 'Capsizes a ship with explorers aboard: the ship leaves the game and its passengers become swimmers, eaten if a shark is there. Swimmers and empty ships are safe.',
            },
          ],
        },
      ],
    },
    {
      id: 'tiles',
      title: 'Terrain tiles',
      blocks: [
        'The back of a removed tile shows one of twelve effects. The table gives how many tiles of each terrain hide each one.',
        { values: 'surv-backs' },
      ],
      sections: [
        {
          id: 'tiles-green',
          title: 'Green backs: at once',
          blocks: [
            {
              terms: [
                {
                  id: 'tile-shark',
                  term: 'Shark',
                  text: 'Put a shark from the supply on the tile’s space; it eats the swimmers there.',
                },
                {
                  id: 'tile-whale',
                  term: 'Whale',
                  text: 'Put a whale from the supply on the tile’s space.',
                },
                {
                  id: 'tile-ship',
                  term: 'Ship',
                  text: 'Put a ship from the supply on the tile’s space. The swimmers there climb aboard, up to 3: if there are more, the player who removed the tile chooses which.',
                },
                {
                  id: 'tile-whirlpool',
                  term: 'Whirlpool',
                  text: 'Everything in the tile’s space and in every neighbouring sea space leaves the game: swimmers, ships with their passengers, and creatures. Land and safe isles are not touched.',
                },
                {
                  id: 'tile-volcano',
                  term: 'Volcano',
                  text: 'The volcano erupts and the game ends (see End of the game).',
                },
              ],
            },
          ],
        },
        {
          id: 'tiles-start',
          title: 'Red backs: at the start of your turn',
          blocks: [
            'Kept face down in your hand. You may play one a turn, before your first movement point; it then leaves the game.',
            {
              terms: [
                {
                  id: 'tile-dolphin',
                  term: 'Dolphin',
                  text: 'Move one of your swimmers 1 to 3 sea spaces. It costs no movement points and does not use that swimmer’s own move of the turn; creatures it meets on the way act as usual.',
                },
                {
                  id: 'tile-wind',
                  term: 'Favourable wind',
                  text: 'Move a ship you control 1 to 3 sea spaces, at no cost in movement points; creatures it meets act as usual.',
                },
                {
                  id: 'tile-move-creature',
                  term: 'Move a sea serpent, a shark or a whale',
                  text: 'Move one creature of that kind, already on the board, to any empty sea space: one with no creature, no ship and no swimmer. So these tiles never strike anyone directly.',
                },
              ],
            },
          ],
        },
        {
          id: 'tiles-defence',
          title: 'Red backs: in another player’s turn',
          blocks: [
            'Kept face down in your hand, and played only in someone else’s turn, when the creature that player moves after rolling the die reaches your pieces. The creature leaves the game and nothing happens.',
            {
              terms: [
                {
                  id: 'tile-shark-defence',
                  term: 'Shark defence',
                  text: 'When a shark is moved into a space with one of your swimmers.',
                },
                {
                  id: 'tile-whale-defence',
                  term: 'Whale defence',
                  text: 'When a whale is moved onto a ship with one of your explorers aboard.',
                },
              ],
            },
            {
              note: 'They do not work against a creature put on the board by a green tile, nor against a ship sailed into a whale. Fathom asks every threatened player whether they defend, holders of the tile or not, so being asked gives nothing away.',
            },
          ],
        },
      ],
    },
    {
      id: 'end',
      title: 'End of the game',
      blocks: [
        'The volcano lies under one of the mountains. As soon as it is revealed, the game ends, without a creature roll: every explorer not on a safe isle is lost.',
        'Everyone turns over their saved explorers and adds up their values. The highest total wins; tied players share the victory.',
      ],
    },
    {
      id: 'on-fathom',
      title: 'Playing on Fathom',
      blocks: [
        {
          list: [
            'Select one of your pieces, on the map or in the list beside it: the spaces it can reach light up. Choose one to move there (click, tap, or `Tab` and `Enter`).',
            'The panel shows your movement points left, the creature die and your tiles, and asks you when you may defend.',
            'Zoom with the buttons or the mouse wheel; drag the map to move it.',
          ],
        },
      ],
    },
  ],
};
