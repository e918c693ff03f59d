import type { Check } from '../criteria/criteria';
import { fail, OK } from '../criteria/criteria';

/**
 * File types a tender or a company may upload: SPEC.md §5's, and Word 97-2003 and RTF documents,
 * which the analysis reads (issue 10).
 */
export const ALLOWED_EXTENSIONS = ['pdf', 'xls', 'xlsx', 'jpg', 'jpeg', 'png', 'doc', 'rtf'] as const;
export type AllowedExtension = (typeof ALLOWED_EXTENSIONS)[number];
const IMAGE_EXTENSIONS: readonly string[] = ['jpg', 'jpeg', 'png'];

/** Title of the red marker beside a file of another type. */
export const DISALLOWED_FILE_TITLE = 'Type de document non autorisé';
export const DQE_NOT_XLSX_MESSAGE = "Le fichier DQE sélectionné n'est pas au format .xlsx";
export const RC_MISSING_MESSAGE = 'Veuillez sélectionner un fichier de règlement.';

function baseName(path: string): string {
  return path.split(/[\\/]/).pop() ?? '';
}

/** The extension of the file's name, lower-case, without the dot; '' when there is none. */
export function fileExtension(name: string): string {
  const base = baseName(name);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

/** A file or folder whose name starts with a dot (.DS_Store, .git/…) is left out of an upload. */
export function isIgnoredPath(relativePath: string): boolean {
  return relativePath
    .split(/[\\/]/)
    .some((segment) => segment.startsWith('.') && segment !== '.' && segment !== '..');
}

export function isAllowedFile(name: string): boolean {
  return (ALLOWED_EXTENSIONS as readonly string[]).includes(fileExtension(name));
}

export function isPdf(name: string): boolean {
  return fileExtension(name) === 'pdf';
}

export function isImage(name: string): boolean {
  return IMAGE_EXTENSIONS.includes(fileExtension(name));
}

/** Pages a file adds to the count: a PDF its pages, an image 1, anything else 0. */
export function pagesOf(name: string, pdfPageCount?: number): number {
  if (isPdf(name)) return pdfPageCount ?? 0;
  return isImage(name) ? 1 : 0;
}

/** Where a company's file is stored: 'company-{id}/' then its path inside the dropped folder. */
export function companyFilePath(companyId: string, relativePath: string): string {
  return `company-${companyId}/${relativePath.replace(/^[\\/]+/, '')}`;
}

/** Only an .xlsx file can be chosen as a company's DQE. */
export function checkDqeChoice(name: string): Check {
  return fileExtension(name) === 'xlsx' ? OK : fail(DQE_NOT_XLSX_MESSAGE);
}

export function checkRcChosen(rc: string | null): Check {
  return rc === null || rc.trim() === '' ? fail(RC_MISSING_MESSAGE) : OK;
}
