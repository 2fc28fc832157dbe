import type { Effect, PerItem } from './pack.js';
import { controlCount, gainCrystals, gainTime, letterCount } from './station.js';
import type { AqState, PlayerState } from './state.js';

/**
 * Research cards: each fires on its trigger (the holder's engineer entering an HQ room, the holder
 * carrying out an action, or the time-marker step of an intermediate scoring). Every effect of the
 * vocabulary is a gain, so a card is always used when it may be (using it can only help); a
 * one-shot card is then spent and stays in the lab, taking its place.
 */

function perItem(state: AqState, seat: number, p: PlayerState, item: PerItem): number {
  switch (item) {
    case 'submarine':
      return p.subsPlaced;
    case 'expansion':
      return p.expansions.length;
    case 'crystal':
      return p.crystals;
    case 'control':
      return controlCount(state, seat);
    case 'card':
      return p.cards.length;
    case 'time':
      return p.time;
    case 'letter':
      return letterCount(state, p);
  }
}

/** Applies one effect; returns the knowledge points it earns (moved on the track by the caller). */
function applyEffect(state: AqState, seat: number, effect: Effect): number {
  const p = state.seats[seat]!;
  if ('kpPer' in effect) return effect.n * perItem(state, seat, p, effect.kpPer);
  if (effect.gain === 'time') gainTime(state, p, effect.n);
  else if (effect.gain === 'crystals') gainCrystals(state, p, effect.n);
  else return effect.n;
  return 0;
}

/**
 * Fires the cards among `triggered` (indices of cards of this trigger) that the seat holds among
 * its first `held` cards and has not spent. Returns the knowledge points earned.
 */
export function fireCards(
  state: AqState,
  seat: number,
  triggered: readonly number[],
  held: number,
): number {
  if (triggered.length === 0) return 0;
  const p = state.seats[seat]!;
  const cards = state.options.pack.researchCards;
  const firing: number[] = [];
  for (let i = 0; i < held; i++) {
    const c = p.cards[i]!;
    if (triggered.includes(c) && !p.spent.includes(c)) firing.push(c);
  }
  // Gains first, then points per item: a card counting time markers also counts those another
  // card gives at the same moment (the player may use cards in any order; this one is best).
  let kp = 0;
  for (const c of firing) {
    for (const effect of cards[c]!.effects)
      if (!('kpPer' in effect)) kp += applyEffect(state, seat, effect);
  }
  for (const c of firing) {
    for (const effect of cards[c]!.effects)
      if ('kpPer' in effect) kp += applyEffect(state, seat, effect);
    if (cards[c]!.once) p.spent.push(c);
  }
  return kp;
}
