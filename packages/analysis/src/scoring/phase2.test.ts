import { noteFraction } from '@mieux-disant/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLS, NEEDS_SHARED_CORPUS, inCorpus } from '../../test/corpus';
import { aquareelCompany, aquareelPonderation, generatedCompany } from '../../test/fixtures/companies';
import type { CompaniesResult } from '../engine/types';
import { closeTextWorkers } from '../text';
import { analyseCompanies } from './phase2';

const GOOD_MEMOIRE = `# Mémoire technique

Nous nous engageons à corriger les anomalies bloquantes de maintenance corrective sous 4 heures. Notre équipe de 3 ingénieurs assure la maintenance évolutive avec des tests de non-régression systématiques.

La haute disponibilité repose sur la réplication SQL Server entre sites ; la sécurité et le RGPD sont suivis par notre RSSI. La réversibilité est garantie par un plan de transfert de 2 mois.

Planning : phase d'initialisation du 05/01/2026 au 30/04/2026, puis maintenance.`;

/** The candidate is a company's document, and the 6-column DPGF a firm's: the shared corpus only. */
const CANDIDATE = inCorpus('candidate/aquareel/', BILLS.sixColumns);
const SUITE = `phase 2 on the corpus candidate and generated companies ${NEEDS_SHARED_CORPUS}`;

describe.skipIf(!CANDIDATE)(SUITE, () => {
  let result: CompaniesResult;
  beforeAll(async () => {
    const companies = [
      await aquareelCompany('Aquaréel Conseil', { seed: 1 }),
      await generatedCompany(
        'Bâtisseurs Réunis',
        GOOD_MEMOIRE,
        { seed: 1, priceFactor: 0.9, arithmeticError: { line: 2, delta: 100 } },
        ['DC1.pdf', 'DC2.pdf', 'Kbis.pdf', 'attestation-urssaf.pdf'],
        BILLS.sixColumns,
      ),
      await generatedCompany(
        'Rabais Express',
        'Nous ferons de notre mieux.',
        { seed: 1, cheapOutlier: { line: 4, factor: 0.01 }, missingLines: [6], missingPrices: [8] },
        [],
        BILLS.sixColumns,
      ),
    ];
    result = await analyseCompanies({ ponderation: aquareelPonderation, companies }, undefined);
  });
  afterAll(() => closeTextWorkers());

  const analysis = (name: string) => result.analyses.find((a) => a.compagnie === name)!;

  it('gives one offer per company with its global price from the bill', () => {
    expect(result.offers.map((o) => o.name)).toEqual([
      'Aquaréel Conseil',
      'Bâtisseurs Réunis',
      'Rabais Express',
    ]);
    expect(result.offers.every((o) => o.global_price !== null)).toBe(true);
  });

  it('reports the seeded bill errors per company, missing lines included', () => {
    expect(result.checks['Bâtisseurs Réunis']?.map((c) => c.kind)).toEqual(['arithmetic']);
    const kinds = result.checks['Rabais Express']?.map((c) => c.kind).sort();
    expect(kinds).toEqual(['missing_line', 'missing_price']);
    expect(result.checks['Aquaréel Conseil']).toEqual([]);
  });

  it('applies the RC price formula exactly: the cheapest offer gets 20/20, the others Pmin / P', () => {
    const prices = result.offers.map((o) => Number(o.global_price));
    const min = Math.min(...prices);
    for (const offer of result.offers) {
      const note = noteFraction(analysis(offer.name).Financier.note)!;
      expect(note.value.toNumber()).toBeCloseTo((20 * min) / Number(offer.global_price), 2);
    }
    expect(analysis('Bâtisseurs Réunis').Financier['détail']).toMatch(
      /Formule du RC appliquée : 40 \* Pmin \/ P/,
    );
  });

  it('scores the mémoire indicatively, quoting passages with their file and page', () => {
    const real = analysis('Aquaréel Conseil').Technique;
    const empty = analysis('Rabais Express').Technique;
    expect(noteFraction(real.note)!.value.toNumber()).toBeGreaterThan(
      noteFraction(empty.note)!.value.toNumber(),
    );
    expect(real['détail']).toMatch(/indicative/);
    expect(real.points_positifs?.[0]).toMatch(/« .+ » \(memoire\/\d\d.*\.md, p\. 1\)/);
    expect(empty['points_négatifs']?.length).toBeGreaterThan(0);
  });

  it('lists the administrative documents of the RC each company provided', () => {
    const docs = analysis('Bâtisseurs Réunis').Administratif.documents;
    expect(docs['DC1']?.['présent']).toBe(true);
    // Only the pieces this RC lists: a Kbis or an URSSAF certificate it does not ask for is not checked.
    expect(Object.keys(docs)).toEqual(['DC1', 'DC2', 'Acte d’engagement', 'Mémoire technique', 'BPU']);
    expect(docs['Acte d’engagement']?.['présent']).toBe(false);
    expect(analysis('Rabais Express').Administratif.documents['DC1']?.['présent']).toBe(false);
  });

  it('finds planning dates and durations', () => {
    const steps = Object.values(analysis('Bâtisseurs Réunis')['Délais'].planning);
    expect(steps.some((s) => s['début'] === '2026-01-05' && s.fin === '2026-04-30')).toBe(true);
    expect(Object.keys(analysis('Aquaréel Conseil')['Délais'].planning).length).toBeGreaterThan(0);
  });

  it('ranks the companies on the weighted overall note out of 100', () => {
    const notes = result.analyses.map((a) => noteFraction(a.Evaluation_globale.note)!);
    expect(notes.every((n) => n.outOf.toNumber() === 100)).toBe(true);
    expect(result.analyses.map((a) => a.rang)).toEqual([1, 2, 3]);
    const values = notes.map((n) => n.value.toNumber());
    expect([...values].sort((a, b) => b - a)).toEqual(values);
    expect(result.analyses.at(-1)?.compagnie).toBe('Rabais Express');
    const technique = noteFraction(analysis('Aquaréel Conseil').Technique.note)!.value.toNumber();
    const financier = noteFraction(analysis('Aquaréel Conseil').Financier.note)!.value.toNumber();
    expect(
      notes[result.analyses.findIndex((a) => a.compagnie === 'Aquaréel Conseil')]!.value.toNumber(),
    ).toBeCloseTo(technique * 3 + financier * 2, 1);
  });
});
