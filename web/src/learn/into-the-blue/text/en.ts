import type { GuideTexts } from '../../guide';
import type { StepId } from '../script';

/** The guided first game of Into the Blue, in English. */
export const steps: GuideTexts<StepId> = {
  welcome: {
    title: 'Welcome to Into the Blue',
    body: [
      'You dive as **Marina**, against **Finn**, a bot. In a few turns you will roll the dice, keep the ones you like, dive to a level, take a treasure chest and see how the game is scored.',
      'Each step tells you what to do and why. Go on with **Next** (or the `→` key), and go back with **Back** (`←`).',
    ],
  },
  board: {
    title: 'The sea and its treasures',
    body: [
      'The sea has five levels: 1 near the surface, 5 the deepest. Each level has a main treasure and a secondary one, worth more the deeper they lie. At the end, whoever has the most shells on a level takes its main treasure, and the runner-up the secondary one.',
      'You each have 12 shells. Five chests, worth 5 to 8 points, wait on the sea floor for perfect dives.',
    ],
  },
  'first-roll': {
    title: 'Your first roll',
    body: [
      'You rolled 1, 1, 2, 4, 5 and a chest. Only the unbroken run from 1 counts: here 1, 2. There is no 3, so the 4 and the 5 count for nothing, and the chest only matters in a perfect dive.',
      'You may roll again up to twice. Keep the dice that make your run and roll the others to look for a 3.',
    ],
    hint: 'Press `1`, `2` and `3` (or click those dice) to keep 1, 1 and 2, then `R` to roll the other three.',
  },
  'second-roll': {
    title: 'A longer run',
    body: [
      'Now 1, 1, 2, 3, 3, 5: your run is 1, 2, 3. There is still no 4, so the 5 is lost.',
      'You have one roll left, but rolling again could cost you the dice you have. Two 3s are already good: stop here.',
    ],
    hint: 'Press `S` to stop and dive.',
  },
  place: {
    title: 'Placing your shells',
    body: [
      'A successful dive: choose one number of your run and put as many shells on that level as dice show it. You could place 2 shells on level 1, 1 on level 2 or 2 on level 3.',
      'Deeper levels hold bigger treasures, and 2 shells on level 3 make a good start there.',
    ],
    hint: 'Press `3` (or click level 3) to place 2 shells on level 3.',
  },
  'finn-1': {
    title: 'Finn’s turn',
    body: [
      'Finn rolled 1, 2, 3, 3, 3, 3 and put 4 shells on level 3. Finn leads there now, 4 to your 2.',
      'That is how a level is fought over: at the end, the most shells take the main treasure and the second most the secondary one. With 4 or 5 players, the third takes a secondary treasure too.',
    ],
  },
  'no-one': {
    title: 'No 1!',
    body: [
      'You rolled 2, 3, 4, 5, 5 and a chest, but no 1. Without a 1 the dive fails: if you stopped now, you would place nothing.',
      'Look again, though: with a 1 you would have 1, 2, 3, 4, 5 and a chest, one of each. That is a **perfect dive**. Keep everything but one 5 and roll that die.',
    ],
    hint: 'Press `1`, `2`, `3`, `4` and `6` to keep 2, 3, 4, 5 and the chest, then `R` to roll the other 5.',
  },
  perfect: {
    title: 'A perfect dive',
    body: [
      'A 1! You have 1, 2, 3, 4, 5 and a chest. A perfect dive places no shells: it brings up a chest from the sea floor, and you play again straight away.',
    ],
    hint: 'Press `S` to dive.',
  },
  chest: {
    title: 'Your first chest',
    body: [
      'You took a chest worth 7 points. Only you can see its value; Finn knows only that you have one. Chests count at the end, on top of the treasures.',
      'Whoever takes the last of the five chests ends the game at once. And now, your extra turn.',
    ],
  },
  'extra-turn': {
    title: 'Your extra turn',
    body: [
      'You rolled 1, 2, 2, 3, 4, 4: a run from 1 to 4 at the first try. Nobody has a shell on level 4 yet, and its treasures are worth more than level 3’s: your two 4s put 2 shells there.',
      'No need to roll again: stop, then place on level 4.',
    ],
    hint: 'Press `S` to stop, then `4` to place 2 shells on level 4.',
  },
  'finn-2': {
    title: 'Finn keeps some dice',
    body: [
      'Finn rolled 1, 2, 2, 2, 5 and a chest, kept 1, 2, 2, 2 and rolled the other two. With 1, 2, 2, 2, 2, 4, Finn put 4 shells on level 2.',
      'Finn has 4 shells left, you have 8. When someone places their last shell, everyone else plays one last turn.',
    ],
  },
  'keep-one': {
    title: 'Only a 1',
    body: [
      'You rolled 1, 3, 3, 5, 5 and a chest. With no 2, your run is just the 1.',
      'Keep the 1, which every run needs, and roll the other five.',
    ],
    hint: 'Press `1` to keep the 1, then `R` to roll the other five dice.',
  },
  'last-roll': {
    title: 'Your last roll',
    body: [
      'Now 1, 2, 2, 4, 5 and a chest: the run is 1, 2, and a 3 is missing.',
      'Keep 1, 2, 2 and roll the three others. This is your third roll: whatever comes, the dice stay as they fall.',
    ],
    hint: 'Press `1`, `2` and `3` to keep 1, 2 and 2, then `R` to roll the other three.',
  },
  'final-dice': {
    title: 'The dice are final',
    body: [
      'After a third roll there is nothing more to decide about the dice: 1, 1, 2, 2, 3, 4. Your run goes from 1 to 4, so you go straight to placing.',
      'Level 1 is still empty: your two 1s would take it with 2 shells, and its main treasure with them, for now.',
    ],
    hint: 'Press `1` to place 2 shells on level 1.',
  },
  'finn-3': {
    title: 'The last round',
    body: [
      'Finn rolled 1, 1, 1, 1, 2, 3 and put 4 shells on level 1: those were Finn’s last shells. Finn now leads level 1, 4 to 2.',
      'The end has begun: every other player plays one last turn, and Finn plays no more. Here, that is you.',
    ],
  },
  'last-turn': {
    title: 'Your last turn',
    body: [
      'You rolled 1, 2, 3, 4, 4, 5: a run all the way to 5. Where does a shell change the result now? Levels 1 and 3 stay Finn’s whatever you add, and a shell on level 2 would only win its secondary treasure. Level 5 is empty: a single shell there wins its main treasure, the biggest in the game.',
    ],
    hint: 'Press `S` to stop, then `5` to place your shell on level 5.',
  },
  scoring: {
    title: 'The scoring',
    body: [
      'The game is over. Each level is scored, from the deepest up. Levels 5 and 4 are yours alone: their main treasures give you {l5} and {l4} points. On level 3 Finn has more shells and takes the main treasure ({f3} points); you take the secondary one ({l3}). Level 2 is Finn’s alone ({f2}). On level 1 Finn takes the main treasure ({f1}) and you the secondary ({l1}).',
      'Add your chest ({chest}): you score **{you}** points and Finn **{finn}**. You win!',
      'Had two players been tied on a level, more shells on the levels above would have decided, then more shells left unplayed, then the earlier last turn. The scoring under the board explains every level.',
    ],
  },
  next: {
    title: 'Your turn to play',
    body: [
      'That is all of Into the Blue. In a real game the dice are not written in advance: the bots play to win, and with 4 or 5 players the fight for each level is fiercer.',
    ],
  },
};
