import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type {
  CompanyAnalysis,
  FinancialOffer,
  Ponderation,
  PonderationCriterion,
} from '@mieux-disant/domain';
import { attachmentHeader, reportFileName, reportModel } from './model';
import { reportPdf } from './pdf';
import { reportXlsx } from './xlsx';

const entry = (weight: number, extra: Partial<PonderationCriterion> = {}): PonderationCriterion => ({
  Détails: '',
  Pondération: weight,
  Évaluation: { Formule: { Expression: '', Variables: {} } },
  ...extra,
});

const ponderation: Ponderation = {
  Constantes: {},
  Résumé: '',
  Critères: {
    Financier: entry(40, { Libellé: 'Prix des prestations' }),
    Technique: entry(50, {
      Libellé: 'Valeur technique',
      'Sous-critères': {
        Méthodologie: entry(25, { Nom: 'Méthodologie' }),
        'Qualité des matériaux': entry(15, { Nom: 'Qualité' }),
        'Délais d’exécution': entry(10, { Nom: 'Délais' }),
      },
    }),
    Environnement: entry(10),
  },
};

function company(name: string, overall: string, price: string, subs: string[]): CompanyAnalysis {
  return {
    id: name,
    compagnie: name,
    Administratif: {
      documents: {
        'Acte d’engagement': { présent: true, détail: 'AE.pdf, page 1' },
        'Mémoire technique': { présent: name === 'Alpha', détail: name === 'Alpha' ? 'MT.pdf, page 1' : '' },
      },
    },
    Technique: { note: '14/20', détail: '' },
    Financier: { note: price, détail: 'Formule' },
    Méthodologie: { note: 'N/A', détail: '' },
    Délais: { planning: {} },
    Environnement: { note: '12/20', détail: '' },
    Evaluation_globale: { note: overall, points_positifs: [], points_négatifs: [] },
    Références: { liste_références: [] },
    Critères: {
      Technique: {
        note: '',
        détail: '',
        'Sous-critères': {
          Méthodologie: { note: subs[0] ?? '', détail: '' },
          'Qualité des matériaux': { note: subs[1] ?? '', détail: '' },
          'Délais d’exécution': { note: subs[2] ?? '', détail: '' },
        },
      },
    },
  };
}

const offer = (name: string, unitPrice: string): FinancialOffer => ({
  name,
  global_price: '470392.70',
  items: [
    {
      priceNumber: '1.1',
      description: 'Installation de chantier',
      unit: 'ens',
      estimatedQuantity: '171.7',
      unitPrice,
      totalPrice: '',
    },
  ],
});

const model = reportModel({
  title: 'Réhabilitation: école / lot 1',
  ponderation,
  analyses: [
    company('Beta', '61.5/100', '15/20', ['10/20', '10/20', '10/20']),
    company('Alpha', '74.45/100', '18.6/20', ['16/20', '14/20', '18/20']),
  ],
  offers: [offer('Alpha', '1234.5'), offer('Beta', '1300')],
  now: '2026-11-23T23:30:00Z',
});

describe('reportModel', () => {
  it('ranks the companies and gives each note on its criterion weight', () => {
    expect(model.companies.map((c) => c.compagnie)).toEqual(['Alpha', 'Beta']);
    expect(model.columns.map((c) => [c.label, c.weight])).toEqual([
      ['Prix des prestations', 40],
      ['Valeur technique', 50],
      ['Méthodologie', 25],
      ['Qualité des matériaux', 15],
      ['Délais d’exécution', 10],
      ['Environnement', 10],
    ]);
    expect(model.companies[0]?.noteTexts).toEqual(['37,2/40', '39,5/50', '20/25', '10,5/15', '9/10', '6/10']);
  });
});

describe('reportXlsx', () => {
  it('writes one sheet per view, French headers, and numbers with French formats', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await reportXlsx(model)) as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((w) => w.name)).toEqual([
      'Synthèse',
      'Critères',
      'Notes',
      'Prix',
      'Documents',
      'Exigences',
    ]);
    const notes = workbook.getWorksheet('Notes')!;
    expect(notes.getRow(1).values).toEqual([
      undefined,
      'Rang',
      'Entreprise',
      'Prix des prestations (40 pts)',
      'Valeur technique (50 pts)',
      'Valeur technique › Méthodologie (25 pts)',
      'Valeur technique › Qualité des matériaux (15 pts)',
      'Valeur technique › Délais d’exécution (10 pts)',
      'Environnement (10 pts)',
      'Note globale (sur 100)',
    ]);
    const alpha = notes.getRow(2);
    expect(alpha.getCell(2).value).toBe('Alpha');
    expect(alpha.getCell(3).value).toBe(37.2);
    expect(alpha.getCell(3).numFmt).toBe('0.00');
    expect(alpha.getCell(9).value).toBe(74.45);
    const prices = workbook.getWorksheet('Prix')!;
    expect(prices.getRow(2).getCell(4).value).toBe(171.7);
    expect(prices.getRow(2).getCell(5).value).toBe(1234.5);
    expect(prices.getRow(2).getCell(5).numFmt).toBe('#,##0.00 "€"');
    const synthesis = workbook.getWorksheet('Synthèse')!;
    const header = synthesis.getRow(6);
    expect(header.getCell(4).value).toBe('Prix global HT');
    expect(synthesis.getRow(7).getCell(4).value).toBe(470392.7);
    const criteria = workbook.getWorksheet('Critères')!;
    expect(criteria.getRow(3).values).toEqual([undefined, 'Valeur technique', '', 'Technique', 50]);
    const documents = workbook.getWorksheet('Documents')!;
    expect(documents.getRow(5).values).toEqual([undefined, 'Beta', 'Mémoire technique', 'Non', '']);
  });
});

describe('reportXlsx requirement sheet', () => {
  it('compares the companies requirement by requirement, with each evidence and the mémoire specificity', async () => {
    const requirement = (statut: 'couvert' | 'non couvert') => ({
      id: 'Technique-1-01',
      critère: 'Technique',
      sous_critère: 'Moyens humains',
      exigence: 'Les agents devront nager 25 mètres.',
      source: 'CCTP.pdf, p. 5',
      statut,
      réponse: '',
      preuves:
        statut === 'couvert' ? [{ fichier: 'memoire.pdf', page: 2, texte: '6 agents nagent 25 mètres' }] : [],
    });
    const specificity = (share: number) => ({
      part_spécifique: share,
      mémoire_générique: share < 40,
      détail: `${share} % propre au marché`,
      passages_génériques: [],
    });
    const withCoverage = reportModel({
      title: 'Gardiennage',
      ponderation,
      analyses: [
        {
          ...company('Alpha', '74.45/100', '18.6/20', []),
          Exigences: [requirement('couvert')],
          Spécificité: specificity(96),
        },
        {
          ...company('Beta', '61.5/100', '15/20', []),
          Exigences: [requirement('non couvert')],
          Spécificité: specificity(12),
        },
      ],
      offers: [],
      now: '2026-11-23T23:30:00Z',
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await reportXlsx(withCoverage)) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Exigences')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Critère',
      'Sous-critère',
      'Exigence',
      'Source',
      'Alpha - couverture',
      'Alpha - preuve',
      'Beta - couverture',
      'Beta - preuve',
    ]);
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      'Technique',
      'Moyens humains',
      'Les agents devront nager 25 mètres.',
      'CCTP.pdf, p. 5',
      'Couvert',
      '« 6 agents nagent 25 mètres » (memoire.pdf, p. 2)',
      'Non couvert',
      '',
    ]);
    expect(sheet.getRow(5).values).toEqual([
      undefined,
      'Beta',
      'Part spécifique du mémoire',
      '12 % - mémoire générique',
      '12 % propre au marché',
    ]);
  });
});

describe('reportPdf', () => {
  it('holds every criterion label and French numbers', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'report-'));
    const file = path.join(dir, 'report.pdf');
    writeFileSync(file, await reportPdf(model));
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    for (const column of model.columns) expect(text).toContain(column.label);
    expect(text).toContain('37,2/40');
    expect(text).toContain('74,45');
    expect(text).not.toContain('Evaluation_globale');
  });
});

describe('report file name', () => {
  it('is made of the title and the Paris day, without characters a file system refuses', () => {
    expect(reportFileName(model.title, model.generatedOn, 'xlsx')).toBe(
      'Analyse - Réhabilitation école lot 1 - 2026-11-24.xlsx',
    );
    expect(reportFileName('  ', '2026-01-05T10:00:00Z', 'pdf')).toBe('Analyse - Sans titre - 2026-01-05.pdf');
  });

  it('is sent with an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentHeader('Analyse - Réhab - 2026-11-24.pdf')).toBe(
      `attachment; filename="Analyse - Rehab - 2026-11-24.pdf"; filename*=UTF-8''Analyse%20-%20R%C3%A9hab%20-%202026-11-24.pdf`,
    );
  });
});
