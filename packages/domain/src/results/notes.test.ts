import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { blankCriterion } from '../criteria/criteria';
import type { CriterionName } from '../criteria/names';
import { formatNoteValue, globalNote, noteFraction, noteRatio } from './notes';

describe('noteFraction', () => {
  it.each([
    ['14/20', '14', '20'],
    ['72.5/100', '72.5', '100'],
    ['72,5 / 100', '72.5', '100'],
    [' 0/20 ', '0', '20'],
    ['15/7,5', '15', '7.5'],
  ])('reads "%s"', (note, value, outOf) => {
    const fraction = noteFraction(note);
    expect(fraction?.value.toString()).toBe(value);
    expect(fraction?.outOf.toString()).toBe(outOf);
  });

  it.each(['', '14', '14/', '/20', 'quatorze/20', '14/0', '-3/20', '14/20/2', 'N/A'])(
    'refuses "%s"',
    (note) => {
      expect(noteFraction(note)).toBeNull();
    },
  );
});

describe('noteRatio', () => {
  it('divides exactly and tolerates an absent note', () => {
    expect(noteRatio('1/3')?.toString()).toBe(new Decimal(1).dividedBy(3).toString());
    expect(noteRatio(undefined)).toBeNull();
  });
});

describe('formatNoteValue', () => {
  it('writes up to 2 decimals without trailing zeros', () => {
    expect(formatNoteValue(new Decimal('72.50'))).toBe('72.5');
    expect(formatNoteValue(new Decimal('80'))).toBe('80');
    expect(formatNoteValue(new Decimal(200).dividedBy(3))).toBe('66.67');
  });
});

describe('globalNote', () => {
  const criteria = (weights: Partial<Record<CriterionName, number>>) =>
    Object.entries(weights).map(([name, weight]) => ({
      ...blankCriterion(name),
      name: name as CriterionName,
      weight,
    }));

  it('weights notes on 20 into a note on 100', () => {
    expect(
      globalNote({ Technique: '14/20', Financier: '16/20' }, criteria({ Technique: 60, Financier: 40 })),
    ).toBe('74/100');
  });

  it('gives 100/100 for full marks and keeps decimals', () => {
    expect(
      globalNote({ Technique: '20/20', Financier: '20/20' }, criteria({ Technique: 60, Financier: 40 })),
    ).toBe('100/100');
    expect(globalNote({ Technique: '15,5/20' }, criteria({ Technique: 100 }))).toBe('77.5/100');
  });

  it('counts a missing or unreadable note as 0', () => {
    expect(
      globalNote(
        { Technique: '10/20', Financier: 'N/A' },
        criteria({ Technique: 60, Financier: 20, Délais: 20 }),
      ),
    ).toBe('30/100');
  });

  it('gives 0/100 without criteria', () => {
    expect(globalNote({ Technique: '10/20' }, [])).toBe('0/100');
  });
});
