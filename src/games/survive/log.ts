import { START_LOG_KEY, type Actor, type LogEntry, type Viewer } from '../../kernel/index.js';
import { BACKS, CREATURES, isGreen, TERRAINS } from './components.js';
import { spaceName } from './board.js';
import { at, shipSpace, where } from './pieces.js';
import { L, W, type SurviveMove, type SurviveState } from './state.js';

/** A log line for a move, as `viewer` may read it (hidden values and backs stay hidden). */
export function describeMove(
  before: SurviveState,
  actor: Actor,
  move: SurviveMove,
  viewer: Viewer,
): LogEntry {
  const player = actor === 'chance' ? before.current : actor;
  const { b } = before;
  const explorerSpace = (e: number) =>
    spaceName(where(b, e) === W.Aboard ? shipSpace(b, at(b, e)) : at(b, e));
  switch (move.type) {
    case 'start':
      return { key: START_LOG_KEY, params: { player: move.seat } };
    case 'terrain':
      return { key: 'survive.log.terrain', params: { terrain: TERRAINS.indexOf(move.terrain) } };
    case 'place-explorer':
      return viewer === actor
        ? {
            key: 'survive.log.place-explorer',
            params: { player, value: move.value, space: spaceName(move.space) },
          }
        : {
            key: 'survive.log.place-explorer-hidden',
            params: { player, space: spaceName(move.space) },
          };
    case 'place-ship':
    case 'walk':
    case 'swim':
    case 'sail':
      return { key: `survive.log.${move.type}`, params: { player, space: spaceName(move.space) } };
    case 'board':
      return {
        key: 'survive.log.board',
        params: { player, space: spaceName(shipSpace(b, move.ship)) },
      };
    case 'ashore':
      return { key: 'survive.log.ashore', params: { player, isle: move.isle } };
    case 'done':
      return {
        key: before.phase === 'creature' ? 'survive.log.no-creature' : 'survive.log.done',
        params: { player },
      };
    case 'dolphin':
      return {
        key: 'survive.log.dolphin',
        params: { player, space: explorerSpace(move.explorer) },
      };
    case 'wind':
      return {
        key: 'survive.log.wind',
        params: { player, space: spaceName(shipSpace(b, move.ship)) },
      };
    case 'teleport':
      return {
        key: 'survive.log.teleport',
        params: {
          player,
          creature: CREATURES.indexOf(move.creature),
          from: spaceName(move.from),
          to: spaceName(move.to),
        },
      };
    case 'remove':
      return {
        key: 'survive.log.remove',
        params: { player, terrain: b[L.TERRAIN + move.space]! - 1, space: spaceName(move.space) },
      };
    case 'back': {
      const back = BACKS.indexOf(move.back);
      if (isGreen(move.back)) return { key: 'survive.log.back', params: { back } };
      return viewer === before.current
        ? { key: 'survive.log.back-kept', params: { player, back } }
        : { key: 'survive.log.back-hidden', params: { player } };
    }
    case 'boarders':
      return { key: 'survive.log.boarders', params: { player } };
    case 'die':
      return { key: 'survive.log.die', params: { creature: CREATURES.indexOf(move.creature) } };
    case 'creature':
      return {
        key: 'survive.log.creature',
        params: {
          player,
          creature: CREATURES.indexOf(before.die ?? 'serpent'),
          from: spaceName(move.from),
          to: spaceName(move.to),
        },
      };
    case 'defend':
      return {
        key: 'survive.log.defend',
        params: { player, back: BACKS.indexOf(`${before.reaction?.creature ?? 'shark'}-defence`) },
      };
    case 'decline':
      return { key: 'survive.log.decline', params: { player } };
  }
}
