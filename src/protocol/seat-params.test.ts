import { describe, expect, it } from 'vitest';
import { formatMessage, LANGS } from '../kernel/i18n.js';
import { serverMessages } from './messages.js';
import { SEAT_INDEX_CODES, shownParams } from './seat-params.js';

const said = (
  lang: (typeof LANGS)[number],
  code: string,
  params: Record<string, number | string>,
) =>
  formatMessage(
    lang,
    (serverMessages[lang] as Record<string, string>)[code]!,
    shownParams(code, params),
  );

describe("the server's seat errors as a person reads them", () => {
  it('counts the seat from 1: index 0 is "Seat 1", in every language', () => {
    expect(said('en', 'seat-taken', { seat: 0 })).toBe('Seat 1 is taken.');
    expect(said('es', 'seat-taken', { seat: 0 })).toBe('El asiento 1 está ocupado.');
    expect(said('fr', 'seat-taken', { seat: 2 })).toBe('La place 3 est prise.');
    expect(said('en', 'bad-seat', { seat: 4 })).toBe('There is no seat 5 at this table.');
    expect(said('en', 'seat-claimed', { seat: 1 })).toBe('Seat 2 belongs to another account.');
  });

  it('names every code whose text shows a seat, and only those', () => {
    for (const lang of LANGS) {
      const withSeat = Object.entries(serverMessages[lang])
        .filter(([, text]) => text.includes('{seat}'))
        .map(([code]) => code)
        .sort();
      expect(withSeat).toEqual([...SEAT_INDEX_CODES].sort());
    }
  });

  it('leaves other codes, other params and a seat that is not a number as they are', () => {
    const params = { seat: 1, game: 'x' };
    expect(shownParams('no-table', params)).toBe(params);
    expect(shownParams('seat-taken', params)).toEqual({ seat: 2, game: 'x' });
    expect(shownParams('seat-taken', { seat: 'a' })).toEqual({ seat: 'a' });
  });
});
