import { expect, it } from 'vitest';
import { cardIndex, Table } from './helpers.js';

it('a scoring card counting time markers counts those another scoring card gives at that scoring', () => {
  // Seat 0 took R41 (once: 1 KP per time marker) before R33 (each scoring: +2 time markers).
  const t = new Table(2).edit((s) => {
    for (const id of ['R41', 'R33']) {
      s.deckCards.splice(s.deckCards.indexOf(cardIndex(id)), 1);
      s.seats[0]!.cards.push(cardIndex(id));
    }
  });
  t.buy('purple').idle(); // seat 0: no time marker left
  t.pass().pass(); // the intermediate scoring; nobody holds a control space
  // Time step: 1 marker for the submarine, 2 from R33: 3 markers, so R41 is worth 3 KP.
  expect(t.seat(0).time).toBe(3);
  expect(t.seat(0).kp).toBe(3);
});
