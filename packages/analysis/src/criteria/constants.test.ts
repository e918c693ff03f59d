import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NEEDS_SHARED_CORPUS, corpusPath, inCorpus } from '../../test/corpus';
import { extractText } from '../text';
import { lotsOf, requiredDocuments, tenderFacts } from './constants';

async function rcText(relative: string): Promise<string> {
  const name = relative.split('/').pop()!;
  const { pages } = await extractText({ path: name, bytes: readFileSync(corpusPath(relative)) });
  return pages.map((page) => page.text).join('\n');
}

describe('requiredDocuments', () => {
  it('reads the bullets of the list in the RC wording, wrapped lines joined, explanations cut off', () => {
    const text = [
      '5 - Documents à produire au titre de la candidature :',
      '→ KBIS',
      '→ Une déclaration sur l’honneur pour justifier que le candidat n’entre dans aucun cas mentionné aux article',
      'L2141-1 à L2141-5 du code de la commande publique.',
      'Documents à produire au titre de l’offre :',
      '- L’Acte d’Engagement dûment daté et signé',
      '- Le cadre de réponse financier dûment complété (CRF)',
      '6 - Conditions d’envoi des plis',
      '- une copie de sauvegarde',
    ].join('\n');
    expect(requiredDocuments(text)).toEqual([
      'KBIS',
      'Déclaration sur l’honneur',
      'Acte d’Engagement (signé)',
      'Cadre de réponse financier',
    ]);
  });

  it("keeps a piece's first word whole ('Lettre', not 'Le' cut off it)", () => {
    const text = [
      'Pièces de la candidature :',
      '- Lettre de candidature (DC1) ou DUME',
      '- Les attestations d’assurance',
    ].join('\n');
    expect(requiredDocuments(text)).toEqual([
      'Lettre de candidature (DC1) ou DUME',
      'Attestations d’assurance',
    ]);
  });

  it("takes no extract's tag for a piece, though it opens with dashes", () => {
    const text = [
      'Pièces de l’offre :',
      '- Acte d’engagement (AE) et ses annexes',
      '- Attestation de visite',
      '----- [extrait: 1._AE.pdf, page 2] -----',
      'ACTE D’ENGAGEMENT',
    ].join('\n');
    expect(requiredDocuments(text)).toEqual([
      'Acte d’engagement (AE) et ses annexes',
      'Attestation de visite',
    ]);
  });

  it('reads the rows of a signature table, not the sentence after it', () => {
    const text = [
      'Pièces de l’offre :',
      'Libellés Signature',
      'Le cadre de réponse technique et environnemental (CRTE) Non',
      'Les pièces de l’offre citées ci-dessus ne requièrent pas de signature. Seul l’acte d’engagement, uniquement',
      'transmis à l’attributaire du marché, devra être signé.',
    ].join('\n');
    expect(requiredDocuments(text)).toEqual(['Cadre de réponse technique et environnemental (CRTE)']);
  });

  it('leaves out what the buyer hands out, what the winner alone provides and sentences that mention pieces', () => {
    const text = [
      '4 - Contenu du dossier de consultation',
      '- Le cahier des clauses techniques particulières (CCTP)',
      '7.3.1 - Documents à fournir par l’attributaire',
      '- Attestation de vigilance URSSAF',
      'Le pli doit contenir deux dossiers comportant les pièces de la candidature et les',
      'pièces de l’offre définies au présent règlement.',
      '- lorsqu’un programme malveillant est détecté',
    ].join('\n');
    expect(requiredDocuments(text)).toEqual([]);
  });

  it('falls back on the usual documents a section names without listing them, a CCTP only when to be signed', () => {
    expect(
      requiredDocuments('Contenu de l’offre\nLe candidat remet le DC1, le mémoire technique et le CCTP.'),
    ).toEqual(['Lettre de candidature (DC1)', 'Mémoire technique']);
    expect(requiredDocuments('Contenu de l’offre\nLe candidat remet le CCTP daté et signé.')).toEqual([
      'CCTP signé',
    ]);
  });

  it.skipIf(!inCorpus('rc/grenoble-inp-2026FCSSA0025/RC_2026FCSSA0025.pdf'))(
    `lists exactly what the Grenoble INP RC asks of candidates ${NEEDS_SHARED_CORPUS}`,
    async () => {
      expect(requiredDocuments(await rcText('rc/grenoble-inp-2026FCSSA0025/RC_2026FCSSA0025.pdf'))).toEqual([
        "Déclaration sur l'honneur",
        "Déclaration concernant le chiffre d'affaires global et le chiffre d'affaires concernant les prestations objet du contrat",
        'Cadre de réponse financier',
        'Cadre de réponse technique et environnemental (CRTE)',
      ]);
    },
  );

  it.skipIf(!inCorpus('rc/ifpra-2026-moteur-agri/RC.pdf'))(
    `lists exactly what the IFPRA RC asks of candidates ${NEEDS_SHARED_CORPUS}`,
    async () => {
      const pieces = await requiredDocuments(await rcText('rc/ifpra-2026-moteur-agri/RC.pdf'));
      expect(pieces).toHaveLength(8);
      expect(pieces).toEqual(
        expect.arrayContaining([
          'KBIS',
          'Acte d’Engagement',
          'Bordereau des prix unitaires des articles définis (BPU)',
        ]),
      );
    },
  );
});

describe('lotsOf', () => {
  it("reads an eForms lot's title from the line after its identifier, and no amount as a title", () => {
    const text = 'LOT-0003\nProduits d’hygiène corporelle sans rinçage\nLot 2 : 2 400 000 € HT\n';
    expect([...lotsOf(text)]).toEqual([['3', 'Produits d’hygiène corporelle sans rinçage']]);
  });

  it("takes no 'Lot n°0', the part common to every lot, for a lot", () => {
    const text = 'CCTP - Lot n°0 CAHIER DES CLAUSES COMMUNES A TOUS LES LOTS\nLot 2 : Maçonnerie\n';
    expect([...lotsOf(text)]).toEqual([['2', 'Maçonnerie']]);
  });

  it("takes no code or next identifier of a flattened notice for a lot's title", () => {
    const text = 'LOT-0001\nLOT-0002\nopen\nLOT-0001\nnot-allowed\nLOT-0002\nSites du Pas-de-Calais\n';
    expect([...lotsOf(text)]).toEqual([['2', 'Sites du Pas-de-Calais']]);
  });
});

describe('tenderFacts', () => {
  it('takes the buyer from a line that opens with its kind, or its form label, not from a sentence', () => {
    const sentence =
      "La qualité sera appréciée lors d'une dégustation organisée par la commune.\nCommune de Lunel";
    expect(tenderFacts(sentence, sentence).buyer).toBe('Commune de Lunel');
    const form = "1.1. Acheteur\nNom officiel: Office Public de l'Habitat de l'Aube";
    expect(tenderFacts(form, form).buyer).toBe("Office Public de l'Habitat de l'Aube");
    const boamp = "SECTION 1 - IDENTIFICATION DE L'ACHETEUR\nNom complet de l'acheteur : Commune de Vannes";
    expect(tenderFacts(boamp, boamp).buyer).toBe('Commune de Vannes');
    const field = 'Objet : Travaux de construction\nAcheteur : Commune de Gourdon (46)';
    expect(tenderFacts(field, field).buyer).toBe('Commune de Gourdon (46)');
  });

  it("reads an eForms notice's official name and title, not the buyer's activity nor the kind of contract", () => {
    const form = [
      '1.1 Acheteur',
      'Nom officiel : Département de la Meuse',
      'Activité du pouvoir adjudicateur : Enseignement',
      '2.1 Procédure',
      'Titre : Fourniture de mobilier pour les collèges',
      'Accord-cadre : Accord-cadre, sans remise en concurrence',
    ].join('\n');
    const facts = tenderFacts(form, form);
    expect(facts.buyer).toBe('Département de la Meuse');
    expect(facts.object).toBe('Fourniture de mobilier pour les collèges');
  });

  it("reads the object after 'Marché n° ... :', wrapped over the next line", () => {
    const rc =
      "MINISTÈRE DE LA TRANSITION ÉCOLOGIQUE\nMarché n° 2025-SG-11 : prestations de sûreté, de surveillance humaine et\nd'accueil des sites de La Défense\n\nARTICLE 7 – ANALYSE DES OFFRES\n";
    expect(tenderFacts(rc, rc).object).toBe(
      "prestations de sûreté, de surveillance humaine et d'accueil des sites de La Défense",
    );
  });

  it("reads the object from the paragraph under an 'ARTICLE 1 - OBJET' heading", () => {
    const rc =
      'RÈGLEMENT DE LA CONSULTATION\n\nARTICLE 1 - OBJET\nLe CCAS confie la fabrication et la livraison\nde repas à domicile. Le marché est reconductible.\n\nARTICLE 2 - DURÉE\n';
    expect(tenderFacts(rc, rc).object).toBe(
      'Le CCAS confie la fabrication et la livraison de repas à domicile',
    );
  });

  it("reads the object under its 'OBJET' heading, not under the same entry of the table of contents", () => {
    const rc =
      'SOMMAIRE\n1 – Objet\n2 – Critères\nPage 2 / 4\n1 – OBJET\nNettoyage de 24 sites. Clause d’insertion obligatoire.\n2 – CRITÈRES\n';
    expect(tenderFacts(rc, rc).object).toBe('Nettoyage de 24 sites');
  });

  it('reads the lots a sentence lists, apart by semicolons', () => {
    const text =
      "Lot 1 : isolation thermique par l'extérieur ; lot 2 : remplacement des menuiseries ; lot 3 : ventilation.";
    expect([...tenderFacts(text, text).lots]).toEqual([
      ['1', "isolation thermique par l'extérieur"],
      ['2', 'remplacement des menuiseries'],
      ['3', 'ventilation'],
    ]);
  });

  it("reads a corrective notice's new deadline, not the one it replaces", () => {
    const text =
      'Endroit où se trouve le texte à rectifier: Date limite de réception des offres\nAu lieu de: Date: 04/07/2022\nLire: Date: 18/07/2022';
    expect(tenderFacts(text, text).deadline).toBe('18/07/2022');
  });

  it("takes no lot's estimate for the estimate of the whole", () => {
    const lots = 'Lot 01 – Gros œuvre – estimation 412 000 € HT\nLot 02 – Charpente – estimation 96 000 € HT';
    expect(tenderFacts(lots, lots).amount).toBeNull();
    const whole = `${lots}\nMontant estimé du marché : 508 000 € HT`;
    expect(tenderFacts(whole, whole).amount).toBe('508 000 € HT');
  });
});
