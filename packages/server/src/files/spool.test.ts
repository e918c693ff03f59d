import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { Base64Decoder, spoolOf, uploadHooks } from './spool';

/** Decodes `text` given in the pieces cut at `cuts`; null when the decoder refuses it. */
function decodeInPieces(text: string, cuts: number[]): Buffer | null {
  const decoder = new Base64Decoder();
  const parts: Buffer[] = [];
  let from = 0;
  for (const cut of [...cuts, text.length]) {
    parts.push(decoder.push(text.slice(from, cut)));
    from = cut;
  }
  parts.push(decoder.end());
  return decoder.invalid ? null : Buffer.concat(parts);
}

describe('Base64Decoder', () => {
  it('decodes the same bytes wherever the text is cut', () => {
    for (const size of [0, 1, 2, 3, 4, 5, 1000, 4099]) {
      const bytes = randomBytes(size);
      const text = bytes.toString('base64');
      for (const cuts of [[], [1], [2, 3], [text.length - 1], [5, 6, 7, 8, 13]]) {
        const inRange = cuts.filter((c) => c > 0 && c < text.length);
        expect(decodeInPieces(text, inRange)?.equals(bytes), `${size} ${inRange.join(',')}`).toBe(true);
      }
    }
  });

  it('tolerates a data-URL prefix (even cut in two) and line breaks', () => {
    const text = 'data:application/pdf;base64,aGVs\nbG8=';
    for (const cut of [1, 4, 10, 28, 30]) expect(decodeInPieces(text, [cut])?.toString()).toBe('hello');
    expect(decodeInPieces('aGVs\r\nbG8=', [])?.toString()).toBe('hello');
  });

  it('refuses a length that is not a multiple of 4, a foreign character and misplaced padding', () => {
    expect(decodeInPieces('aGVsbG8', [])).toBeNull();
    expect(decodeInPieces('a$b=', [])).toBeNull();
    expect(decodeInPieces('aGVsbG8=', [3])?.toString()).toBe('hello');
    expect(decodeInPieces('aG==aGVs', [])).toBeNull();
    expect(decodeInPieces('aG==aGVs', [4])).toBeNull();
    expect(decodeInPieces('a===', [])).toBeNull();
    expect(decodeInPieces('data:text/plain,aGVsbG8=', [])).toBeNull();
  });
});

describe('uploadHooks', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  /** Runs the upload hooks on `body` cut into pieces of `piece` bytes, as a request would bring it. */
  async function spool(body: string, piece: number, bodyLimit = 1024 * 1024) {
    const dir = await mkdtemp(path.join(tmpdir(), 'md-spool-'));
    dirs.push(dir);
    const bytes = Buffer.from(body);
    const pieces = [];
    for (let at = 0; at < bytes.length; at += piece) pieces.push(bytes.subarray(at, at + piece));
    const request = {
      headers: { 'content-type': 'application/json' },
      routeOptions: { bodyLimit },
    } as unknown as FastifyRequest;
    const hooks = uploadHooks(dir);
    const stream = await hooks.preParsing(request, {} as FastifyReply, Readable.from(pieces));
    let text = '';
    for await (const chunk of stream) text += String(chunk);
    return { request, hooks, dir, json: JSON.parse(text) as Record<string, unknown>, received: bytes.length };
  }

  it('puts every filecontent in a temporary file and leaves the rest of the JSON as it was', async () => {
    const pdf = randomBytes(3000);
    const body = JSON.stringify({
      title: 'Un "titre" avec filecontent : dedans',
      tenderFiles: [
        { filename: 'a.pdf', filetype: '', filecontent: pdf.toString('base64') },
        { filename: 'b.txt', filecontent: '' },
      ],
      nested: { deeper: [{ filecontent: 'aGVsbG8=' }] },
    }).replace(/\//g, '\\/');
    for (const piece of [1, 7, 64, 100_000]) {
      const { request, json } = await spool(body, piece);
      const files = spoolOf(request).files;
      expect(json.title, `${piece}`).toBe('Un "titre" avec filecontent : dedans');
      const [first, second] = json.tenderFiles as { filecontent: string }[];
      const stored = files.get(first!.filecontent)!;
      expect(await readFile(stored.tempPath!)).toEqual(pdf);
      expect(stored.size).toBe(3000);
      expect(files.get(second!.filecontent)).toMatchObject({ size: 0, tempPath: null, problem: null });
      const hello = (json.nested as { deeper: { filecontent: string }[] }).deeper[0]!.filecontent;
      expect(await readFile(files.get(hello)!.tempPath!, 'utf8')).toBe('hello');
    }
  });

  it('keeps nothing of a file whose base64 is invalid, and removes the temporary files when asked', async () => {
    const { request, hooks, dir } = await spool(
      '{"f":[{"filecontent":"aGVs$G8="},{"filecontent":"aGk="}]}',
      5,
    );
    const files = [...spoolOf(request).files.values()];
    expect(files.map((f) => f.problem)).toEqual(['base64', null]);
    await hooks.onSend(request, {} as FastifyReply, 'réponse');
    expect(await readdir(path.join(dir, 'files', 'incoming'))).toEqual([]);
  });

  it('answers 413 past the body limit and 400 on a body cut inside a string', async () => {
    await expect(spool(`{"filecontent":"${'A'.repeat(5000)}"}`, 100, 1000)).rejects.toMatchObject({
      statusCode: 413,
    });
    await expect(spool('{"tenderFiles":[{"filecontent":"aGVs', 3)).rejects.toMatchObject({
      statusCode: 400,
    });
  });
});
