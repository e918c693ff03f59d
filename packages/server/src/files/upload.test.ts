import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Spool } from './spool';
import { FileStore, contentHash } from './store';
import { UploadError, checkFile, sanitisePath } from './upload';

describe('sanitisePath', () => {
  it('keeps a relative path and normalises separators', () => {
    expect(sanitisePath('DCE/annexes\\DC1.pdf')).toBe('DCE/annexes/DC1.pdf');
  });

  it('brings path-like names back inside the folder', () => {
    expect(sanitisePath('../../etc/passwd.pdf')).toBe('etc/passwd.pdf');
    expect(sanitisePath('/abs/./x//y.pdf')).toBe('abs/x/y.pdf');
  });

  it('refuses markup, control characters, drive letters and names made only of dots', () => {
    for (const name of ['<b>x</b>.pdf', 'a\u0000b.pdf', 'C:\\x.pdf', '../..', '', 'x'.repeat(600)]) {
      expect(() => sanitisePath(name), name).toThrow(UploadError);
    }
  });
});

describe('FileStore', () => {
  const dirs: string[] = [];
  afterAll(async () => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

  it('stores by sha256 once, leaves no temporary file, reads back and removes', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'md-store-'));
    dirs.push(dir);
    const store = new FileStore(dir);
    const bytes = new TextEncoder().encode('contenu du RC');
    const first = await store.put(bytes);
    const again = await store.put(bytes);
    expect(first).toEqual({ hash: contentHash(bytes), size: bytes.byteLength });
    expect(again.hash).toBe(first.hash);
    const files = await readdir(path.join(dir, 'files'), { recursive: true });
    expect(files.filter((f) => f.endsWith(first.hash))).toHaveLength(1);
    expect(files.some((f) => f.endsWith('.part'))).toBe(false);
    expect((await store.read(first.hash)).toString()).toBe('contenu du RC');
    await store.remove(first.hash);
    expect(await store.has(first.hash)).toBe(false);
  });

  it('refuses a name that is not a hash (no path escapes the store)', () => {
    const store = new FileStore('/tmp/none');
    expect(() => store.pathOf('../../etc/passwd')).toThrow();
  });
});

describe('checkFile on word-processor documents', () => {
  /** A spool holding one file whose first bytes are `head` (checkFile reads no more of a .doc or .rtf). */
  function spoolWith(head: Buffer): Spool {
    const spool = new Spool(tmpdir());
    spool.files.set('f1', {
      tempPath: '/tmp/f1.part',
      size: 4096,
      hash: 'a'.repeat(64),
      head,
      problem: null,
    });
    return spool;
  }
  const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  const RTF = Buffer.from('{\\rtf1\\a', 'latin1');

  it.each([
    ['annexes/CCTP.doc', OLE, 'application/msword'],
    ['RC.RTF', RTF, 'application/rtf'],
  ])('accepts %s by its first bytes, with no page counted', async (filename, head, mime) => {
    const checked = await checkFile({ filename, filetype: '', filecontent: 'f1' }, spoolWith(head));
    expect(checked).toMatchObject({ path: filename, mime, pages: 0 });
  });

  it.each([
    ['CCTP.doc', RTF],
    ['RC.rtf', OLE],
  ])('refuses %s whose bytes are of another type, as corrupt', async (filename, head) => {
    await expect(
      checkFile({ filename, filetype: '', filecontent: 'f1' }, spoolWith(head)),
    ).rejects.toMatchObject({
      code: 'CORRUPT_FILE',
      message: `Le fichier « ${filename} » est illisible ou corrompu.`,
    });
  });

  it('still refuses a .docx as a type not allowed', async () => {
    await expect(
      checkFile({ filename: 'DC1.docx', filetype: '', filecontent: 'f1' }, spoolWith(OLE)),
    ).rejects.toMatchObject({ code: 'FILE_TYPE', message: 'Type de document non autorisé : « DC1.docx ».' });
  });
});
