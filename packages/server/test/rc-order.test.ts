import type { CompanyAnalysis, Ponderation, PonderationCriterion } from '@mieux-disant/domain';
import { describe, expect, it } from 'vitest';
import { analyses, tenders } from '../src/db/schema';
import { databaseKinds, setupServer } from './harness';

const entry = (weight: number, subs?: Record<string, PonderationCriterion>): PonderationCriterion => ({
  Détails: '',
  Pondération: weight,
  Évaluation: { Formule: { Expression: '', Variables: {} } },
  ...(subs ? { 'Sous-critères': subs } : {}),
});

describe.each(databaseKinds)('the RC order of criteria and pieces (%s)', (kind) => {
  const server = setupServer(kind);

  it('keeps criteria, sub-criteria and required pieces in the order the RC gives them', async () => {
    const user = await server.createUser({ plan: 'Standard', credits: 600 });
    // Keys a jsonb column would sort by length: the longest first here, so any sorting shows.
    const ponderation: Ponderation = {
      Constantes: { 'Pièces à fournir': ['Cadre de réponse financier', 'DC1'] },
      Résumé: '',
      Critères: {
        Environnement: entry(10),
        Technique: entry(50, { 'Performances du procédé de fabrication': entry(30), Finesse: entry(20) }),
        Financier: entry(40),
      },
    };
    const [tender] = await server.ctx.db
      .insert(tenders)
      .values({ companyId: user.companyId, title: 'Ordre', status: 'phase2_done', ponderation })
      .returning();
    const documents = {
      'Cadre de réponse technique et environnemental (CRTE)': { présent: true, détail: '' },
      DC1: { présent: false, détail: '' },
    };
    const category = { note: '10/20', détail: '', points_positifs: [], points_négatifs: [] };
    const analysis: CompanyAnalysis = {
      id: 'alpha',
      compagnie: 'Alpha',
      Administratif: { documents },
      Technique: category,
      Financier: category,
      Méthodologie: category,
      Délais: { planning: {} },
      Evaluation_globale: { note: '50/100', points_positifs: [], points_négatifs: [] },
      Références: { liste_références: [] },
    };
    await server.ctx.db.insert(analyses).values({ tenderId: tender!.id, analysis, rank: 1 });
    const detail = await server.call('GET', `/api/tender/tender/${tender!.id}`, { token: user.token });
    const read = detail.body.ponderation as Ponderation;
    expect(Object.keys(read['Critères'])).toEqual(['Environnement', 'Technique', 'Financier']);
    expect(Object.keys(read['Critères']['Technique']!['Sous-critères']!)).toEqual([
      'Performances du procédé de fabrication',
      'Finesse',
    ]);
    const results = await server.call('GET', `/api/tender/analysis_results/${tender!.id}`, {
      token: user.token,
    });
    expect(Object.keys(results.body[0].Administratif.documents)).toEqual(Object.keys(documents));
  });
});
