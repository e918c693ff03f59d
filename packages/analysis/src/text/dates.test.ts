import { describe, expect, it } from 'vitest';
import { datesIn } from './dates';

describe('datesIn', () => {
  it('reads numeric and written French dates in reading order', () => {
    expect(datesIn('Remise le 1er mars 2026 à 12 h, ouverture le 05/03/2026.')).toEqual([
      '2026-03-01',
      '2026-03-05',
    ]);
  });

  it('keeps 29 February of a leap year only', () => {
    expect(datesIn('le 29/02/2028 et le 29/02/2027')).toEqual(['2028-02-29']);
  });

  it('drops days the calendar does not have', () => {
    expect(datesIn('31/02/2026, 31/04/2026, 30 février 2026, 30/04/2026')).toEqual(['2026-04-30']);
  });
});
