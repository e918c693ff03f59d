import { describe, expect, it } from 'vitest';
import {
  COMPANY_PAGE_LIMIT,
  shouldAutoStartTenderAnalysis,
  TENDER_AUTO_START_PAGES,
  TENDER_PAGES_SHOWN,
} from './limits';

describe('page limits', () => {
  it('shows 400, auto-starts up to 500 and allows 240 per company', () => {
    expect([TENDER_PAGES_SHOWN, TENDER_AUTO_START_PAGES, COMPANY_PAGE_LIMIT]).toEqual([400, 500, 240]);
  });
});

describe('shouldAutoStartTenderAnalysis', () => {
  it('starts with files, a chosen RC and 500 pages or fewer', () => {
    expect(shouldAutoStartTenderAnalysis({ fileCount: 3, rcChosen: true, totalPages: 500 })).toBe(true);
    expect(shouldAutoStartTenderAnalysis({ fileCount: 1, rcChosen: true, totalPages: 401 })).toBe(true);
  });

  it('waits beyond 500 pages', () => {
    expect(shouldAutoStartTenderAnalysis({ fileCount: 3, rcChosen: true, totalPages: 501 })).toBe(false);
  });

  it('waits without an RC or without files', () => {
    expect(shouldAutoStartTenderAnalysis({ fileCount: 3, rcChosen: false, totalPages: 10 })).toBe(false);
    expect(shouldAutoStartTenderAnalysis({ fileCount: 0, rcChosen: true, totalPages: 0 })).toBe(false);
  });
});
