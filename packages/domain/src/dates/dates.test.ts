import { afterEach, describe, expect, it } from 'vitest';
import { formatDateFr, formatDateTimeFr, parseDateFr } from './dates';

const machineZone = process.env.TZ;

afterEach(() => {
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

describe('formatDateFr', () => {
  it('writes DD/MM/YYYY', () => {
    expect(formatDateFr('2026-03-05T10:00:00Z')).toBe('05/03/2026');
  });

  it('keeps the day of a date without time', () => {
    expect(formatDateFr('2026-12-31')).toBe('31/12/2026');
    expect(formatDateFr('2026-01-01')).toBe('01/01/2026');
  });

  it('shows the day as it is in Paris, summer and winter', () => {
    expect(formatDateFr('2026-11-21T23:30:00Z')).toBe('22/11/2026');
    expect(formatDateFr('2026-07-14T21:59:00Z')).toBe('14/07/2026');
    expect(formatDateFr('2026-07-14T22:00:00Z')).toBe('15/07/2026');
  });

  it('shows another zone when asked', () => {
    expect(formatDateFr('2026-11-21T23:30:00Z', 'UTC')).toBe('21/11/2026');
  });

  it('does not depend on the machine time zone', () => {
    for (const zone of ['America/Los_Angeles', 'Pacific/Kiritimati', 'Asia/Kolkata']) {
      process.env.TZ = zone;
      expect(formatDateFr('2026-12-31')).toBe('31/12/2026');
      expect(formatDateFr('2026-03-29T01:30:00Z')).toBe('29/03/2026');
    }
  });

  it("gives '' for text that is no date", () => {
    expect(formatDateFr('')).toBe('');
    expect(formatDateFr('bientôt')).toBe('');
  });
});

describe('formatDateTimeFr', () => {
  it('writes DD/MM/YYYY HH:mm in UTC by default', () => {
    expect(formatDateTimeFr('2026-11-21T23:05:09Z')).toBe('21/11/2026 23:05');
    expect(formatDateTimeFr('2026-11-21T00:00:00Z')).toBe('21/11/2026 00:00');
  });

  it('writes the time of another zone when asked, whatever the machine zone', () => {
    process.env.TZ = 'America/New_York';
    expect(formatDateTimeFr('2026-03-08T07:30:00Z', 'Europe/Paris')).toBe('08/03/2026 08:30');
    expect(formatDateTimeFr('2026-03-08T07:30:00Z')).toBe('08/03/2026 07:30');
  });

  it("gives '' for text that is no date", () => {
    expect(formatDateTimeFr('31/12/2026')).toBe('');
  });
});

describe('parseDateFr', () => {
  it('reads a real day written DD/MM/YYYY as an ISO day', () => {
    expect(parseDateFr('15/12/2026')).toEqual({ ok: true, iso: '2026-12-15' });
    expect(parseDateFr(' 31/12/2026 ')).toEqual({ ok: true, iso: '2026-12-31' });
  });

  it('takes 29 February of a leap year only', () => {
    expect(parseDateFr('29/02/2028')).toEqual({ ok: true, iso: '2028-02-29' });
    expect(parseDateFr('29/02/2027')).toEqual({
      ok: false,
      message: "Le 29/02/2027 n'existe pas dans le calendrier.",
    });
  });

  it('refuses days past the end of their month', () => {
    expect(parseDateFr('31/02/2026')).toEqual({
      ok: false,
      message: "Le 31/02/2026 n'existe pas dans le calendrier.",
    });
    expect(parseDateFr('31/04/2026')).toEqual({
      ok: false,
      message: "Le 31/04/2026 n'existe pas dans le calendrier.",
    });
    expect(parseDateFr('30/04/2026')).toEqual({ ok: true, iso: '2026-04-30' });
    expect(parseDateFr('00/01/2026').ok).toBe(false);
    expect(parseDateFr('01/13/2026').ok).toBe(false);
  });

  it('refuses another writing than JJ/MM/AAAA', () => {
    const message = 'Date attendue au format JJ/MM/AAAA (par exemple 15/12/2026).';
    for (const text of ['', '1/2/2026', '2026-12-15', '15/12/26', '15.12.2026', '15/12/2026 10:00']) {
      expect(parseDateFr(text)).toEqual({ ok: false, message });
    }
  });
});
