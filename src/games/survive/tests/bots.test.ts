import { describe, expect, it } from 'vitest';
import { createRng, runMatch, type Agent } from '../../../kernel/index.js';
import { survive } from '../index.js';
import { surviveBots } from '../bots/index.js';
import { HeuristicBot } from '../bots/heuristic.js';
import { SearchBot } from '../bots/search.js';
import { blank, creature, noSerpents, play, put, ship, sp } from './helpers.js';

const bot = (name: string) => surviveBots.find((b) => b.name === name)!.create();

describe('bots', () => {
  // A whole game of the search bot: well under a minute on a quiet machine, longer on a busy one.
  it('play whole games with legal moves only, from their views', () => {
    const agents = ['search', 'heuristic', 'random', 'heuristic'].map(bot);
    const record = runMatch(
      survive,
      survive.defaultOptions(4),
      agents,
      createRng('bots'),
      agents.map((_, i) => createRng(`bot${i}`)),
    );
    expect(record.result.scores).toHaveLength(4);
    expect(record.decisions.every((n) => n > 10)).toBe(true);
  }, 180_000);

  it('the heuristic rescues more than random players', () => {
    let heuristic = 0;
    let random = 0;
    for (let g = 0; g < 4; g++) {
      const agents = [bot('heuristic'), bot('random'), bot('heuristic'), bot('random')];
      const r = runMatch(
        survive,
        survive.defaultOptions(4),
        agents,
        createRng(`h${g}`),
        agents.map((_, i) => createRng(`${g}/${i}`)),
      );
      heuristic += r.result.scores[0]! + r.result.scores[2]!;
      random += r.result.scores[1]! + r.result.scores[3]!;
    }
    expect(heuristic).toBeGreaterThan(random + 20);
  });

  it('defend with a defence tile when asked, and send a shark at a rival’s swimmer', () => {
    let s = creature(noSerpents(blank()), 'shark', sp(1, 3));
    s = put(put(s, 10, ['sea', sp(1, 5)], 6), 0, ['land', sp(7, 5)]);
    for (const e of [19, 29, 39]) s = put(s, e, ['land', sp(7, 5)]);
    s = { ...s, phase: 'creature', die: 'shark' };
    s = {
      ...s,
      hands: s.hands.map((h, i) => (i === 1 ? [{ terrain: 'beach', back: 'shark-defence' }] : h)),
    };
    for (const agent of [new HeuristicBot(), new SearchBot()] as Agent<unknown, unknown>[]) {
      const legal = survive.legalMoves(s, 0);
      const move = agent.decide({ view: survive.view(s, 0), seat: 0, legal, rng: createRng('a') });
      expect(move).toEqual({ type: 'creature', from: sp(1, 3), to: sp(1, 5) });
      const attacked = play(s, 0, move as never);
      const answer = agent.decide({
        view: survive.view(attacked, 1),
        seat: 1,
        legal: survive.legalMoves(attacked, 1),
        rng: createRng('b'),
      });
      expect(answer).toEqual({ type: 'defend' });
    }
  });

  it('board a ship next to them and sail for a safe isle', () => {
    let s = noSerpents(blank());
    s = put(s, 0, ['ship', 0], 6);
    s = ship(s, 0, sp(3, 2));
    for (const agent of [new HeuristicBot(), new SearchBot()] as Agent<unknown, unknown>[]) {
      const legal = survive.legalMoves(s, 0);
      const move = agent.decide({ view: survive.view(s, 0), seat: 0, legal, rng: createRng('c') });
      // Towards the north-west isle: (2,1) or (3,1), nearer than (3,2).
      expect((move as { type: string }).type).toBe('sail');
    }
  });
});
