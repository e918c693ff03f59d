import { describe, expect, it } from 'vitest';
import { tenderStatusView } from './status';
describe('x', () => {
  it('y', () => {
    expect(tenderStatusView('phase1_ongoing').progress).toBe(10);
  });
});
