import { Show } from 'solid-js';
import type { SurviveView } from '../../../../src/games/survive/state.js';
import type { PieceKey } from './actions';
import { Icon } from './art';
import { spaceLabel } from './geometry';
import { pieceParts, pieceSpace } from './pieces';
import { pieceLabel } from './words';

/** A piece that can act, as a chip to choose it: its picture and where it is. */
export function PieceChip(props: {
  piece: PieceKey;
  view: SurviveView;
  /** The seat whose colour explorers wear. */
  seat: number;
  /** Its key on the map, which the map highlights while the chip is chosen. */
  mapKey: string | null;
  pressed: boolean;
  onChoose: () => void;
}) {
  const parts = () => pieceParts(props.piece);
  const icon = () => {
    const [kind, a] = parts();
    switch (kind) {
      case 'value':
        return <Icon kind="explorer" seat={props.seat} value={null} />;
      case 'new-ship':
      case 'ship':
        return <Icon kind="ship" />;
      case 'creature':
        return <Icon kind={a ?? 'shark'} />;
      case 'remove':
        return <Icon kind="beach" />;
      default:
        return (
          <Icon
            kind="explorer"
            seat={props.seat}
            value={props.view.explorers[Number(a)]?.value ?? null}
          />
        );
    }
  };
  const where = () => {
    const [kind, a, b] = parts();
    if (kind === 'creature') return spaceLabel(Number(b));
    if (kind === 'explorer' || kind === 'ship')
      return spaceLabel(pieceSpace(props.view, props.piece));
    return kind === 'value' ? (a ?? '') : '';
  };
  return (
    <button
      type="button"
      class="piece"
      data-piece={props.mapKey ?? undefined}
      aria-pressed={props.pressed}
      onClick={() => props.onChoose()}
    >
      {icon()}
      {/* Seen: the picture and where the piece is; heard: the piece in words. */}
      <Show when={where()}>
        {(text) => (
          <span
            class="sv-chip-where"
            classList={{ value: parts()[0] === 'value' }}
            aria-hidden="true"
          >
            {text()}
          </span>
        )}
      </Show>
      <span class="visually-hidden">{pieceLabel(props.view, props.piece)}</span>
    </button>
  );
}
