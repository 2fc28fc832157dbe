import { For, Show } from 'solid-js';
import type { AqOptions } from '../../../../src/games/aquasphere/options.js';
import type { AqPack, Effect, ResearchCard } from '../../../../src/games/aquasphere/pack.js';
import { DEFAULT_PACK_NAME } from '../../../../src/games/aquasphere/pack-name.js';
import { lang, t } from '../../i18n';
import { CountTable, listOf, ValuesFrame, type Provenance, type ValuesProps } from './common';

// Kept here rather than imported from the rules' pack module, which brings the pack checks
// (zod) with it: these pages only read a pack that is already valid.
const COLOURS = ['red', 'green', 'yellow', 'black', 'purple', 'blue', 'white'] as const;
const PER_ITEMS = ['submarine', 'expansion', 'crystal', 'control', 'card', 'time', 'letter'];
const PARTS = [
  'hq',
  'programCards',
  'sectors',
  'centreTiles',
  'setupCards',
  'playerBoard',
  'baseLab',
  'expansions',
  'researchCards',
  'knowledgeTrack',
  'scoring',
  'supply',
] as const;

const packOf = (props: ValuesProps) => (props.options as AqOptions).pack;
const colourName = (c: string) => t('rules.aq.colour', { c: COLOURS.indexOf(c as 'red') });

/** The pack in play: its name, and which of its parts are known and which are our design. */
export function AqPackInfo(props: ValuesProps) {
  const groups = () => {
    const pack = packOf(props);
    const known: string[] = [];
    const provisional: string[] = [];
    PARTS.forEach((part, i) => {
      const value = pack[part] as unknown;
      const entries = (Array.isArray(value) ? value : [value]) as { provenance: Provenance }[];
      const name = t('rules.aq.part', { p: i });
      if (entries.some((e) => e.provenance === 'provisional')) provisional.push(name);
      else known.push(name);
    });
    return { known, provisional };
  };
  return (
    <ValuesFrame fromTable={props.fromTable}>
      <p class="rules-aq-pack-name">
        {packOf(props).name === DEFAULT_PACK_NAME
          ? t('rules.aq.pack-default')
          : t('rules.aq.pack', { name: packOf(props).name })}
      </p>
      <ul>
        <Show when={groups().known.length > 0}>
          <li>{t('rules.aq.parts-known', { list: listOf(lang(), groups().known) })}</li>
        </Show>
        <Show when={groups().provisional.length > 0}>
          <li>{t('rules.aq.parts-provisional', { list: listOf(lang(), groups().provisional) })}</li>
        </Show>
      </ul>
    </ValuesFrame>
  );
}

/** Each sector's lock, white area and submarine spaces. */
export function AqSectors(props: ValuesProps) {
  return (
    <ValuesFrame fromTable={props.fromTable}>
      <table class="rules-table rules-aq-sectors">
        <caption>{t('rules.aq.sectors')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('rules.aq.sector')}</th>
            <th scope="col">{t('rules.aq.lock')}</th>
            <th scope="col">{t('rules.aq.white')}</th>
            <th scope="col">{t('rules.aq.subs')}</th>
          </tr>
        </thead>
        <tbody>
          <For each={packOf(props).sectors}>
            {(s) => (
              <tr>
                <th scope="row">{s.letter}</th>
                <td>{s.lockCost}</td>
                <td>{colourName(s.white)}</td>
                <td>{listOf(lang(), s.subCosts)}</td>
              </tr>
            )}
          </For>
        </tbody>
      </table>
      <p>{t('rules.aq.sectors-note')}</p>
      <p>{t('rules.aq.charging', { players: props.players ?? 0 })}</p>
    </ValuesFrame>
  );
}

/** The programming rooms and their arrows, and the program cards. */
export function AqHq(props: ValuesProps) {
  const hq = () => packOf(props).hq;
  return (
    <ValuesFrame fromTable={props.fromTable}>
      <ul class="rules-aq-rooms">
        <For each={[...hq().rooms].sort((a, b) => a.level - b.level)}>
          {(room) => (
            <li>
              {t(room.id === hq().start ? 'rules.aq.room-start' : 'rules.aq.room', {
                room: room.id,
                level: room.level,
              })}
              {room.to.length > 0
                ? ` ${t('rules.aq.arrows', { to: listOf(lang(), room.to) })}`
                : ''}
              {room.exit ? ` ${t('rules.aq.exit')}` : ''}
            </li>
          )}
        </For>
      </ul>
      <details class="rules-more">
        <summary>{t('rules.aq.program-cards', { n: packOf(props).programCards.length })}</summary>
        <ul>
          <For each={packOf(props).programCards}>
            {(card) => (
              <li>
                <strong>{card.id}</strong>
                {t('rules.colon')}
                {listOf(
                  lang(),
                  Object.entries(card.tiles).map(([room, c]) =>
                    t('rules.aq.tile', { room, colour: colourName(c) }),
                  ),
                )}
              </li>
            )}
          </For>
        </ul>
      </details>
    </ValuesFrame>
  );
}

/** The centre tiles: each round's bulb, and what the tile puts out at the round's end. */
export function AqCentre(props: ValuesProps) {
  const counts = () => (props.players ? [props.players] : [2, 3, 4]);
  const tilesFor = (n: number) =>
    packOf(props)
      .centreTiles.filter((tile) => tile.players === n)
      .sort((a, b) => a.bulb - b.bulb);
  const sum = (
    tile: AqPack['centreTiles'][number],
    key: 'time' | 'crystals' | 'octopods' | 'neutralSubs',
  ) => tile.edges.reduce((s, e) => s + e[key], 0);
  return (
    <ValuesFrame fromTable={props.fromTable}>
      <For each={counts()}>
        {(n) => (
          <table class="rules-table rules-aq-centre">
            <caption>{t('rules.aq.centre', { n })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('rules.aq.round')}</th>
                <th scope="col">{t('rules.aq.bulb')}</th>
                <th scope="col">{t('rules.aq.puts-out')}</th>
              </tr>
            </thead>
            <tbody>
              <For each={tilesFor(n)}>
                {(tile, i) => (
                  <tr>
                    <th scope="row">{i() + 1}</th>
                    <td>{tile.bulb}</td>
                    <td>
                      {i() < tilesFor(n).length - 1
                        ? t('rules.aq.stock', {
                            time: sum(tile, 'time'),
                            crystals: sum(tile, 'crystals'),
                            octopods: sum(tile, 'octopods'),
                            subs: sum(tile, 'neutralSubs'),
                          })
                        : t('rules.aq.stock-none')}
                    </td>
                  </tr>
                )}
              </For>
            </tbody>
          </table>
        )}
      </For>
    </ValuesFrame>
  );
}

/** The base lab's capacity, and the lab expansions of the pack in brief. */
export function AqLab(props: ValuesProps) {
  const pack = () => packOf(props);
  const adds = (key: 'cards' | 'crystals' | 'octopods' | 'time') =>
    pack().expansions.reduce((s, e) => s + e.adds[key], 0);
  return (
    <ValuesFrame fromTable={props.fromTable} provenance={pack().baseLab.provenance}>
      <p>{t('rules.aq.base-lab', { ...pack().baseLab.capacity })}</p>
      <p>
        {t('rules.aq.expansions', {
          n: pack().expansions.length,
          letters: pack().expansions.filter((e) => e.letters.length > 0).length,
          cards: adds('cards'),
          crystals: adds('crystals'),
          octopods: adds('octopods'),
          time: adds('time'),
        })}
      </p>
    </ValuesFrame>
  );
}

export function AqOctopods(props: ValuesProps) {
  return (
    <ValuesFrame fromTable={props.fromTable} provenance={packOf(props).scoring.provenance}>
      <CountTable
        caption={t('rules.aq.octopods-caught')}
        countLabel={t('rules.aq.octopods')}
        valueLabel={t('rules.aq.kp')}
        values={packOf(props).scoring.octopodsCaught}
      />
    </ValuesFrame>
  );
}

function effectText(e: Effect): string {
  if ('kpPer' in e) return t('rules.aq.kp-per', { n: e.n, item: PER_ITEMS.indexOf(e.kpPer) });
  if (e.gain === 'time') return t('rules.aq.gain-time', { n: e.n });
  if (e.gain === 'crystals') return t('rules.aq.gain-crystals', { n: e.n });
  return t('rules.aq.gain-kp', { n: e.n });
}

function cardText(card: ResearchCard): string {
  const when =
    card.trigger.on === 'hq'
      ? t('rules.aq.when-room', { room: card.trigger.room })
      : card.trigger.on === 'action'
        ? t('rules.aq.when-action', { a: COLOURS.indexOf(card.trigger.colour) })
        : t('rules.aq.when-scoring');
  return t(card.once ? 'rules.aq.card-once' : 'rules.aq.card-always', {
    when,
    effects: listOf(lang(), card.effects.map(effectText)),
  });
}

const GROUP_KEY = {
  hq: 'rules.aq.cards-hq',
  action: 'rules.aq.cards-action',
  scoring: 'rules.aq.cards-scoring',
} as const;

/** The research cards of the pack, by when they work. */
export function AqCards(props: ValuesProps) {
  const cards = () => packOf(props).researchCards;
  const groups = () =>
    (['hq', 'action', 'scoring'] as const).map((on) => {
      const list = cards().filter((c) => c.trigger.on === on);
      return { title: t(GROUP_KEY[on], { n: list.length }), cards: list };
    });
  return (
    <ValuesFrame fromTable={props.fromTable}>
      <For each={groups()}>
        {(group) => (
          <details class="rules-more">
            <summary>{group.title}</summary>
            <ul class="rules-aq-cards">
              <For each={group.cards}>
                {(card) => (
                  <li>
                    <strong>{card.id}</strong>
                    {t('rules.colon')}
                    {cardText(card)}
                  </li>
                )}
              </For>
            </ul>
          </details>
        )}
      </For>
    </ValuesFrame>
  );
}

export function AqTrack(props: ValuesProps) {
  const track = () => packOf(props).knowledgeTrack;
  return (
    <ValuesFrame fromTable={props.fromTable} provenance={track().provenance}>
      <p>
        {t('rules.aq.track', {
          length: track().length,
          n: track().redLines.length,
          lines: listOf(lang(), track().redLines),
        })}
      </p>
    </ValuesFrame>
  );
}

/** The intermediate scoring's tables: majority, crystals, leftover octopods, bots in play. */
export function AqScoring(props: ValuesProps) {
  const scoring = () => packOf(props).scoring;
  const board = () => packOf(props).playerBoard;
  const coveredBy = (column: number) =>
    board()
      .subCovers.flatMap((c, sub) => (c === column ? [sub + 1] : []))
      .join(', ');
  return (
    <ValuesFrame fromTable={props.fromTable} provenance={scoring().provenance}>
      <p>
        {t('rules.aq.majority', { sole: scoring().majoritySole, tied: scoring().majorityTied })}
      </p>
      <div class="rules-tables">
        <CountTable
          caption={t('rules.aq.crystals-table')}
          countLabel={t('rules.aq.crystals')}
          valueLabel={t('rules.aq.kp')}
          values={scoring().crystals}
        />
        <CountTable
          caption={t('rules.aq.leftover-table')}
          countLabel={t('rules.aq.octopods')}
          valueLabel={t('rules.aq.kp')}
          values={scoring().leftoverOctopods}
        />
        <table class="rules-table rules-aq-columns">
          <caption>{t('rules.aq.columns')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('rules.aq.column')}</th>
              <th scope="col">{t('rules.aq.bots')}</th>
              <th scope="col">{t('rules.aq.kp')}</th>
              <th scope="col">{t('rules.aq.covered')}</th>
            </tr>
          </thead>
          <tbody>
            <For each={board().columns}>
              {(column, i) => (
                <tr>
                  <th scope="row">{i() + 1}</th>
                  <td>{column.bots}</td>
                  <td>{column.value}</td>
                  <td>{coveredBy(i()) || '—'}</td>
                </tr>
              )}
            </For>
          </tbody>
        </table>
      </div>
    </ValuesFrame>
  );
}

export function AqLetters(props: ValuesProps) {
  return (
    <ValuesFrame fromTable={props.fromTable} provenance={packOf(props).scoring.provenance}>
      <CountTable
        caption={t('rules.aq.letters-table')}
        countLabel={t('rules.aq.letters')}
        valueLabel={t('rules.aq.kp')}
        values={packOf(props).scoring.letters}
      />
    </ValuesFrame>
  );
}
