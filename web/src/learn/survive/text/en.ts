import type { GuideTexts } from '../../guide';
import type { StepId } from '../script';

/** The guided first game of Survive, in English. */
export const steps: GuideTexts<StepId> = {
  welcome: {
    title: 'Welcome to Survive',
    body: [
      'You play **Marina**, against **Finn**, a bot. Atlantis is sinking: bring your explorers from the island to the four safe isles in the corners before the volcano erupts.',
      'The island has just been laid at random: beaches, forests and mountains. Five sea serpents wait in the sea. Go on with **Next** (or the `→` key), and go back with **Back** (`←`).',
    ],
  },
  explorer: {
    title: 'Placing an explorer',
    body: [
      'Each of you has ten explorers. Under each one is a number from 1 to 6: only you know your values, and at the end only those who reached a safe isle count.',
      'In turn, you each put one explorer on an empty land space. Put your best one, worth 6, on the beach on the east coast: a ship will be next to it.',
    ],
    hint: 'Choose your explorer worth **6**, then the highlighted beach on the map.',
  },
  boat: {
    title: 'Placing a ship',
    body: [
      'The guide placed your other nine explorers, and Finn his ten: one each in turn, until every explorer stood on the island.',
      'Now each of you places two ships, one at a time, on a free sea space beside the island (no ship and no serpent there). Put your first ship right next to your 6.',
    ],
    hint: 'Choose **A new ship**, then the highlighted sea space beside your 6.',
  },
  move: {
    title: 'Moving: three points',
    body: [
      'The ships are placed and you start. Each turn you have 3 movement points for your explorers and ships, in any mix. Stepping from land onto a ship next to you costs 1; a ship moves 1 space per point.',
      'A ship carries up to three explorers. An empty ship may be moved by anyone; a ship with explorers aboard belongs to whoever has the most explorers on it. Board your 6, then sail two spaces north towards the safe isle in the north-east corner.',
    ],
    hint: 'Choose your **6** and the ship’s space; then the ship, and the highlighted sea space, twice.',
  },
  tile: {
    title: 'Sinking a piece of land',
    body: [
      'After moving, you must remove one land tile. It must touch the sea, and the beaches go first, then the forests, then the mountains.',
      'Finn has an explorer on the beach just west of your old spot. Remove that tile: his explorer falls into the sea and becomes a swimmer.',
    ],
    hint: 'Choose the highlighted beach with Finn’s explorer on it.',
  },
  turned: {
    title: 'A tile turned: a shark!',
    body: [
      'You look under the removed tile. A green edge is played at once: this one is a **shark**, and it appears in the sea where the tile was. A shark eats every swimmer in its space: Finn’s explorer is lost.',
      'A red edge you keep in your hand instead, face down, to play at the start of a later turn (a dolphin, a wind, moving a creature) or, for the two defence tiles, in someone else’s turn.',
    ],
  },
  die: {
    title: 'The creature die',
    body: [
      'Last, you roll the creature die: a serpent moves 1 sea space, a shark 1 or 2, a whale 1 to 3. You may move one creature of that kind, or none. A serpent swallows ships with people and swimmers, a shark eats swimmers, a whale capsizes ships with people.',
      'You rolled a shark. Move the one you just brought up next to two of Finn’s explorers on the coast: they will think twice before they swim.',
    ],
    hint: 'Choose the shark, then the highlighted sea space.',
  },
  finn: {
    title: 'Finn’s turn',
    body: [
      'Finn put three explorers on his ships. Then he removed the beach under your explorer worth 3, in the south: it is swimming now, and a whale came out from under the tile. A whale leaves swimmers alone, but a ship with people that meets it capsizes.',
      'Finn rolled a shark and moved none: none could reach a swimmer of yours.',
    ],
  },
  ashore: {
    title: 'Reaching a safe isle',
    body: [
      'Each safe isle is reached from the two sea spaces next to it. Sail on to the one in the north-east corner (the serpent sits on its other access space: a ship with people that enters a serpent’s space sinks with them). Then step your 6 ashore: 1 point.',
    ],
    hint: 'Choose the ship and the highlighted sea space, twice; then your **6** and the safe isle.',
  },
  scoring: {
    title: 'How the game ends',
    body: [
      'Your 6 is safe. The game ends when someone removes the tile hiding the **volcano**, one of the mountains: at once, every explorer not on a safe isle is lost.',
      'Then everyone turns over their explorers on the safe isles and adds up their values. You have **{you}** points so far; the highest total wins. So save your best explorers first, and sink Finn’s ships and swimmers on the way.',
    ],
  },
  next: {
    title: 'Your turn to play',
    body: [
      'That is all of Survive. Your turn goes on: remove a tile, roll the die. Play on against Finn from here, or start a real game from the lobby.',
    ],
  },
};
