import { expect, test } from 'vitest';
import { LANGS, translate } from '../../../kernel/index.js';
import { messages, nameOf } from '../messages.js';
import { COLOURS, PER_ITEMS } from '../pack.js';

test('the item names follow PER_ITEMS, in every language', () => {
  // A research card paying "1 KP per crystal" must say crystal, not another item.
  expect(
    translate([messages], 'en', 'aq.effect.per', { n: 1, item: PER_ITEMS.indexOf('crystal') }),
  ).toBe('1 KP per crystal');
  expect(nameOf('es', 'item', PER_ITEMS.indexOf('expansion'))).toBe('ampliación de laboratorio');
  expect(nameOf('fr', 'item', PER_ITEMS.indexOf('control'))).toBe(
    'robot sur un espace de contrôle',
  );
  for (const lang of LANGS) {
    expect(nameOf(lang, 'item', PER_ITEMS.length - 1)).not.toBe('?');
    expect(nameOf(lang, 'item', PER_ITEMS.length)).toBe('?');
    expect(nameOf(lang, 'colour', COLOURS.length - 1)).not.toBe('?');
  }
});
