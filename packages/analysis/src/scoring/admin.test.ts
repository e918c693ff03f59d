import type { Ponderation } from '@mieux-disant/domain';
import { describe, expect, it } from 'vitest';
import { administrativeDocuments } from './admin';

const ponderation = (pieces: string[]): Ponderation => ({
  Constantes: { 'Pièces à fournir': pieces },
  Résumé: '',
  Critères: {},
});

const doc = (path: string, text = '') => ({ path, pages: text ? [{ file: path, page: 1, text }] : [] });

describe('administrativeDocuments', () => {
  it('recognises documents by their file name and by their first page', () => {
    const { documents } = administrativeDocuments(
      ponderation(['Lettre de candidature (DC1)', 'Références de moins de 3 ans']),
      [
        doc('01 - DC1 signé.pdf'),
        doc('scan_0001.pdf', 'ATTESTATION DE VIGILANCE délivrée par l’URSSAF'),
        doc('DQE.xlsx'),
        doc('nos-references.pdf'),
      ],
      'DQE.xlsx',
    );
    expect(documents['Lettre de candidature (DC1)']).toEqual({
      présent: true,
      détail: 'Fourni : 01 - DC1 signé.pdf (reconnu par son nom).',
    });
    expect(documents['Attestation URSSAF']?.['détail']).toMatch(
      /scan_0001\.pdf \(reconnu par son contenu, p\. 1\)/,
    );
    expect(documents['Références de moins de 3 ans']?.['présent']).toBe(true);
    expect(documents['DQE / BPU']?.['présent']).toBe(true);
    expect(documents['Extrait Kbis']).toMatchObject({ présent: false });
    expect(documents['DC1 (lettre de candidature)']).toBeUndefined();
  });

  it('accepts the DUME in place of DC1 and DC2', () => {
    const { documents } = administrativeDocuments(ponderation([]), [doc('DUME.pdf')], 'DQE.xlsx');
    expect(documents['DC1 (lettre de candidature)']).toMatchObject({
      présent: true,
      détail: expect.stringMatching(/^Remplacé par le DUME/),
    });
  });

  it('takes DC1 and DC2 for the DUME whatever the RC calls them', () => {
    const { documents } = administrativeDocuments(
      ponderation(['Lettre de candidature (DC1)', 'Déclaration du candidat (DC2)', 'DUME']),
      [doc('DC1.pdf'), doc('dc2.docx')],
      'DQE.xlsx',
    );
    expect(documents['DUME']).toEqual({ présent: true, détail: 'Non requis : DC1 et DC2 fournis.' });
    expect(documents['Déclaration du candidat (DC2)']?.['présent']).toBe(true);
  });
});
