import { describe, expect, it } from 'vitest';
import { shouldAutoStartTenderAnalysis } from './limits';

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
