import { describe, expect, it } from 'vitest';
import { phaseStep, tenderProgressPercent } from './phaseProgress';

describe('tenderProgressPercent', () => {
  it('moves from 50 to 99 % as phase 2 reports its steps', () => {
    expect(tenderProgressPercent('phase2_ongoing', { step: 'Lecture', done: 0, total: 7 })).toBe(50);
    expect(tenderProgressPercent('phase2_ongoing', { step: 'Évaluation', done: 3, total: 7 })).toBe(71);
    expect(tenderProgressPercent('phase2_ongoing', { step: 'Fin', done: 7, total: 7 })).toBe(99);
  });

  it("keeps the status's own figure without a step, with a broken one, or in any other status", () => {
    expect(tenderProgressPercent('phase2_ongoing')).toBe(75);
    expect(tenderProgressPercent('phase2_ongoing', { step: 'x', done: 1, total: 0 })).toBe(75);
    expect(tenderProgressPercent('phase2_done', { step: 'x', done: 1, total: 2 })).toBe(100);
    expect(tenderProgressPercent('phase1_ongoing', { step: 'x', done: 1, total: 2 })).toBe(10);
  });
});

describe('phaseStep', () => {
  it('is the step only while phase 2 runs', () => {
    expect(phaseStep('phase2_ongoing', { step: 'Évaluation de Alpha', done: 1, total: 3 })).toBe(
      'Évaluation de Alpha',
    );
    expect(phaseStep('phase2_done', { step: 'Évaluation de Alpha', done: 1, total: 3 })).toBeNull();
    expect(phaseStep('phase2_ongoing', null)).toBeNull();
  });
});
