import { describe, expect, it } from 'vitest';
import { translate } from '../../../kernel/index.js';
import { messages } from '../messages.js';

describe('AquaSphere counts agree with their nouns', () => {
  it('one time marker, one research card', () => {
    expect(translate([messages], 'en', 'aq.act.locks', { cost: 1, time: 0 })).toBe(
      'The locks on the way cost 1 time marker; you have 0.',
    );
    expect(translate([messages], 'es', 'aq.buy.cost', { cost: 1, time: 0 })).toBe(
      'Programar así cuesta 1 marcador de tiempo; tienes 0.',
    );
    expect(translate([messages], 'fr', 'aq.act.sub-cost', { cost: 1, time: 0 })).toMatch(
      /coûtent 1 marqueur de temps ;/,
    );
    expect(translate([messages], 'en', 'aq.act.card-capacity', { capacity: 1 })).toBe(
      'Your lab holds 1 research card: expand it first.',
    );
    expect(translate([messages], 'fr', 'aq.act.locks', { cost: 3, time: 1 })).toBe(
      'Les écluses du trajet coûtent 3 marqueurs de temps ; vous en avez 1.',
    );
  });
});
