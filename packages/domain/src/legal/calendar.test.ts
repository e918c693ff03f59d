import { describe, expect, it } from 'vitest';
import { addDays, addMonths, dayFr, isIsoDay } from './calendar';

describe('calendar', () => {
  it('accepts real days only', () => {
    expect(isIsoDay('2026-08-22')).toBe(true);
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('22/08/2026')).toBe(false);
  });

  it('adds months to the day, clamped to the end of a shorter month', () => {
    expect(addMonths('2026-03-15', 6)).toBe('2026-09-15');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-01-31', -2)).toBe('2025-11-30');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-09-26', -35)).toBe('2026-08-22');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('writes a day the French way', () => {
    expect(dayFr('2026-08-22')).toBe('22/08/2026');
  });
});
