import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NEEDS_SHARED_CORPUS, corpusUrl } from '../../test/corpus';
import { CHUNK_CHARS, chunkText } from './chunk';

/** A company's document: in the shared corpus only. */
const MEMOIR = corpusUrl('candidate/aquareel/memoire/');

/** The guarantees of chunkText: no chunk over the limit, nothing lost, nothing duplicated, none blank. */
function expectSound(text: string, max: number): string[] {
  const chunks = chunkText(text, max);
  expect(chunks.join('')).toBe(text);
  for (const chunk of chunks) {
    expect(chunk.length).toBeLessThanOrEqual(max);
    expect(chunk.length).toBeGreaterThan(0);
  }
  return chunks;
}

describe('chunkText', () => {
  it('cuts 2000 units of 4 characters by default', () => {
    expect(CHUNK_CHARS).toBe(8000);
    const text = `${'a'.repeat(7000)}\n\n${'b'.repeat(7000)}`;
    expect(chunkText(text).map((chunk) => chunk.length)).toEqual([7002, 7000]);
  });

  it('keeps a short text whole', () => {
    expect(chunkText('Un seul paragraphe.', 100)).toEqual(['Un seul paragraphe.']);
  });

  it('gives no chunk for a blank text', () => {
    expect(chunkText('')).toEqual([]);
    expect(chunkText(' \n\n \t')).toEqual([]);
  });

  it('packs whole paragraphs, cutting on blank lines', () => {
    const text = 'Premier paragraphe.\n\nDeuxième paragraphe.\n\nTroisième.';
    expect(expectSound(text, 45)).toEqual(['Premier paragraphe.\n\nDeuxième paragraphe.\n\n', 'Troisième.']);
  });

  it('treats a line with only spaces as a blank line', () => {
    expect(expectSound('Un.\n  \nDeux.', 7)).toEqual(['Un.\n  \n', 'Deux.']);
  });

  it('splits an oversized paragraph on sentence ends', () => {
    const text = 'Première phrase. Deuxième phrase ! Troisième phrase ? Fin…  Suite.';
    expect(expectSound(text, 36)).toEqual([
      'Première phrase. Deuxième phrase ! ',
      'Troisième phrase ? Fin…  Suite.',
    ]);
  });

  it('keeps closing quotes with their sentence', () => {
    expect(expectSound('Il a dit « oui. » Puis non.', 18)).toEqual(['Il a dit « oui. » ', 'Puis non.']);
  });

  it('cuts an oversized sentence at a space', () => {
    expect(expectSound('mot '.repeat(10).trim(), 12)).toEqual([
      'mot mot mot ',
      'mot mot mot ',
      'mot mot mot ',
      'mot',
    ]);
  });

  it('cuts a word longer than the limit at the limit', () => {
    expect(expectSound('x'.repeat(25), 10)).toEqual(['x'.repeat(10), 'x'.repeat(10), 'x'.repeat(5)]);
  });

  it('never splits a character outside the basic plane', () => {
    const text = '😀'.repeat(6);
    const chunks = expectSound(text, 5);
    for (const chunk of chunks) expect(chunk).toMatch(/^(?:😀)+$/u);
  });

  it('refuses a limit below 2', () => {
    expect(() => chunkText('abc', 1)).toThrow(RangeError);
    expect(() => chunkText('abc', 2.5)).toThrow(RangeError);
  });

  it.skipIf(!MEMOIR)(`loses and duplicates nothing of a real candidate memoir ${NEEDS_SHARED_CORPUS}`, () => {
    const folder = MEMOIR!;
    const text = readdirSync(folder)
      .filter((name) => name.endsWith('.md'))
      .sort()
      .map((name) => readFileSync(new URL(name, folder), 'utf8'))
      .join('\n\n');
    expect(text.length).toBeGreaterThan(20000);
    for (const max of [CHUNK_CHARS, 1000, 97]) expectSound(text, max);
    expect(chunkText(text).length).toBeGreaterThan(1);
  });
});

describe('chunkText on generated texts', () => {
  /** A small deterministic generator (mulberry32), so a failure can be replayed. */
  function random(seed: number): () => number {
    let state = seed;
    return () => {
      state = (state + 0x6d2b79f5) | 0;
      let t = Math.imul(state ^ (state >>> 15), 1 | state);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  const pieces = [
    'Lot',
    'prix',
    'é',
    '😀',
    'délai.',
    'fin !',
    '« oui. »',
    ' ',
    '  ',
    '\n',
    '\n\n',
    '\n \n',
    'x'.repeat(40),
    '…',
    '?',
  ];

  it('keeps every guarantee for 300 random texts and limits', () => {
    for (let seed = 1; seed <= 300; seed += 1) {
      const next = random(seed);
      const length = Math.floor(next() * 400);
      const text = Array.from({ length }, () => pieces[Math.floor(next() * pieces.length)]).join('');
      const max = 2 + Math.floor(next() * 120);
      const chunks = chunkText(text, max);
      if (text.trim() === '') {
        expect(chunks).toEqual([]);
        continue;
      }
      expect(chunks.join(''), `seed ${seed}`).toBe(text);
      for (const chunk of chunks) {
        expect(chunk.length, `seed ${seed}`).toBeLessThanOrEqual(max);
        expect(chunk.length, `seed ${seed}`).toBeGreaterThan(0);
        expect(/^[\uDC00-\uDFFF]/.test(chunk), `seed ${seed}: split surrogate pair`).toBe(false);
      }
    }
  });
});
