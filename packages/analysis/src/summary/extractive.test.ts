import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { NEEDS_SHARED_CORPUS, corpusPath, inCorpus } from '../../test/corpus';
import { closeTextWorkers, extractText } from '../text';
import { summariseExtractive } from '.';

async function textOf(relative: string): Promise<string> {
  const result = await extractText({
    path: relative.split('/').pop()!,
    bytes: readFileSync(corpusPath(relative)),
  });
  return result.pages.map((page) => page.text).join('\n');
}

afterAll(() => closeTextWorkers());

describe('summariseExtractive', () => {
  it('summarises an RC: object as title, type, deadline date, buyer, sentences of the text', async () => {
    const text = await textOf('rc/grenoble-inp-2026FCSSA0025/RC_2026FCSSA0025.pdf');
    const summary = summariseExtractive(text);
    expect(summary.title).toMatch(/machine de prototypage de circuits/);
    expect(summary.metadata).toEqual({
      type: 'Règlement de la consultation',
      date: '15/07/2026',
      author: 'Institut polytechnique de Grenoble',
    });
    expect(summary.summary.length).toBeGreaterThan(100);
    expect(summary.summary.length).toBeLessThanOrEqual(900);
    const flat = text.replace(/\s+/g, ' ');
    const first = summary.summary.split(/(?<=\.)\s/)[0]!;
    expect(flat).toContain(first.slice(0, 60));
  });

  const CCP = 'cctp/camp-des-milles/CCP-gardiennage-surveillance.pdf';
  it.skipIf(!inCorpus(CCP))(`gives at most three factual key points ${NEEDS_SHARED_CORPUS}`, async () => {
    const summary = summariseExtractive(await textOf(CCP));
    expect(summary.keyPoints.length).toBeGreaterThan(0);
    expect(summary.keyPoints.length).toBeLessThanOrEqual(3);
    for (const point of summary.keyPoints) expect(point).toMatch(/\d/);
    expect(summary.metadata.type).toMatch(/CCP/);
  });

  it('leaves contact details and page furniture out of the summary', () => {
    const summary = summariseExtractive(
      readFileSync(corpusPath('notices-2020/35613020_T455645555.txt'), 'utf8'),
    );
    expect(summary.title).toMatch(/LAVEUSE ESSOREUSE/);
    expect(summary.summary).not.toMatch(/https?:|courriel/i);
    expect(summary.metadata.type).toBe('Avis de marché');
  });

  it('answers an empty document with the untitled fallback', () => {
    const summary = summariseExtractive('   \n ');
    expect(summary.title).toBe('Document sans titre');
    expect(summary.keyPoints).toEqual([]);
    expect(summary.metadata).toEqual({ type: 'Document', date: '', author: '' });
  });
});
