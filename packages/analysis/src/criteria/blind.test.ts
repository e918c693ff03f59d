import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { keptAside, scoreDocument } from '../../eval/score';
import type { AnswerEntry } from '../../eval/score';
import { extractPonderation } from '.';

// The blind texts of eval/blind: notices and RCs written, with their answer keys, by writers who saw
// neither the extractor nor the corpus. Their tuning part (two texts in three, by file name) is read
// exactly here, top-level weights and weighted sub-criteria; the part kept aside is only measured, by
// `npm run eval -- --corpus eval/blind`, and its misses are not examined.

const blind = new URL('../../eval/blind/', import.meta.url);
const NAME_MISS = /» attendu \S+, obtenu /;

function tuningTexts(set: string): { file: string; entries: AnswerEntry[] }[] {
  const entries = JSON.parse(readFileSync(new URL(`answers/${set}`, blind), 'utf8')) as AnswerEntry[];
  const files = [...new Set(entries.map((entry) => entry.file))].sort();
  return files
    .filter((_, index) => !keptAside(index))
    .map((file) => ({ file, entries: entries.filter((entry) => entry.file === file) }));
}

/**
 * The sets whose tuning part is read exactly. A set is written blind, measured once as it comes
 * (README), then tuned on and added here; until then its tuning part is only measured.
 */
const TUNED = ['notices.json', 'rc.json'];

describe.each(TUNED)('blind texts of %s, tuning part', (set) => {
  it.each(tuningTexts(set))('$file', ({ file, entries }) => {
    const text = readFileSync(new URL(file, blind), 'utf8');
    const name = file.split('/').pop()!;
    const ponderation = extractPonderation([{ path: name, pages: [{ file: name, page: 1, text }] }], name);
    // Weights and sub-criteria as in the key; names are measured by the eval only.
    const misses = scoreDocument(file, entries, ponderation).misses.filter((miss) => !NAME_MISS.test(miss));
    expect(misses).toEqual([]);
  });
});
