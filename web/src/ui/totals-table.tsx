import { For, Show, type JSX } from 'solid-js';
import type { GameResult } from '../../../src/kernel/game.js';
import { ProfileName } from './profile-name';

/**
 * A game's final totals: a row a seat, headed by the player's name (a link to their profile when
 * they are signed in), the winners' rows marked. Into the Blue's scoring and Survive's reveal end
 * with it; each game gives its own headings and cells.
 */
export function TotalsTable(props: {
  caption?: string;
  /** The columns' headings, the player's first. */
  headings: readonly string[];
  players: number;
  names: readonly string[];
  result: GameResult;
  /** A seat's cells after its name. */
  cells: (seat: number) => JSX.Element;
}) {
  const seats = () => Array.from({ length: props.players }, (_, i) => i);
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
            <tr classList={{ winner: props.result.ranking[seat] === 1 }}>
              <th scope="row">
                <ProfileName seat={seat} names={props.names} />
              </th>
              {props.cells(seat)}
            </tr>
          )}
        </For>
      </tbody>
    </table>
  );
}
