import { readdir, readFile } from 'node:fs/promises';
import { noteFraction, type CompanyAnalysis } from '@mieux-disant/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEEDS_SHARED_CORPUS, corpusUrl } from '../../test/corpus';
import { aquareelCompany, aquareelPonderation } from '../../test/fixtures/companies';
import { closeTextWorkers, type PageText } from '../text';
import { allQuotes, PageIndex, type DroppedQuote } from './citations';
import { analyseCompanies } from './phase2';

const folder = corpusUrl('candidate/aquareel/');
const present = folder !== null;
/** A file of the Aquaréel folder (only called when it is present). */
const at = (relative: string) => new URL(relative, folder!);
const CCTP = 'CCTP_Aquareel_2025_vd.md';

async function markdownPages(dir: string, prefix: string): Promise<PageText[]> {
  const files = (await readdir(at(dir))).filter((f) => f.endsWith('.md'));
  return Promise.all(
    files.map(async (f) => ({
      file: `${prefix}${f}`,
      page: 1,
      text: await readFile(at(`${dir}${f}`), 'utf8'),
    })),
  );
}

describe.skipIf(!present)(
  `phase 2 on the real Aquaréel candidate against the buyer's CCTP ${NEEDS_SHARED_CORPUS}`,
  () => {
    let analysis: CompanyAnalysis;
    const dropped: DroppedQuote[] = [];
    beforeAll(async () => {
      const tender = [{ path: CCTP, bytes: new Uint8Array(await readFile(at(`dce/${CCTP}`))) }];
      const company = await aquareelCompany('Aquaréel Conseil', { seed: 1 });
      const result = await analyseCompanies(
        { ponderation: aquareelPonderation, companies: [company], tender },
        undefined,
        {
          log: (_, quotes) => dropped.push(...quotes),
        },
      );
      analysis = result.analyses[0]!;
    });
    afterAll(() => closeTextWorkers());

    it('reads like an evaluator’s grid: CCTP requirement with its file, what the company offers, where', () => {
      const cctp = analysis.Exigences!.filter((e) => e.source === `${CCTP}, p. 1`);
      expect(cctp.length).toBeGreaterThanOrEqual(10);
      const lines = analysis.Technique['détail'].split('\n');
      const grid = lines.filter((l) => /^(Couvert|Partiel|Non couvert) — /.test(l));
      expect(grid.length).toBe(analysis.Exigences!.length);
      const covered = grid.filter((l) => l.startsWith('Couvert — '));
      expect(covered.length).toBeGreaterThan(grid.length / 2);
      for (const line of covered)
        expect(line).toMatch(/ \[.+\] → Répond avec .+ « .+ » \(memoire\/[\w-]+\.md, p\. 1\)$/);
      const reversibility = grid.find((l) => l.includes('réversibilité ne doit pas dépasser 2 mois'));
      expect(reversibility).toMatch(/^Couvert — .*« .*2 mois.* » \(memoire\/\d\d\.md, p\. 1\)$/);
      expect(noteFraction(analysis.Technique.note)!.value.toNumber()).toBeGreaterThan(12);
    });

    it('finds the mémoire written for this tender, not generic', () => {
      expect(analysis['Spécificité']!['mémoire_générique']).toBe(false);
      expect(analysis['Spécificité']!['part_spécifique']).toBeGreaterThan(70);
    });

    it('finds every quote verbatim on the page it cites', async () => {
      const pages = [...(await markdownPages('memoire/', 'memoire/')), ...(await markdownPages('dce/', ''))];
      const index = new PageIndex(pages);
      const quotes = allQuotes(analysis);
      expect(quotes.length).toBeGreaterThan(40);
      for (const quote of quotes) expect(index.has(quote), JSON.stringify(quote)).toBe(true);
      expect(dropped).toEqual([]);
    });
  },
);
