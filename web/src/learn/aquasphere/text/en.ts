import type { GuideTexts } from '../../guide';
import type { StepId } from '../script';

/** The guided first game of AquaSphere, in English. */
export const steps: GuideTexts<StepId> = {
  welcome: {
    title: 'Welcome to AquaSphere',
    body: [
      'You lead **Marina**’s research team, against **Finn**, a bot. In four rounds you gather knowledge points (KP) in an underwater station of six sectors.',
      'Your **engineer** in the headquarters (HQ) programs bots; your **scientist** in the station chooses where they act. From the setup you already hold one programmed bot, on the black symbol: take crystals. Go on with **Next** (or `→`), back with **Back** (`←`).',
    ],
  },
  program: {
    title: 'Programming a bot',
    body: [
      'On your turn you program a bot, act with a programmed bot, or pass. To program, your engineer moves one room forward along an arrow in the HQ; the tile in that room gives the colour of the symbol your bot goes on. You may hold at most two programmed bots.',
      'Room 1L shows purple: catch octopods.',
    ],
    hint: 'Choose room **1L** in the list of your options, then confirm.',
  },
  octopods: {
    title: 'The scientist acts: octopods',
    body: [
      'Finn programmed a bot too. Now use yours: your scientist moves to a sector, paying time markers for each lock passed (here 1), and stands in the area of a colour you have programmed. The bot leaves its symbol for that sector’s control space, then you carry out the action.',
      'Sector B holds 2 octopods, and your lab lets you catch them both: 3 KP.',
    ],
    hint: 'Choose **purple** in sector **B**, then confirm.',
  },
  crystals: {
    title: 'Taking crystals',
    body: [
      'Finn acted in sector B as well: he took its crystal, and his bot took the control space, sending yours to the charging station. A control space holds one bot; a charging station holds two in a two-player game.',
      'Your black bot takes crystals. Sector C holds 2: your scientist moves on, paying 1 time marker for a lock, and you take as many as your lab can store.',
    ],
    hint: 'Choose **black** in sector **C**, then confirm.',
  },
  round: {
    title: 'The rest of the round',
    body: [
      'The guide played the rest of round 1 for you: you programmed two more bots, took a research card and placed a submarine in sector B, then passed from an exit room of the HQ. Finn programmed, paid 3 time markers once to program a bot without moving his engineer, took crystals and time markers, placed a submarine, and passed.',
      'When everyone has passed, the round is scored.',
    ],
  },
  scoring: {
    title: 'A round’s scoring',
    body: [
      'The most bots on the six control spaces score 6 KP (3 each when tied): Finn {finnMajority}, you {majority}. Bots in play: the highest uncovered number in a column of your board without a submarine, {bots} for you. Crystals in your supply: {crystals}. Each sector where you hold the control space costs you for the octopods left there: −{octopods}.',
      'Your counter then met a red line on the knowledge track: crossing it costs a crystal (or a programmed bot), else the counter stops and the rest is lost. The guide stopped it there. After round 1: you **{you}** KP, Finn **{finn}**.',
    ],
  },
  next: {
    title: 'Your turn to play',
    body: [
      'Round 2 begins, in the order you passed. Play on against Finn from here, or start a real game from the lobby. Each game ends after four rounds with a final scoring.',
    ],
  },
};
