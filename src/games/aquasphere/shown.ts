import { clone, type AqState } from './state.js';

/**
 * The one copy of a state that all its views show (view.ts): a deep copy, made once per
 * state rather than once per viewer, so that every viewer's view of a state shares its fields and
 * the server finds each field's change once per move for all viewers (patch.ts's DiffMemo), where
 * a copy per viewer made it walk the whole state once per viewer.
 *
 * A copy, never the state's own fields: a view must not change when its state is then changed in
 * place (the kernel's contract: the searches apply moves in place on the states they own). A
 * state changed in place has its copy forgotten first (`changing`, called by the only two
 * functions that change a state, `play` and `applyChance`), so that its next view is copied
 * anew; the views made before keep the old copy. Views are read-only, as every game's are (Into the
 * Blue's share its states' fields): the copy is not frozen, as freezing it took 5 times as long
 * as making it (about 40 µs a state against 7).
 */
const copies = new WeakMap<AqState, AqState>();

export function shown(state: AqState): AqState {
  let copy = copies.get(state);
  if (copy === undefined) {
    copy = clone(state);
    copies.set(state, copy);
  }
  return copy;
}

/** `state` is about to change in place: its next view is a new copy. */
export function changing(state: AqState): void {
  copies.delete(state);
}
