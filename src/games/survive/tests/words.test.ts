import { expect, it } from 'vitest';
import { translate } from '../../../kernel/index.js';
import { messages } from '../messages.js';

it('Survive counts agree with their nouns', () => {
  expect(translate([messages], 'en', 'survive.choose-three-swimmers', { count: 1 })).toBe(
    'Choose 1 swimmer of that space.',
  );
  expect(translate([messages], 'es', 'survive.choose-three-swimmers', { count: 3 })).toBe(
    'Elige 3 nadadores distintos de ese espacio.',
  );
  expect(translate([messages], 'fr', 'survive.choose-three-swimmers', { count: 1 })).toBe(
    'Choisissez 1 nageur de cet espace.',
  );
});
