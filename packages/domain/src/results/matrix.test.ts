import { describe, expect, it } from 'vitest';
import { analysis } from './fixtures';
import { completenessMessage, matrixCell, matrixColumns } from './matrix';

describe('matrixColumns', () => {
  it('lists the categories with a note in any company, in the list order, global last', () => {
    const a = analysis('A', '70/100', { Délais: { planning: {}, note: '12/20' } });
    const b = analysis('B', '60/100', { Environnement: { note: '10/20', détail: '' } });
    expect(matrixColumns([a, b])).toEqual([
      'Technique',
      'Environnement',
      'Financier',
      'Méthodologie',
      'Délais',
      'Evaluation_globale',
    ]);
  });

  it('leaves out categories noted nowhere, and the identity fields', () => {
    const a = analysis('A', '70/100', { Technique: { note: '', détail: 'x' }, rang: 1 });
    expect(matrixColumns([a])).not.toContain('Technique');
    expect(matrixColumns([a])).not.toContain('Administratif');
    expect(matrixColumns([a])).not.toContain('rang');
  });

  it('places a category outside the list after the list', () => {
    const a = { ...analysis('A', '70/100'), Innovation: { note: '9/20', détail: '' } };
    expect(matrixColumns([a]).slice(-2)).toEqual(['Innovation', 'Evaluation_globale']);
  });

  it('has no column without companies', () => {
    expect(matrixColumns([])).toEqual([]);
  });
});

describe('matrixCell', () => {
  it('shows the note and its détail', () => {
    expect(matrixCell(analysis('A', '70/100'), 'Technique')).toEqual({
      note: '14/20',
      detail: 'Mémoire solide',
    });
  });

  it("shows 'N/A' and 'Détail non disponible' when the category is absent or empty", () => {
    expect(matrixCell(analysis('A', '70/100'), 'Sécurité')).toEqual({
      note: 'N/A',
      detail: 'Détail non disponible',
    });
    expect(
      matrixCell(analysis('A', '70/100', { Financier: { note: ' ', détail: '' } }), 'Financier'),
    ).toEqual({
      note: 'N/A',
      detail: 'Détail non disponible',
    });
  });

  it('shows the global note without détail', () => {
    expect(matrixCell(analysis('A', '70/100'), 'Evaluation_globale')).toEqual({
      note: '70/100',
      detail: 'Détail non disponible',
    });
  });
});

describe('completenessMessage', () => {
  it('says all documents are provided when each is present', () => {
    expect(completenessMessage(analysis('A', '1/1'))).toBe('Tous les documents requis sont fournis');
  });

  it('says some are missing when one is absent', () => {
    const a = analysis('A', '1/1', {
      Administratif: {
        documents: { DC1: { présent: true, détail: '' }, DC2: { présent: false, détail: 'Absent' } },
      },
    });
    expect(completenessMessage(a)).toBe('Certains documents sont manquants');
  });

  it('counts no required document as complete', () => {
    expect(completenessMessage(analysis('A', '1/1', { Administratif: { documents: {} } }))).toBe(
      'Tous les documents requis sont fournis',
    );
  });
});
