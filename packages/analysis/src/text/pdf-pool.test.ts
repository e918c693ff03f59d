import { describe, expect, it } from 'vitest';
import { pageRanges } from './pdf-pool';

/** Every page once, in order, from `ranges`. */
function pagesOf(ranges: { from: number; to: number }[]): number[] {
  return ranges.flatMap(({ from, to }) => Array.from({ length: to - from + 1 }, (_, i) => from + i));
}

describe('pageRanges', () => {
  it('gives no range for a document without pages', () => {
    expect(pageRanges(0, 2)).toEqual([]);
  });

  it('gives a one-page document one range', () => {
    expect(pageRanges(1, 2)).toEqual([{ from: 1, to: 1 }]);
  });

  it('covers every page once, in order, whatever the page count and the number of workers', () => {
    for (const workers of [1, 2, 3, 8]) {
      for (const pages of [2, 3, 17, 99, 400, 1001]) {
        const expected = Array.from({ length: pages }, (_, i) => i + 1);
        expect(pagesOf(pageRanges(pages, workers))).toEqual(expected);
      }
    }
  });

  it('cuts 400 pages for 2 workers into ranges of at most 25 pages that shrink to 2 at the end', () => {
    const sizes = pageRanges(400, 2).map(({ from, to }) => to - from + 1);
    expect(Math.max(...sizes)).toBe(25);
    expect(sizes.slice(-2)).toEqual([2, 2]);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
  });

  it('gives each of 2 workers a share of a short scanned document at once (OCR pages are slow)', () => {
    expect(pageRanges(17, 2).length).toBeGreaterThanOrEqual(4);
  });
});
