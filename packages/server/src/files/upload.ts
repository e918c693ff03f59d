import { readFile } from 'node:fs/promises';
import { fileExtension, isAllowedFile, isIgnoredPath, pagesOf } from '@mieux-disant/domain';
import ExcelJS from 'exceljs';
import { HttpError } from '../errors';
import { pdfPageCount } from '@mieux-disant/analysis';
import type { Spool } from './spool';

/**
 * A file as the app sends it: its relative path in the dropped folder and its bytes in base64. Once
 * the upload hooks have read the body, `filecontent` is the id of the file in the request's spool.
 */
export interface UploadedFile {
  filename: string;
  filetype: string;
  filecontent: string;
}

/** A file that passed every check, ready to be stored: its bytes are in a temporary file. */
export interface CheckedFile {
  path: string;
  mime: string;
  pages: number;
  hash: string;
  size: number;
  tempPath: string;
}

/** A refusal with the French message the user sees, answered as 400. */
export class UploadError extends HttpError {
  constructor(message: string, code = 'INVALID_FILE') {
    super(400, code, message);
  }
}

export const MAX_PATH_CHARS = 512;
export const MAX_FILE_BYTES = 150 * 1024 * 1024;
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[<>:"|?*\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const LABEL_FORBIDDEN = /[<>\u0000-\u001f\u007f]/;

/**
 * The relative path a file is recorded under. Path-like names are brought back inside the folder:
 * separators normalised, '.', '..' and empty segments dropped, so '../../etc/x.pdf' becomes
 * 'etc/x.pdf'. Names carrying markup or control characters are refused rather than rewritten.
 */
export function sanitisePath(name: string): string {
  const segments = name
    .normalize('NFC')
    .split(/[\\/]+/)
    .map((s) => s.trim())
    .filter((s) => s !== '' && s !== '.' && s !== '..');
  const path = segments.join('/');
  if (path === '' || path.length > MAX_PATH_CHARS || segments.some((s) => FORBIDDEN.test(s))) {
    throw new UploadError(`Nom de fichier invalide : « ${printable(name)} ».`);
  }
  return path;
}

/** A name safe to quote in a message: control characters removed, shortened. */
export function printable(name: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = name.replace(/[\u0000-\u001f\u007f]/g, '');
  return clean.length > 80 ? `${clean.slice(0, 77)}...` : clean;
}

const MAGIC: Record<string, number[]> = {
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d],
  xlsx: [0x50, 0x4b, 0x03, 0x04],
  xls: [0xd0, 0xcf, 0x11, 0xe0],
  jpg: [0xff, 0xd8, 0xff],
  jpeg: [0xff, 0xd8, 0xff],
  png: [0x89, 0x50, 0x4e, 0x47],
  doc: [0xd0, 0xcf, 0x11, 0xe0],
  // '{\rtf'
  rtf: [0x7b, 0x5c, 0x72, 0x74, 0x66],
};

function startsWith(bytes: Buffer, magic: readonly number[]): boolean {
  return magic.every((b, i) => bytes[i] === b);
}

const corrupt = (path: string) =>
  new UploadError(`Le fichier « ${printable(path)} » est illisible ou corrompu.`, 'CORRUPT_FILE');

/** Opens an .xlsx with exceljs: a workbook that cannot be read is refused at upload time. */
export async function checkXlsx(bytes: Buffer, path: string): Promise<void> {
  try {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw corrupt(path);
  }
}

/**
 * Checks one spooled file: name, type, base64, size, magic bytes, and that a PDF opens (its pages
 * counted) and an .xlsx opens; only these two are read into memory, one at a time.
 */
export async function checkFile(file: UploadedFile, spool: Spool): Promise<CheckedFile | null> {
  const path = sanitisePath(file.filename);
  if (isIgnoredPath(path) || path.split('/').some((s) => s.startsWith('.'))) return null;
  if (!isAllowedFile(path)) {
    throw new UploadError(`Type de document non autorisé : « ${printable(path)} ».`, 'FILE_TYPE');
  }
  const spooled = spool.files.get(file.filecontent);
  if (!spooled || spooled.problem === 'base64') {
    throw new UploadError(`Le contenu du fichier « ${printable(path)} » n'est pas un base64 valide.`);
  }
  if (spooled.problem === 'too_large' || spooled.size > MAX_FILE_BYTES) {
    throw new UploadError(`Le fichier « ${printable(path)} » dépasse 150 Mo.`, 'FILE_TOO_LARGE');
  }
  if (spooled.size === 0 || !spooled.tempPath) {
    throw new UploadError(`Le fichier « ${printable(path)} » est vide.`);
  }
  const ext = fileExtension(path);
  const magic = MAGIC[ext];
  if (magic && !startsWith(spooled.head, magic)) throw corrupt(path);
  let pages = pagesOf(path);
  if (ext === 'pdf') {
    const count = await pdfPageCount(await readFile(spooled.tempPath));
    if (count === null) throw corrupt(path);
    pages = pagesOf(path, count);
  } else if (ext === 'xlsx') {
    await checkXlsx(await readFile(spooled.tempPath), path);
  }
  const { hash, size, tempPath } = spooled;
  return { path, mime: mimeOf(ext), pages, hash, size, tempPath };
}

/** Checks every file of an upload; duplicate paths are refused. */
export async function checkFiles(files: readonly UploadedFile[], spool: Spool): Promise<CheckedFile[]> {
  const checked: CheckedFile[] = [];
  const seen = new Set<string>();
  for (const file of files) {
    const ok = await checkFile(file, spool);
    if (!ok) continue;
    if (seen.has(ok.path)) {
      throw new UploadError(`Le fichier « ${printable(ok.path)} » est présent deux fois.`, 'DUPLICATE_FILE');
    }
    seen.add(ok.path);
    checked.push(ok);
  }
  return checked;
}

export function mimeOf(ext: string): string {
  switch (ext) {
    case 'pdf':
      return 'application/pdf';
    case 'xlsx':
      return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    case 'xls':
      return 'application/vnd.ms-excel';
    case 'jpg':
    case 'jpeg':
      return 'image/jpeg';
    case 'png':
      return 'image/png';
    case 'doc':
      return 'application/msword';
    case 'rtf':
      return 'application/rtf';
    default:
      return 'application/octet-stream';
  }
}

/** Text safe in a title or a company name: no markup, no control characters, not empty. */
export function checkLabel(value: string, what: string): string {
  const trimmed = value.normalize('NFC').trim();
  if (trimmed === '') throw new UploadError(`${what} est obligatoire.`, 'INVALID_INPUT');
  if (LABEL_FORBIDDEN.test(trimmed)) {
    throw new UploadError(`${what} contient des caractères non autorisés.`, 'INVALID_INPUT');
  }
  return trimmed;
}
