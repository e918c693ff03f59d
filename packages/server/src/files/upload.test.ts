import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FileStore, contentHash } from './store';
import { UploadError, decodeBase64, sanitisePath } from './upload';

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

describe('decodeBase64', () => {
  it('decodes strict base64 and tolerates a data-URL prefix and line breaks', () => {
    expect(decodeBase64('aGVsbG8=', 'a').toString()).toBe('hello');
    expect(decodeBase64('data:application/pdf;base64,aGVs\nbG8=', 'a').toString()).toBe('hello');
  });

  it('refuses anything else with the file named', () => {
    expect(() => decodeBase64('aGVsbG8', 'x.pdf')).toThrow(
      "Le contenu du fichier « x.pdf » n'est pas un base64 valide.",
    );
    expect(() => decodeBase64('a$b=', 'x.pdf')).toThrow(UploadError);
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
