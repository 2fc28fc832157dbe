import { For, Show, type JSX } from 'solid-js';
import type { GameResult } from '../../../src/kernel/game.js';
import { ProfileName } from './profile-name';

/**
 * A game's final totals: a row a seat, headed by the player's name (a link to their profile when
 * they are signed in), the winners' rows marked. Into the Blue's scoring and Survive's reveal end
 * with it in seat order; AquaSphere's final scoring lists the seats `ranked`, each row led by its
 * rank. Each game gives its own headings and cells.
 */
export function TotalsTable(props: {
  caption?: string;
  /** The columns' headings, the player's first (after the rank's, when `ranked`). */
  headings: readonly string[];
  players: number;
  names: readonly string[];
  result: GameResult;
  /** Rows in the order of the ranking (ties in seat order), each led by a cell with its rank. */
  ranked?: boolean;
  /** What follows a seat's name in its row's heading (how a tie was broken, say). */
  afterName?: (seat: number) => JSX.Element;
  /** A seat's cells after its name. */
  cells: (seat: number) => JSX.Element;
}) {
  const rank = (seat: number) => props.result.ranking[seat] ?? 0;
  const seats = () => {
    const all = Array.from({ length: props.players }, (_, i) => i);
    return props.ranked ? all.sort((a, b) => rank(a) - rank(b)) : all;
  };
  return (
    <table class="totals">
      <Show when={props.caption}>{(caption) => <caption>{caption()}</caption>}</Show>
      <thead>
        <tr>
          <For each={props.headings}>{(heading) => <th scope="col">{heading}</th>}</For>
        </tr>
      </thead>
      <tbody>
        <For each={seats()}>
          {(seat) => (
            <tr classList={{ winner: rank(seat) === 1 }}>
              <Show when={props.ranked}>
                <td>{props.result.ranking[seat]}</td>
              </Show>
              <th scope="row">
                <ProfileName seat={seat} names={props.names} />
                {props.afterName?.(seat)}
              </th>
              {props.cells(seat)}
            </tr>
          )}
        </For>
      </tbody>
    </table>
  );
}
