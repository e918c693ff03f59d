import { describe, expect, it } from 'vitest';
import { LAUNCH_DATE_KEY, launchDateOf, storedLaunchDate } from './launchDate';

describe('launchDateOf', () => {
  it("prefers the notice's dispatch date", () => {
    expect(launchDateOf({ noticeDate: '2026-08-21', deadline: '2026-10-01' })?.date).toBe('2026-08-21');
  });

  it('estimates from the deadline minus 35 days when no notice date is stated', () => {
    const launch = launchDateOf({ noticeDate: null, deadline: '2026-09-26' });
    expect(launch?.date).toBe('2026-08-22');
    expect(launch?.source).toBe('date limite');
    expect(launch?.explication).toContain('R2161-2');
  });

  it('knows nothing without either date', () => {
    expect(launchDateOf({ noticeDate: null, deadline: null })).toBeNull();
  });
});

describe('storedLaunchDate', () => {
  it('reads a real day kept under « Date de lancement », nothing else', () => {
    expect(storedLaunchDate({ Constantes: { [LAUNCH_DATE_KEY]: '2026-08-22' } })).toBe('2026-08-22');
    expect(storedLaunchDate({ Constantes: { [LAUNCH_DATE_KEY]: '22/08/2026' } })).toBeNull();
    expect(storedLaunchDate({ Constantes: {} })).toBeNull();
  });
});
