import type { CompanyAnalysis, Ponderation } from '@mieux-disant/domain';
import { describe, expect, it } from 'vitest';
import type { AnalysisReportInput, Block } from './analysisReport';
import { analysisReportBlocks } from './analysisReport';
import { analysisReportDocx } from './analysisReportDocx';
import { analysisReportPdf } from './analysisReportPdf';

const criterion = (label: string, weight: number) => ({
  Libellé: label,
  Détails: '',
  Pondération: weight,
  Évaluation: { Formule: { Expression: '', Variables: {} } },
});

const PONDERATION: Ponderation = {
  Constantes: { Objet: 'Entretien des espaces verts', 'Date de lancement': '2026-08-22' },
  Résumé: '',
  Critères: { Financier: criterion('Prix', 60), Technique: criterion('Valeur technique', 40) },
};

function analysis(name: string, global: string): CompanyAnalysis {
  const category = { note: '10/20', détail: `Détail ${name}` };
  return {
    id: name,
    compagnie: name,
    Administratif: { documents: {} },
    Technique: category,
    Financier: category,
    Méthodologie: category,
    Délais: { planning: {} },
    Evaluation_globale: { note: global, points_positifs: [], points_négatifs: [] },
    Références: { liste_références: [] },
  };
}

const INPUT: AnalysisReportInput = {
  title: 'Espaces verts',
  ponderation: PONDERATION,
  analyses: [analysis('Alpha', '50/100')],
  offers: [],
  audit: [],
  texts: { offres: '  ' },
  now: '2026-11-23T10:00:00.000Z',
};

const headings = (blocks: Block[]) => blocks.filter((b) => b.kind === 'heading').map((b) => b.text);
const text = (blocks: Block[]) =>
  blocks.map((b) => (b.kind === 'table' ? b.rows.flat().join(' ') : b.text)).join('\n');

describe('analysisReportBlocks', () => {
  it('follows the rapport de présentation: procedure to awardee, then the trail in annex', () => {
    expect(headings(analysisReportBlocks(INPUT))).toEqual([
      '1. Présentation de la procédure',
      '2. Critères d’attribution, pondérations et formules',
      '3. Contrôles de légalité des critères',
      '4. Offres reçues',
      '5. Analyse des offres : notes par critère',
      '6. Offres anormalement basses',
      '7. Classement des offres',
      "8. Proposition d'attribution",
      'Annexe : journal des modifications',
    ]);
  });

  it('reports the legal checks against the launch date, and says when it is unknown', () => {
    expect(text(analysisReportBlocks(INPUT))).toContain('NO_ENVIRONMENTAL_CRITERION');
    const unknown = { ...PONDERATION, Constantes: { Objet: 'Entretien des espaces verts' } };
    const blocks = analysisReportBlocks({ ...INPUT, ponderation: unknown });
    expect(text(blocks)).toContain('Date de lancement inconnue');
    expect(text(blocks)).not.toContain('NO_ENVIRONMENTAL_CRITERION');
  });

  it('leaves a defence or security contract out of the environmental rule, and says so', () => {
    const defence = {
      ...PONDERATION,
      Constantes: { ...PONDERATION.Constantes, 'Marché de défense ou de sécurité': 'oui' },
    };
    const blocks = analysisReportBlocks({ ...INPUT, ponderation: defence });
    expect(text(blocks)).not.toContain('NO_ENVIRONMENTAL_CRITERION');
    expect(text(blocks)).toContain(
      'Marché de défense ou de sécurité : la règle du critère environnemental ne s’applique pas.',
    );
    expect(text(blocks)).toContain('Marché de défense ou de sécurité Oui');
  });

  it('prints the default of a blank evaluator text', () => {
    expect(text(analysisReportBlocks(INPUT))).toContain('1 offre a été reçue et analysée : Alpha.');
  });

  it('renders the same blocks as PDF and then as DOCX (the PDF writer leaves them untouched)', async () => {
    const blocks = analysisReportBlocks(INPUT);
    const before = JSON.stringify(blocks);
    const pdf = await analysisReportPdf(blocks, INPUT.title);
    expect(JSON.stringify(blocks)).toBe(before);
    const docx = await analysisReportDocx(blocks, INPUT.title);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(docx.subarray(0, 2).toString()).toBe('PK');
  });
});
