import { readFile } from 'node:fs/promises';
import type { Ponderation } from '@mieux-disant/domain';
import { describe, expect, it } from 'vitest';
import { NEEDS_SHARED_CORPUS, corpusPath, inCorpus } from '../../test/corpus';
import { documentValidity } from './validity';

const PONDERATION: Ponderation = {
  Constantes: {
    'Date limite': 'mardi 15 septembre 2026 à 12h00',
    'Pièces à fournir': ["Acte d'engagement signé", 'Extrait Kbis'],
  },
  Résumé: '',
  Critères: {},
};

function doc(path: string, ...pages: string[]) {
  return { path, pages: pages.map((text, i) => ({ file: path, page: i + 1, text })) };
}

const URSSAF = (date: string) =>
  doc(
    'Admin/attestation_urssaf.pdf',
    `ATTESTATION DE VIGILANCE\nDélivrée le ${date}\nSIRET : 732 829 320 00074\nL'entreprise est à jour de ses obligations.`,
  );

describe('documentValidity', () => {
  it('keeps an URSSAF certificate valid until six months to the day before the deadline', () => {
    const [valid] = documentValidity([URSSAF('16/03/2026')], PONDERATION);
    expect(valid).toMatchObject({
      document: 'Attestation de vigilance URSSAF',
      statut: 'valide',
      valeur: '16/03/2026',
      fichier: 'Admin/attestation_urssaf.pdf',
      page: 1,
    });
    const [expired] = documentValidity([URSSAF('15/03/2026')], PONDERATION);
    expect(expired).toMatchObject({ statut: 'périmé', valeur: '15/03/2026' });
  });

  it('reads a Kbis edition date written in words, on the page it is on', () => {
    const kbis = doc(
      'kbis.pdf',
      'Greffe du tribunal de commerce de Lyon',
      'Extrait Kbis\nà jour au 1er juillet 2026\nImmatriculation au RCS Lyon 732 829 320 depuis le 12/01/1998',
    );
    const [item] = documentValidity([kbis], PONDERATION);
    expect(item).toMatchObject({ document: 'Extrait Kbis', statut: 'valide', valeur: '01/07/2026', page: 2 });
  });

  it('checks that the insurance period covers the deadline', () => {
    const covering = doc(
      'Assurance RC Pro.pdf',
      'Attestation d’assurance\nPériode de validité : du 01/01/2026 au 31/12/2026',
    );
    const ended = doc('Assurance RC Pro.pdf', 'Attestation d’assurance\nValable du 01/01/2025 au 31/12/2025');
    expect(documentValidity([covering], PONDERATION)[0]).toMatchObject({
      statut: 'valide',
      valeur: '01/01/2026 – 31/12/2026',
    });
    expect(documentValidity([ended], PONDERATION)[0]?.statut).toBe('périmé');
  });

  it('flags a SIRET with a wrong key and one of another company', () => {
    const dc1 = doc('DC1.pdf', 'Lettre de candidature\nN° SIRET : 732 829 320 00075');
    const dc2 = doc('DC2.pdf', 'Déclaration du candidat\nSIREN : 552 100 554');
    const items = documentValidity([URSSAF('01/06/2026'), dc1, dc2], PONDERATION);
    const ids = items.filter((i) => i.document === 'SIRET' || i.document === 'SIREN');
    expect(ids.map((i) => [i.fichier, i.valeur, i.statut])).toEqual([
      ['Admin/attestation_urssaf.pdf', '732 829 320 00074', 'valide'],
      ['DC1.pdf', '732 829 320 00075', 'incohérent'],
      ['DC2.pdf', '552 100 554', 'incohérent'],
    ]);
    expect(ids[2]?.détail).toBe(
      'Le SIREN 552 100 554 ne correspond pas au SIREN 732829320 des autres documents.',
    );
  });

  it("asks to check the acte d'engagement's signature when the RC wants it signed", () => {
    const unsigned = doc('AE.pdf', "ACTE D'ENGAGEMENT\nLe candidat s'engage à exécuter les prestations.");
    const signed = doc('AE.pdf', "ACTE D'ENGAGEMENT\nSigné électroniquement par Jean Dupont le 10/09/2026");
    expect(documentValidity([unsigned], PONDERATION)[0]).toMatchObject({ statut: 'présent', valeur: '' });
    expect(documentValidity([signed], PONDERATION)[0]).toMatchObject({ statut: 'valide', valeur: 'signé' });
  });

  it('leaves other documents out and a certificate without a date present', () => {
    const memo = doc('memoire-technique.pdf', 'Mémoire technique : méthodologie');
    const fiscal = doc('attestation_fiscale.pdf', 'Attestation de régularité fiscale');
    expect(documentValidity([memo, fiscal], PONDERATION)).toEqual([
      {
        document: 'Attestation de régularité fiscale',
        statut: 'présent',
        valeur: '',
        fichier: 'attestation_fiscale.pdf',
        page: null,
        détail: 'Aucune date de délivrance trouvée : à vérifier.',
      },
    ]);
  });
});

const AQUAREEL = 'candidate/aquareel/';

describe('documentValidity on a real answer', () => {
  it.skipIf(!inCorpus(AQUAREEL))(
    `reads the company's SIRET on its cover and leaves the buyer's on the acte d'engagement ${NEEDS_SHARED_CORPUS}`,
    async () => {
      const read = async (path: string) => doc(path, await readFile(corpusPath(AQUAREEL + path), 'utf8'));
      const items = documentValidity(
        [await read('dce/AE_2025_TMA AQUAREEL_vd.md'), await read('memoire/00-a-cover.md')],
        PONDERATION,
      );
      expect(items.map((i) => [i.document, i.valeur, i.statut])).toEqual([
        ['Acte d’engagement', '', 'présent'],
        ['SIRET', '837 669 159 00027', 'valide'],
        ['SIREN', '837 669 159', 'valide'],
      ]);
    },
  );

  it("does not take the buyer's SIRET written under « Pouvoir adjudicateur » for the company's", () => {
    const ae = doc(
      'AE.pdf',
      "ACTE D'ENGAGEMENT\nA – Pouvoir adjudicateur\nMinistère de la Transition écologique\nN° SIRET : 120 068 051 00040\nB – Titulaire\nSociété Alpha\nN° SIRET : 732 829 320 00074",
    );
    const ids = documentValidity([ae], PONDERATION).filter((i) => i.document === 'SIRET');
    expect(ids.map((i) => i.valeur)).toEqual(['732 829 320 00074']);
  });
});
