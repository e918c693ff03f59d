import { describe, expect, it } from 'vitest';
import { APP_VERSION, DASHBOARD_REFRESH_MS, NOTIFICATION_HIDE_MS } from './constants';

describe('application constants', () => {
  it('refreshes the dashboard every minute and hides notifications after 3 s', () => {
    expect(DASHBOARD_REFRESH_MS).toBe(60000);
    expect(NOTIFICATION_HIDE_MS).toBe(3000);
  });

  it('shows version 1.0.1', () => {
    expect(APP_VERSION).toBe('1.0.1');
  });
});
