import { describe, expect, it } from 'vitest';
import {
  companySirenOf,
  coverageVerdict,
  datedDocumentVerdict,
  identifierVerdict,
  signatureVerdict,
} from './documentValidity';

describe('datedDocumentVerdict', () => {
  it('keeps an URSSAF certificate valid the day before its six months, out of date on the day', () => {
    expect(datedDocumentVerdict('urssaf', '2026-03-15', '2026-09-14').statut).toBe('valide');
    const day = datedDocumentVerdict('urssaf', '2026-03-15', '2026-09-15');
    expect(day.statut).toBe('périmé');
    expect(day.détail).toBe('Délivré le 15/03/2026 : plus de 6 mois à la date limite du 15/09/2026.');
  });

  it('counts six months from 31 August to the end of February', () => {
    expect(datedDocumentVerdict('urssaf', '2026-08-31', '2027-02-27').statut).toBe('valide');
    expect(datedDocumentVerdict('urssaf', '2026-08-31', '2027-02-28').statut).toBe('périmé');
  });

  it('gives a Kbis extract three months', () => {
    expect(datedDocumentVerdict('kbis', '2026-06-10', '2026-09-09').statut).toBe('valide');
    expect(datedDocumentVerdict('kbis', '2026-06-10', '2026-09-10').statut).toBe('périmé');
  });

  it('leaves the document present when a date is missing', () => {
    expect(datedDocumentVerdict('fiscal', null, '2026-09-10').statut).toBe('présent');
    expect(datedDocumentVerdict('fiscal', '2026-05-10', null).statut).toBe('présent');
  });
});

describe('coverageVerdict', () => {
  it('is valid when the period covers the deadline, its first and last days included', () => {
    expect(coverageVerdict({ from: '2026-01-01', to: '2026-12-31' }, '2026-12-31').statut).toBe('valide');
    expect(coverageVerdict({ from: '2026-01-01', to: '2026-12-31' }, '2026-01-01').statut).toBe('valide');
  });

  it('is out of date when the period ended before the deadline', () => {
    expect(coverageVerdict({ from: '2025-01-01', to: '2025-12-31' }, '2026-01-01').statut).toBe('périmé');
  });

  it('is inconsistent when the period ends before it starts', () => {
    expect(coverageVerdict({ from: '2026-12-31', to: '2026-01-01' }, '2026-06-01').statut).toBe('incohérent');
  });
});

describe('identifierVerdict', () => {
  it('accepts a right key of the same company', () => {
    expect(identifierVerdict('732 829 320 00074', '732829320').statut).toBe('valide');
  });

  it('flags a wrong key', () => {
    const verdict = identifierVerdict('732 829 320 00075', null);
    expect(verdict).toEqual({
      statut: 'incohérent',
      détail: 'Clé de contrôle du SIRET 732 829 320 00075 invalide.',
    });
  });

  it("flags another company's number", () => {
    expect(identifierVerdict('552 100 554', '732829320').statut).toBe('incohérent');
  });

  it('takes the SIREN most documents carry as the company', () => {
    expect(companySirenOf(['73282932000074', '552100554', '732 829 320', '000000001'])).toBe('732829320');
    expect(companySirenOf(['000000001'])).toBeNull();
  });
});

describe('signatureVerdict', () => {
  it('asks the evaluator to check a signature the RC requires and the text does not show', () => {
    expect(signatureVerdict(false, true).statut).toBe('présent');
    expect(signatureVerdict(false, true).détail).toContain('à vérifier');
    expect(signatureVerdict(false, false).statut).toBe('présent');
    expect(signatureVerdict(true, true).statut).toBe('valide');
  });
});
