import { describe, expect, it } from 'vitest';
import { bestOffer, isSignificantGap, offerTotal, parseThreshold } from './comparison';
import { item, offer } from './fixtures';
import type { MatchedLine } from './matching';

function line(unitPrices: (string | null)[]): MatchedLine {
  return {
    key: 'n:1',
    priceNumber: '1',
    description: 'X',
    unit: 'U',
    quantity: '1',
    unitPrices,
    presentIn: unitPrices.map(() => true),
  };
}

describe('offerTotal', () => {
  it('is the global price, else the sum of the lines, else null', () => {
    expect(offerTotal(offer('A', '1 000,50', []))?.toString()).toBe('1000.5');
    expect(
      offerTotal(
        offer('A', null, [item('1', 'X', '1', '10', '10'), item('2', 'Y', '1', '5', '5.5')]),
      )?.toString(),
    ).toBe('15.5');
    expect(offerTotal(offer('A', null, [item('1', 'X', '1', null, null)]))).toBeNull();
  });
});

describe('bestOffer', () => {
  it('is the lowest total, with how much cheaper than the average it is (1 decimal)', () => {
    const result = bestOffer([offer('A', '100000', []), offer('B', '80000', []), offer('C', '120000', [])]);
    expect(result?.offer.name).toBe('B');
    expect(result?.cheaperThanAveragePercent).toBe('20,0');
  });

  it('rounds the percentage to 1 decimal', () => {
    expect(
      bestOffer([offer('A', '100', []), offer('B', '90', []), offer('C', '95', [])])
        ?.cheaperThanAveragePercent,
    ).toBe('5,3');
  });

  it('keeps the first on a tie and says 0,0 for a single offer', () => {
    expect(bestOffer([offer('A', '10', []), offer('B', '10', [])])?.offer.name).toBe('A');
    expect(bestOffer([offer('A', '10', [])])?.cheaperThanAveragePercent).toBe('0,0');
  });

  it('leaves out offers without a total and is null when none has one', () => {
    expect(bestOffer([offer('A', null, []), offer('B', '50', [])])?.offer.name).toBe('B');
    expect(bestOffer([offer('A', null, [])])).toBeNull();
    expect(bestOffer([])).toBeNull();
  });

  it('says 0,0 when every total is 0', () => {
    expect(bestOffer([offer('A', '0', []), offer('B', '0', [])])?.cheaperThanAveragePercent).toBe('0,0');
  });
});

describe('isSignificantGap', () => {
  it('is a gap when a price is more than the threshold away from the average', () => {
    // average 100; 111 is 11 % away
    expect(isSignificantGap(line(['89', '100', '111']), 10)).toBe(true);
  });

  it('is no gap at exactly the threshold', () => {
    expect(isSignificantGap(line(['90', '100', '110']), 10)).toBe(false);
  });

  it('counts a missing price as 0', () => {
    // prices 0, 100, 100: average 66.67; 0 is 100 % away
    expect(isSignificantGap(line([null, '100', '100']), 10)).toBe(true);
    expect(isSignificantGap(line([null, '100', '100']), 100)).toBe(false);
  });

  it('is no gap on a line priced by nobody or by no offer', () => {
    expect(isSignificantGap(line([null, null]), 10)).toBe(false);
    expect(isSignificantGap(line([]), 10)).toBe(false);
  });

  it('reads prices with a French comma', () => {
    expect(isSignificantGap(line(['10,00', '10,50']), 1)).toBe(true);
    expect(isSignificantGap(line(['10,00', '10,50']), 3)).toBe(false);
  });
});

describe('parseThreshold', () => {
  it.each([
    ['10', 10],
    ['1', 1],
    ['100', 100],
    ['25.7', 25],
    ['0', 1],
    ['-5', 1],
    ['150', 100],
    ['', 10],
    ['abc', 10],
  ])('reads "%s" as %i', (input, threshold) => {
    expect(parseThreshold(input)).toBe(threshold);
  });
});
