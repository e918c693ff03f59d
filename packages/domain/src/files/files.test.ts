import { describe, expect, it } from 'vitest';
import {
  ALLOWED_EXTENSIONS,
  checkDqeChoice,
  checkRcChosen,
  companyFilePath,
  fileExtension,
  isAllowedFile,
  isIgnoredPath,
  isImage,
  isPdf,
  pagesOf,
} from './files';

describe('fileExtension', () => {
  it.each([
    ['RC.pdf', 'pdf'],
    ['DQE.XLSX', 'xlsx'],
    ['archive.tar.gz', 'gz'],
    ['annexes/plan.v2/Photo.JPeG', 'jpeg'],
    ['dossier\\CCTP.Pdf', 'pdf'],
    ['README', ''],
    ['.gitignore', ''],
    ['trailing.', ''],
  ])('of %s is "%s"', (name, extension) => {
    expect(fileExtension(name)).toBe(extension);
  });
});

describe('isIgnoredPath', () => {
  it.each(['.DS_Store', 'annexes/.DS_Store', '.git/config', 'a/.cache/b.pdf'])('ignores %s', (path) => {
    expect(isIgnoredPath(path)).toBe(true);
  });

  it.each(['RC.pdf', 'annexes/DC1.pdf', './RC.pdf', '../RC.pdf', 'v1.2/plan.pdf'])('keeps %s', (path) => {
    expect(isIgnoredPath(path)).toBe(false);
  });
});

describe('isAllowedFile', () => {
  it('allows pdf, xls, xlsx, jpg, jpeg, png, and the Word 97-2003 and RTF documents the analysis reads, whatever their case', () => {
    expect(ALLOWED_EXTENSIONS).toEqual(['pdf', 'xls', 'xlsx', 'jpg', 'jpeg', 'png', 'doc', 'rtf']);
    for (const name of ['a.pdf', 'a.XLS', 'a.xlsx', 'a.jpg', 'a.JPEG', 'a.png', 'CCTP.doc', 'RC.RTF'])
      expect(isAllowedFile(name)).toBe(true);
  });

  it.each(['a.docx', 'a.odt', 'a.zip', 'a.pdf.exe', 'a.doc.exe', 'pdf'])('refuses %s', (name) => {
    expect(isAllowedFile(name)).toBe(false);
  });
});

describe('pagesOf', () => {
  it('counts the pages of a PDF', () => {
    expect(pagesOf('RC.PDF', 15)).toBe(15);
    expect(isPdf('RC.PDF')).toBe(true);
  });

  it('counts 0 for a PDF whose pages are not known yet', () => {
    expect(pagesOf('RC.pdf')).toBe(0);
  });

  it('counts 1 for an image', () => {
    for (const name of ['scan.jpg', 'scan.jpeg', 'scan.PNG']) {
      expect(isImage(name)).toBe(true);
      expect(pagesOf(name, 99)).toBe(1);
    }
  });

  it('counts 0 for any other file', () => {
    expect(pagesOf('DQE.xlsx', 3)).toBe(0);
    expect(pagesOf('notes.docx')).toBe(0);
  });
});

describe('companyFilePath', () => {
  it('prefixes the path with company-{id}/', () => {
    expect(companyFilePath('42', 'offre/DQE.xlsx')).toBe('company-42/offre/DQE.xlsx');
    expect(companyFilePath('42', '/DQE.xlsx')).toBe('company-42/DQE.xlsx');
  });
});

describe('checkDqeChoice', () => {
  it('accepts an .xlsx file whatever its case', () => {
    expect(checkDqeChoice('DQE.xlsx')).toEqual({ ok: true });
    expect(checkDqeChoice('offre/DQE.XLSX')).toEqual({ ok: true });
  });

  it.each(['DQE.xls', 'DQE.pdf', 'DQE.xlsx.pdf', 'DQE'])('refuses %s with the exact message', (name) => {
    expect(checkDqeChoice(name)).toEqual({
      ok: false,
      message: "Le fichier DQE sélectionné n'est pas au format .xlsx",
    });
  });
});

describe('checkRcChosen', () => {
  it('asks for a rules file when none is chosen', () => {
    const missing = { ok: false, message: 'Veuillez sélectionner un fichier de règlement.' };
    expect(checkRcChosen(null)).toEqual(missing);
    expect(checkRcChosen('  ')).toEqual(missing);
  });

  it('accepts a chosen file', () => {
    expect(checkRcChosen('RC.pdf')).toEqual({ ok: true });
  });
});
