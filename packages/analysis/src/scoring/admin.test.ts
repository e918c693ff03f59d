import type { Ponderation } from '@mieux-disant/domain';
import { describe, expect, it } from 'vitest';
import { administrativeDocuments } from './admin';

const ponderation = (pieces: string[] | undefined): Ponderation => ({
  Constantes: pieces ? { 'Pièces à fournir': pieces } : {},
  Résumé: '',
  Critères: {},
});

const doc = (path: string, ...pages: string[]) => ({
  path,
  pages: pages.map((text, i) => ({ file: path, page: i + 1, text })),
});

describe('administrativeDocuments', () => {
  it('checks only the pieces the RC lists, nothing of a fixed list', () => {
    const { documents } = administrativeDocuments(
      ponderation(['Cadre de réponse financier', 'Cadre de réponse technique et environnemental (CRTE)']),
      [
        doc('CRF.xlsx'),
        doc('Réponse technique.pdf', 'CADRE DE RÉPONSE TECHNIQUE ET ENVIRONNEMENTAL\nSommaire'),
      ],
      'CRF.xlsx',
    );
    expect(Object.keys(documents)).toEqual([
      'Cadre de réponse financier',
      'Cadre de réponse technique et environnemental (CRTE)',
    ]);
    expect(documents['Cadre de réponse financier']).toEqual({
      présent: true,
      détail: 'Trouvé : CRF.xlsx (DQE désigné).',
    });
    expect(documents['Cadre de réponse technique et environnemental (CRTE)']).toEqual({
      présent: true,
      détail: 'Trouvé : Réponse technique.pdf, page 1 (titre de la page).',
    });
  });

  it('has nothing to check when the RC lists no piece', () => {
    expect(administrativeDocuments(ponderation(undefined), [doc('DC1.pdf')], 'DQE.xlsx').documents).toEqual(
      {},
    );
  });

  it('finds a piece by the title of the page that is it, with the file and page', () => {
    const { documents } = administrativeDocuments(
      ponderation(['Attestation de vigilance URSSAF', 'KBIS']),
      [doc('scan_0001.pdf', 'Page de garde', 'ATTESTATION DE VIGILANCE\nDélivrée le 2 mars 2026')],
      'DQE.xlsx',
    );
    expect(documents['Attestation de vigilance URSSAF']).toEqual({
      présent: true,
      détail: 'Trouvé : scan_0001.pdf, page 2 (titre de la page).',
    });
    expect(documents['KBIS']).toMatchObject({ présent: false });
  });

  it('does not count a piece whose name is only mentioned inside another document', () => {
    const memoire = doc(
      'Mémoire technique.pdf',
      'MÉMOIRE TECHNIQUE\nEntreprise Alpha\nNous avons lu attentivement le CCTP signé et l’acte d’engagement.',
      'Planning\nLe CCTP signé est joint. Attestation de vigilance URSSAF à jour.',
    );
    const { documents } = administrativeDocuments(
      ponderation(['CCTP signé', 'Acte d’engagement', 'Attestation de vigilance URSSAF']),
      [memoire],
      'DQE.xlsx',
    );
    expect(documents['CCTP signé']).toMatchObject({ présent: false });
    expect(documents['Acte d’engagement']).toMatchObject({ présent: false });
    expect(documents['Attestation de vigilance URSSAF']).toMatchObject({ présent: false });
  });

  it('recognises a piece of the RC’s own wording by its main words in a file name or page title', () => {
    const { documents } = administrativeDocuments(
      ponderation(['Déclaration appropriée de banques', 'CCTP signé']),
      [doc('05 - Déclaration appropriée banque.pdf', 'Lettre'), doc('CCTP signé.pdf', 'CAHIER DES CLAUSES')],
      'DQE.xlsx',
    );
    expect(documents['Déclaration appropriée de banques']).toEqual({
      présent: true,
      détail: 'Trouvé : 05 - Déclaration appropriée banque.pdf, page 1 (nom du fichier).',
    });
    expect(documents['CCTP signé']?.['présent']).toBe(true);
  });

  it('accepts the DUME for DC1 and DC2, both forms for the DUME, and a declaration inside its form', () => {
    const dume = administrativeDocuments(
      ponderation(['Lettre de candidature (DC1)', 'Déclaration sur l’honneur']),
      [doc('DUME.pdf', 'DOCUMENT UNIQUE DE MARCHÉ EUROPÉEN')],
      'DQE.xlsx',
    ).documents;
    expect(dume['Lettre de candidature (DC1)']).toEqual({
      présent: true,
      détail: 'Remplacé par le DUME : DUME.pdf, page 1 (nom du fichier).',
    });
    expect(dume['Déclaration sur l’honneur']?.['détail']).toMatch(
      /^Contenu dans le formulaire DC1.*|^Contenu dans le formulaire DUME/,
    );
    const forms = administrativeDocuments(
      ponderation(['DUME', "Déclaration concernant le chiffre d'affaires"]),
      [doc('DC1.pdf'), doc('dc2.docx')],
      'DQE.xlsx',
    ).documents;
    expect(forms['DUME']).toEqual({
      présent: true,
      détail: 'Remplacé par les DC1 et DC2 : DC1.pdf (nom du fichier) ; dc2.docx (nom du fichier).',
    });
    expect(forms["Déclaration concernant le chiffre d'affaires"]).toEqual({
      présent: true,
      détail: 'Contenu dans le formulaire DC2 (déclaration du candidat) : dc2.docx (nom du fichier).',
    });
  });
});
