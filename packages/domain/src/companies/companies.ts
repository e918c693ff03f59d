import type { Check } from '../criteria/criteria';
import { fail, OK } from '../criteria/criteria';
import { COMPANY_PAGE_LIMIT } from '../files/limits';

/** A company block of the 'Réponses des entreprises' screen. */
export interface CompanyDraft {
  id: string;
  name: string;
  fileCount: number;
  /** The chosen DQE file, or null. */
  dqe: string | null;
  pages: number;
}

export const DUPLICATE_NAMES_MESSAGE =
  'Le nom de chaque entreprise doit être unique. Merci de corriger les noms en doublons.';
export const MISSING_DQE_MESSAGE = 'Vous devez cocher le fichier DQE (format xlsx) pour chaque entreprise.';
export const COMPANY_DQE_WARNING = 'Veuillez cocher le DQE, fichier xlsx';
/** SPEC.md names the alert without its words; these are ours. */
export const FIRST_COMPANY_INCOMPLETE_MESSAGE =
  "Veuillez d'abord ajouter les fichiers de la première entreprise et cocher son DQE.";

export function tooManyCompaniesMessage(max: number): string {
  return `Vous ne pouvez pas ajouter plus de ${max} entreprises.`;
}

/** Names compare without surrounding spaces and without case: "Acme " and "ACME" are the same company. */
function nameKey(name: string): string {
  return name.trim().normalize('NFC').toLocaleLowerCase('fr');
}

function lacksDqe(company: CompanyDraft): boolean {
  return company.fileCount > 0 && company.dqe === null;
}

export function hasDuplicateNames(companies: readonly CompanyDraft[]): boolean {
  const keys = companies.map((company) => nameKey(company.name));
  return new Set(keys).size !== keys.length;
}

/** What 'Lancer analyse' checks, in SPEC.md §5's order. */
export function checkLaunch(companies: readonly CompanyDraft[]): Check {
  if (hasDuplicateNames(companies)) return fail(DUPLICATE_NAMES_MESSAGE);
  if (companies.some(lacksDqe)) return fail(MISSING_DQE_MESSAGE);
  return OK;
}

/** The launch button is disabled while a company with files has no DQE or more than 240 pages. */
export function canLaunch(companies: readonly CompanyDraft[]): boolean {
  return companies.every(
    (company) => company.fileCount === 0 || (company.dqe !== null && company.pages <= COMPANY_PAGE_LIMIT),
  );
}

/** The warning under a company block. */
export function companyWarning(c: CompanyDraft): string | null {
  return lacksDqe(c) ? COMPANY_DQE_WARNING : null;
}

/** 'Ajouter une entreprise': below the maximum, and once the first company has its files and DQE. */
export function checkAddCompany(companies: readonly CompanyDraft[], max: number): Check {
  if (companies.length >= max) return fail(tooManyCompaniesMessage(max));
  const first = companies[0];
  if (first !== undefined && (first.fileCount === 0 || first.dqe === null))
    return fail(FIRST_COMPANY_INCOMPLETE_MESSAGE);
  return OK;
}

/** The add button is hidden once the maximum is reached. */
export function canShowAddCompany(count: number, max: number): boolean {
  return count < max;
}
