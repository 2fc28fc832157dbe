import type { RulesText } from '../types';

/** Into the Blue's rules in English, in Fathom's own words. */
export const rules: RulesText = {
  intro: [
    'A push-your-luck dice game by Reiner Knizia for 2 to 5 players, in about 20 minutes. Roll the dice to send your shells down to five levels of the sea, hold the majorities there, and bring chests up from the bottom.',
  ],
  sections: [
    {
      id: 'goal',
      title: 'Goal of the game',
      blocks: [
        'Have the most points at the end. Points come from the **treasures** of each level, which go to the players with the most shells there, and from the **chests** you take from the bottom with perfect dives.',
      ],
    },
    {
      id: 'components',
      title: 'Components',
      blocks: [
        {
          list: [
            'A board with five levels of the sea, from level 1 near the surface down to level 5, the deepest, and the bottom, where the chests lie.',
            '15 treasure tokens: on each level, one **main treasure** and two **secondary treasures**. The deeper the level, the more they are worth.',
            '5 chest tokens, face down.',
            '12 shells per player, in the player’s colour.',
            '6 dice whose faces show 1 to 5 and a chest (in place of the 6).',
          ],
        },
        {
          note: 'The printed values of the treasure tokens are not public. Unless the table sets others, Fathom plays with values of its own that rise with depth; the table below shows the ones in play.',
        },
        { values: 'itb-treasures' },
      ],
    },
    {
      id: 'setup',
      title: 'Setup',
      blocks: [
        {
          list: [
            'Put each level’s treasures beside it. With 2 or 3 players, each level keeps only one secondary treasure.',
            'Shuffle the chests face down at the bottom of the board.',
            'Each player takes the 12 shells of one colour.',
            'The rulebook lets the last person to have swum start; here chance draws the start player, unless the table chose to keep the seating order (then the first seat starts). Play then goes round the table in seat order.',
          ],
        },
      ],
    },
    {
      id: 'turn',
      title: 'A turn',
      blocks: ['On your turn you roll the dice up to three times, then dive with what they show.'],
      sections: [
        {
          id: 'roll',
          title: 'Rolling',
          blocks: [
            'Roll all six dice. You may then roll again, up to twice: set aside the dice you want to keep and roll all the others. Keeping a die does not lock it: on a later roll you may roll it again.',
            'You may stop after any roll. After the third roll the dice are final. A reroll must roll at least one die, and you cannot pass without rolling.',
          ],
        },
        {
          id: 'run',
          title: 'Reading your run',
          blocks: [
            'Sort the dice from lowest to highest. Only the **run** that starts at 1 and has no gap counts: 1, then 2, then 3, and so on. At the first missing number the run stops, and every higher die is lost. The chest face never lengthens a run: it only counts for a perfect dive.',
            {
              note: 'Example: 1, 1, 2, 3, 3, 5. The run is 1, 2, 3; there is no 4, so the 5 is lost.',
            },
          ],
        },
        {
          id: 'dive',
          title: 'Diving',
          blocks: [
            'When you stop, or after your third roll, your dive ends in one of three ways:',
            {
              terms: [
                {
                  id: 'failed-dive',
                  term: 'Failed dive',
                  text: 'No die shows a 1. You place nothing, and your turn is over.',
                },
                {
                  id: 'successful-dive',
                  term: 'Successful dive',
                  text: 'Choose one number of your run and put on the level of that number as many of your shells as there are dice showing it. With 1, 1, 2, 3, 3, 5 you may place 2 shells on level 1, 1 shell on level 2, or 2 shells on level 3. You must place shells, even if you like none of the choices, and on one level only. If you have fewer shells left than that, place all you have.',
                },
                {
                  id: 'perfect-dive',
                  term: 'Perfect dive',
                  text: 'One each of 1, 2, 3, 4, 5 and the chest. You place no shells: instead you take a chest at random from the bottom, look at its value and keep it hidden from the others. Then you play another whole turn straight away. A perfect dive always takes a chest.',
                },
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'end',
      title: 'End of the game',
      blocks: [
        'The end comes in one of two ways:',
        {
          list: [
            '**The last shell.** When a player places their last shell, every other player plays one last turn, in order, and then the game ends. The player who placed it does not play again.',
            '**The last chest.** When a player takes the last chest, the game ends at once: nobody plays again, not even the extra turn that perfect dive would have given.',
          ],
        },
        'A perfect dive during the last round still takes a chest and gives an extra turn.',
      ],
    },
    {
      id: 'scoring',
      title: 'Scoring',
      blocks: [
        'Score the levels one at a time, from level 5 up to level 1. On each level the player with the most shells takes the main treasure and the second takes a secondary treasure; with 4 or 5 players, the third takes the other secondary treasure. A player with no shell on a level takes nothing there, and a token nobody qualifies for stays on the board.',
        'Then everyone reveals their chests. Your score is the value of your treasures plus your chests. The highest score wins; tied players share the victory.',
      ],
      sections: [
        {
          id: 'ties',
          title: 'Ties on a level',
          blocks: [
            'When players have as many shells on a level, look at the level just above it, nearer the surface: whoever has more shells there comes first. Still tied? Go on upwards, level by level, as far as level 1. If they are still level, the player with more shells left unplayed comes first, and after that the player whose last turn came earlier.',
            {
              note: 'Example: Ana and Leo have 3 shells each on level 4. On level 3 Ana has 2 and Leo 1, so Ana takes the main treasure of level 4 and Leo a secondary one.',
            },
          ],
        },
      ],
    },
    {
      id: 'on-fathom',
      title: 'Playing on Fathom',
      blocks: [
        {
          list: [
            'Click a die, or press `1` to `6`, to keep it; then **Reroll** (`R`) the others, or **Stop and dive** (`S`).',
            'To place your shells, click a level or press its number, `1` to `5`.',
            '**Show the odds** (`O`) gives, from your dice, the chances of the expert bot playing on from there.',
            'At the end, the scoring of each level explains every tie-break.',
          ],
        },
      ],
    },
  ],
};
