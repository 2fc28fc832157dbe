import { createEffect, createSignal, Index, on, Show } from 'solid-js';
import type { AqView } from '../../../../src/games/aquasphere/index.js';
import { tm } from './text';
import { Piece, useInspect } from './ui';

/**
 * The knowledge track: one lap in two rows, red lines before their spaces, each player's counter
 * (a lap adds the track's length: the "0+" counter). Counters glide; points scored float up.
 */
const WIDTH = 520;
const ROW_H = 46;

export function KnowledgeTrack(props: { view: AqView; names: readonly string[] }) {
  const v = () => props.view;
  const track = () => v().options.pack.knowledgeTrack;
  const cols = () => Math.ceil(track().length / 2);
  const cw = () => (WIDTH - 20) / cols();
  const cell = (space: number): [number, number] => {
    const row = space < cols() ? 0 : 1;
    const col = row === 0 ? space : space - cols();
    return [10 + col * cw(), 18 + row * (ROW_H + 16)];
  };
  const inspect = useInspect(() => ({
    title: tm('aq.ui.track'),
    text: tm('aq.ui.track-help', {
      length: track().length,
      lines: track().redLines.join(', '),
    }),
    provenance: track(),
  }));
  return (
    <svg
      class="aq-track"
      viewBox={`0 0 ${WIDTH} ${2 * ROW_H + 40}`}
      role="img"
      tabindex="0"
      aria-label={tm('aq.ui.track-label', {
        list: v()
          .seats.map((p, seat) => tm('aq.ui.kp-of', { name: props.names[seat] ?? '', kp: p.kp }))
          .join(', '),
      })}
      {...inspect}
    >
      <Index each={Array.from({ length: track().length })}>
        {(_, space) => {
          const [x, y] = cell(space);
          return (
            <>
              <rect class="aq-track-cell" x={x} y={y} width={cw()} height={ROW_H} />
              <Show when={space % 5 === 0}>
                <text class="aq-track-n" x={x + cw() / 2} y={y - 4} text-anchor="middle">
                  {space}
                </text>
              </Show>
            </>
          );
        }}
      </Index>
      <Index each={track().redLines}>
        {(line) => {
          const xy = () => cell(line());
          return (
            <line
              class="aq-red-line"
              x1={xy()[0]}
              y1={xy()[1] - 3}
              x2={xy()[0]}
              y2={xy()[1] + ROW_H + 3}
            />
          );
        }}
      </Index>
      <Index each={v().seats}>
        {(p, seat) => {
          const at = () => {
            const [x, y] = cell(p().kp % track().length);
            return [x + cw() / 2, y + 8 + seat * 10] as const;
          };
          const [gain, setGain] = createSignal<{ n: number; key: number } | null>(null);
          createEffect(
            on(
              () => p().kp,
              (now, before) => {
                if (before !== undefined && now !== before) setGain({ n: now - before, key: now });
              },
            ),
          );
          return (
            <g class="aq-counter" style={{ transform: `translate(${at()[0]}px, ${at()[1]}px)` }}>
              <Piece seat={seat} x={0} y={0} size={13} />
              <Show when={p().kp >= track().length}>
                <text class="aq-lap" x="8" y="4">
                  +{Math.floor(p().kp / track().length)}
                </text>
              </Show>
              <Show when={gain()} keyed>
                {(g) => (
                  <text class="aq-gain" x="0" y="-6" text-anchor="middle">
                    {g.n > 0 ? `+${g.n}` : g.n}
                  </text>
                )}
              </Show>
            </g>
          );
        }}
      </Index>
    </svg>
  );
}
