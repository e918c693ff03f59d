import { describe, expect, it } from 'vitest';
import { canLaunch, canShowAddCompany, checkAddCompany, checkLaunch, companyWarning } from './companies';
import type { CompanyDraft } from './companies';

function company(name: string, overrides: Partial<CompanyDraft> = {}): CompanyDraft {
  return { id: name, name, fileCount: 2, dqe: 'DQE.xlsx', pages: 30, ...overrides };
}

const DUPLICATES = 'Le nom de chaque entreprise doit être unique. Merci de corriger les noms en doublons.';
const MISSING_DQE = 'Vous devez cocher le fichier DQE (format xlsx) pour chaque entreprise.';

describe('checkLaunch', () => {
  it('accepts companies with unique names and their DQE', () => {
    expect(checkLaunch([company('Acme'), company('Bâtir')])).toEqual({ ok: true });
  });

  it('refuses duplicate names, ignoring case and surrounding spaces', () => {
    expect(checkLaunch([company('Acme'), company(' ACME ')])).toEqual({ ok: false, message: DUPLICATES });
  });

  it('refuses a company with files and no DQE', () => {
    expect(checkLaunch([company('Acme'), company('Bâtir', { dqe: null })])).toEqual({
      ok: false,
      message: MISSING_DQE,
    });
  });

  it('lets a company without files go without a DQE', () => {
    expect(checkLaunch([company('Acme'), company('Vide', { fileCount: 0, dqe: null })])).toEqual({
      ok: true,
    });
  });

  it('reports duplicates before a missing DQE', () => {
    expect(checkLaunch([company('Acme', { dqe: null }), company('Acme')])).toEqual({
      ok: false,
      message: DUPLICATES,
    });
  });
});

describe('canLaunch', () => {
  it('is enabled when every company with files has its DQE and 240 pages or fewer', () => {
    expect(
      canLaunch([company('Acme', { pages: 240 }), company('Vide', { fileCount: 0, dqe: null, pages: 0 })]),
    ).toBe(true);
  });

  it('is disabled when a company with files has no DQE', () => {
    expect(canLaunch([company('Acme', { dqe: null })])).toBe(false);
  });

  it('is disabled beyond 240 pages', () => {
    expect(canLaunch([company('Acme', { pages: 241 })])).toBe(false);
  });
});

describe('companyWarning', () => {
  it('asks to tick the DQE of a company with files', () => {
    expect(companyWarning(company('Acme', { dqe: null }))).toBe('Veuillez cocher le DQE, fichier xlsx');
  });

  it('says nothing once the DQE is ticked or when there are no files', () => {
    expect(companyWarning(company('Acme'))).toBeNull();
    expect(companyWarning(company('Acme', { fileCount: 0, dqe: null }))).toBeNull();
  });
});

describe('checkAddCompany', () => {
  it('allows the first company', () => {
    expect(checkAddCompany([], 7)).toEqual({ ok: true });
  });

  it('allows another once the first company has files and a DQE', () => {
    expect(checkAddCompany([company('Acme')], 7)).toEqual({ ok: true });
  });

  it('refuses another while the first company lacks files or a DQE', () => {
    const refusal = {
      ok: false,
      message: "Veuillez d'abord ajouter les fichiers de la première entreprise et cocher son DQE.",
    };
    expect(checkAddCompany([company('Acme', { fileCount: 0, dqe: null })], 7)).toEqual(refusal);
    expect(checkAddCompany([company('Acme', { dqe: null })], 7)).toEqual(refusal);
  });

  it('refuses beyond the maximum, naming it', () => {
    const seven = Array.from({ length: 7 }, (_, index) => company(`E${index}`));
    expect(checkAddCompany(seven, 7)).toEqual({
      ok: false,
      message: 'Vous ne pouvez pas ajouter plus de 7 entreprises.',
    });
    expect(checkAddCompany(seven.slice(0, 6), 7)).toEqual({ ok: true });
  });
});

describe('canShowAddCompany', () => {
  it('hides the button once the maximum is reached', () => {
    expect(canShowAddCompany(14, 15)).toBe(true);
    expect(canShowAddCompany(15, 15)).toBe(false);
  });
});
