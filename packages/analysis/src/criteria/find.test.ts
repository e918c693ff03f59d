import type { Ponderation, PonderationCriterion } from '@mieux-disant/domain';
import { describe, expect, it } from 'vitest';
import { extractPonderation } from '.';
import { weightMatches } from './items';
import { spacedTables } from './spaced';
import { inPageOrder, normaliseText, withoutRunningLines } from './text';

// Short snippets written for these tests in the wordings French buyers use (not copied from the
// corpus): each rule of the extractor and each kind of distractor has its own.

function read(text: string): Ponderation {
  return extractPonderation([{ path: 'rc.txt', pages: [{ file: 'rc.txt', page: 1, text }] }], 'rc.txt');
}

const weights = (criteria: Record<string, PonderationCriterion>) =>
  Object.values(criteria).map((c) => [c.Libellé, c.Pondération]);

/** Each lot with its criteria's weights. */
const lotWeights = (p: Ponderation) =>
  (p.Lots ?? []).map((lot) => [lot.Lot, Object.values(lot.Critères).map((c) => c.Pondération)]);

const subWeights = (criterion: PonderationCriterion | undefined) =>
  Object.values(criterion?.['Sous-critères'] ?? {}).map((s) => s.Pondération);

/** A criterion's sub-criteria, each with its wording and its weight. */
const subCriteria = (criterion: PonderationCriterion | undefined) =>
  Object.values(criterion?.['Sous-critères'] ?? {}).map((s) => [s.Libellé, s.Pondération]);

const anyWeight = (p: Ponderation): boolean =>
  [p.Critères, ...(p.Lots ?? []).map((l) => l.Critères)].some((criteria) =>
    Object.values(criteria).some(
      (c) =>
        c.Pondération !== undefined ||
        Object.values(c['Sous-critères'] ?? {}).some((s) => s.Pondération !== undefined),
    ),
  );

describe('weights found without an introducing phrase', () => {
  it('reads the fields of a flattened eForms notice joined by " | "', () => {
    const p = read(
      'Travaux de voirie communale | Ouvert | Qualité technique de la proposition : 65.00% | Montant de l’offre : 35.00% | Date limite : 12/05/2026',
    );
    expect(weights(p.Critères)).toEqual([
      ['Qualité technique de la proposition', 65],
      ["Montant de l'offre", 35],
    ]);
  });

  it("names a weight that opens a notice's description field after the criterion's name field", () => {
    const p = read(
      'Entretien des bâtiments | not-allowed | Valeur technique | Critère noté sur 55 points, apprécié au vu du mémoire technique | Prix | Noté sur 45 points, sur la base du montant de la DPGF | Instance chargée des recours : Tribunal administratif de Nantes',
    );
    expect(weights(p.Critères)).toEqual([
      ['Valeur technique', 55],
      ['Prix', 45],
    ]);
  });

  it('holds the whole stated before the first lot (notes sur 20 points) for every lot', () => {
    const p = read(
      [
        "Critères d'attribution :",
        'Offre économiquement la plus avantageuse appréciée en fonction des critères énoncés ci-dessous. Les offres seront notées sur 20 points.',
        ' Lot 1 - Tonte des zones d’activités :',
        ' - Prix des prestations : 12 points ;',
        ' - Valeur technique : 8 points.',
        ' Lot 2 - Taille et élagage :',
        ' - Valeur technique : 11 points ;',
        ' - Prix des prestations : 9 points.',
      ].join('\n'),
    );
    expect(lotWeights(p)).toEqual([
      ['1', [60, 40]],
      ['2', [55, 45]],
    ]);
  });

  it("gives each lot of a flattened notice the criteria value of its rank, a field's values joined by ' || '", () => {
    const p = read(
      [
        'Réhabilitation thermique de 120 logements | Lot 1 : Gros œuvre - isolation par l’extérieur || Lot 2 : Menuiseries extérieures',
        '|| Lot 3 : Chauffage collectif | Prix : 60.00%, Valeur technique : 40.00% (méthodologie : 25 % ; moyens : 15 %) || Prix : 50.00%, Valeur technique : 40.00%, Délais d’exécution : 10.00%',
        '|| Prix : 50.00%, Valeur technique : 50.00% | Opération cofinancée par le FEDER à hauteur de 30 % des dépenses éligibles. | performance',
      ].join('\n'),
    );
    expect(lotWeights(p)).toEqual([
      ['1', [60, 40]],
      ['2', [50, 40, 10]],
      ['3', [50, 50]],
    ]);
    expect(subWeights(p.Lots![0]!.Critères['Technique'])).toEqual([25, 15]);
  });

  it("keeps the descriptions of a two-lot notice's criteria, joined by ' || ', with their criteria", () => {
    const p = read(
      'Entretien des espaces verts | Lot 1 : Secteur nord || Lot 2 : Secteur sud | Valeur technique || Prix | Méthodologie (30 %), moyens humains et matériels (30 %) || Prix apprécié au regard du DQE (40 %) | performance',
    );
    expect(lotWeights(p)).toEqual([]);
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([30, 30, 40]);
  });

  it("gives each criterion named in a flattened notice's field the description of its rank in the next", () => {
    const p = read(
      "Nettoyage des parties communes | Prix || Valeur technique || Performances en matière de protection de l'environnement | Noté sur 40 points au vu de la DPGF selon la formule : note = 40 x (offre la moins-disante / offre analysée). || Noté sur 50 points, décomposé comme suit : organisation des prestations : 20 points ; moyens humains affectés : 15 points ; contrôle qualité : 15 points. || Noté sur 10 points : produits écolabellisés, gestion des déchets. | Clause sociale : 1 500 heures d'insertion. | performance",
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([40, 50, 10]);
    expect(subWeights(p.Critères['Technique'])).toEqual([20, 15, 15]);
  });

  it('reads a flattened notice printed to PDF, its long lines wrapped across fields', () => {
    const p = read(
      'Mission de diagnostic des chaussées | Communauté urbaine | Pièces à fournir : voir le règlement\nde la consultation. | Valeur technique : 55.00%, Prix des\nprestations : 45.00% | Mission de diagnostic des chaussées\n',
    );
    expect(weights(p.Critères)).toEqual([
      ['Valeur technique', 55],
      ['Prix des prestations', 45],
    ]);
  });

  it('reads a cluster of weights anywhere in the text when one of them is the price', () => {
    const p = read(
      'Le titulaire livre les fournitures sous huit jours.\nLe prix est noté sur 30 points.\nLa qualité du matériel proposé est notée sur 70 points.\n',
    );
    expect(weights(p.Critères)).toEqual([
      ['prix', 30],
      ['qualité du matériel proposé', 70],
    ]);
  });

  it('reads criteria on short lines of their own, each over a long description', () => {
    const description =
      'Le candidat décrit les moyens affectés, l’organisation de ses équipes et le phasage de ses interventions sur le site. ';
    const p = read(
      `Valeur technique (60 points)\n${description.repeat(4)}\n${description.repeat(4)}\nPrix des prestations (40 points)\nApprécié au regard du montant du DQE.\n`,
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([60, 40]);
  });

  it('does not join far-apart weights when one of them names no criterion', () => {
    const description = 'Les travaux se déroulent en site occupé, en deux phases successives. ';
    const p = read(
      `Part réservée aux PME (30 %)\n${description.repeat(10)}\n${description.repeat(10)}\nPrix des prestations (70 %)\n`,
    );
    expect(anyWeight(p)).toBe(false);
  });

  it('keeps as written the weights of named criteria with the price that do not add up, and says so', () => {
    const p = read(
      'Marché de nettoyage | Ouvert | Prix des prestations : 45 % | Valeur technique : 50 % | Délai d’intervention : 10 % | not-allowed',
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([45, 50, 10]);
    expect(p.Résumé).toMatch(/totalisent 105 et non 100/);
  });

  it('does not read as criteria a cluster of percentages without a price', () => {
    const p = read(
      'Le chantier comprend 60 % de voirie et 40 % de réseaux.\nLes pénalités sont plafonnées.\n',
    );
    expect(anyWeight(p)).toBe(false);
  });
});

describe('weights on a stated total', () => {
  it('reads points on 1 000 that no sentence states, brought to 100', () => {
    const p = read(
      "Critères d'attribution :\n1. Prix : 400 points\n2. Valeur technique : 500 points\n2.1 Organisation : 200 points\n2.2 Moyens : 300 points\n3. Réversibilité : 100 points\n",
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([40, 50, 10]);
    expect(subWeights(p.Critères['Technique'])).toEqual([20, 30]);
  });

  it("reads criteria 'sur un total de 1000 points', a page footer '6/10' and a threshold aside", () => {
    const p = read(
      [
        'Les offres sont notées sur un total de 1000 points répartis entre les critères',
        'suivants :',
        'CRITÈRE N°1 – PRIX ............................................... 400 points',
        'CRITÈRE N°2 – VALEUR TECHNIQUE ................................... 450 points',
        '  Sous-critère 2.1 – Organisation des postes ..................... 250 points',
        '  Sous-critère 2.2 – Plan de formation des agents ................ 200 points',
        'CRITÈRE N°3 – RESPONSABILITÉ SOCIÉTALE ........................... 150 points',
        'Les candidats dont l’offre obtiendrait moins de 225 points sur 450 seront éliminés.',
        'MTECT – RC 2025-SG-SURETE-11                                       6/10',
      ].join('\n'),
    );
    expect(weights(p.Critères)).toEqual([
      ['PRIX', 40],
      ['VALEUR TECHNIQUE', 45],
      ['RESPONSABILITÉ SOCIÉTALE', 15],
    ]);
    expect(subWeights(p.Critères['Technique'])).toEqual([25, 20]);
  });

  it("reads sub-criteria bulleted with middle dots ('·') under 'Critère 1 : ... pondération : 40'", () => {
    const p = read(
      [
        'Les offres sont appréciées au regard des critères ci-après :',
        '  Critère 1 : Valeur créative et technique de la proposition',
        '  pondération : 60',
        '    · respect de l’identité de marque – pondération : 30',
        '    · fonctionnalité des espaces (accueil, stockage)',
        '      – pondération : 20',
        '    · qualité des matériaux – pondération : 10',
        '  Critère 2 : Prix',
        '  pondération : 40',
      ].join('\n'),
    );
    expect(weights(p.Critères)).toEqual([
      ['Valeur créative et technique de la proposition', 60],
      ['Prix', 40],
    ]);
    expect(subWeights(p.Critères['Technique'])).toEqual([30, 20, 10]);
  });

  it("reads 'notés sur 100 points au total' as the whole, lettered sub-criteria with items under them", () => {
    const p = read(
      [
        'Le jugement est effectué selon les deux critères suivants, notés sur 100 points au total :',
        'Critère n° 1 : Prix des prestations (45 points)',
        'Critère n° 2 : Valeur technique (55 points), appréciée au regard du mémoire technique :',
        '   a) Méthodologie d’exécution (30 points), détaillée comme suit :',
        '        – phasage des travaux ;',
        '        – gestion de la circulation.',
        '   b) Moyens humains et matériels (15 points) :',
        '        – composition de l’équipe.',
        '   c) Provenance des fournitures – fiches techniques (10 points).',
      ].join('\n'),
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix des prestations', 45],
      ['Valeur technique', 55],
    ]);
    expect(subWeights(p.Critères['Technique'])).toEqual([30, 15, 10]);
  });

  it("reads 'les critères suivants, totalisant 100 points' as the whole, not as a criterion", () => {
    const p = read(
      'Le jugement des offres est effectué selon les critères suivants, totalisant 100 points.\n4.1 Prix – 40 points\n4.2 Valeur technique – 45 points\n4.3 Délais – 15 points\n',
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix', 40],
      ['Valeur technique', 45],
      ['Délais', 15],
    ]);
  });

  it("reads 'noté sur N' in a weight's place, on the total the text states", () => {
    const p = read(
      'Le jugement des offres sera effectué au moyen des critères suivants, notés sur un total de 60 :\nCritère 1 – Prix des prestations : noté sur 20\nCritère 2 – Valeur technique : noté sur 40, au vu du mémoire\n',
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix des prestations', 33.33],
      ['Valeur technique', 66.67],
    ]);
    expect(p.Résumé).not.toMatch(/totalisent/);
  });

  it("reads a scale in points after dot leaders ('Prix ...... /8') on the total its heading states", () => {
    const p = read(
      'JUGEMENT DES OFFRES – BAREME (sur 20)\nPrix .................... /8\nValeur technique ........ /10\n   dont moyens humains ...... /6\n   dont méthodologie ........ /4\nDélai ................... /2\n',
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([40, 50, 10]);
    expect(subWeights(p.Critères['Technique'])).toEqual([30, 20]);
    expect(p.Résumé).not.toMatch(/totalisent/);
  });

  it('says so when the weights do not add up to the stated total', () => {
    const p = read(
      'Les critères suivants sont notés sur un total de 60 :\nPrix des prestations : 20 points\nValeur technique : 30 points\n',
    );
    expect(p.Résumé).toContain('totalisent 50 et non 60');
  });

  it('does not say the weights miss 100 when an unweighted criterion’s sub-criteria fill the gap', () => {
    const p = read(
      [
        'performance',
        "Qualité technique de l'offre ayant comme sous-critères : organisation de l'équipe (30%) et méthodologie envisagée (30%)",
        'Prix des prestations : 40%',
      ].join(' | '),
    );
    expect(subWeights(p.Critères['Technique'])).toEqual([30, 30]);
    expect(p.Résumé).not.toMatch(/pondérations lues totalisent/);
    expect(p.Résumé).toMatch(
      /seules celles de ses sous-critères le sont \(ils totalisent 60\) : elle est à saisir/,
    );
  });

  it("reads the lines under 'Sous-critères de la valeur technique :' as its sub-criteria, beside the price", () => {
    const p = read(
      [
        'not-allowed',
        'Prix : 45 %',
        'Valeur technique',
        'Sous-critères de la valeur technique :',
        'Méthodologie et phasage : 25 % ;',
        'Moyens humains et matériels affectés : 15 % ;',
        'Planning détaillé : 5 % ;',
        'Mesures de protection de l’environnement : 10 %',
        'Les travaux consistent en la création d’un giratoire.',
      ].join(' | '),
    );
    expect(weights(p.Critères).map(([, weight]) => weight)).toEqual([45, undefined]);
    expect(subWeights(p.Critères['Technique'])).toEqual([25, 15, 5, 10]);
  });

  it("reads 'Critère « valeur technique » comportant les sous-critères :' as their unweighted criterion", () => {
    const p = read(
      [
        'Les offres seront appréciées selon les critères suivants :',
        'Critère « valeur technique » comportant les sous-critères :',
        'a) Note méthodologique : 35 %',
        'b) Moyens humains affectés : 15 %',
        'c) Démarche environnementale : 10 %',
        'Critère « prix » : apprécié au regard du forfait de rémunération.',
      ].join('\n'),
    );
    expect(subWeights(p.Critères['Technique'])).toEqual([35, 15, 10]);
    expect(p.Critères['Technique']?.Pondération).toBeUndefined();
  });

  it("reads the sub-criteria bracketed after their criterion ('Valeur technique (sous-critères : …)') as its own", () => {
    const p = read(
      [
        'no-eu-funds',
        "Valeur technique (sous-critères : note d'intention : 40 %, composition de l'équipe : 30 %, références : 30 %)",
        'Prix',
        'Tribunal administratif de Nancy',
      ].join(' | '),
    );
    expect(subWeights(p.Critères['Technique'])).toEqual([40, 30, 30]);
    expect(p.Critères['Technique']?.Pondération).toBeUndefined();
  });
});

describe('lots', () => {
  it("reads 'Par exception, pour le lot 2 (...), les critères sont les suivants' as that lot's criteria", () => {
    const p = read(
      [
        "Critères applicables à tous les lots, à l'exception du lot 2 :",
        'Prix : 60 %',
        'Valeur technique : 40 %',
        'Par exception, pour le lot 2 (Électricité – courants faibles), les critères sont les suivants :',
        'Prix : 40 %',
        'Valeur technique : 60 %',
        'Lot 1 : Gros œuvre | Lot 2 : Électricité – courants faibles | Lot 3 : Peinture',
      ].join('\n'),
    );
    expect(lotWeights(p)).toEqual([
      ['1', [60, 40]],
      ['2', [40, 60]],
      ['3', [60, 40]],
    ]);
  });
});

describe('labels', () => {
  it("names a sub-criterion before its share in brackets '(70 % de la note technique)', not after it", () => {
    const p = read(
      [
        "Critères d'attribution : valeur technique : 60 % ; prix : 40 %.",
        'La valeur technique (60 %) est appréciée selon les sous-critères suivants : méthodologie des',
        'interventions en hauteur (70 % de la note technique) ; moyens matériels et humains (30 % de la',
        'note technique).',
      ].join('\n'),
    );
    expect(subCriteria(Object.values(p.Critères)[0])).toEqual([
      ['méthodologie des interventions en hauteur', 42],
      ['moyens matériels et humains', 18],
    ]);
  });

  it("names 'Critère 1 : Prix (..., pondéré selon les quantités) : 40 %' by its criterion, not its number", () => {
    const p = read(
      [
        'Critère 1 : Prix (sur la base du prix unitaire d’un repas enfant et adulte,',
        'pondéré selon les quantités estimatives) : 40 %',
        'Critère 2 : Qualité des denrées : 35 %',
        'Critère 3 : Performance environnementale : 25 %',
      ].join('\n'),
    );
    expect(weights(p.Critères)[0]).toEqual(['Prix', 40]);
  });

  it("reads no criterion in the scale a note is 'établie sur', and gives the shares of that note to its criterion", () => {
    const p = read(
      [
        'Critère 1 – Valeur technique : 50 %',
        'La note technique, établie sur 20 points à partir du cadre de réponse technique, est répartie entre',
        'les sous-critères suivants :',
        '  – Organisation de la collecte et des livraisons : 40 % de la note technique',
        '  – Process de traitement et hygiène : 40 % de la note technique',
        '  – Moyens humains et matériels : 20 % de la note technique',
        '',
        'Critère 2 – Prix : 40 %',
        "Critère 3 – Performances en matière de protection de l'environnement : 10 %",
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([50, 40, 10]);
    expect(subWeights(p.Critères['Technique'])).toEqual([20, 20, 10]);
  });

  it("does not take the 'e-' of 'e-learning' for a lettered list item", () => {
    const p = read(
      [
        'Critères et sous-critères :',
        '1. Méthodologie de déploiement : 40 %',
        '  1.1 Plan de déploiement : 25 %',
        '  1.2 Plan de formation (référents, e-learning, accompagnement) : 15 %',
        '2. Prix : 60 %',
      ].join('\n'),
    );
    expect(subCriteria(p.Critères['Méthodologie'])).toEqual([
      ['Plan de déploiement', 25],
      ['Plan de formation', 15],
    ]);
  });

  it('leaves out a square bullet before a label (◼)', () => {
    const p = read('Critères de jugement :\n  ◼ Prix – noté sur 40\n  ◼ Valeur technique – noté sur 60');
    expect(weights(p.Critères)).toEqual([
      ['Prix', 40],
      ['Valeur technique', 60],
    ]);
  });

  it("keeps a criterion whose wording ends 'et pénalités associées', a penalty itself being none", () => {
    const p = read(
      [
        'Critères et sous-critères\tPondération',
        '1. Valeur technique\t45 %',
        '1.1 Qualité de la méthodologie de maintenance\t20 %',
        '1.2 Engagements de niveaux de service (GTI, GTR) et pénalités associées\t15 %',
        '1.3 Modalités de réversibilité\t10 %',
        '2. Prix\t55 %',
        'En cas de retard, une pénalité de 5 % du montant de la commande est appliquée.',
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([45, 55]);
    expect(subWeights(p.Critères['Technique'])).toEqual([20, 15, 10]);
  });

  it("does not join a lettered item ('b) ...') to the label above it, before or after its weight", () => {
    const p = read(
      "Critères d'attribution\nPrix\n40 %\nValeur technique\n60 %\na) Moyens humains dédiés\n30 %\nb) méthodologie de maintenance\n30 %\n",
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix', 40],
      ['Valeur technique', 60],
    ]);
    expect(Object.values(p.Critères['Technique']?.['Sous-critères'] ?? {}).map((s) => s.Libellé)).toEqual([
      'Moyens humains dédiés',
      'méthodologie de maintenance',
    ]);
  });

  it("reads a rate that is the price ('Taux de remise', 'Taux horaire') or a sub-criterion, not the VAT's", () => {
    const p = read(
      'Conformément à la loi, le rabais consenti ne peut excéder 9 % du prix public.\nCritères pondérés :\n1. Taux de remise sur prix public (plafonné par la loi) : 40 %\n2. Qualité du service : 30 %\n3. Délais de livraison : 17,5 %\n4. Équipement des documents : 12,5 %\nNote totale sur 100.\n',
    );
    expect(weights(p.Critères)).toEqual([
      ['Taux de remise sur prix public', 40],
      ['Qualité du service', 30],
      ['Délais de livraison', 17.5],
      ['Équipement des documents', 12.5],
    ]);
    expect(
      Object.keys(read('Critères pondérés : Taux horaire : 40 % ; Qualité du service : 60 %').Critères),
    ).toEqual(['Financier', 'Qualité']);
    const recycled = read(
      "Critère 1 – Prix : 70 %\nCritère 2 – Valeur technique : 30 %, décomposée en :\n2.1 – Organisation des chantiers : 15 %\n2.2 – Formulations et taux d'agrégats d'enrobés recyclés : 15 %\nLes prix sont soumis à la TVA au taux de 20 %.",
    );
    expect(subWeights(recycled.Critères['Technique'])).toEqual([15, 15]);
  });

  it("names 'Critère prix : noté sur 40' by the words after 'Critère', its sub-criteria '(noté sur 15)'", () => {
    const p = read(
      'Les propositions seront jugées sur 100 points :\n  Critère prix : noté sur 40\n  Critère valeur technique : noté sur 60\n     – compréhension des enjeux (noté sur 25)\n     – méthodologie proposée (campagnes de mesures) (noté sur 35)\n',
    );
    expect(weights(p.Critères)).toEqual([
      ['prix', 40],
      ['valeur technique', 60],
    ]);
    expect(subWeights(p.Critères['Technique'])).toEqual([25, 35]);
  });

  it("takes a label wrapped after 'Critère n°3 : ... de la', its weight alone on a dashed line", () => {
    const p = read(
      [
        'Les offres seront notées sur 100 points selon les critères ci-dessous :',
        'Critère n°1 : Qualité pédagogique de la proposition – 50 points',
        'Critère n°2 : Prix – 30 points',
        'Critère n°3 : Expérience des intervenants proposés dans le domaine de la',
        'prévention des RPS et auprès de collectivités territoriales (CV nominatifs)',
        '– 20 points',
      ].join('\n'),
    );
    expect(weights(p.Critères)).toEqual([
      ['Qualité pédagogique de la proposition', 50],
      ['Prix', 30],
      [
        'Expérience des intervenants proposés dans le domaine de la prévention des RPS et auprès de collectivités territoriales',
        20,
      ],
    ]);
  });

  it('takes a label wrapped over three lines from its first line', () => {
    const p = read(
      "Critères d'attribution\n   Prix ........................................ 40/100\n   Valeur technique ............................ 45/100\n   Performance énergétique des équipements\n   proposés (rendements, COP, consommations\n   des auxiliaires) ............................ 15/100\n",
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix', 40],
      ['Valeur technique', 45],
      ['Performance énergétique des équipements proposés', 15],
    ]);
  });

  it('takes a wrapped label whole: past an open bracket, a line opening with one, a last line that alone is no label', () => {
    const p = read(
      [
        "Critères d'attribution :",
        '   - Prix des prestations : 40 points',
        "   - Composition de l'équipe (auditeurs qualifiés OPQIBI 1905",
        '     ou équivalent), temps passé : 20 points',
        '   - Qualité des matériels et solutions de pilotage',
        '     (télégestion, abaissement nocturne)          15 points',
        '   - Engagements de performance énergétique (niveau de',
        '     réduction des consommations garanti en kWh et',
        '     pénalités associées) .......................... 25 points',
      ].join('\n'),
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix des prestations', 40],
      ["Composition de l'équipe, temps passé", 20],
      ['Qualité des matériels et solutions de pilotage', 15],
      ['Engagements de performance énergétique', 25],
    ]);
  });

  it("reads 'Critère 1 - 55 % - Valeur technique' and '1.a - 25 % - méthodologie', the weight between number and wording", () => {
    const p = read(
      [
        "Critère 1 - 55 % - Valeur technique de l'offre, appréciée au regard du mémoire justificatif :",
        '  1.a - 25 % - méthodologie proposée pour chacune des phases',
        "  1.b - 20 % - composition de l'équipe",
        '  1.c - 10 % - moyens et organisation',
        'Critère 2 - 30 % - Prix (forfait provisoire de rémunération)',
        "Critère 3 - 15 % - Délais d'études",
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([55, 30, 15]);
    expect(subWeights(p.Critères['Technique'])).toEqual([25, 20, 10]);
  });

  it('names a criterion by the line that opens its list of complements, its weight alone after them', () => {
    const p = read(
      [
        'Critères\nPondération',
        'Prix des prestations',
        '55 %',
        'Valeur technique appréciée au regard :',
        "- de l'organisation proposée (fréquences, horaires)",
        '- des moyens humains et du plan de formation',
        '35 %',
        'Performances en matière de développement durable',
        '10 %',
      ].join('\n'),
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix des prestations', 55],
      ['Valeur technique', 35],
      ['Performances en matière de développement durable', 10],
    ]);
  });

  it("reads 'noté sur 60' after a dotted leader, and sub-criteria 'Sous-critère 1.a :' wrapped under their wording", () => {
    const p = read(
      [
        'Article 5 – Jugement des offres',
        "   Prix d'acquisition ............................ noté sur 60",
        '   Valeur technique du véhicule (conformité au CCTP,',
        '   équipements, consommation) .................... noté sur 40',
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([60, 40]);
    const rc = read(
      [
        'IV. CRITÈRES DE JUGEMENT DES OFFRES',
        "  CRITÈRE 1 – VALEUR TECHNIQUE DE L'OFFRE – 55 %",
        '    Sous-critère 1.a : compréhension du programme et analyse des enjeux techniques et',
        '                       fonctionnels (traitement d’eau, CVC)            – 30 points',
        '    Sous-critère 1.b : méthodologie de suivi de chantier                – 25 points',
        '  CRITÈRE 2 – PRIX – 45 %',
      ].join('\n'),
    );
    expect(weights(rc.Critères).map(([, w]) => w)).toEqual([55, 45]);
    expect(subWeights(rc.Critères['Technique'])).toEqual([30, 25]);
  });

  it("keeps a colon inside brackets in the criterion's wording ('Prix (DQE : forfait ...)')", () => {
    const p = read(
      "Critères d'attribution :\nCritère 1 – Prix (DQE : forfait de maintenance sur 4 ans)   30 %\nCritère 2 – Valeur technique   70 %",
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix', 30],
      ['Valeur technique', 70],
    ]);
    expect(p.Critères['Financier']!.Détails).toContain('DQE : forfait de maintenance sur 4 ans');
  });

  it("reads the points of list items told in a sentence ('- le prix ... sera noté sur 60, selon ...')", () => {
    const p = read(
      [
        "Les offres seront classées par ordre décroissant de la note totale sur 100 obtenue par l'addition des notes suivantes :",
        '- le prix (montant annuel total du devis) sera noté sur 60, selon la formule N = 60 × Pmin / P ;',
        '- la valeur technique, appréciée au vu du mémoire, sera notée sur 30 ;',
        "- les délais d'intervention sur demande ponctuelle seront notés sur 10 : sous 24 h = 10 ; au-delà = 0.",
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([60, 30, 10]);
  });

  it("reads sub-criteria named in quotes ('sous-critère « coût des copies » – pondération : 15')", () => {
    const p = read(
      [
        "7.2 Critères d'attribution",
        '  Critère Prix – pondération : 50',
        '     sous-critère « coût de location trimestriel des matériels (DQE) » – pondération : 35',
        '     sous-critère « coût des copies et impressions (noir et couleur) » – pondération : 15',
        '  Critère Valeur technique des matériels – pondération : 50',
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([50, 50]);
    expect(subWeights(p.Critères['Financier'])).toEqual([35, 15]);
  });

  it('reads decimal coefficients after dotted leaders, not the pages of a table of contents', () => {
    const p = read(
      [
        'SOMMAIRE',
        'Article 2 – Pièces à remettre ..................................... 4',
        'Article 3 – Jugement des offres ................................... 6',
        'ARTICLE 3 – JUGEMENT DES OFFRES',
        'Pondération des critères :',
        "  A. Valeur technique de l'offre ......................... 0,6",
        '       A1. Compréhension du programme et du site ................ 0,3',
        '       A2. Démarche environnementale et énergétique ........... 0,2',
        "       A3. Organisation de l'équipe ............................ 0,1",
        '  B. Prix (montant des honoraires) ....................... 0,4',
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([60, 40]);
    expect(subWeights(p.Critères['Technique'])).toEqual([30, 20, 10]);
  });

  it('reads a line written weights first, each weight before its criterion', () => {
    const p = read(
      'Critères de choix :\n45 % Coût global de la prestation, 35 % Moyens affectés, 20 % Délai\n',
    );
    expect(weights(p.Critères)).toEqual([
      ['Coût global de la prestation', 45],
      ['Moyens affectés', 35],
      ['Délai', 20],
    ]);
  });

  it('keeps a remark in brackets in the details, not in the label', () => {
    const p = read('Qualité de la méthode (précisée à l’article 6 du RC) : 70%\nTarifs : 30%\n');
    const method = Object.values(p.Critères)[0]!;
    expect(method.Libellé).toBe('Qualité de la méthode');
    expect(method.Détails).toMatch(/précisée à l'article 6 du RC/);
    expect(method.Pondération).toBe(70);
  });

  it('keeps how a criterion is judged in the details', () => {
    const p = read(
      'Mérite technique apprécié au regard des éléments suivants : 55 %\nPrix forfaitaire : 45 %\n',
    );
    expect(weights(p.Critères)).toEqual([
      ['Mérite technique', 55],
      ['Prix forfaitaire', 45],
    ]);
  });

  it('reads a "note d’intention" as a sub-criterion, not as a rating', () => {
    const p = read(
      'Jugement des offres :\nValeur technique : 70% (note d’intention : 50%, planning : 50%)\nPrix : 30%\n',
    );
    expect(subWeights(p.Critères['Technique'])).toEqual([35, 35]);
  });
  it("reads as bullets the private-use codes a symbol font leaves in a PDF's text (U+F0B7, U+F0A7)", () => {
    const p = read(
      'Les offres sont jugées selon les critères suivants :\n\uF0B7 Prix des prestations : 40 %\n\uF0B7 Valeur technique : 60 %, décomposée comme suit :\n\uF0A7 Méthodologie : 35 %\n\uF0A7 Moyens humains : 25 %\n',
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix des prestations', 40],
      ['Valeur technique', 60],
    ]);
    expect(Object.values(p.Critères['Technique']?.['Sous-critères'] ?? {}).map((s) => s.Libellé)).toEqual([
      'Méthodologie',
      'Moyens humains',
    ]);
  });
});

describe('tables', () => {
  it("reads a table one cell a line whose weight column comes first, its cells a blank line apart ('Pondération' / '' / 'Critère' / '' / '40 %' / '' / 'Prix')", () => {
    const p = read(
      [
        'appréciée selon les critères suivants :',
        'Pondération',
        '',
        'Critère',
        '',
        '40 %',
        '',
        'Prix',
        '',
        '45 %',
        '',
        'Valeur technique',
        '',
        '15 %',
        '',
        'Démarche qualité et hygiène',
        '(méthode RABC)',
        '',
        'Contenu',
      ].join('\n'),
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix', 40],
      ['Valeur technique', 45],
      ['Démarche qualité et hygiène', 15],
    ]);
  });

  it("reads a table laid out with spaces whose first column numbers the rows ('1', '1.1'), not weighs them, a 'TOTAL' line last", () => {
    const p = read(
      [
        'L’analyse des offres est faite sur la base des critères et sous-critères pondérés ci-dessous :',
        '    N°                                            Critères et sous-critères                            Points',
        '     1         Prix des prestations                                                                       45',
        '    1.1          Prix forfaitaire annuel d’entretien (P1) par logement                                    35',
        '    1.2          Prix des interventions hors forfait (bordereau de prix unitaires)                        10',
        '     2         Valeur technique                                                                           45',
        '    2.1          Organisation du service d’astreinte et délais d’intervention                             20',
        '    2.2          Moyens humains affectés au contrat                                                       25',
        '     3         Performance environnementale                                                               10',
        '                                                                                   TOTAL                 100',
      ].join('\n'),
    );
    expect(Object.values(p.Critères).map((c) => c.Pondération)).toEqual([45, 45, 10]);
    expect(subWeights(p.Critères.Financier)).toEqual([35, 10]);
    expect(subWeights(p.Critères.Technique)).toEqual([20, 25]);
  });

  it('reads a criterion written once beside the first of its two sub-rows in a table laid out with spaces', () => {
    const p = read(
      [
        'Les offres sont appréciées au regard des critères suivants :',
        '',
        '           Critère                                 Détail                         Sous-           Pondération',
        '                                                                                pondération',
        ' Prix                                                                                               50/100',
        ' Valeur technique             Organisation des astreintes et des                   15/100           30/100',
        "                              interventions d'urgence",
        '                              Moyens humains et matériels (nacelles,               15/100',
        '                              véhicules)',
        " Délai d'intervention                                                                               20/100",
      ].join('\n'),
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix', 50],
      ['Valeur technique', 30],
      ["Délai d'intervention", 20],
    ]);
    expect(subWeights(p.Critères.Technique)).toEqual([15, 15]);
  });

  it("reads a table laid out with spaces whose first column weighs, its rows not parted by blank lines ('%' or 'Note' / 'maximale' heading)", () => {
    const p = read(
      [
        'Le CROUS retiendra l’offre économiquement la plus avantageuse selon les critères suivants :',
        '',
        '   %                Critère                                            Détail',
        '   55      Prix                             Montant de la simulation de commande (panier de 80',
        '                                            références)',
        '   30      Qualité des produits             - Qualité gustative (dégustation)',
        '                                            - Labels et signes officiels de qualité',
        '   15      Développement                    Emballages, transport, part de produits issus du commerce',
        '           durable                          équitable',
        '',
        'Prix – Note prix = 55 × (Montant mini / Montant offre).',
      ].join('\n'),
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix', 55],
      ['Qualité des produits', 30],
      ['Développement durable', 15],
    ]);
    const q = read(
      [
        'La note finale de chaque candidat est sur 20.',
        '',
        '     Note                     Critère                                 Modalités d’appréciation',
        '   maximale',
        '     10 / 20      Coût global                      Loyer trimestriel et coûts copie noir & blanc,',
        '                                                   appliqués aux volumes estimatifs',
        '     6 / 20       Valeur technique du              Vitesse, fonctions de numérisation, ergonomie',
        '                  matériel',
        '     4 / 20       Maintenance et délai             Délai d’intervention garanti sur site',
        '                  d’intervention',
      ].join('\n'),
    );
    // Points on 20 brought to 100, the document's own in each criterion's details.
    expect(weights(q.Critères)).toEqual([
      ['Coût global', 50],
      ['Valeur technique du matériel', 30],
      ["Maintenance et délai d'intervention", 20],
    ]);
  });

  it('reads a table with a column per lot whose titles sit on a heading line of their own, a dash where a lot has no such criterion', () => {
    const p = read(
      [
        'Les offres sont jugées, pour chacun des lots, selon le tableau ci-après.',
        '',
        '                                          Lot 1          Lot 2',
        '  Critères                                Vêtements      Gants',
        '  Prix                                      55 %           50 %',
        '  Valeur technique                          45 %           35 %',
        '  Performances environnementales             –             15 %',
        '  Total                                    100 %          100 %',
      ].join('\n'),
    );
    expect(lotWeights(p)).toEqual([
      ['1', [55, 45]],
      ['2', [50, 35, 15]],
    ]);
  });

  it("reads no weight in a rating grid's ranges under the criteria table ('Facilité d'enfilage<tab>1 à 5')", () => {
    const p = read(
      [
        'N°\tCritère / sous-critère\tPondération',
        '1\tQualité technique\t50 %',
        '– Résultats des essais en services de soins\t30 %',
        '– Conditionnement et étiquetage\t10 %',
        '– Documentation technique et conformité normative\t10 %',
        '2\tPrix\t40 %',
        '3\tPerformance en matière d’approvisionnement\t10 %',
        'Chaque utilisateur remplit une grille d’évaluation anonyme comportant les éléments suivants :',
        'Élément évalué\tCotation',
        "Facilité d'enfilage\t1 à 5",
        'Sensibilité tactile / dextérité\t1 à 5',
        'Résistance à la déchirure\t1 à 5',
        'Confort lors d’un port prolongé\t1 à 5',
      ].join('\n'),
    );
    expect(Object.values(p.Critères).map((c) => c.Pondération)).toEqual([50, 40, 10]);
    expect(subWeights(p.Critères.Technique)).toEqual([30, 10, 10]);
  });

  it("reads a table's 'Note maximale' cells written '12/20' after a tab, the offers 'notées sur 20', a delivery time's scale by ranges below", () => {
    const p = read(
      [
        '11. JUGEMENT DES OFFRES',
        'Pour chacun des deux lots, les offres sont notées sur 20 au moyen des critères suivants :',
        'Critère\tNote maximale',
        'Prix (montant du DQE)\t12/20',
        'Délai de livraison\t5/20',
        'Performance environnementale du transport\t3/20',
        '11.1. Détail de la notation',
        'Délai de livraison : délai inférieur ou égal à 48 heures : 5 points ; de 49 à 72 heures : 3 points ; de 73',
        'à 96 heures : 1 point.',
      ].join('\n'),
    );
    // Notes on 20, brought to 100; each criterion's details keep the rule's own.
    expect(weights(p.Critères)).toEqual([
      ['Prix', 60],
      ['Délai de livraison', 25],
      ['Performance environnementale du transport', 15],
    ]);
    expect(p.Critères['Financier']!.Détails).toMatch(/12 sur 20/);
  });

  it('reads a table laid out with spaces whose first column numbers the rows, its weights written /100, a page footer below', () => {
    const p = read(
      [
        'Le jugement des offres est effectué selon les critères ci-dessous, notés sur 100 :',
        '',
        '   Critères                                                        Pondération',
        '   -------------------------------------------------------------   -----------',
        '   1 – Prix des prestations (montant du DQE, tranche ferme +           60/100',
        '       tranche optionnelle + PSE)',
        '   2 – Valeur technique appréciée au vu du mémoire technique           40/100',
        '       2.1 Méthodologie et phasage des travaux, gestion de la              25/100',
        '           circulation, des accès riverains et des commerces',
        '       2.2 Moyens humains et matériels affectés au chantier                15/100',
        '',
        'Commune de Saint-Médard-en-Jalles – RC 2024-T-011                               Page 6 sur 10',
        '',
        '5.2 Notation du prix',
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([60, 40]);
    expect(subWeights(p.Critères['Technique'])).toEqual([25, 15]);
  });

  it("reads a table laid out with spaces whose wordings go on below their weight ('... entreprises  20 %' over 'du territoire')", () => {
    const p = read(
      [
        'Pour chaque lot, les offres sont analysées selon les critères pondérés suivants :',
        'Critères                                                                    Pondération',
        "1. Valeur pédagogique de l'offre                                             60 %",
        '1.1 Ingénierie pédagogique, individualisation des parcours et modalités      25 %',
        "    d'évaluation",
        '1.2 Accompagnement socio-professionnel et relations avec les entreprises    20 %',
        '    du territoire (stages, immersions)',
        '1.3 Moyens humains et matériels                                               15 %',
        '2. Prix (coût heure-stagiaire)                                               30 %',
        '3. Démarche de responsabilité sociétale (égalité femmes-hommes,             10 %',
        '   accessibilité, mobilité durable des stagiaires)',
        'Total                                                                       100 %',
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([60, 30, 10]);
    expect(subWeights(p.Critères['Technique'])).toEqual([25, 20, 15]);
  });

  it("reads a 'Critère / sous-critère' column beside a weight column that is not the last, sub-rows shorter", () => {
    const p = read(
      [
        'Les offres sont jugées selon les critères et sous-critères suivants :',
        'N°\tCritère / sous-critère\tNote maximale\tMéthode de notation',
        "1\tPrix\t40\tMontant du DQE. L'offre la moins-disante obtient 40 points ; les autres au prorata",
        '2\tValeur technique\t35\tExamen des échantillons ; grille de 0 à 5 par sous-critère, convertie au prorata des points',
        '\t2.1 Qualité esthétique et robustesse\t20',
        "\t2.2 Facilité d'entretien\t15",
        '3\tPerformances environnementales\t15\tPart de matériaux recyclés, bois certifié FSC/PEFC',
        '4\tDélai de livraison\t10\tLe délai le plus court obtient 10 points, les autres au prorata',
        'TOTAL\t100',
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([40, 35, 15, 10]);
    expect(subWeights(p.Critères['Technique'])).toEqual([20, 15]);
  });

  it('reads a table laid out with spaces under a drawn rule, its wordings wrapped under a hanging indent', () => {
    const p = read(
      [
        'Article 6 – Jugement des offres',
        '',
        '  Critère                                                           Pondération',
        '  ---------------------------------------------------------------   -----------',
        "  1. Prix d'acquisition du véhicule type                             40 %",
        '  2. Valeur technique                                                35 %',
        '       2.1 Conformité au CCTP, capacités et ergonomie',
        '           de la caisse (évaluation du véhicule présenté)            20 %',
        '       2.2 Châssis : motorisation, transmission, aides',
        '           à la conduite, sécurité passive                           15 %',
        '  3. Délai de livraison                                              10 %',
        '  4. Service après-vente, maintenance et formation                   15 %',
        '  ---------------------------------------------------------------   -----------',
        '                                                                    100 %',
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([40, 35, 10, 15]);
    expect(subCriteria(p.Critères['Technique'])).toEqual([
      ['Conformité au CCTP, capacités et ergonomie de la caisse', 20],
      ['Châssis', 15],
    ]);
  });

  it('reads a table with a weight column for the criteria and another for their sub-criteria', () => {
    const p = read(
      [
        'Les offres sont jugées en fonction des critères suivants :',
        'Critère\tPondération\tSous-critère\tPoints',
        'Prix (montant du DQE)\t50\t–\t–',
        "Valeur technique\t50\tOrganisation des équipes et délais d'intervention\t20",
        '\t\tMoyens matériels affectés\t20',
        '\t\tGestion environnementale\t10',
        'Total\t100',
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([50, 50]);
    expect(subWeights(p.Critères['Technique'])).toEqual([20, 20, 10]);
  });

  it("does not take a chapter's number ending a cell of details ('Mémoire technique, chapitre 1') for a weight", () => {
    const p = read(
      [
        'Les offres seront analysées au regard des critères pondérés figurant dans le tableau ci-dessous.',
        'Critère',
        'Pondération',
        "Éléments d'appréciation",
        '1 – Prix',
        '40 %',
        'Coût annuel selon le DQE',
        '2 – Valeur technique',
        '60 %',
        '',
        '2.1 Organisation logistique',
        '35 %',
        'Mémoire technique, chapitre 1',
        '2.2 Traçabilité du linge',
        '25 %',
        'Mémoire technique, chapitre 2',
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([40, 60]);
    expect(subWeights(p.Critères['Technique'])).toEqual([35, 25]);
  });

  it("reads a tab table whose criterion's row opens with its first numbered sub-criterion", () => {
    const p = read(
      [
        'L’offre économiquement la plus avantageuse sera appréciée en fonction des critères pondérés suivants :',
        'Critères\tSous-critères\tPondération',
        '1. Prix des prestations apprécié au vu de la DPGF\t—\t40 %',
        '2. Valeur technique appréciée au vu du mémoire technique (60 %)\t2.1 Méthodologie et organisation du chantier\t30 %',
        '\t2.2 Moyens humains et matériels affectés au chantier\t20 %',
        "\t2.3 Planning détaillé d'exécution\t10 %",
        'TOTAL\t100 %',
      ].join('\n'),
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix des prestations', 40],
      ['Valeur technique', 60],
    ]);
    expect(subCriteria(p.Critères['Technique'])).toEqual([
      ['Méthodologie et organisation du chantier', 30],
      ['Moyens humains et matériels affectés au chantier', 20],
      ["Planning détaillé d'exécution", 10],
    ]);
  });

  it('reads a table laid out with spaces, its cells wrapped, its sub-criteria in a column of their own', () => {
    const p = read(
      [
        'Les critères sont pondérés comme suit (en points sur 100) :',
        '',
        '   Pondération     Critères                  Sous-critères',
        '',
        '       45          Prix                      Montant total de la DPGF',
        '',
        '                                             25 – Méthodologie et organisation des travaux,',
        '                                             adaptation au site occupé',
        '       45          Valeur technique          15 – Moyens humains et matériels affectés',
        '                                             au chantier',
        '                                             5 – Fiches techniques des matériaux',
        '',
        '       10          Gestion environne-        Tri et valorisation des déchets de chantier',
        '                   mentale du chantier',
        '',
        '5.2 – Méthode de notation du prix',
      ].join('\n'),
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix', 45],
      ['Valeur technique', 45],
      ['Gestion environnementale du chantier', 10],
    ]);
    expect(subWeights(p.Critères['Technique'])).toEqual([25, 15, 5]);
  });

  it('reads a table laid out with spaces whose weights come first, a row for a criterion and its sub-criteria', () => {
    const p = read(
      [
        'Les offres sont jugées selon les critères suivants (en points sur 100) :',
        '',
        '   Pondération   Critères et sous-critères',
        '',
        '   55 points     Prix des prestations',
        '                 apprécié au vu du détail quantitatif estimatif',
        '',
        '   40 points     Valeur technique, jugée sur le mémoire technique :',
        '      25 pts        - méthodologie d’exécution des ouvrages et',
        '                    plan d’assurance qualité',
        '      15 pts        - moyens humains et matériels affectés au lot',
        '',
        '    5 points     Performance environnementale du chantier',
        '',
        'Le prix est noté selon la formule : Note = 55 × (Pmin / P).',
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, weight]) => weight)).toEqual([55, 40, 5]);
    expect(subWeights(p.Critères['Technique'])).toEqual([25, 15]);
  });

  it('reads a tabbed table whose weight column comes first, its sub-criteria a cell further in', () => {
    const p = read(
      [
        'Les offres sont classées selon les critères pondérés suivants (en points sur 100) :',
        'Pondération\tCritère\tSous-critère',
        '50\tPrix des prestations\tMontant du détail estimatif',
        '40\tValeur technique',
        '\t25\tMéthodologie d’exécution et phasage des travaux de nuit sous',
        '\t\tdéviation, gestion des fermetures',
        '\t15\tMoyens humains et matériels (ateliers de rabotage)',
        '10\tPerformance environnementale\tRésultats de l’éco-comparateur',
        '',
        'Article 10.2 – Négociation',
      ].join('\n'),
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix des prestations', 50],
      ['Valeur technique', 40],
      ['Performance environnementale', 10],
    ]);
    expect(subWeights(p.Critères['Technique'])).toEqual([25, 15]);
  });

  it('reads a tabbed table of criteria, the rows of a scale from shares to points after it aside', () => {
    const p = read(
      [
        'Critère\tSous-critère\tPoints',
        'Prix\t\t45',
        'Valeur technique\t\t35',
        '\tMoyens humains\t15',
        '\tOrganisation des tournées\t10',
        '\tContinuité du service\t10',
        'Performance environnementale\t\t20',
        '\tMotorisation des véhicules\t10',
        '\tRéduction des nuisances\t10',
        'Total\t\t100',
        '',
        'La note de motorisation sera attribuée selon le barème :',
        '100 % des véhicules à faibles émissions\t10 points',
        'au moins 50 %\t6 points',
        'au moins 25 %\t3 points',
        'moins de 25 %\t0 point',
      ].join('\n'),
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix', 45],
      ['Valeur technique', 35],
      ['Performance environnementale', 20],
    ]);
    expect(subWeights(p.Critères['Environnement'])).toEqual([10, 10]);
  });

  it("reads a table one cell a line, sub-criteria wrapped over two lines ('ISO 7 / ISO 5', 'sous-traitance')", () => {
    const p = read(
      [
        'Les offres sont jugees selon les criteres et ponderations figurant au tableau ci-apres :',
        'Critere',
        'Ponderation',
        'Prix des travaux',
        '50 %',
        'Valeur technique, dont :',
        '40 %',
        '- methodologie de phasage en site occupe et maitrise du',
        'risque infectieux (biocontamination, ISO 7 / ISO 5)',
        '20 %',
        '- moyens humains, encadrement et sous-traitance declaree',
        '20 %',
        "Delai global d'execution",
        '10 %',
      ].join('\n'),
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix des travaux', 50],
      ['Valeur technique', 40],
      ["Delai global d'execution", 10],
    ]);
    expect(subWeights(p.Critères['Technique'])).toEqual([20, 20]);
  });

  it("reads a sub-criteria table one cell a line, its points bare, though the next criterion's line carries its unit", () => {
    const p = read(
      [
        'Les offres seront analysées selon les critères ci-dessous :',
        'Valeur technique : 60 points',
        '',
        'Sous-critères',
        'Points',
        'Moyens humains affectés (effectifs, qualification)',
        '25',
        'Méthodologie d’intervention et planning annuel',
        '20',
        'Démarche environnementale',
        '15',
        'Prix : 40 points',
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([60, 40]);
    expect(subWeights(p.Critères['Technique'])).toEqual([25, 20, 15]);
  });

  it("reads a table headed 'Critère | Sous-critère | Note', its criterion's points in a sub-total row", () => {
    const p = read(
      [
        'Les offres sont classées par ordre décroissant sur la base des critères suivants, notés sur 100 points :',
        'Critère\tSous-critère\tNote',
        "Valeur technique\tOrganisation de l'équipe et moyens dédiés à l'opération\t20",
        '\tMéthodologie et compréhension du programme\t25',
        '\tApproche environnementale et énergétique\t15',
        '\tSous-total valeur technique\t60',
        'Prix\tTaux de rémunération appliqué au coût prévisionnel des travaux\t30',
        "Délais d'études\tDélais proposés pour les phases ESQ à PRO\t10",
        'TOTAL\t100',
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([60, 30, 10]);
    expect(subWeights(p.Critères['Technique'])).toEqual([20, 25, 15]);
  });

  it("reads a PDF table one cell a line whose 'N°' column numbers the rows, its weights in percent", () => {
    const p = read(
      "Tableau n° 2 – Critères de jugement des offres\nN°\nCritère / sous-critère\nPondération\n1\nPrix des prestations\n40 %\n2\nValeur technique de l'offre\n45 %\n2.1\nMéthodologie et phasage\n25 %\n2.2\nMoyens humains\n20 %\n3\nDélai d'exécution\n15 %\nTOTAL\n100 %\n",
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix des prestations', 40],
      ["Valeur technique de l'offre", 45],
      ["Délai d'exécution", 15],
    ]);
    expect(subWeights(p.Critères['Technique'])).toEqual([25, 20]);
  });

  it("reads a Markdown table whose cells say 'noté sur 40', a sub-criterion ending in '24h/24'", () => {
    const p = read(
      [
        'Le jugement des offres sera effectué sur 100 points selon le tableau suivant :',
        '| Critère                                              | Notation    |',
        '|------------------------------------------------------|-------------|',
        '| Prix (forfait annuel d’entretien complet + BPU)      | noté sur 40 |',
        '| Valeur technique                                     | noté sur 40 |',
        '|   - plan de maintenance et fréquence des visites     |   15        |',
        '|   - moyens en personnel et délai de dépannage 24h/24 |   15        |',
        '|   - suivi, télésurveillance et reporting             |   10        |',
        '| Taux de disponibilité garanti des appareils          | noté sur 20 |',
        '| TOTAL                                                | 100         |',
      ].join('\n'),
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix', 40],
      ['Valeur technique', 40],
      ['Taux de disponibilité garanti des appareils', 20],
    ]);
    expect(subWeights(p.Critères['Technique'])).toEqual([15, 15, 10]);
  });

  it('reads a Markdown table, its numbers column and a label wrapped on a row of its own', () => {
    const p = read(
      [
        'Le jugement des offres est effectué selon les critères du tableau ci-dessous :',
        '| N° | Critère / sous-critère | Pondération |',
        '|----|------------------------|-------------|',
        '| 1  | Prix (montant du DQE)  | 35 %        |',
        '| 2  | Valeur technique       | 50 %        |',
        '| 2.1| Adéquation au CCTP     | 30 %        |',
        '| 2.2| Garantie et SAV        | 20 %        |',
        '| 3  | Développement durable (réparabilité, | 15 % |',
        '|    | reprise des matériels) |             |',
        '|    | TOTAL                  | 100 %       |',
      ].join('\n'),
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix', 35],
      ['Valeur technique', 50],
      ['Développement durable (réparabilité, reprise des matériels)', 15],
    ]);
    expect(subWeights(p.Critères['Technique'])).toEqual([30, 20]);
  });

  it('reads a grid table, its cells wrapped within their rows and a criterion spanning its sub-criteria', () => {
    const p = read(
      [
        'Les offres sont jugées selon les critères du tableau ci-après :',
        '+----------------------+----------------------------------+-----------+',
        '| Critères             | Sous-critères                    | Pondérat° |',
        '+----------------------+----------------------------------+-----------+',
        '| 1. Prix              | Montant du bordereau appliqué    |    40 %   |',
        '|                      | au détail estimatif              |           |',
        '+----------------------+----------------------------------+-----------+',
        '| 2. Valeur technique  | 2.1 Moyens humains affectés      |    30 %   |',
        '|                      | au chantier (encadrement)        |           |',
        '|                      +----------------------------------+-----------+',
        '|                      | 2.2 Méthodologie d’intervention  |    20 %   |',
        '+----------------------+----------------------------------+-----------+',
        '| 3. Performances      | 3.1 Gestion des déchets          |     5 %   |',
        '|    environnementales |                                  |           |',
        '|                      +----------------------------------+-----------+',
        '|                      | 3.2 Matériels à faibles émissions|     5 %   |',
        '+----------------------+----------------------------------+-----------+',
      ].join('\n'),
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix', 40],
      ['Valeur technique', undefined],
      ['Performances environnementales', undefined],
    ]);
    expect(subWeights(p.Critères['Technique'])).toEqual([30, 20]);
  });

  it("reads a sub-criterion that speaks of 'la tranche ferme' in its wording, a tranche alone being none", () => {
    const p = read(
      [
        'Prix : 40 %',
        'Valeur technique : 60 %, appréciée selon les éléments suivants :',
        '- méthodologie proposée pour les études (30 %)',
        '- composition de l’équipe dédiée (20 %)',
        '- planning détaillé et capacité à tenir les délais de la tranche ferme (10 %)',
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, weight]) => weight)).toEqual([40, 60]);
    expect(subWeights(p.Critères['Technique'])).toEqual([30, 20, 10]);
  });

  it("reads a column-by-column table headed 'Sous-critères' / 'Pondération', numbered wordings wrapped", () => {
    const p = read(
      [
        'Prix : 40 %',
        'Valeur technique : 60 %',
        'Le critère « Valeur technique » se décompose comme suit :',
        'Sous-critères',
        'Pondération',
        '2.1 Robustesse et conformité aux normes',
        'NF EN 1729-1 et -2',
        '2.2 Ergonomie et modularité',
        '2.3 Garantie et service après-vente',
        '30 %',
        '20 %',
        '10 %',
      ].join('\n'),
    );
    expect(subCriteria(p.Critères['Technique'])).toEqual([
      ['Robustesse et conformité aux normes NF EN 1729-1 et -2', 30],
      ['Ergonomie et modularité', 20],
      ['Garantie et service après-vente', 10],
    ]);
  });

  it('reads a column-by-column grid of criteria and sub-criteria, a numbered wording ending with a colon', () => {
    const p = read(
      [
        'Les offres sont notées sur 100 points selon la grille suivante :',
        'Critères / sous-critères',
        '1. Prix des prestations',
        '2. Valeur technique',
        '2.1 Moyens humains affectés : effectifs, volume horaire',
        'par site, encadrement',
        '2.2 Organisation des prestations et contrôle qualité :',
        'plannings, autocontrôle, traçabilité',
        'Points',
        '40',
        '60',
        '35',
        '25',
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, weight]) => weight)).toEqual([40, 60]);
    expect(subWeights(p.Critères['Technique'])).toEqual([35, 25]);
  });

  it('reads a second table headed below the first, its bare points its own', () => {
    const p = read(
      [
        'Les offres seront jugées au regard des critères pondérés suivants :',
        'Critères',
        'Pondération',
        '1. Prix',
        '45 %',
        '2. Valeur technique',
        '40 %',
        '3. Performance environnementale',
        '15 %',
        'Les sous-critères de la valeur technique sont les suivants :',
        'Sous-critères',
        'Points',
        '2.1 Organisation de la collecte et des tournées',
        '15',
        '2.2 Moyens humains et sécurité des équipages',
        '15',
        '2.3 Qualité de service et suivi des réclamations',
        '10',
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, weight]) => weight)).toEqual([45, 40, 15]);
    expect(subWeights(p.Critères['Technique'])).toEqual([15, 15, 10]);
  });

  it("leaves out the row that totals a criterion's sub-criteria ('Total valeur technique')", () => {
    const p = read(
      [
        'Prix des prestations : 60 %',
        'Valeur technique : 40 %',
        'Le critère « Valeur technique » est apprécié selon les sous-critères suivants :',
        'Sous-critères',
        'Points',
        '2.1 – Méthodologie et organisation du chantier',
        '20',
        '2.2 – Moyens humains et matériels',
        '10',
        '2.3 – Planning détaillé d’exécution',
        '10',
        'Total valeur technique',
        '40',
      ].join('\n'),
    );
    expect(subWeights(p.Critères['Technique'])).toEqual([20, 10, 10]);
  });

  it('gives sub-criteria detailed after the list to the criterion whose weight they add up to', () => {
    const p = read(
      [
        'Les offres sont jugées selon les critères suivants :',
        '1. Prix : 45 %',
        '2. Valeur technique : 40 %',
        '3. Performance environnementale : 15 %',
        'Le mémoire technique est apprécié selon les éléments suivants :',
        '2.1 Organisation de la collecte et des tournées : 15 %',
        '2.2 Moyens humains et matériels : 15 %',
        '2.3 Continuité du service : 10 %',
      ].join('\n'),
    );
    expect(subWeights(p.Critères['Technique'])).toEqual([15, 15, 10]);
    expect(subWeights(p.Critères['Environnement'])).toEqual([]);
  });

  it('reads sub-criteria printed column by column, their wordings wrapped, then as many weights', () => {
    const p = read(
      [
        'Prix : 50 %',
        'Valeur technique : 50 %',
        'Le critère valeur technique est décomposé comme suit :',
        'Qualité des produits au vu des essais des échantillons ',
        'réalisés par le laboratoire ',
        'Conditionnement, étiquetage et traçabilité ',
        'Délais de livraison et service après- ',
        'vente ',
        'Points',
        '30',
        '10',
        '10',
      ].join('\n'),
    );
    expect(subCriteria(p.Critères['Technique'])).toEqual([
      ['Qualité des produits au vu des essais des échantillons réalisés par le laboratoire', 30],
      ['Conditionnement, étiquetage et traçabilité', 10],
      ['Délais de livraison et service après-vente', 10],
    ]);
  });

  it('reads a grid table whose rules frame blocks of rows, each row filling its weight cell', () => {
    const p = read(
      [
        'Les offres sont jugées au regard des critères suivants :',
        '+----------------------------------------------------+---------+',
        '| Critères et sous-critères                          | Poids   |',
        '+----------------------------------------------------+---------+',
        '| 1. VALEUR TECHNIQUE                                |  60 %   |',
        '|   1.1 Couverture fonctionnelle (matrice de         |  40 %   |',
        '|       conformité, exigences couvertes)             |         |',
        '|   1.2 Ergonomie constatée lors des démonstrations  |  20 %   |',
        '+----------------------------------------------------+---------+',
        '| 2. PRIX – COÛT GLOBAL SUR 4 ANS                    |  40 %   |',
        '+----------------------------------------------------+---------+',
      ].join('\n'),
    );
    expect(weights(p.Critères)).toEqual([
      ['VALEUR TECHNIQUE', 60],
      ['PRIX - COÛT GLOBAL SUR 4 ANS', 40],
    ]);
    expect(subWeights(p.Critères['Technique'])).toEqual([40, 20]);
  });

  it("reads a table of coefficients beside a note column ('/10'), its 'Total' row the whole", () => {
    const p = read(
      'Les offres seront notées sur 10 pour chaque critère, puis affectées du coefficient suivant :\nCritère\tNote\tCoefficient\nValeur technique (essais)\t/10\t5\nPrix\t/10\t3\nService après-vente\t/10\t1,5\nDélai de livraison\t/10\t0,5\nTotal\t\t10\n',
    );
    expect(weights(p.Critères)).toEqual([
      ['Valeur technique', 50],
      ['Prix', 30],
      ['Service après-vente', 15],
      ['Délai de livraison', 5],
    ]);
  });

  it('reads a table read column by column: its labels, then as many weights', () => {
    const p = read(
      'Le tableau ci-dessous précise les critères retenus et leur pondération :\nCritères\nPrix des repas\nQualité gustative des menus\nModalités de livraison\nPondération\n40 %\n45 %\n15 %\n',
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix des repas', 40],
      ['Qualité gustative des menus', 45],
      ['Modalités de livraison', 15],
    ]);
  });

  it('reads a table read column by column whose first column numbers its rows', () => {
    const p = read(
      'Les offres seront classées selon les critères pondérés ci-dessous.\nN°\nCritère\n1\n2\n3\nPrix\nValeur technique\nDéveloppement durable\nPondération\n40 %\n45 %\n15 %\nMode d’évaluation\nBPU / DQE\nMémoire technique\nQuestionnaire\n',
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix', 40],
      ['Valeur technique', 45],
      ['Développement durable', 15],
    ]);
  });

  it('reads a "Critères / Pondération" table whose weights have no unit, numbered rows and sub-rows', () => {
    const p = read(
      'Les offres sont classées selon les critères pondérés suivants :\nCritères Pondération\n1-Prix des travaux 55.0\n2-Valeur technique 45.0\n2.1-Méthode d’exécution 25.0\n2.2-Moyens matériels 20.0\n',
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix des travaux', 55],
      ['Valeur technique', 45],
    ]);
    expect(subWeights(p.Critères['Technique'])).toEqual([25, 20]);
  });

  it('gives a weight printed in a cell of its own, after a paragraph, to the row waiting for it', () => {
    const p = read(
      'Critères Pondération\n1-Prix global et forfaitaire 35\n2-Valeur technique\nLe mémoire ne dépassera pas 10 pages et présentera\nles moyens et le planning.\n\n65\n',
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix global et forfaitaire', 35],
      ['Valeur technique', 65],
    ]);
  });
});

describe('hierarchy', () => {
  it("gives the criterion 'X : les sous-critères sont les suivants' the shares listed after it", () => {
    const p = read(
      [
        'A2.1 Pondération des critères',
        '1. Prix : 40 %',
        '2. Valeur technique : 45 %',
        '3. Engagement de disponibilité des bornes : 15 %',
        'A2.3 Valeur technique : les sous-critères sont les suivants (pondération exprimée en pourcentage de la note du critère) :',
        'a) supervision et télégestion : 40 %',
        'b) maintenance préventive : 35 %',
        'c) maintenance curative : 25 %',
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([40, 45, 15]);
    expect(subWeights(p.Critères['Technique'])).toEqual([18, 15.75, 11.25]);
  });

  it("reads a bracketed weight before 'dont :' and the bracketed shares after it", () => {
    const p = read(
      [
        'Les offres sont appréciées au regard des critères suivants, pondérés sur 100 :',
        '1. Valeur technique (60) dont : qualité esthétique de la gamme (25), robustesse et facilité de maintenance (20), éco-conception et recyclabilité (15) ;',
        '2. Prix (40), apprécié sur la base du détail quantitatif estimatif.',
      ].join('\n'),
    );
    expect(weights(p.Critères)).toEqual([
      ['Valeur technique', 60],
      ['Prix', 40],
    ]);
    expect(subWeights(p.Critères['Technique'])).toEqual([25, 20, 15]);
  });

  it("reads the bracket further along a coefficient's line as its share-out when its coefficients add up to it", () => {
    const p = read(
      [
        'Jugement des offres selon les critères pondérés suivants :',
        '- Prix : coefficient 3 ;',
        '- Valeur technique : coefficient 2, jugée sur le mémoire (organisation de l’équipe : coefficient 1 ; modalités d’intervention : coefficient 1).',
      ].join('\n'),
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix', 60],
      ['Valeur technique', 40],
    ]);
    expect(subWeights(p.Critères['Technique'])).toEqual([20, 20]);
  });

  it("reads a weight cell printed at the end of its label's first line, the label's bracket going on below", () => {
    const p = read(
      [
        'Les offres seront appréciées selon les critères suivants :',
        'Critère Pondération',
        'Qualité des denrées et des menus 40 %',
        'Prix 35 %',
        'Organisation du service et qualité de la prestation (traçabilité, gestion 15 %',
        'des régimes et allergies, délais de livraison)',
        'Performance environnementale (emballages, biodéchets) 10 %',
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([40, 35, 15, 10]);
  });

  it("gives an insurance's technical value the bracketed shares of the sentence saying what it is judged on", () => {
    const p = read(
      "Assurances de la commune | Lot 1 : Dommages aux biens || Lot 2 : Responsabilité civile | Valeur technique : 60.00%, Tarification : 40.00% || Valeur technique : 60.00%, Tarification : 40.00% | Appel d'offres ouvert. | Pour les lots 1 et 2, la valeur technique sera appréciée au regard de l'adéquation des garanties au CCTP (35 %), du montant des franchises (15 %) et des modalités de gestion des sinistres (10 %). | performance",
    );
    expect(subCriteria(p.Critères['Technique'])).toEqual([
      ['adéquation des garanties au CCTP', 35],
      ['montant des franchises', 15],
      ['modalités de gestion des sinistres', 10],
    ]);
  });

  it("does not take the final note's formula '(Note VT x 45 %)' for a sub-criterion of the technical value", () => {
    const p = read(
      [
        'Le jugement des offres sera effectué en fonction des critères suivants :',
        '1/ Prix : 55 %',
        '2/ Valeur technique : 45 %',
        'La valeur technique sera jugée selon les sous-critères ci-dessous :',
        'a) Méthodologie et organisation du chantier 25 points',
        'b) Moyens humains 15 points',
        'c) Gestion des déchets de chantier 5 points',
        'La note finale est obtenue par la formule : Note finale = (Note prix x 55 %) + (Note VT x 45 %)',
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([55, 45]);
    expect(subWeights(p.Critères['Technique'])).toEqual([25, 15, 5]);
  });

  it("gives the criterion a heading 'Sous-critères du critère Valeur technique (45 %)' names the rows under it", () => {
    const p = read(
      [
        'Critère\tPondération',
        'Prix\t40 %',
        'Valeur technique\t45 %',
        "Performance en matière de protection de l'environnement\t15 %",
        '',
        'Sous-critères du critère Valeur technique (45 %)',
        'Pondération',
        '2.1 Qualité du linge proposé (grammage, composition)',
        '20 %',
        '2.2 Organisation logistique et délais de remise à disposition',
        '15 %',
        '2.3 Traçabilité et reporting',
        '10 %',
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([40, 45, 15]);
    expect(Object.values(p.Critères).map(subWeights)).toEqual([[], [20, 15, 10], []]);
  });

  it("reads lines that open with 'dont' as shares of the criterion above them", () => {
    const p = read(
      [
        'Les offres sont évaluées sur 100 pts au regard des critères suivants :',
        'Prix (au vu du bordereau de prix)                          35 pts',
        'Qualité et ergonomie des mobiliers                         35 pts',
        '   dont robustesse et qualité des matériaux                      15 pts',
        '   dont ergonomie et adaptabilité                                10 pts',
        '   dont durée et conditions de garantie                          10 pts',
        "Délais de livraison et d'installation                      15 pts",
        'Performance environnementale                               15 pts',
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([35, 35, 15, 15]);
    expect(subWeights(p.Critères['Qualité'])).toEqual([15, 10, 10]);
  });

  it("reads '80 % de la note prix' as a share of the price criterion's note", () => {
    const p = read(
      [
        'Critère 1 – Valeur technique',
        'Pondération : 60',
        'Critère 2 – Prix',
        'Pondération : 40',
        'Apprécié au regard du prix global et forfaitaire annuel (80 % de la note prix) et du',
        'montant du DQE établi à partir du BPU (20 % de la note prix).',
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([60, 40]);
    expect(subWeights(p.Critères['Financier'])).toEqual([32, 8]);
  });

  it('gives the shares listed after the price to the criterion an announcement names', () => {
    const p = read(
      [
        'Les offres sont classées selon les critères pondérés suivants :',
        '     Valeur technique          60 %',
        '     Prix                      40 %',
        'Le critère valeur technique est décomposé comme suit (pourcentages de la note du critère) :',
        '     – compréhension du contexte et démarche proposée ........ 40 %',
        "     – composition de l'équipe ............................... 35 %",
        '     – planning et nombre de jours par phase ................. 25 %',
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([60, 40]);
    expect(subWeights(p.Critères['Technique'])).toEqual([24, 21, 15]);
    expect(subWeights(p.Critères['Financier'])).toEqual([]);
  });

  it("gives the shares to the criterion named by 'est apprécié au vu du mémoire et décomposé comme suit'", () => {
    const p = read(
      [
        'Les critères sont pondérés de la manière suivante :',
        '   1-Prix des prestations          50.0 %',
        '   2-Valeur technique              40.0 %',
        "   3-Délai d'exécution             10.0 %",
        'Le critère Valeur technique est apprécié au vu du mémoire technique et décomposé comme suit (en pourcentage de la note) :',
        "- Méthodologie d'exécution des travaux : 50 %",
        '- Moyens humains et matériels : 30 %',
        '- Planning détaillé : 20 %',
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([50, 40, 10]);
    expect(subWeights(p.Critères['Technique'])).toEqual([20, 12, 8]);
  });

  it('gives a numbered criterion its one sub-criterion of the same weight and kind, not the next criterion', () => {
    const p = read(
      [
        'Critère\tSous-critère\tPondération',
        '1. Prix\t\t45 %',
        '\tCoût de la location-entretien (DQE annuel)\t40 %',
        '\tCoût de la dotation initiale\t5 %',
        '2. Qualité de la prestation\t\t45 %',
        '\tQualité du linge et des vêtements\t25 %',
        '\tOrganisation des collectes et livraisons\t20 %',
        '3. Délais\t\t10 %',
        '\tDélai de remise à disposition du linge (rotation)\t10 %',
        'Total\t\t100 %',
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([45, 45, 10]);
    expect(subWeights(p.Critères['Délais'])).toEqual([10]);
  });

  it("gives a criterion the sub-criteria announced after it ('La valeur technique sera jugée selon les sous-critères suivants')", () => {
    const p = read(
      [
        'Critères de jugement des offres :',
        'Prix 45 % - Valeur technique 45 % - Délai 10 %',
        'La valeur technique sera jugée selon les sous-critères suivants :',
        'a) qualité des défenses proposées (matériaux, certificats d’essais PIANC 2024) : 25 %',
        'b) méthodologie et moyens de pose en site exploité : 15 %',
        'c) garanties proposées et conditions du service après-vente : 5 %',
      ].join('\n'),
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix', 45],
      ['Valeur technique', 45],
      ['Délai', 10],
    ]);
    expect(subWeights(p.Critères['Technique'])).toEqual([25, 15, 5]);
  });

  it("gives a table's criterion the sub-criteria of its lettered restatement ('b) Critère Valeur technique (50 points)')", () => {
    const p = read(
      [
        'Les critères retenus pour le jugement des offres sont pondérés de la manière suivante :',
        'Critères\nPondération',
        'Prix des prestations (sur la base du DQE)\n40 points',
        'Valeur technique\n50 points',
        "Performances en matière de protection de l'environnement\n10 points",
        'TOTAL\n100 points',
        'Modalités de notation :',
        'a) Critère Prix (40 points)',
        'La note prix est calculée selon la formule : note = 40 × Pmin / P.',
        'b) Critère Valeur technique (50 points), apprécié à partir du mémoire technique :',
        '- Organisation et moyens affectés au lot : 20 points',
        "- Méthodologie d'intervention : 20 points",
        '- Planning annuel prévisionnel des interventions : 10 points',
        'c) Critère Performances environnementales (10 points) : gestion différenciée, déchets verts.',
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([40, 50, 10]);
    expect(subWeights(p.Critères['Technique'])).toEqual([20, 20, 10]);
  });

  it("shares a criterion out among sub-criteria listed unweighted after 'N sous-critères de X % chacun'", () => {
    const p = read(
      'Critère 1 : Prix (40 %)\nCritère 2 : Valeur technique (60 %)\nElle est décomposée en trois sous-critères de 20 % chacun :\n   - qualité architecturale du projet ;\n   - performance énergétique garantie ;\n   - méthodologie et planning.\nArticle 10 - Avance\n',
    );
    expect(subWeights(p.Critères['Technique'])).toEqual([20, 20, 20]);
    const worth = read(
      'CRITÈRE 1 : VALEUR TECHNIQUE – 60 points\nCe critère est décliné en trois sous-critères valant\nchacun 20 points :\n   - compréhension des enjeux ;\n   - expertise technique sur les réseaux de chaleur (biomasse,\n     géothermie) ;\n   - planning de la mission.\nCRITÈRE 2 : PRIX – 40 points\n',
    );
    expect(subWeights(worth.Critères['Technique'])).toEqual([20, 20, 20]);
  });

  it("reads lettered items under '1.1' as its details, the third level", () => {
    const p = read(
      "5.1 - Critères\n1 / Valeur technique ........ 60 pts\n  1.1 Méthodologie d'exécution ........ 40 pts, dont :\n     a) phasage des travaux ........ 25 pts\n     b) gestion des batardeaux ........ 15 pts\n  1.2 Moyens humains ........ 20 pts\n2 / Prix ........ 40 pts\n",
    );
    expect(subWeights(p.Critères['Technique'])).toEqual([40, 20]);
  });

  it("reads sub-criteria on the criterion's note scale ('notée sur 10 points') in its own section", () => {
    const p = read(
      [
        "4.2 Critères d'attribution",
        '   Critère                                   Coefficient de pondération',
        '   Prix (montant annuel du DQE)              0,6',
        '   Valeur technique                          0,4',
        '4.3.2 Valeur technique (Nt)',
        'La valeur technique est notée sur 10 points au vu du mémoire technique :',
        '   - organisation des tournées : 4 points ;',
        '   - plan de continuité du service : 3 points ;',
        '   - dispositif de suivi des réclamations : 3 points.',
      ].join('\n'),
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix', 60],
      ['Valeur technique', 40],
    ]);
    expect(subWeights(p.Critères['Technique'])).toEqual([16, 12, 12]);
  });

  it('reads sub-criteria in percent of the whole note under a criterion weighted by a coefficient', () => {
    const p = read(
      [
        "ARTICLE 6 – CRITERES D'ATTRIBUTION",
        'Les offres sont appréciées au regard des deux critères suivants, affectés d’un coefficient :',
        "   Valeur technique de l'offre .................................. coefficient 6",
        '   Prix global ................................................... coefficient 4',
        'La valeur technique, appréciée au vu du mémoire technique, est décomposée en trois',
        'sous-critères, dont le poids est exprimé en pourcentage de la note globale :',
        '   a) compréhension des enjeux ............................................ 20 %',
        '   b) pertinence de la méthodologie proposée .............................. 25 %',
        "   c) composition de l'équipe dédiée ...................................... 15 %",
      ].join('\n'),
    );
    expect(weights(p.Critères)).toEqual([
      ["Valeur technique de l'offre", 60],
      ['Prix global', 40],
    ]);
    expect(subWeights(p.Critères['Technique'])).toEqual([20, 25, 15]);
  });

  it("reads sub-criteria numbered '7.2.3-a' under a criterion restated in a shorter wording", () => {
    const p = read(
      [
        "7.2.1 – Critères d'attribution",
        '   Critère 1 – Prix des prestations ..................................... 60 %',
        "   Critère 2 – Valeur technique de l'offre ............................. 40 %",
        '7.2.2 – Modalités de notation du critère « Prix des prestations »',
        'Le prix sera noté sur 60 points, sur la base du montant total du DQE.',
        "7.2.3 – Modalités de notation du critère « Valeur technique de l'offre »",
        'La valeur technique sera notée sur 40 points, et décomposée comme suit :',
        "   7.2.3-a  Méthodologie d'exécution des travaux ........................ 20 points",
        '   7.2.3-b  Moyens humains et matériels affectés au chantier ............ 10 points',
        '   7.2.3-c  Gestion des déchets de chantier ............................. 10 points',
      ].join('\n'),
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix des prestations', 60],
      ["Valeur technique de l'offre", 40],
    ]);
    expect(subCriteria(p.Critères['Technique'])).toEqual([
      ["Méthodologie d'exécution des travaux", 20],
      ['Moyens humains et matériels affectés au chantier', 10],
      ['Gestion des déchets de chantier', 10],
    ]);
  });

  it('gives the numbered sub-criteria under a criterion restated after the summary table to that criterion', () => {
    const p = read(
      [
        'ARTICLE 10 – JUGEMENT DES OFFRES',
        '10.1 SYNTHESE DES CRITERES',
        '   N°   CRITERE                              PONDERATION',
        '   1    Valeur technique de l’offre          60 points',
        '   2    Prix (montant de la rémunération)    40 points',
        '10.2 DETAIL DU CRITERE N°1 – VALEUR TECHNIQUE DE L’OFFRE (60 points)',
        '   1.1  Compréhension du programme et analyse du site : 25 points',
        '   1.2  Méthodologie de la mission : 20 points',
        '   1.3  Planning prévisionnel des études : 15 points',
        '10.3 DETAIL DU CRITERE N°2 – PRIX (40 points)',
        'Note prix = 40 × (Montant de l’offre la plus basse / Montant de l’offre analysée)',
      ].join('\n'),
    );
    expect(weights(p.Critères)).toEqual([
      ["Valeur technique de l'offre", 60],
      ['Prix', 40],
    ]);
    expect(subWeights(p.Critères['Technique'])).toEqual([25, 20, 15]);
    expect(subWeights(p.Critères['Financier'])).toEqual([]);
  });

  it("reads items numbered '11.1.1' under criteria named 'Critère n°1' as their sub-criteria", () => {
    const p = read(
      'ART. 11 – JUGEMENT DES OFFRES\nCritère n°1 – Valeur technique : 50 %\n   11.1.1 Méthodologie : 25 %\n   11.1.2 Moyens matériels et humains : 12,5 %\n   11.1.3 Planning des tournées : 12,5 %\nCritère n°2 – Prix : 50 %\n',
    );
    expect(subWeights(p.Critères['Technique'])).toEqual([25, 12.5, 12.5]);
  });

  it('gives the sub-criteria detailed under a restated criterion to that criterion, not to the one listed last', () => {
    const p = read(
      "9.1 Liste des critères\nPrix : 40 pts\nValeur technique : 50 pts\nDélai : 10 pts\n9.2 Détail des critères\nLe critère « Valeur technique » (50 pts) est apprécié au vu du mémoire :\n▪ procédés d'exécution (25 pts)\n▪ stabilité des avoisinants (15 pts)\n▪ moyens en personnel (10 pts)\n",
    );
    expect(subWeights(p.Critères['Technique'])).toEqual([25, 15, 10]);
    expect(subWeights(p.Critères['Délais'])).toEqual([]);
  });

  it("reads a numbered article's table of sub-criteria under it, its rating scale aside", () => {
    const p = read(
      '5.2.2 Valeur technique (pondération 60 %)\nLa valeur technique est notée sur 60 points selon les sous-critères suivants, notés selon le barème :\nTrès satisfaisant\tSatisfaisant\tInsuffisant\n100 %\t50 %\t0 %\ndes points du sous-critère.\nSous-critère\tPoints\nMéthodologie de réalisation\t35\nRéférences en restauration\t25\n5.2.3 Prix (pondération 40 %)\nNote prix = 40 × Pmin / P\n',
    );
    expect(weights(p.Critères)).toEqual([
      ['Valeur technique', 60],
      ['Prix', 40],
    ]);
    expect(subWeights(p.Critères['Technique'])).toEqual([35, 25]);
  });

  it('reads bulleted lines under a line without bullet as its sub-criteria when they share it out', () => {
    const p = read(
      'Critère\tPondération\nPrix\t40 %\nValeur technique, selon les sous-critères suivants :\t50 %\n- Moyens humains\t20 %\n- Méthodologie\t20 %\n- Planning\t10 %\nGestion des déchets\t10 %\n',
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([40, 50, 10]);
    expect(subWeights(p.Critères['Technique'])).toEqual([20, 20, 10]);
  });

  it('reads dashed lines under a numbered criterion as its sub-criteria, a share of savings aside', () => {
    const p = read(
      "ARTICLE 9 – CRITERES DE JUGEMENT\n9.1 Prix (45 %)\n9.2 Valeur technique (40 %)\n– moyens d'exploitation : 25 %\n– outils de télégestion : 15 %\n9.3 Performance énergétique (15 %)\nAppréciée au regard du mécanisme d'intéressement (partage 70 % / 30 % des économies).\n",
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([45, 40, 15]);
    expect(subWeights(p.Critères['Technique'])).toEqual([25, 15]);
  });

  it("reads a list of two bullets, '•' over 'o', as criteria and their sub-criteria", () => {
    const p = read(
      'Les offres sont classées selon les critères suivants, notés sur 20 :\n• Valeur technique : 12 pts\no Organisation du chantier : 7 pts\no Qualité des matériaux : 5 pts\n• Prix : 8 pts\n',
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([60, 40]);
    expect(subWeights(p.Critères['Technique'])).toEqual([35, 25]);
  });

  it("reads an item as a sub-criterion when 'Sous-critère n°1 :' ends the line above its wording", () => {
    const p = read(
      "Valeur technique 60 points\nSous-critère n°1 :\nQualité de la note méthodologique (35 points) ; Sous-critère n°2 : Composition de l'équipe (25 points)\nPrix 40 points\n",
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([60, 40]);
    expect(subWeights(p.Critères['Technique'])).toEqual([35, 25]);
  });

  it('reads the sub-criteria on the line after an announcement that ends its line', () => {
    const p = read(
      "Qualité technique de l'offre ayant comme sous-critères :\norganisation de l'équipe (30%) et méthodologie (30%)\nPrix (40%)\n",
    );
    expect(weights(p.Critères)).toEqual([
      ["Qualité technique de l'offre", undefined],
      ['Prix', 40],
    ]);
    expect(subWeights(p.Critères['Technique'])).toEqual([30, 30]);
  });

  it('reads a heading over its sub-criteria when blank lines part them, as PDF paragraphs are', () => {
    const p = read(
      'Valeur technique :\n\nSous-critère 1 : pondération : 40 %\n\nIntitulé : Moyens humains affectés\n\nSous-critère 2 : pondération : 60 %\n\nIntitulé : Méthodologie proposée\n',
    );
    expect(Object.values(p.Critères).map((c) => c.Libellé)).toEqual(['Valeur technique']);
    expect(subWeights(p.Critères['Technique'])).toEqual([40, 60]);
  });

  it('keeps as criteria of their own two criteria of the same name apart, the smaller one after another criterion', () => {
    const p = read(
      "Critères d'attribution :\n- Qualité des produits (variété) : 45 %\n- Prix unitaire du colis : 40 %\n- Qualité des produits (présentation) : 15 %\n",
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([45, 40, 15]);
  });

  it("names a sub-criterion listed flat as 'Parent : name : weight' by its own name", () => {
    const p = read(
      "Critères d'attribution :\n- Valeur technique : 70 %\n- Valeur technique : Méthodologie d'exécution du marché : 45 %\n- Valeur technique : Moyens humains affectés : 25 %\n- Prix des prestations : 30 %\n",
    );
    expect(weights(p.Critères)).toEqual([
      ['Valeur technique', 70],
      ['Prix des prestations', 30],
    ]);
    expect(subCriteria(p.Critères['Technique'])).toEqual([
      ["Méthodologie d'exécution du marché", 45],
      ['Moyens humains affectés', 25],
    ]);
  });

  it('gives a weight stated in a sentence that says "ce critère" to the list item it belongs to', () => {
    const p = read(
      'Critères de jugement :\n- Tarif : 30 %\n- Valeur technique : 70 % répartis comme suit :\n* Organisation du chantier : description des phases et des accès, sur 40 points ;\n* Qualité des matériaux au regard notamment :\n** des fiches techniques ;\n** des labels.\nCe critère sera apprécié sur les fiches fournies, sur 30 points.\n',
    );
    const subs = p.Critères['Technique']?.['Sous-critères'] ?? {};
    expect(Object.entries(subs).map(([key, s]) => [key, s.Pondération])).toEqual([
      ['Organisation du chantier', 40],
      ['Qualité des matériaux au regard notamment', 30],
    ]);
  });
});

describe('weights in other layouts', () => {
  it('reads "Critère - pondération : N" lines as a whole, not as a one-line notice form', () => {
    const p = read('Prix - pondération : 35\nMéthodologie - pondération : 65\n');
    expect(weights(p.Critères)).toEqual([
      ['Prix', 35],
      ['Méthodologie', 65],
    ]);
  });

  it('reads a pdf table whose header cells and weight cells come out on lines of their own', () => {
    const p = read('Critère\nPondération\nCoût\n45\nQualité du service\n45\nBilan carbone\n10\n');
    expect(weights(p.Critères)).toEqual([
      ['Coût', 45],
      ['Qualité du service', 45],
      ['Bilan carbone', 10],
    ]);
  });
});

describe('lots', () => {
  it('reads a table with a column per lot under a merged heading, and a column of remarks after them', () => {
    const p = read(
      [
        "Critères et sous-critères\tPondération\tÉléments d'appréciation",
        '\tLot n°1\tLot n°2',
        '1. Prix\t45 %\t55 %\tMontant du DQE sur 6 ans',
        '2. Valeur technique\t40 %\t35 %\tMémoire technique',
        '2.1 Organisation des tournées\t25 %\t20 %\tPlan de tournées',
        '2.2 Moyens matériels et humains affectés\t15 %\t15 %\tNombre et âge des véhicules',
        '3. Performance environnementale\t15 %\t10 %\tMotorisation, émissions de CO2',
        'Total\t100 %\t100 %',
      ].join('\n'),
    );
    expect(lotWeights(p)).toEqual([
      ['1', [45, 40, 15]],
      ['2', [55, 35, 10]],
    ]);
    expect(p.Lots?.map((lot) => subWeights(lot.Critères['Technique']))).toEqual([
      [25, 15],
      [20, 15],
    ]);
  });

  it('reads a table whose lot cell spans the rows of its criteria', () => {
    const p = read(
      [
        "Allotissement et critères d'attribution :",
        '',
        'Lot\tIntitulé\tCritère\tPondération',
        'Lot 1\tDommages aux biens\tTarification\t40 %',
        '\t\tÉtendue des garanties\t40 %',
        '\t\tModalités de gestion des sinistres\t20 %',
        'Lot 2\tFlotte automobile\tTarification\t60 %',
        '\t\tÉtendue des garanties\t30 %',
        '\t\tAssistance et services associés\t10 %',
        '',
        'Les candidats peuvent présenter des variantes.',
      ].join('\n'),
    );
    expect(lotWeights(p)).toEqual([
      ['1', [40, 40, 20]],
      ['2', [60, 30, 10]],
    ]);
  });

  it('gives a table of the lots the sub-criteria shared out below it, for one lot or for each', () => {
    const one = read(
      [
        'Les critères diffèrent selon les lots (pondération en %) :',
        'Critères\tLot 1\tLot 2',
        'Prix\t60\t50',
        'Qualité technique et résultats des essais utilisateurs\t40\t35',
        "Sécurité d'utilisation pour le personnel\t-\t15",
        'Total\t100\t100',
        '',
        'Pour le lot 1, le critère « Qualité technique et résultats des essais utilisateurs » est décomposé ainsi :',
        ' - résultats des essais utilisateurs (confort, dextérité) : 25',
        ' - caractéristiques techniques (NQA, épaisseur) : 15',
        '',
        'Pour le lot 2, ce critère n’est pas décomposé.',
      ].join('\n'),
    );
    expect(one.Lots?.map((lot) => subWeights(lot.Critères['Qualité']))).toEqual([[25, 15], []]);
    const only = read(
      [
        'Critères\tLot 1\tLot 2',
        'Prix\t45 %\t40 %',
        'Qualité des produits\t45 %\t50 %',
        'Délais de livraison\t10 %\t10 %',
        '',
        'Pour le lot 1 uniquement, la note de qualité se décompose ainsi :',
        '- origine France et labels : 50 % de la note de qualité ;',
        '- dégustation : 50 % de la note de qualité.',
      ].join('\n'),
    );
    expect(only.Lots?.map((lot) => subWeights(lot.Critères['Qualité']))).toEqual([[22.5, 22.5], []]);
    const each = read(
      [
        '| Critères | Lot 1 | Lot 2 |',
        '|---|---|---|',
        '| Prix | 50 % | 40 % |',
        '| Valeur technique | 40 % | 50 % |',
        "| Performances en matière de protection de l'environnement | 10 % | 10 % |",
        '',
        'Pour chaque lot, la note de valeur technique est décomposée comme suit :',
        '  - confort et ajustement : 40 % de la note du critère ;',
        '  - résistance : 30 % de la note du critère ;',
        '  - préhension et dextérité : 30 % de la note du critère.',
      ].join('\n'),
    );
    expect(each.Lots?.map((lot) => subWeights(lot.Critères['Technique']))).toEqual([
      [16, 12, 12],
      [20, 15, 15],
    ]);
  });

  it('reads a Markdown table with a row per lot, its heading cells written over several rows', () => {
    const simple = read(
      [
        'Les critères retenus et leur pondération sont les suivants :',
        '| Lot | Prix | Qualité des produits | Délais de livraison |',
        '|-----|------|----------------------|---------------------|',
        '| 1   | 60 % | 30 %                 | 10 %                |',
        '| 2   | 50 % | 40 %                 | 10 %                |',
      ].join('\n'),
    );
    expect(lotWeights(simple)).toEqual([
      ['1', [60, 30, 10]],
      ['2', [50, 40, 10]],
    ]);
    const wrapped = read(
      [
        'Les critères retenus et leur pondération sont les suivants :',
        '| Lot | Prix | Qualité des produits  | Performances en matière de |',
        '|     |      | (échantillons, fiches | développement des          |',
        '|     |      | techniques)           | circuits courts            |',
        '|-----|------|-----------------------|----------------------------|',
        '| 1   | 60 % | 30 %                  | 10 %                       |',
        '| 2   | 50 % | 40 %                  | 10 %                       |',
      ].join('\n'),
    );
    expect(Object.values(wrapped.Lots?.[0]?.Critères ?? {}).map((c) => c.Libellé)).toEqual([
      'Prix',
      'Qualité des produits',
      'Performances en matière de développement des circuits courts',
    ]);
  });

  it('reads lots weighted in points on their own line, a later lot whose criteria are not stated aside', () => {
    const p = read(
      [
        "Critères d'attribution :",
        'Lot 1 : le critère prix est noté sur 30 points ; la valeur technique est notée sur 70 points.',
        'Lot 2 : Prix : 35 points ; Valeur technique : 50 points ; Démarche d’écoconception des stands : 15 points.',
        'Lot 3 - Prestations de traiteur',
        'Les marchés subséquents pourront préciser la pondération à plus ou moins 10 points.',
      ].join('\n'),
    );
    expect(lotWeights(p)).toEqual([
      ['1', [30, 70]],
      ['2', [35, 50, 15]],
    ]);
  });

  it("reads the criteria of lots that depart from the others under 'Critères applicables au lot 4' or '7.2 Lots 3 et 4'", () => {
    const p = read(
      [
        "7.1 Critères d'attribution",
        'Critère\nPondération',
        'Prix des prestations\n45 %',
        'Valeur technique\n55 %',
        '7.2 Lots 3 et 4',
        'Pour les lots 3 et 4, par dérogation au 7.1, les pondérations sont les suivantes :',
        'Prix des prestations\n55 %',
        'Valeur technique\n45 %',
        '7.3 Critères applicables au lot 5 – Vitraux',
        'Par dérogation, les critères sont pondérés comme suit pour le lot 5 :',
        'Valeur technique de l’offre : 70 %',
        'Prix des prestations : 30 %',
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([45, 55]);
    expect(lotWeights(p)).toEqual([
      ['3', [55, 45]],
      ['4', [55, 45]],
      ['5', [70, 30]],
    ]);
  });

  it("lists empty an eForms lot whose criteria are 'énoncés uniquement dans les documents de marché'", () => {
    const block = (type: string, name: string, weight: number) =>
      `Critère :\nType : ${type}\nNom : ${name}\nCatégorie du seuil de critère d'attribution : Pondération (pourcentage, valeur exacte)\nCritère d'attribution nombre : ${weight}\n`;
    const p = read(
      [
        '5.1 Lot technique : LOT-0001',
        'Titre : Location de copieurs',
        `5.1.10 Critères d'attribution\n${block('Prix', 'Coût global', 40)}${block('Qualité', 'Valeur technique', 60)}`,
        '5.1 Lot technique : LOT-0002',
        'Titre : Logiciel de gestion des impressions',
        "5.1.10 Critères d'attribution",
        "Description : Le prix n'est pas le seul critère d'attribution et tous les critères sont énoncés uniquement dans les documents de marché.",
      ].join('\n'),
    );
    expect(lotWeights(p)).toEqual([
      ['1', [40, 60]],
      ['2', []],
    ]);
  });

  it('lists by name, without weights, the criteria an eForms lot ranks by order of importance', () => {
    const block = (type: string, name: string, category: string, number: number) =>
      `Critère : | Type : ${type} | Nom : ${name} | Catégorie du seuil de critère d'attribution : ${category} | Critère d'attribution nombre : ${number}`;
    const weighted = 'Pondération (pourcentage, valeur exacte)';
    const p = read(
      [
        '5.1 Lot technique : LOT-0001',
        'Titre : Lot 1 - Fourniture de bacs roulants',
        "5.1.10 Critères d'attribution",
        block('Prix', 'Prix', weighted, 60),
        block('Qualité', 'Valeur technique', weighted, 40),
        '5.1 Lot technique : LOT-0002',
        'Titre : Lot 2 - Maintenance du parc de bacs',
        "5.1.10 Critères d'attribution",
        block('Qualité', 'Valeur technique', "Ordre d'importance", 1),
        block('Prix', 'Prix', "Ordre d'importance", 2),
      ].join('\n'),
    );
    expect(
      p.Lots?.map((lot) => [lot.Lot, Object.values(lot.Critères).map((c) => [c.Libellé, c.Pondération])]),
    ).toEqual([
      [
        '1',
        [
          ['Prix', 60],
          ['Valeur technique', 40],
        ],
      ],
      [
        '2',
        [
          ['Valeur technique', undefined],
          ['Prix', undefined],
        ],
      ],
    ]);
    expect(p.Résumé).toContain("Pour le lot 2, les critères sont classés par ordre d'importance");
  });

  it('lists empty a lot whose section sends to the RC, and says so', () => {
    const p = read(
      [
        'LOT-0001',
        'Lot 1 - Démolition, gros œuvre',
        'Critères du lot 1 : Prix : 60 % ; Valeur technique : 40 %',
        'LOT-0002',
        'Lot 2 - Électricité, chauffage',
        'Voir le règlement de consultation',
        'LOT-0003',
        'Lot 3 - Peinture',
        'Critères du lot 3 : Prix : 50 % ; Valeur technique : 50 %',
      ].join(' | '),
    );
    expect(lotWeights(p)).toEqual([
      ['1', [60, 40]],
      ['2', []],
      ['3', [50, 50]],
    ]);
    expect(p.Résumé).toContain('Pour le lot 2, les critères sont dans une autre pièce');
  });

  it('reads a table one cell a line whose weight column comes first, each weight naming the cell after it', () => {
    const p = read(
      [
        'Le jugement des offres s’effectue selon les critères suivants, sur 100 points :',
        'Pondération\nCritère\nSous-critère\nModalités d’appréciation',
        '40 points\n1. Valeur technique',
        '25 points\n1.1 Niveau de protection thermique, au-delà des exigences nor-\nmatives\nRapports d’essais',
        '15 points\n1.2 Conception et ergonomie\nAnalyse des échantillons',
        '40 points\n2. Prix\nMontant du DQE',
        '20 points\n3. Délais de livraison\nDélai contractuel',
      ].join('\n'),
    );
    expect(weights(p.Critères)).toEqual([
      ['Valeur technique', 40],
      ['Prix', 40],
      ['Délais de livraison', 20],
    ]);
    expect(subWeights(p.Critères['Technique'])).toEqual([25, 15]);
  });

  it("reads a table with a column per group of lots ('Lots 1, 2 et 4' | 'Lot 3'), one cell a line", () => {
    const p = read(
      [
        'Critères et pondération',
        'Critère\nLots 1, 2 et 4\nLot 3',
        'Prix (BPU)\n40 %\n50 %',
        'Valeur technique\n50 %\n40 %',
        'Délais de livraison\n10 %\n10 %',
      ].join('\n'),
    );
    expect(lotWeights(p)).toEqual([
      ['1', [40, 50, 10]],
      ['2', [40, 50, 10]],
      ['3', [50, 40, 10]],
      ['4', [40, 50, 10]],
    ]);
  });

  it("reads per lot an eForms table of pipes without the outer ones ('Type | Nom | Pondération') under '5.1 Lot technique : LOT-0001'", () => {
    const table = (rows: string[]) =>
      ['  Type       | Nom                          | Pondération', ...rows].join('\n');
    const p = read(
      [
        '5.1 Lot technique : LOT-0001',
        'Titre : IRM 3 Tesla',
        "5.1.10 Critères d'attribution",
        table([
          '  Qualité    | Performances techniques       | 60',
          '  Coût       | Coût global de possession     | 30',
          '  Qualité    | Délai de livraison            | 10',
        ]),
        '5.1 Lot technique : LOT-0002',
        'Titre : Scanner',
        "5.1.10 Critères d'attribution",
        table([
          '  Qualité    | Performances techniques       | 45',
          '  Prix       | Prix d’acquisition            | 55',
        ]),
      ].join('\n'),
    );
    expect(lotWeights(p)).toEqual([
      ['1', [60, 30, 10]],
      ['2', [45, 55]],
    ]);
  });

  it("reads lots whose criteria each open with 'Critères lot N :'", () => {
    const p = read(
      [
        'Critères lot 1 : prix (50 %), qualité des produits évaluée lors d’essais (40 %), formation des équipes (10 %)',
        'Critères lot 2 : prix 60 % ; qualité et caractéristiques techniques des produits 40 %',
      ].join('\n'),
    );
    expect(lotWeights(p)).toEqual([
      ['1', [50, 40, 10]],
      ['2', [60, 40]],
    ]);
  });

  it('reads a table one cell a line with a lot column, its repeated cells no running header, shares before it aside', () => {
    const row = (lot: number, criterion: string, weight: number) => `Lot ${lot}\n${criterion}\n${weight} %`;
    const p = read(
      [
        'Part de produits durables exigée : 50 % minimum dont 20 % issus de l’agriculture biologique.',
        "Critères d'attribution :",
        'Lot\nCritère\nPondération',
        row(1, 'Prix (sur la base du DQE)', 40),
        row(1, 'Qualité gustative des produits', 40),
        row(1, 'Performance environnementale', 20),
        row(2, 'Prix (sur la base du DQE)', 35),
        row(2, 'Qualité et fraîcheur des produits', 35),
        row(2, 'Performance environnementale', 30),
        row(3, 'Prix (sur la base du DQE)', 60),
        row(3, 'Qualité des produits', 40),
      ].join('\n'),
    );
    expect(lotWeights(p)).toEqual([
      ['1', [40, 40, 20]],
      ['2', [35, 35, 30]],
      ['3', [60, 40]],
    ]);
  });

  const lotWeights = (p: Ponderation) =>
    (p.Lots ?? []).map((lot) => [lot.Lot, Object.values(lot.Critères).map((c) => c.Pondération)]);

  it('reads lots weighted in prose, a paragraph each opening with its lot', () => {
    const p = read(
      "Article 6 - Jugement des offres\nPour le lot n° 1 « Dommages aux biens », l'offre sera jugée sur le prix (40 %), l'étendue des garanties (40 %) et la gestion des sinistres (20 %).\nPour le lot n° 2 « Responsabilité civile », le prix comptera pour 50 %, l'étendue des garanties pour 30 % et la gestion des sinistres pour 20 %.\n",
    );
    expect(lotWeights(p)).toEqual([
      ['1', [40, 40, 20]],
      ['2', [50, 30, 20]],
    ]);
    expect(p.Lots?.[1]?.Critères['Financier']?.Libellé).toBe('prix');
  });

  it("reads lots headed 'Critères pour le lot 01 – ...', an advance for some contracts aside", () => {
    const p = read(
      [
        '9.2 Critères pour le lot 01 – Gros œuvre',
        '- Prix : 60 points',
        '- Valeur technique : 40 points',
        '9.3 Critères pour le lot 02 – Menuiseries',
        '- Prix : 50 points',
        '- Valeur technique : 40 points',
        "- Délai d'exécution : 10 points",
        "Retenue de garantie de 5 %. Avance de 10 % pour les marchés d'un montant supérieur à",
        '50 000 € HT.',
      ].join('\n'),
    );
    expect(lotWeights(p)).toEqual([
      ['1', [60, 40]],
      ['2', [50, 40, 10]],
    ]);
    expect(subWeights(p.Lots?.[1]?.Critères['Délais'])).toEqual([]);
    const two = read(
      '9.2 Critères pour le lot 01 – Gros œuvre\n- Prix : 60 points\n- Valeur technique : 40 points\n9.3 Critères pour les lots 02 – Menuiseries extérieures et 03 – Électricité\n- Prix : 50 points\n- Valeur technique : 50 points\n',
    );
    expect(lotWeights(two)).toEqual([
      ['1', [60, 40]],
      ['2', [50, 50]],
      ['3', [50, 50]],
    ]);
  });

  it("reads lettered criteria per lot, dashes under 'b)', a price revision cap aside", () => {
    const p = read(
      [
        'Article 8 – Jugement des offres',
        '8.1 Lot 1 – Papier de reprographie',
        '  a) Prix : 70 %',
        '  b) Performance environnementale : 30 %, dont :',
        '     – labels du papier (Écolabel européen, Ange bleu) : 20 %',
        '     – réduction des emballages : 10 %',
        '8.2 Lot 2 – Équipements de protection individuelle',
        '  a) Prix : 40 %',
        '  b) Qualité des équipements : 40 %, dont :',
        '     – confort et ergonomie : 20 %',
        '     – conformité aux normes : 20 %',
        '  c) Délais de livraison : 20 %',
        'Les prix sont fermes la première année puis révisables annuellement (plafond 3 %).',
      ].join('\n'),
    );
    expect(lotWeights(p)).toEqual([
      ['1', [70, 30]],
      ['2', [40, 40, 20]],
    ]);
    expect(subWeights(p.Lots?.[1]?.Critères['Qualité'])).toEqual([20, 20]);
  });

  it('reads a derogation for two lots inside a sentence of the additional information', () => {
    const p = read(
      "Critères d'attribution :\n- prix : 60 %\n- valeur technique : 40 %\nRenseignements complémentaires : par dérogation aux critères indiqués ci-dessus, les lots 2 et 3 sont jugés\nselon les critères suivants : valeur technique 50 %, prix 40 %, délai d'exécution 10 %.\nLot(s) 1. - VRD.\nLot(s) 2. - Gros œuvre.\nLot(s) 3. - Charpente.\n",
    );
    expect(lotWeights(p)).toEqual([
      ['1', [60, 40]],
      ['2', [50, 40, 10]],
      ['3', [50, 40, 10]],
    ]);
  });

  it("reads lots weighted in one sentence, 'lots 2 et 3 :' naming two of them", () => {
    const p = read(
      "Critères d'attribution : lot 1 : prix 70 %, valeur technique 30 % ; lots 2 et 3 : prix 50 %, valeur technique 50 %.\nOpération financée avec le concours du FEDER (30 %).",
    );
    expect(lotWeights(p)).toEqual([
      ['1', [70, 30]],
      ['2', [50, 50]],
      ['3', [50, 50]],
    ]);
  });

  it('reads the criteria common to every lot below a list of the lots, one a line', () => {
    const p = read(
      "Acheteur : Commune de Gourdon (46)\nDécomposition en lots :\nLot 01 – Gros œuvre – estimation 412 000 € HT\nLot 02 – Charpente, couverture – estimation 96 000 € HT\nCritères d'attribution (identiques pour tous les lots) :\nValeur technique : 60 % ; Prix : 40 %.\n",
    );
    expect(p.Lots).toBeUndefined();
    expect(weights(p.Critères)).toEqual([
      ['Valeur technique', 60],
      ['Prix', 40],
    ]);
  });

  it('reads a table with a column per lot, one cell a line, a dash where a lot does without a criterion', () => {
    const p = read(
      'Les critères et leur pondération sont fixés par lot :\nCritères\nLot 1 – Mobilier scolaire\nLot 2 – Mobilier de bureau\nPrix (DQE)\n40 %\n50 %\nQualité et ergonomie\n50 %\n30 %\nGarantie et service après-vente\n-\n20 %\nPerformance environnementale\n10 %\n-\nTotal\n100 %\n100 %\n',
    );
    expect(lotWeights(p)).toEqual([
      ['1', [40, 50, 10]],
      ['2', [50, 30, 20]],
    ]);
  });

  it('reads a table read column by column with a column per lot, a dash where a lot does without a criterion', () => {
    const p = read(
      'Tableau 3 – Pondération des critères par lot\nCritères\nPrix\nValeur technique\nFormation des enseignants\nTotal\nLot 1\n40 %\n50 %\n10 %\n100 %\nLot 2\n60 %\n40 %\n–\n100 %\n',
    );
    expect(lotWeights(p)).toEqual([
      ['1', [40, 50, 10]],
      ['2', [60, 40]],
    ]);
  });

  it("reads a table with a row per lot, a title column, cells that describe ('30 (…)') or name ('20 – …') the criterion", () => {
    const p = read(
      [
        "Les critères d'attribution et leur pondération sont propres à chaque lot :",
        'Lot\tIntitulé\tPrix\tQualité\tAutre critère',
        '1\tViandes fraîches\t50\t30 (dégustation et fiches techniques)\t20 – Circuits courts et origine des produits',
        '2\tÉpicerie\t70\t20 (fiches techniques)\t10 – Délais de livraison',
      ].join('\n'),
    );
    expect(p.Lots?.map((lot) => [lot.Lot, weights(lot.Critères)])).toEqual([
      [
        '1',
        [
          ['Prix', 50],
          ['Qualité', 30],
          ['Circuits courts et origine des produits', 20],
        ],
      ],
      [
        '2',
        [
          ['Prix', 70],
          ['Qualité', 20],
          ['Délais de livraison', 10],
        ],
      ],
    ]);
  });

  it('reads a table with a row per lot and a column per criterion, a dash where a lot does without one', () => {
    const p = read(
      "Article 6 - Critères d'attribution par lot\nLot\tPrix\tQualité gustative\tDéveloppement durable\n1 - Fruits et légumes\t40 %\t45 %\t15 %\n2 - Viandes\t50 %\t40 %\t10 %\n3 - Épicerie\t60 %\t40 %\t-\n",
    );
    expect(lotWeights(p)).toEqual([
      ['1', [40, 45, 15]],
      ['2', [50, 40, 10]],
      ['3', [60, 40]],
    ]);
  });

  it('reads a table with a column per lot, its cells parted by tabs', () => {
    const p = read(
      'Critères de jugement :\nCritères\tLot 1\tLot 2\nCoût global\tcoefficient 5\tcoefficient 6\nValeur technique\tcoefficient 3\tcoefficient 3\nMaintenance\tcoefficient 2\tcoefficient 1\n',
    );
    expect(lotWeights(p)).toEqual([
      ['1', [50, 30, 20]],
      ['2', [60, 30, 10]],
    ]);
  });

  it('reads a table with a column per lot whose cells open with their weight and go on to say what it rates', () => {
    const p = read(
      [
        'Les offres sont jugées lot par lot selon les critères pondérés ci-après.',
        'Lot 1 – Fourniture et pose\tLot 2 – Maintenance et nettoyage',
        'Prix\t60 points\t45 points',
        'Valeur technique\t30 points qualité et durabilité des abris\t55 points organisation et délais d’intervention',
        'Délais de livraison et de pose\t10 points\t—',
        'Total\t100 points\t100 points',
      ].join('\n'),
    );
    expect(lotWeights(p)).toEqual([
      ['1', [60, 30, 10]],
      ['2', [45, 55]],
    ]);
  });

  it('reads a table with a column per lot, one cell a line, each lot with its title', () => {
    const p = read(
      "Pondération des critères selon les lots\nCritères\nLot 1\nEspaces verts\nLot 2\nVoirie\nPrix\n40 %\n60 %\nValeur technique\n50 %\n30 %\nDélai d'exécution\n10 %\n10 %\n",
    );
    expect(lotWeights(p)).toEqual([
      ['1', [40, 50, 10]],
      ['2', [60, 30, 10]],
    ]);
  });

  it('reads a line that opens with a lot and its title, then states its criteria', () => {
    const p = read(
      'Jugement des offres :\nLot 1 – Voirie : Prix 50 % ; Valeur technique 50 %\nLot 2 – Éclairage public : Prix 30 % ; Valeur technique 60 % ; Environnement 10 %\n',
    );
    expect(p.Lots?.map((lot) => [lot.Lot, weights(lot.Critères)])).toEqual([
      [
        '1',
        [
          ['Prix', 50],
          ['Valeur technique', 50],
        ],
      ],
      [
        '2',
        [
          ['Prix', 30],
          ['Valeur technique', 60],
          ['Environnement', 10],
        ],
      ],
    ]);
  });

  it('reads "Pour le lot N :" as the heading of that lot’s criteria', () => {
    const p = read(
      'Jugement des offres\nPour le lot 1 :\nPrix : 70 %\nMéthodologie : 30 %\nPour le lot 2 :\nPrix : 55 %\nMéthodologie : 45 %\n',
    );
    expect(lotWeights(p)).toEqual([
      ['1', [70, 30]],
      ['2', [55, 45]],
    ]);
  });

  it('gives one entry per lot when the lots weight their criteria differently', () => {
    const p = read(
      'Lot 1 : Prix 70 %, Délai de livraison 30 %\nLot 2 : Prix 50 %, Délai de livraison 50 %\n',
    );
    expect(p.Lots?.map((lot) => [lot.Lot, weights(lot.Critères)])).toEqual([
      [
        '1',
        [
          ['Prix', 70],
          ['Délai de livraison', 30],
        ],
      ],
      [
        '2',
        [
          ['Prix', 50],
          ['Délai de livraison', 50],
        ],
      ],
    ]);
  });

  it('gives one reading when every lot has the same criteria', () => {
    const p = read('Lot 1 : Prix 60 %, Valeur technique 40 %\nLot 2 : Prix 60 %, Valeur technique 40 %\n');
    expect(p.Lots).toBeUndefined();
    expect(weights(p.Critères)).toEqual([
      ['Prix', 60],
      ['Valeur technique', 40],
    ]);
  });

  it('reads a bare number in brackets ending a list item as its weight', () => {
    const p = read(
      'Les offres seront jugées selon :\n- le coût de la prestation (45)\n- la méthodologie (55)\n',
    );
    expect(weights(p.Critères)).toEqual([
      ['coût de la prestation', 45],
      ['méthodologie', 55],
    ]);
  });

  it('reads "noté /N" as a weight in points', () => {
    const p = read('Tarifs notés /35\nQualité de l’équipe notée /65\n');
    expect(weights(p.Critères)).toEqual([
      ['Tarifs', 35],
      ["Qualité de l'équipe", 65],
    ]);
  });

  it('does not read a rating scale "noté sur 20" as a weight', () => {
    const p = read('Critères :\nPrix : 30 % (noté sur 20)\nValeur technique : 70 %, notée sur 20.\n');
    expect(weights(p.Critères)).toEqual([
      ['Prix', 30],
      ['Valeur technique', 70],
    ]);
  });
});

describe('what the summary warns about', () => {
  it('says that criteria ranked by decreasing importance carry no weight', () => {
    const p = read(
      "Les offres seront appréciées selon les critères suivants, par ordre décroissant d'importance :\n1. Valeur technique\n2. Prix\n",
    );
    expect(anyWeight(p)).toBe(false);
    expect(p.Résumé).toContain("par ordre décroissant d'importance, sans pondération");
  });

  it('keeps weights written in a table that does not add up, and says so', () => {
    const p = read('Critères Pondération\n1-Prix 50\n2-Valeur technique 30\n');
    expect(weights(p.Critères)).toEqual([
      ['Prix', 50],
      ['Valeur technique', 30],
    ]);
    expect(p.Résumé).toContain('totalisent 80 et non 100');
  });

  it('quotes a price formula it cannot read in the details, flags it and gives no expression', () => {
    const p = read(
      'Critères :\nPrix : 40 %\nValeur technique : 60 %\nNote prix = 40 - (écart au prix de référence × coefficient ∂)\n',
    );
    const price = p.Critères['Financier']!;
    expect(price.Évaluation.Formule.Expression).toBe('');
    expect(price.Détails).toContain(
      'non reconnue, à saisir : « 40 - (écart au prix de référence × coefficient ∂) »',
    );
    expect(p.Résumé).toContain("La formule de notation du prix n'a pas pu être lue");
  });

  it('turns a stated formula into the price criterion’s expression', () => {
    const p = read('Critères :\nPrix : 40 %\nValeur technique : 60 %\nNote = 40 × (Pmin / P)²\n');
    expect(p.Critères['Financier']!.Évaluation.Formule.Expression).toBe('40 * (Pmin / P) ^ 2');
  });
});

describe('hierarchy of numbered lists', () => {
  it.each([
    ['1a.', '1b.', '1c.'],
    ['a.', 'b.', 'c.'],
  ])("reads weights written first over sub-criteria numbered '%s'", (a, b, c) => {
    const p = read(
      [
        'Critères de jugement des offres (en points sur 100) :',
        '55 pts Critère 1 : Valeur technique de l’équipement',
        `25 pts ${a} Performances optiques et de détection (résolution latérale et`,
        'axiale, nombre et sensibilité des détecteurs)',
        `15 pts ${b} Logiciel d’acquisition et d’analyse`,
        `15 pts ${c} Évolutivité de la configuration`,
        '45 pts Critère 2 : Coût global sur 5 ans',
      ].join('\n'),
    );
    expect(weights(p.Critères)).toEqual([
      ["Valeur technique de l'équipement", 55],
      ['Coût global sur 5 ans', 45],
    ]);
    expect(Object.keys(p.Critères['Technique']?.['Sous-critères'] ?? {})).toEqual([
      'Performances optiques et de détection',
      "Logiciel d'acquisition et d'analyse",
      'Évolutivité de la configuration',
    ]);
    expect(subWeights(p.Critères['Technique'])).toEqual([25, 15, 15]);
  });

  it('puts lettered items under the numbered criterion before them', () => {
    const p = read(
      'Critères de choix :\n1. Coût : 45 %\n2. Valeur technique : 55 %\na) Méthode de travail : 35 %\nb) Moyens affectés : 20 %\n',
    );
    expect(weights(p.Critères)).toEqual([
      ['Coût', 45],
      ['Valeur technique', 55],
    ]);
    expect(subWeights(p.Critères['Technique'])).toEqual([35, 20]);
  });

  it('keeps a third level in the details of its sub-criterion, so the sub-criteria still add up', () => {
    const p = read(
      'Critères :\n1. Qualité : 70 %\n1.1 Organisation : 40 %\n1.1.1 Encadrement : 25 %\n1.1.2 Astreintes : 15 %\n1.2 Matériel : 30 %\n2. Prix : 30 %\n',
    );
    const quality = Object.values(p.Critères)[0]!;
    expect(subWeights(quality)).toEqual([40, 30]);
    expect(quality['Sous-critères']!['Organisation']!.Détails).toMatch(
      /Encadrement \(25\) ; Astreintes \(15\)/,
    );
  });

  it('places "Sous-critère" one level down and "Sous-sous-critère" two, in its details', () => {
    const p = read(
      'Valeur technique (60 points) :\n- Sous-critère 1 : Organisation (30 points)\n  - Sous-sous-critère 1.1 : Équipe (15 points)\n  - Sous-sous-critère 1.2 : Planning (15 points)\n- Sous-critère 2 : Méthodologie (30 points)\nPrix (40 points)\n',
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([60, 40]);
    expect(subWeights(p.Critères['Technique'])).toEqual([30, 30]);
    expect(Object.values(p.Critères['Technique']?.['Sous-critères'] ?? {})[0]?.Détails).toMatch(
      /Équipe \(15\) ; Planning \(15\)/,
    );
  });

  it('reads a list made only of numbered sub-levels as the criteria themselves', () => {
    const p = read('Critères :\n1.1 Prix : 40 %\n1.2 Valeur technique : 45 %\n1.3 Délais : 15 %\n');
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([40, 45, 15]);
  });

  it('does not take the list number of the next row for a weight cell', () => {
    const p = read(
      'Critères | Pondération\nPrix | 35\nValeur technique | 65\n- Méthode | 40\n- Moyens | 25\n',
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix', 35],
      ['Valeur technique', 65],
    ]);
    expect(subWeights(p.Critères['Technique'])).toEqual([40, 25]);
  });

  it('reads sub-criteria named "Sous-critère 1.1 :" or "sous-critère a :"', () => {
    const numbered = read(
      'Critère 1 : Valeur technique - 55 %\nSous-critère 1.1 : Méthode - 35 %\nSous-critère 1.2 : Moyens - 20 %\nCritère 2 : Prix - 45 %\n',
    );
    expect(subWeights(numbered.Critères['Technique'])).toEqual([35, 20]);
    const lettered = read(
      'Critère n°1 : Prix (45 %)\nCritère n°2 : Valeur technique (55 %) :\n- sous-critère a : méthode (35 %)\n- sous-critère b : moyens (20 %)\n',
    );
    expect(Object.keys(lettered.Critères['Technique']?.['Sous-critères'] ?? {})).toEqual([
      'méthode',
      'moyens',
    ]);
  });

  it('starts the passage at the weights just before the phrase that announces sub-criteria', () => {
    const p = read(
      'Critères :\n- Prix : 45 %\n- Valeur technique : 55 %, appréciée selon les sous-critères suivants :\n- méthode (50 % de la note technique)\n- moyens (50 % de la note technique)\n',
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix', 45],
      ['Valeur technique', 55],
    ]);
    expect(subWeights(p.Critères['Technique'])).toEqual([27.5, 27.5]);
  });

  it('prefers, between two readings that add up, the one made of "label : weight" lines', () => {
    const p = read(
      "Le montant pourra croître de 10 % au plus.\nLes critères d'attribution sont notés sur 100 points :\n-Critère Prix : 50 points\n-Critère Technique : 40 points\n-Critère Environnement : 10 points\n",
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([50, 40, 10]);
  });

  it('reads "dont" sub-criteria after their criterion', () => {
    const p = read(
      'Critères : Prix 30 % ; Valeur technique 70 % dont organisation 40 % et références 30 %.\n',
    );
    expect(subWeights(p.Critères['Technique'])).toEqual([40, 30]);
  });

  it('does not put a criterion named otherwise under the price (both readings add up)', () => {
    const p = read(
      'Prix des prestations (40%)\nQualité technique (40%) répartie comme suit :\n- Moyens matériels affectés (20%)\n- Méthode de travail (20%)\nDélai d’intervention (20%)\n',
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([40, 40, 20]);
    expect(subWeights(p.Critères['Technique'])).toEqual([20, 20]);
  });

  it('reads "ù" after a number as "%" (the same AZERTY key, typed without shift)', () => {
    const p = read('Critères :\n- Prix : 60 %\n- Valeur technique : 40ù\n');
    expect(weights(p.Critères)).toEqual([
      ['Prix', 60],
      ['Valeur technique', 40],
    ]);
  });
});

describe('a page on its own', () => {
  it('reads the weight of the price from the legend of its formula when nothing else is weighted', () => {
    const p = read(
      'Page 9 sur 12\nNote prix = 30 x (Pm / Pc)\nDans laquelle :\n- Pm : montant de l’offre la moins-disante\n- Pc : montant de l’offre du candidat\n- 30 : coefficient de pondération affecté au critère du prix\n',
    );
    expect(weights(p.Critères)).toEqual([['Prix', 30]]);
    expect(p.Critères['Financier']?.Évaluation.Formule.Expression).toBe('30 * (Pmin / P)');
    expect(p.Résumé).toMatch(/totalisent 30 et non 100/);
  });

  it('does not take the factor of a formula for a weight when its legend says nothing of it', () => {
    const p = read('Note prix = 30 x (Pm / Pc)\n- Pm : montant de l’offre la moins-disante\n');
    expect(anyWeight(p)).toBe(false);
  });
});

describe("a criterion's line that announces its sub-criteria after its weight", () => {
  it("reads 'Valeur technique : 45 pts, répartis comme suit :' as a criterion's line, weights that do not add up kept as written", () => {
    const p = read(
      'Les offres seront jugées au regard des critères et de la pondération ci-après :\n- Prix : 40 pts\n- Valeur technique : 45 pts, répartis comme suit :\n• méthodologie d’entretien : 20 pts\n• moyens humains et matériels dédiés : 15 pts\n• planning annuel d’intervention : 10 pts\n- Gestion écologique des espaces : 10 pts\n',
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix', 40],
      ['Valeur technique', 45],
      ['Gestion écologique des espaces', 10],
    ]);
    expect(subWeights(p.Critères['Technique'])).toEqual([20, 15, 10]);
  });

  it("does not read 'notée sur 100 points, répartis comme suit :' as a criterion weighing 100", () => {
    const p = read(
      'ARTICLE 6 – CRITÈRES D’ATTRIBUTION\n6.1  Prix – 35 %\n     Note prix = 35 × (Pmin / P)\n\n6.2  Valeur technique – 45 %\n     La valeur technique est notée sur 100 points, répartis comme suit :\n       - Organisation de la maintenance préventive et corrective : 40 points\n       - Qualification des techniciens intervenant sur site : 30 points\n       - Outils de suivi et rapports d’intervention : 30 points\n     La note sur 100 est ensuite ramenée à 45.\n\n6.3  Délais d’intervention – 20 %\n     Engagements chiffrés du candidat.\n',
    );
    expect(weights(p.Critères).map(([, weight]) => weight)).toEqual([35, 45, 20]);
  });
});

describe('numbered criteria that make 100, their listed sub-criteria not adding up', () => {
  it('keeps the sub-criteria under their criterion as written, and the summary says they do not add up', () => {
    const p = read(
      'Les offres sont jugées selon les critères pondérés ci-après :\n1 – Valeur technique : 60 %\n– Étendue des garanties et adéquation au cahier des charges : 30 % ;\n– Montant des franchises et des plafonds de garantie : 15 % ;\n– Modalités de gestion des sinistres et assistance : 20 %.\n2 – Tarification : 40 %\n',
    );
    expect(weights(p.Critères)).toEqual([
      ['Valeur technique', 60],
      ['Tarification', 40],
    ]);
    expect(subWeights(p.Critères['Technique'])).toEqual([30, 15, 20]);
    expect(p.Résumé).toMatch(/totalisent 65 et non 60/);
  });

  it("leaves out a scale's rates listed after sub-criteria that do add up", () => {
    const p = read(
      'Critères\tPondération\n1 – Prix des prestations\n60 %\n2 – Valeur technique de l’offre, appréciée au vu du mémoire technique :\n40 %\n− Méthodologie et organisation du chantier en site occupé\n20 %\n− Moyens humains et matériels affectés au chantier\n10 %\n− Planning détaillé d’exécution\n10 %\n\n7.1 Critère prix\nLe critère prix sera noté sur 60 points selon la formule suivante : Note prix = 60 x (montant de l’offre la moins disante / montant de l’offre analysée).\n7.2 Critère valeur technique\nChaque sous-critère sera noté selon l’échelle suivante : non renseigné (0 % des points), insuffisant\n(25 %), moyen (50 %), satisfaisant (75 %), très satisfaisant (100 %).\n',
    );
    expect(subWeights(p.Critères['Technique'])).toEqual([20, 10, 10]);
  });
});

describe('a table cell whose weight wrapped under its numbered wording', () => {
  it("reads '1.3 Formation et encadrement' / '– pondération : 10' as that sub-criterion's weight, the next cell aside", () => {
    const p = read(
      'Le jugement des offres est effectué selon les critères et sous-critères pondérés suivants :\nCritère\tSous-critère\tÉléments d’appréciation\n1. Valeur technique pondération : 45\t1.1 Moyens humains et qualifications des agents – pondération : 20\tEffectifs affectés par site.\n\t1.2 Organisation du service et procédures – pondération : 15\tConsignes et rondes.\n\t1.3 Formation et encadrement\n– pondération : 10\tPlan de formation initiale et continue, contrôles inopinés.\n2. Sécurité des sites et gestion des incidents pondération : 15\t–\tProcédures de levée de doute.\n3. Prix pondération : 40\t–\tMontant total du DQE.\n',
    );
    expect(weights(p.Critères).map(([, weight]) => weight)).toEqual([45, 15, 40]);
    expect(subCriteria(p.Critères['Technique'])).toContainEqual(['Formation et encadrement', 10]);
  });
});

describe('criteria nested by their list marks whose sum the document writes wrong', () => {
  const text =
    'Le jugement des offres sera effectué selon les critères pondérés suivants :\n• Prix des prestations : 55 %, apprécié sur le montant du détail estimatif ;\n• Valeur technique de l’offre : 40 %, appréciée au vu du mémoire technique, dont :\n– méthodologie et organisation du chantier : 20 % ;\n– moyens humains et matériels affectés au chantier : 10 % ;\n– planning détaillé des travaux : 10 % ;\n• Gestion environnementale du chantier : 10 % (gestion et traçabilité des déchets).\n';

  it('reads them as written (55 + 40 + 10), the sub-criteria under theirs, and says they make 105', () => {
    const p = read(text);
    expect(weights(p.Critères).map(([, weight]) => weight)).toEqual([55, 40, 10]);
    expect(subWeights(p.Critères['Technique'])).toEqual([20, 10, 10]);
    expect(p.Résumé).toMatch(/totalisent 105 et non 100/);
  });

  it('does not when they miss 100 by more than a slip', () => {
    const p = read(text.replace('55 %', '35 %'));
    expect(weights(p.Critères).map(([, weight]) => weight)).not.toEqual([35, 40, 10]);
  });
});

describe('a price weighted only by the factor of its formula', () => {
  it('reads the factor as the weight when it completes the other weights to their whole, and says so', () => {
    const p = read(
      'Les offres sont classées selon les critères suivants :\n1) Prix : note calculée selon la formule N = 80 × Pmin / P, où Pmin est le prix le plus bas ;\n2) Délai de livraison en période de crise : 20 points\n',
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix', 80],
      ['Délai de livraison en période de crise', 20],
    ]);
    expect(p.Critères['Financier']?.Détails).toMatch(/facteur de la formule du prix/);
  });

  it('reads the factor of the formula set under the price heading', () => {
    const p = read(
      'Le jugement des offres est effectué selon les critères suivants.\nCritère 1 : Valeur technique (30 %)\n– qualité du service client et de la facturation : 15 % ;\n– outils de suivi des consommations : 10 % ;\n– garanties d’origine renouvelables : 5 %.\nCritère 2 : Prix\nLe prix est apprécié sur la base du coût annuel de fourniture. Il est noté selon la formule suivante :\nNote prix = 70 × (Pmin / Poffre)\n',
    );
    expect(weights(p.Critères).map(([, weight]) => weight)).toEqual([30, 70]);
    expect(p.Critères['Financier']?.Détails).toMatch(/facteur de la formule du prix/);
  });

  it('leaves the price without weight when the factor does not complete the others', () => {
    const p = read(
      'Critères de jugement des offres :\n1) Prix : note calculée selon la formule N = 10 × Pmin / P ;\n2) Valeur technique : 60 %\n',
    );
    expect(p.Critères['Financier']?.Pondération).toBeUndefined();
    expect(weights(p.Critères)).toContainEqual(['Valeur technique', 60]);
  });
});

describe('criteria listed one a line, only some weighted', () => {
  it('keeps the weight given to one criterion and lists the others without weight', () => {
    const p = read(
      'Date limite : 3 juin\nPrix des prestations\nMontant de la DPGF\nRéférences\nRéférences de chantiers comparables\nMéthode d’exécution\nMéthode d’exécution (notée sur 30 points, 8 pages au plus)\nDélais\nDélai d’exécution proposé\n',
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix des prestations', undefined],
      ['Références', undefined],
      ['Méthode d’exécution'.replace('’', "'"), 30],
      ['Délais', undefined],
    ]);
    expect(p.Résumé).toMatch(/totalisent 30 et non 100/);
  });

  it('reads a numbered list of criteria of which one is weighted', () => {
    const p = read(
      "Critères d'attribution :\n1. Prix\n2. Valeur technique (notée sur 60 points)\n3. Délais\n",
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix', undefined],
      ['Valeur technique', 60],
      ['Délais', undefined],
    ]);
  });

  it('lists the one criterion left without weight beside two weighted ones, not a sub-criterion heading', () => {
    const p = read(
      [
        'Accord-cadre de 3 ans',
        'Prix des prestations - 35%',
        'Méthodologie : 40 % (outils de suivi, démarche de priorisation)',
        'Moyens humains affectés à la mission',
        'Le prix sera apprécié au vu du DQE.',
        'Tribunal administratif de Lille',
      ].join(' | '),
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix des prestations', 35],
      ['Méthodologie', 40],
      ['Moyens humains affectés à la mission', undefined],
    ]);
    // Sub-criteria are not criteria of such a list.
    const subs = read(
      [
        'Valeur technique : 60 %',
        'Sous-critère 1.1 : Méthodologie : 25 %',
        'Sous-critère 1.2 : Qualité des équipements : 20 %',
        'Sous-critère 1.3 : Dispositions environnementales : 15 %',
        'Offre analysée sur la base du montant TTC de la DPGF',
      ].join(' | '),
    );
    expect(weights(subs.Critères)).toEqual([['Valeur technique', 60]]);
    expect(subWeights(subs.Critères.Technique)).toEqual([25, 20, 15]);
  });

  it('does not read a share of something else ("5 % des heures") as the weight of a listed criterion', () => {
    const p = read(
      'Prix\nValeur technique\nClause d’insertion : 5 % des heures travaillées\nPerformance environnementale\n',
    );
    expect(anyWeight(p)).toBe(false);
  });

  it('does not read a lone rating scale as the weight of one of the listed criteria', () => {
    const p = read('Prix des prestations\nRéférences\nMéthode d’exécution (notée sur 20 points)\nDélais\n');
    expect(anyWeight(p)).toBe(false);
  });
});

describe('distractors', () => {
  it("reads no weight in a decrease written against its minus sign ('–40 % en 2030')", () => {
    const p = read(
      [
        'Les propositions seront jugées au regard des critères pondérés suivants :',
        '1. Valeur technique de la proposition\t50 %',
        'a. compréhension des objectifs de performance (décret tertiaire, –40 % en 2030)\t25 %',
        'b. méthodologie de suivi de la conception\t25 %',
        '2. Prix (montant de la DPGF)\t50 %',
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([50, 50]);
    expect(subWeights(p.Critères['Technique'])).toEqual([25, 25]);
  });

  it("reads no weight in a target of a year ('décret tertiaire - 40 % en 2030', '60 % d'ici 2050')", () => {
    const p = read(
      [
        'Critère n°1 – Valeur technique : 60 %',
        '   1.1 Note méthodologique, stratégie énergétique (objectif décret tertiaire - 40 % en 2030) ..... 35 %',
        "   1.2 Plan de décarbonation (réduction de 60 % d'ici 2050 des émissions) ....................... 25 %",
        'Critère n°2 – Prix : 40 %',
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([60, 40]);
    expect(subWeights(p.Critères['Technique'])).toEqual([35, 25]);
  });

  it("reads no weight in a comparison ('(gain > 40 %)', '≥ 30 %')", () => {
    const p = read(
      [
        'Rénovation énergétique, objectif étiquette C (gain > 40 %), part de matériaux biosourcés ≥ 30 %.',
        'Note sur 20 : Prix 8 pts, Valeur technique 10 pts, Performance environnementale 2 pts',
      ].join(' | '),
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([40, 50, 10]);
  });

  it("reads no weight in a share of what is supplied ('50 % de produits durables dont 20 % bio')", () => {
    const p = read(
      [
        'Tribunal administratif de Rennes',
        'Confection et livraison de repas en liaison froide, environ 210 repas par jour. Respect de la loi EGalim (50% de produits durables dont 20% bio).',
        'services',
        'Prix',
        'Valeur technique',
        'Critères énoncés dans les documents de la consultation',
      ].join(' | '),
    );
    expect(anyWeight(p)).toBe(false);
  });

  it("leaves aside the payments split by phase under a 'Modalités de règlement' heading", () => {
    const p = read(
      "2. Critères d'attribution\nPrix : 30 % ; Valeur technique : 70 %, dont compréhension de la demande 20 %, méthodologie 30 %, composition de l'équipe 20 %.\n3. Délais\nLa mission sera réalisée en 6 mois.\n4. Modalités de règlement\nLe paiement s'effectuera à l'achèvement de chaque phase selon la répartition suivante :\nphase 1 : 30 % ; phase 2 : 50 % ; phase 3 : 20 %.\n",
    );
    expect(subWeights(p.Critères['Technique'])).toEqual([20, 30, 20]);
  });

  it("leaves aside the fee shared out by element of the mission, the criteria given 'par ordre décroissant'", () => {
    const p = read(
      [
        'ARTICLE 6 – JUGEMENT DES OFFRES',
        "Les critères sont énoncés ci-dessous par ordre décroissant d'importance :",
        "1. Valeur technique de l'offre",
        '2. Prix de la prestation',
        'Article 5 – Rémunération du maître d’œuvre',
        'Répartition indicative par élément de mission : ESQ 5 % – APS 10 % – APD 15 % – PRO 20 % –',
        'ACT 5 % – VISA 8 % – DET 25 % – AOR 5 % – OPC 7 %.',
      ].join('\n'),
    );
    expect(anyWeight(p)).toBe(false);
  });

  it('leaves aside a saving shared between the buyer and the contractor, in the pages after the table of contents', () => {
    const p = read(
      [
        '7.  Offres',
        '8.  Jugement des offres',
        '9.  Négociation',
        '2.1 Contexte',
        '54 % des luminaires sont équipés de sources à décharge.',
        '2.2 Objectifs',
        "- réduire d'au moins 65 % la consommation d'énergie du parc ;",
        '- améliorer la disponibilité des installations (taux de pannes inférieur à 1 % en moyenne annuelle).',
        '3.4 Intéressement / pénalités sur la performance',
        "Si la consommation constatée est supérieure à l'engagement contractuel, le titulaire supporte 100 % du",
        "surcoût. Si elle est inférieure de plus de 5 %, l'économie supplémentaire est partagée à 70 % pour la",
        'Métropole et 30 % pour le titulaire.',
        'Le titulaire tient à jour le registre des consommations de chaque armoire de commande. '.repeat(30),
        '8. JUGEMENT DES OFFRES',
        'Critère 1 – Coût global de l’offre ........ 40 %',
        'Critère 2 – Valeur technique ............... 60 %',
      ].join('\n'),
    );
    expect(weights(p.Critères)).toEqual([
      ["Coût global de l'offre", 40],
      ['Valeur technique', 60],
    ]);
  });

  it("does not read a page number 'p. 11/15' as a share of points", () => {
    const p = read(
      "Critères d'attribution :\nCritère n°1 – Prix (40 %)\nVille de Vénissieux – RC – p. 11/15\nCritère n°2 – Valeur technique (60 %)\n",
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([40, 60]);
  });

  it("leaves aside the shares of a price in brackets before its weight ('(pondéré : 80 % ..., 20 % ...)')", () => {
    const p = read(
      [
        'Le choix sera fait au regard des critères suivants, notés sur un total de 100 points :',
        '  Prix du repas (pondéré : 80 % repas enfant, 20 % repas adulte) .............. 40 points',
        '  Qualité gustative, variété et équilibre des menus .......................... 40 points',
        '  Modalités de livraison ..................................................... 20 points',
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([40, 40, 20]);
  });

  it('leaves aside the weights of an average in the wording of the price', () => {
    const p = read(
      [
        "ARTICLE 7 – CRITÈRES D'ATTRIBUTION",
        'Critère n° 1 – Valeur technique : 60 pts',
        '  - compréhension des besoins : 40 pts',
        "  - composition de l'équipe : 20 pts",
        'Critère n° 2 – Prix : 40 pts, apprécié au vu du taux horaire moyen pondéré',
        '(associé 30 %, collaborateur senior 50 %, collaborateur junior 20 %) et du prix des consultations.',
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([60, 40]);
    expect(subWeights(p.Critères['Financier'])).toEqual([]);
  });

  it("reads no weight in 'une offre dont le prix est supérieur de plus de 40 % à l'estimation'", () => {
    const p = read(
      [
        'Les offres sont jugées sur 100 points au regard des critères suivants :',
        "- Qualité pédagogique de l'offre (40 pts) : pertinence du déroulé pédagogique ;",
        "- Prix (30 pts) : apprécié au vu du prix d'une journée de formation ;",
        '- Profil et expérience des formateurs proposés (20 pts) : références ;',
        '- Modalités d’évaluation et de suivi des stagiaires (10 pts) : bilan à froid.',
        "Une offre dont le prix est supérieur de plus de 40 % à l'estimation pourra être déclarée inacceptable.",
        "L'audition permet d'affiner la note du critère de 20 points au plus.",
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([40, 30, 20, 10]);
  });

  it("reads 'Prix : noté sur 10, pondération 35 %' by its weight, not its scale; '(part de 85 %)' is a share", () => {
    const p = read(
      [
        'Les offres seront classées en fonction des critères suivants :',
        'Prix : noté sur 10, pondération 35 %',
        'Valeur technique : notée sur 10, pondération 55 %',
        "Délais de fabrication et d'installation : notés sur 10, pondération 10 %",
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([35, 55, 10]);
    const share = read(
      "Critères d'attribution : prix des prestations ; valeur technique.\nPrix révisables selon l'indice des salaires de la sécurité (part de 85 %).",
    );
    expect(anyWeight(share)).toBe(false);
  });

  it("reads a concession's fee on the advertising turnover as its financial criterion, no candidate's turnover", () => {
    const p = read(
      [
        "CRITÈRES D'ATTRIBUTION",
        'Montant de la redevance annuelle garantie et part variable sur le chiffre d’affaires publicitaire ... 40 %',
        'Qualité esthétique des mobiliers proposés ...................... 35 %',
        'Modalités d’entretien et de maintenance ......................... 25 %',
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([40, 35, 25]);
    expect(Object.keys(p.Critères)[0]).toBe('Financier');
  });

  it("reads no weight in a section's number in brackets ('l'empreinte carbone (3.1), la note ...')", () => {
    const p = read(
      [
        'Critères et sous-critères :',
        '1. Prix\n50 %',
        '2. Valeur technique\n30 %',
        '3. Performance environnementale\n20 %',
        '3.1 Empreinte carbone de fabrication\n12 %',
        '3.2 Recyclabilité des batteries\n8 %',
        '7. Modalités de notation',
        '7.1 Sous-critères quantitatifs',
        "Pour les éléments de coût et l'empreinte carbone (3.1), la note est calculée selon la formule N = pondération × (Vmin / V).",
      ].join('\n'),
    );
    expect(subWeights(p.Critères['Environnement'])).toEqual([12, 8]);
    expect(weightMatches("l'empreinte carbone (3.1), la note est calculée")).toEqual([]);
    expect(weightMatches('- délais (15), ').map((w) => w.weight)).toEqual([15]);
  });

  it("invents no weight from a threshold ('taux de reprise minimal de 80 % exigé')", () => {
    const p = read(
      [
        'Offre économiquement la plus avantageuse appréciée en fonction des critères énoncés dans le cahier des charges.',
        'Garantie de reprise des végétaux pendant 2 ans (taux de reprise minimal de 80 % exigé).',
      ].join('\n'),
    );
    expect(anyWeight(p)).toBe(false);
  });

  it("invents no weight from a required level in a sub-criterion's brackets ('(minimum exigé 97 %)')", () => {
    const p = read(
      [
        'Critères : Prix (60) ; Engagements de service (40).',
        'Les engagements : 25 points pour le taux de remise en service sous 4 heures (minimum exigé 97 %), 15 points',
        "pour le délai d'intervention (maximum requis 2 heures).",
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([60, 40]);
    expect(subWeights(p.Critères['Technique'])).toEqual([25, 15]);
  });

  it('reads no weight in a share of working hours, nor takes the criterion before it for a share', () => {
    expect(weightMatches("Clause d'insertion : 5 % des heures de travail réservées")).toEqual([]);
    const p = read(
      "Critères : Prix (60 %) ; Valeur technique (40 %) ; Clause d'insertion : 5 % des heures de travail réservées.",
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([60, 40]);
  });

  it("takes a notice's field 'Financement : ...' for no heading of the funding over the criteria after it", () => {
    const p = read(
      [
        'Financement : budget annexe de l’eau et subvention de l’Agence de l’eau.',
        'Prix révisables. Avance de 10 %. Paiement à 30 jours.',
        'Prix : 55 points ; Valeur technique : 45 points.',
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([55, 45]);
  });

  it("reads weights first after a heading and its colon ('Jugement des offres : 65 % prix / 35 % valeur technique')", () => {
    const p = read(
      'Délai de paiement : 30 jours. | Jugement des offres : 65 % prix / 35 % valeur technique | Recours',
    );
    expect(weights(p.Critères)).toEqual([
      ['prix', 65],
      ['valeur technique', 35],
    ]);
    const offer = read(
      'Offre économiquement la plus avantageuse : 55 % valeur technique, 45 % prix | Recours',
    );
    expect(weights(offer.Critères)).toEqual([
      ['valeur technique', 55],
      ['prix', 45],
    ]);
  });

  it("invents no weight from a threshold in a criterion's brackets ('(engagement au-delà des 8 % imposés)')", () => {
    const p = read(
      '1. Valeur technique : 55 %\n2. Prix : 35 %\n3. Insertion professionnelle (engagement au-delà des 7 % imposés) : 10 %',
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([55, 35, 10]);
  });

  it("invents no weight from places counted in points ('environ 480 points de livraison')", () => {
    const p = read(
      "Fourniture d'électricité pour environ 480 points de livraison. | Critères d'attribution par ordre décroissant d'importance : 1. Prix ; 2. Valeur technique.",
    );
    expect(anyWeight(p)).toBe(false);
  });

  it("reads no weight in a rating step ('l'offre la moins chère obtient 10/10') in a spaced grid", () => {
    const p = read(
      [
        'Les offres sont notées selon la grille suivante :',
        '',
        "   Critère                        Pondération    Note      Éléments d'appréciation",
        '                                                  sur',
        '',
        '   A – Valeur technique            50 %          10       mémoire justificatif et',
        '                                                            planning',
        '',
        '   B – Prix des prestations        35 %          10       montant des honoraires ;',
        "                                                            l'offre la moins chère obtient",
        '                                                            10/10',
        '',
        "   C – Références de l'équipe      15 %          10       CV et références",
        '',
        'La note finale (sur 10) = 0,50 × note A + 0,35 × note B + 0,15 × note C.',
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([50, 35, 15]);
  });

  it("reads a notice's field of bare numbers one a line that opens with the price ('Prix 55' / 'Valeur technique 35')", () => {
    const p = read('Paiement à 30 jours. | Prix 55\nValeur technique 35\nDélai de livraison 10 | Recours');
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([55, 35, 10]);
    const slashes = read(
      'Paiement à 30 jours. | prix 45 / moyens humains et matériels 40 / délai 15 | Recours',
    );
    expect(weights(slashes.Critères).map(([, w]) => w)).toEqual([45, 40, 15]);
  });

  it("invents no weight from a share of a cost ('récupérables à 100 %')", () => {
    const p = read(
      [
        'Prix révisables selon P = P0 x (0,15 + 0,85 x I/I0). Les prestations sont récupérables à 100 % sur les charges locatives. | Lot 1 - Nord | Valeur technique 60 % :',
        '- moyens humains : 35 %',
        '- méthodologie : 25 % | Prix 40 % | Lot 2 - Sud | Valeur technique 60 % :',
        '- moyens humains : 35 %',
        '- méthodologie : 25 % | Prix 40 % | Recours',
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([60, 40]);
  });

  it('leaves aside a VAT rate, and reads a list item whose description wraps under its colon', () => {
    const p = read(
      [
        'ARTICLE 8 : CRITÈRES DE SÉLECTION DES OFFRES',
        'Critères suivants, notés sur 100 points :',
        '– Prix : 40 points',
        '– Qualité du service : 35 points, décomposés en :',
        '   • moyens humains : conducteurs affectés, remplacements : 15 points',
        '   • moyens matériels : véhicule principal et véhicule de remplacement, équipements de sécurité',
        '     (éthylotest anti-démarrage, ceintures, caméra de recul) : 20 points',
        '– Performance environnementale des véhicules : 25 points',
        '--- AE_lot07.pdf, page 1 ---',
        'Lot n°07 – Circuit Réquista – Rodez',
        'Prix journalier HT : ......... €   TVA 10 % : ......... €',
      ].join('\n'),
    );
    expect(p.Lots).toBeUndefined();
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([40, 35, 25]);
    expect(Object.values(p.Critères['Qualité']!['Sous-critères'] ?? {}).map((c) => c.Libellé)).toEqual([
      'moyens humains',
      'moyens matériels',
    ]);
  });

  it('leaves aside a European fund and its share, in a field of its own', () => {
    const p = read(
      [
        "Critères d'attribution, notés sur 100 points :",
        'Qualité de la méthodologie (50 points), dont :',
        '  - diagnostic : 15 points',
        '  - levée des freins : 15 points',
        '  - relations avec les entreprises : 20 points',
        'Moyens humains affectés (20 points)',
        'Prix (30 points), apprécié au regard du coût par parcours.',
        'FSE+ Programme national Emploi et inclusion 2021-2027 - 35 %',
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([50, 20, 30]);
    expect(subWeights(p.Critères['Méthodologie'])).toEqual([15, 15, 20]);
  });

  it("reads the offers' criteria after the candidates' selection once 'Les offres seront jugées' opens them", () => {
    const p = read(
      [
        'Critères de sélection des candidatures (notés sur 100 points) :',
        "- Compétences et qualifications de l'équipe : 40 points",
        "- Références de l'équipe sur des opérations comparables : 40 points",
        "- Moyens humains et matériels de l'équipe : 20 points",
        'Les offres seront jugées selon les critères suivants :',
        'Valeur technique : 60 %',
        'Prix (montant du forfait provisoire de rémunération) : 40 %',
      ].join('\n'),
    );
    expect(weights(p.Critères)).toEqual([
      ['Valeur technique', 60],
      ['Prix', 40],
    ]);
  });

  it('leaves aside the shares of a payment schedule', () => {
    const p = read(
      "Les offres seront jugées au regard des critères suivants, classés par ordre décroissant d'importance :\n– qualité de la méthodologie ;\n– prix de la prestation.\n5 – RÉMUNÉRATION\nAcomptes à l'achèvement de chaque phase : 30 % (phase 1), 40 % (phase 2), 30 % (phase 3).\n",
    );
    expect(anyWeight(p)).toBe(false);
  });

  it("leaves aside a threshold written 'Tout candidat obtenant moins de 30 points ... verra son offre écartée'", () => {
    const p = read(
      "Les offres sont notées sur 100 points au regard des critères suivants :\nCritère 1 : Valeur technique (60 points)\n   a) Méthodologie proposée : 30 points\n   b) Composition de l'équipe : 20 points\n   c) Outils de pilotage : 10 points\nCritère 2 : Prix (40 points)\nTout candidat obtenant moins de 30 points au critère 1 verra son offre écartée.\n",
    );
    expect(weights(p.Critères)).toEqual([
      ['Valeur technique', 60],
      ['Prix', 40],
    ]);
    expect(subWeights(p.Critères['Technique'])).toEqual([30, 20, 10]);
  });

  it('leaves aside the steps of a rating scale and a share wrapped to the next line', () => {
    const p = read(
      [
        'Article 3 – Critères de jugement des offres',
        '  – Valeur technique ........................ 40 points',
        '  – Prix ..................................... 35 points',
        '  – Service après-vente ...................... 15 points',
        '  – Délai de livraison ....................... 10 points',
        'Le délai de livraison est noté par interpolation linéaire : 10 points pour un délai de',
        '4 mois ou moins, 0 point pour un délai de 8 mois.',
        'Article 4 – Clauses environnementales',
        "Conformément au code de l'environnement, au moins 30 %",
        'des véhicules acquis doivent être à faibles émissions.',
      ].join('\n'),
    );
    expect(weights(p.Critères)).toEqual([
      ['Valeur technique', 40],
      ['Prix', 35],
      ['Service après-vente', 15],
      ['Délai de livraison', 10],
    ]);
  });

  it("gives the shares after a criterion restated below the list to that criterion ('pondérée à 60 %, ... se décompose ainsi')", () => {
    const p = read(
      [
        'Les critères suivants sont retenus :',
        '  ▪ Valeur technique : 60 %',
        '  ▪ Prix : 40 %',
        '',
        'La valeur technique, pondérée à 60 %, est notée sur 100 et se décompose ainsi : qualification des',
        'compagnons : 30/100 ; méthodologie de restauration : 50/100 ; organisation du chantier : 20/100.',
      ].join('\n'),
    );
    expect(subWeights(p.Critères['Technique'])).toEqual([18, 30, 12]);
    expect(subWeights(p.Critères['Financier'])).toEqual([]);
  });

  it('reads a table laid out with spaces, a column per lot, its wordings wrapped up to their line of weights', () => {
    const p = read(
      [
        '10.2 Critères et pondérations par lot',
        '',
        'Critères                                   Lot 1     Lot 2     Lot 3',
        'Qualité et fonctionnalité du produit',
        '(évaluation par essais en service)         50 %      40 %      45 %',
        'Prix                                       35 %      50 %      40 %',
        "Sécurité d'utilisation pour le patient",
        'et le soignant (dispositif anti-piqûre)    15 %      —         —',
        'Continuité d’approvisionnement et délais',
        'de livraison                               —         10 %      —',
        'Performance environnementale (emballages,',
        'bilan carbone du transport)                —         —         15 %',
        '',
        '10.3 Modalités de notation',
      ].join('\n'),
    );
    expect(lotWeights(p)).toEqual([
      ['1', [50, 35, 15]],
      ['2', [40, 50, 10]],
      ['3', [45, 40, 15]],
    ]);
    // Sub-criteria rows, a dash where a lot does without one, a sub-criterion wrapped on two lines.
    const subs = read(
      [
        'Les critères et leur pondération varient selon les lots (notes sur 100) :',
        '',
        '                                                              Lot 01        Lot 02',
        '   Prix des prestations                                       40            60',
        '   Valeur technique                                           60            40',
        '     – méthodologie et phasage en site occupé                 30            10',
        '     – moyens humains et matériels affectés au chantier       30            –',
        '     – qualité des matériaux et performances',
        '       thermiques (fiches techniques)                         –             30',
        '',
      ].join('\n'),
    );
    expect(lotWeights(subs)).toEqual([
      ['1', [40, 60]],
      ['2', [60, 40]],
    ]);
    expect(subWeights(subs.Lots?.[1]?.Critères['Technique'])).toEqual([10, 30]);
  });

  it("takes no pair of grades in a wording ('inox 304/316') for a share of points", () => {
    const p = read(
      [
        'N°\tCritère\tPoints',
        '1\tPrix\t45',
        '2\tValeur technique des équipements\t35',
        '\t2.1 Performances techniques\t15',
        '\t2.2 Ergonomie et nettoyage\t10',
        '\t2.3 Robustesse et qualité des matériaux (inox 304/316, épaisseurs)\t10',
        '3\tDélai de livraison\t20',
      ].join('\n'),
    );
    expect(subWeights(p.Critères['Technique'])).toEqual([15, 10, 10]);
  });

  it.each([
    {
      notice: 'the price left out',
      fields: [
        'Fourniture de fournitures scolaires',
        "L'attribution se fera sur la base du prix et de la valeur technique de l'offre.",
        'Voir règlement de la consultation.',
        'Valeur technique : 60 %',
        'Recours devant le tribunal administratif.',
      ],
      read: [['Valeur technique', 60]],
      total: 60,
    },
    {
      notice: 'two criteria weighted, the price left out',
      fields: [
        'Portage de repas à domicile',
        'Qualité des repas et des menus (équilibre nutritionnel, variété) : 35 %',
        'Modalités de livraison et qualité de la relation avec les bénéficiaires : 25 %',
        'Recours devant le tribunal administratif.',
      ],
      read: [
        ['Qualité des repas et des menus', 35],
        ['Modalités de livraison et qualité de la relation avec les bénéficiaires', 25],
      ],
      total: 60,
    },
    {
      notice: 'the price the only criterion weighted, the technical value left to the RC',
      fields: [
        'Location-entretien du linge plat',
        'Prix : 50 %',
        'Valeur technique : voir RC (sous-critères : qualité du linge, organisation logistique)',
        'Recours devant le tribunal administratif.',
      ],
      read: [['Prix', 50]],
      total: 50,
    },
    {
      notice: 'the price weighted, rates in the fields that follow',
      fields: [
        'Bornes de recharge',
        'Prix : 45 %',
        'Valeur technique : voir RC',
        'Le taux de disponibilité exigé est de 97 % par point de charge.',
        'Une avance de 5 % est consentie. Retenue de garantie : 3 %.',
      ],
      read: [['Prix', 45]],
      total: 45,
    },
  ])(
    'reads a notice that weights only some criteria as written, and says so: $notice',
    ({ fields, read: expected, total }) => {
      const p = read(fields.join(' | '));
      expect(weights(p.Critères)).toEqual(expected);
      expect(p.Résumé).toContain(`totalisent ${total} et non 100`);
    },
  );

  it('reads no lone rating scale as the weight of a notice that weights only some criteria', () => {
    expect(
      anyWeight(read('La valeur technique : notée sur 20 | Voir le règlement de la consultation.')),
    ).toBe(false);
  });

  it("gives each run of criteria of a notice in its XML's order to the lot whose title follows it", () => {
    const p = read(
      [
        "Critères d'attribution",
        'Valeur technique : 50 %',
        'Prix : 50 %',
        'Lot 1 - Fourgons pompe-tonne',
        'Accord-cadre à bons de commande.',
        'Prix : 60 %',
        'Valeur technique : 40 %',
        'Lot 2 - Véhicules légers',
        'Accord-cadre à bons de commande.',
      ].join(' | '),
    );
    expect(lotWeights(p)).toEqual([
      ['1', [50, 50]],
      ['2', [60, 40]],
    ]);
    // The last lot's title just past the criteria read together.
    const closing = read(
      [
        'not-allowed',
        'Prix 40 %',
        'Valeur technique 50 %',
        "Engagement sur le délai d'exécution 10 %",
        'Lot 1 - Rénovation des cellules sanitaires',
        'Prix 35 %',
        'Valeur technique 45 %',
        'Qualité de la maintenance proposée 20 %',
        'Lot 2 - Remplacement des ascenseurs',
        'Travaux en site occupé. '.repeat(30),
      ].join(' | '),
    );
    expect(lotWeights(closing)).toEqual([
      ['1', [40, 50, 10]],
      ['2', [35, 45, 20]],
    ]);
    // The lots' fields far apart: each lot's description between its title and the next lot's criteria.
    const description = 'Prestations détaillées au cahier des clauses techniques particulières. '.repeat(60);
    const apart = read(
      [
        "Critères d'attribution",
        'Prix : 50 %',
        'Valeur technique : 40 %',
        'Responsabilité sociale et environnementale : 10 %',
        'Lot 1 - Nettoyage courant des locaux',
        description,
        '60 % Prix',
        '40 % Valeur technique',
        'Lot 2 - Nettoyage de la vitrerie',
        description,
      ].join(' | '),
    );
    expect(lotWeights(apart)).toEqual([
      ['1', [50, 40, 10]],
      ['2', [60, 40]],
    ]);
  });

  it("gives a lot the criteria of the lot its section names ('Mêmes critères et pondérations que le lot 2')", () => {
    const p = read(
      [
        'ARTICLE 6 – JUGEMENT DES OFFRES',
        'LOT 1 – VSAV',
        '   Critère 1 : Valeur technique ....... 50 %',
        '   Critère 2 : Prix ................... 35 %',
        '   Critère 3 : Délai de livraison ..... 15 %',
        '',
        'LOT 2 – Véhicules légers',
        '   Critère 1 : Prix ................... 60 %',
        '   Critère 2 : Valeur technique ....... 30 %',
        '   Critère 3 : Délai de livraison ..... 10 %',
        '',
        'LOT 3 – Fourgons',
        '   Mêmes critères et pondérations que le lot 2.',
      ].join('\n'),
    );
    expect(lotWeights(p)).toEqual([
      ['1', [50, 35, 15]],
      ['2', [60, 30, 10]],
      ['3', [60, 30, 10]],
    ]);
  });

  it("gives a notice's lot whose criteria field says only 'identique au lot 1' or 'idem lot 2' that lot's criteria", () => {
    const lot = (n: number, title: string, criteria: string) =>
      `LOT-000${n} | ${title} | Prestations du lot. | ${criteria} | 48 | MONTH`;
    const p = read(
      [
        'Assurances de la commune | services',
        lot(
          1,
          'Dommages aux biens',
          'Tarif : 40 % ; Étendue des garanties : 45 % ; Gestion des sinistres : 15 %',
        ),
        lot(2, 'Responsabilité civile', 'identique au lot 1'),
        lot(3, 'Flotte automobile', 'Tarif : 60 % ; Étendue des garanties : 40 %'),
        lot(4, 'Protection juridique', 'idem lot 3'),
      ].join(' | '),
    );
    expect(lotWeights(p)).toEqual([
      ['1', [40, 45, 15]],
      ['2', [40, 45, 15]],
      ['3', [60, 40]],
      ['4', [60, 40]],
    ]);
  });

  it("gives an eForms lot whose field says 'Critères d'attribution identiques à ceux du lot n° 1' that lot's weighted fields", () => {
    const p = read(
      [
        'Fournitures de pansements | supplies',
        'LOT-0001 | Pansements primaires | 48 | MONTH | price | Prix | per-exa | 60 | quality | Qualité technique des produits | per-exa | 40',
        'LOT-0002 | Pansements secondaires | 48 | MONTH | price | Prix | per-exa | 50 | quality | Valeur technique | per-exa | 50',
        'LOT-0003 | Compresses | 48 | MONTH | Critères d’attribution identiques à ceux du lot n° 1 | required | FRA',
      ].join(' | '),
    );
    expect(lotWeights(p)).toEqual([
      ['1', [60, 40]],
      ['2', [50, 50]],
      ['3', [60, 40]],
    ]);
  });

  it("gives a lot of a notice whose labelled fields run on one line ('LOT-0002 | Titre : ...') the criteria of the lot it names", () => {
    const lot = (n: number, title: string, criteria: string) =>
      `LOT-000${n} | Titre : ${title} | Identifiant interne : DA-L${n} | Nature du marché : supplies | Durée : 12 | MONTH | Variantes : not-allowed | Critères d'attribution | ${criteria} | Soumission électronique : required`;
    const p = read(
      [
        lot(
          1,
          'Viandes fraîches',
          'Critères : Prix 40 points – Qualité des produits 40 points – Circuits courts 20 points',
        ),
        lot(2, 'Fruits et légumes', 'Critères : Prix 60 points – Qualité des produits 40 points'),
        lot(3, 'Produits laitiers', 'Critères identiques au lot 1'),
      ].join('\n'),
    );
    expect(lotWeights(p)).toEqual([
      ['1', [40, 40, 20]],
      ['2', [60, 40]],
      ['3', [40, 40, 20]],
    ]);
  });

  it("reads each lot of a notice whose duration field ('60 | MONTH') lies between a lot's criteria and the next", () => {
    const p = read(
      [
        'LOT-0001 | Linge plat | Location-entretien du linge. | Prix : 50 % ; Valeur technique : 35 % ; Développement durable : 15 % | 60 | MONTH',
        'LOT-0002 | Tenues de bloc | Tenues réutilisables. | Valeur technique (pondération 55 %) - Prix (pondération 45 %) | 60 | MONTH',
      ].join(' | '),
    );
    expect(lotWeights(p)).toEqual([
      ['1', [50, 35, 15]],
      ['2', [55, 45]],
    ]);
  });

  it("reads the criteria a notice's lot names after 'Voir RC, article 7.2 :'", () => {
    const p = read(
      [
        'LOT-0001 | Collecte en porte-à-porte | Collecte des ordures ménagères. | Prix 45 %, Valeur technique 40 %, Performance environnementale 15 %. | 72 | MONTH',
        'LOT-0002 | Points d’apport volontaire | Collecte des colonnes. | Voir RC, article 7.2 : Prix 60 % ; Valeur technique 30 % ; Performance environnementale 10 %. | 72 | MONTH',
      ].join(' | '),
    );
    expect(lotWeights(p)).toEqual([
      ['1', [45, 40, 15]],
      ['2', [60, 30, 10]],
    ]);
  });

  it('keeps the criteria whose weights add up when the sub-criteria of one add up to less, and says so', () => {
    const p = read(
      [
        'Les offres seront jugées selon les critères pondérés suivants :',
        'Critère\tNote',
        'Prix\t/45',
        'Valeur technique\t/45',
        '   Méthodologie d’intervention en milieu maritime\t/25',
        '   Moyens nautiques et humains\t/15',
        'Délais d’exécution\t/10',
        'Total\t/100',
      ].join('\n'),
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix', 45],
      ['Valeur technique', 45],
      ["Délais d'exécution", 10],
    ]);
    expect(subWeights(p.Critères['Technique'])).toEqual([25, 15]);
    expect(p.Résumé).toContain(
      'Les sous-critères du critère « Valeur technique » totalisent 40 et non 45 : pondération à vérifier.',
    );
  });

  it("reads 'Critère n°2 : ..., décomposée en : Sous-critère 2.1 : ...' run together in one paragraph", () => {
    const p = read(
      "Les critères retenus sont : Critère n°1 : Prix des prestations – 40 % – Critère n°2 : Valeur technique de l'offre – 60 %, décomposée en : Sous-critère 2.1 : Méthodes d'exécution – 35 % – Sous-critère 2.2 : Moyens humains et matériels – 25 %.",
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix des prestations', 40],
      ["Valeur technique de l'offre", 60],
    ]);
    expect(subCriteria(p.Critères['Technique'])).toEqual([
      ["Méthodes d'exécution", 35],
      ['Moyens humains et matériels', 25],
    ]);
  });

  it('reads criteria in points that make no round whole as written, the sub-criteria under the one they share out', () => {
    const p = read(
      [
        'Avance de 20 % pour les PME.',
        'Valeur technique',
        'Valeur technique notée sur 30 points :\n• méthodologie et phasage : 15 points\n• moyens humains et matériels : 10 points\n• sécurité du travail en hauteur : 5 points',
        'Prix',
        'Prix noté sur 24 points',
        'Délai',
        "Délai d'exécution noté sur 6 points",
      ].join(' | '),
    );
    expect(weights(p.Critères)).toEqual([
      ['Valeur technique', 30],
      ['Prix', 24],
      ["Délai d'exécution", 6],
    ]);
    expect(subWeights(p.Critères['Technique'])).toEqual([15, 10, 5]);
    expect(p.Résumé).toMatch(/totalisent 60 et non 100/);
  });

  it('reads a table one cell a line whose weight column comes first, its weights bare, before their wording too', () => {
    const p = read(
      [
        'Le jugement des offres sera effectué selon les critères pondérés suivants :',
        'Pondération',
        'Critères',
        'Mode d’évaluation',
        '50',
        'Valeur technique',
        '25 – Qualité et performance du dispositif',
        'Analyse du cadre de réponse technique',
        '25 – Ergonomie et sécurité d’utilisation',
        'Essais en service par un panel d’utilisateurs',
        '40',
        'Prix',
        'Formule décrite au 5.2',
        '10',
        'Qualité du service logistique',
        'Analyse du cadre de réponse (partie C)',
      ].join('\n'),
    );
    expect(weights(p.Critères)).toEqual([
      ['Valeur technique', 50],
      ['Prix', 40],
      ['Qualité du service logistique', 10],
    ]);
    // Its sub-criteria's weights before their wording.
    expect(subWeights(p.Critères['Technique'])).toEqual([25, 25]);
  });

  it('reads a criterion whose merged cell is printed in the middle of its sub-criteria rows', () => {
    const p = read(
      [
        'Le jugement des offres sera effectué selon les critères pondérés suivants :',
        'Critère\tSous-critère\tPondération',
        "Méthodologie d'exécution et phasage en site occupé\t25 %",
        'Valeur technique de\tMoyens humains et matériels affectés au chantier\t15 %',
        "l'offre",
        '(60 %)',
        'Planning détaillé et respect des délais\t10 %',
        'Gestion environnementale du chantier\t10 %',
        'Prix des prestations\tMontant de la DPGF\t40 %',
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, weight]) => weight)).toEqual([60, 40]);
    expect(subWeights(p.Critères['Technique'])).toEqual([25, 15, 10, 10]);
  });

  it("reads 'répartition des temps par phase' as a criterion, and no 'Cedex 07' after a table as a weight", () => {
    const p = read(
      [
        '3. CRITÈRES DE CHOIX',
        'Pondération\tCritère',
        '40 %\tPrix (montant total de la décomposition du prix global et forfaitaire)',
        '30 %\tMéthodologie proposée pour chacune des phases',
        "20 %\tComposition et compétences de l'équipe",
        '10 %\tPlanning de réalisation et répartition des temps par phase',
        'Tribunal administratif de Toulouse',
        '68 rue Raymond IV – BP 7007 – 31068 Toulouse Cedex 07',
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, weight]) => weight)).toEqual([40, 30, 20, 10]);
    const short = read(
      [
        'Critère\tPondération',
        'Prix\t40 %',
        'Méthodologie proposée\t30 %',
        "Composition de l'équipe\t20 %",
        'Tribunal administratif de Toulouse, 68 rue Raymond IV – BP 7007 – 31068 Toulouse Cedex 07',
      ].join('\n'),
    );
    expect(weights(short.Critères).map(([, weight]) => weight)).toEqual([40, 30, 20]);
  });

  it("reads a table whose weight column is not its last ('Critère | Note | Mode d'évaluation')", () => {
    const p = read(
      [
        'ART. 13 – JUGEMENT DES OFFRES',
        "Critère\tNote\tMode d'évaluation",
        'Prix\t50\tMontant du DQE ; note = 50 × DQE mini / DQE candidat',
        'Valeur technique\t40\tMémoire technique ; chaque sous-critère est noté de 0 à 5',
        'Moyens humains et matériels dédiés au secteur\t15\tEffectifs, habilitations, nacelles',
        "Méthodologie d'intervention et gestion des pannes\t15\tDélais de dépannage, astreinte",
        'Sécurité des interventions\t10\tPlan de prévention, signalisation temporaire',
        'Développement durable\t10\tRecyclage des lanternes déposées',
        'Total\t100',
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, weight]) => weight)).toEqual([50, 40, 10]);
    expect(subWeights(p.Critères['Technique'])).toEqual([15, 15, 10]);
  });

  it('reads a table row whose wording is long and lists its points with semicolons', () => {
    const p = read(
      [
        'Les offres conformes sont classées selon les critères ci-dessous, notés sur 100 points :',
        'N°\tCritère\tPoints',
        '1\tPrix des prestations (montant annuel de la DPGF et DQE non contractuel des prestations à bons de commande)\t50',
        "2\tValeur technique, appréciée au regard du mémoire technique : organisation de la maintenance préventive et suivi des appareils ; délais d'intervention et de dépannage, astreinte ; qualification et stabilité du personnel affecté.\t40",
        "3\tPerformance en matière de protection de l'environnement\t10",
      ].join('\n'),
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix des prestations', 50],
      ['Valeur technique', 40],
      ["Performance en matière de protection de l'environnement", 10],
    ]);
  });

  it("takes no '100 % électrique' for a weight", () => {
    const p = read(
      [
        'not-allowed',
        'Prix : 50 %',
        'Valeur technique : 50 %',
        'Lot 1 - Chariot élévateur',
        'Prix : 45 %',
        'Valeur technique : 55 %',
        'Lot 2 - Tracteurs portuaires',
        'Fourniture de trois tracteurs à motorisation 100 % électrique, avec leurs bornes de recharge.',
      ].join(' | '),
    );
    expect(lotWeights(p)).toEqual([
      ['1', [50, 50]],
      ['2', [45, 55]],
    ]);
  });

  it("leaves aside a share beyond a threshold inside a criterion's wording ('au-delà de 30 %')", () => {
    const p = read(
      [
        'Critères de jugement (note sur 100) : Prix : 50 points – Valeur technique : 40 points – Performance',
        'environnementale (taux de matière recyclée au-delà de 30 %, recyclabilité en fin de vie) : 10 points.',
      ].join('\n'),
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix', 50],
      ['Valeur technique', 40],
      ['Performance environnementale', 10],
    ]);
  });

  it("reads sub-criteria scored 'note /5 x 4 = 20 points', an elimination threshold and a page footer aside", () => {
    const p = read(
      "8.1 Critères d'attribution\nCritère 1 : Qualité technique du produit - 50 %\nChaque sous-critère est noté de 0 à 5, la note obtenue étant multipliée par le coefficient indiqué :\n1.1 Ergonomie .................. note /5 x 4 = 20 points\n1.2 Sécurité du patient ........ note /5 x 6 = 30 points\nCritère 2 : Prix - 50 %\n8.2 Note éliminatoire\nLes produits ayant obtenu une note inférieure à 20 points sur 50 au critère 1 seront écartés.\nCHU - RC 2025-014                    Page 7 / 12\n",
    );
    expect(weights(p.Critères)).toEqual([
      ['Qualité technique du produit', 50],
      ['Prix', 50],
    ]);
    expect(subCriteria(p.Critères['Qualité'])).toEqual([
      ['Ergonomie', 20],
      ['Sécurité du patient', 30],
    ]);
  });

  it("keeps a weight that ends its line before a line opening with 'Du' or 'Des' ('Durée', 'Description')", () => {
    const p = read(
      "Les offres seront appréciées au regard des critères suivants :\n• Valeur technique — 50 %\n• Prix — 40 %\n• Implantation des lieux d'accueil — 10 %\nDurée : 24 mois reconductible une fois\n",
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([50, 40, 10]);
  });

  it("does not take a sentence naming criteria 'avec leur pondération' for a table's header", () => {
    const p = read(
      "Critères d'attribution :\nOffre économiquement la plus avantageuse appréciée en fonction des critères énoncés ci-dessous avec leur pondération.\n1. Valeur technique : 6 points\n2. Prix : 4 points\nRenseignements complémentaires : le délai d'exécution est de 10 semaines, dont une période de préparation de 4\nsemaines.\n",
    );
    expect(weights(p.Critères)).toEqual([
      ['Valeur technique', 60],
      ['Prix', 40],
    ]);
  });

  it('does not read the threshold of an abnormally low offer as a criterion', () => {
    const p = read(
      "Critères d'attribution :\nPrix : 40 %\nValeur technique : 60 %\nUne offre sera présumée anormalement basse si son montant est inférieur de plus de 20 % à la moyenne des offres.\n",
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([40, 60]);
  });

  it('does not read the figures of a rating example as weights', () => {
    const p = read(
      'Critère n°1 : Valeur technique – 60 points\nChaque sous-critère est apprécié de 0 à 5 (exemple : une appréciation de 3/5 sur un sous-critère de 20 points donne 12 points).\na) Méthodologie : 35 points\nb) Moyens humains : 25 points\nCritère n°2 : Prix – 40 points\n',
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([60, 40]);
    expect(subWeights(p.Critères['Technique'])).toEqual([35, 25]);
  });

  it('does not read a price-revision formula as a criterion', () => {
    const p = read(
      'Critères :\nPrix : 55 %\nValeur technique : 45 %\nLes prix sont révisables : Cn = 0,15 + 0,85 × (TP01 n / TP01 o), soit 15 % fixe et 85 % indexé.\n',
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix', 55],
      ['Valeur technique', 45],
    ]);
  });

  it('does not read funding shares as weights', () => {
    const p = read('Le projet est subventionné à 70 % par la Région et à 30 % par le Département.\n');
    expect(anyWeight(p)).toBe(false);
  });

  it('does not read the factor closing a price formula as a sub-criterion weight', () => {
    const p = read(
      "Critères et pondération\n1. Prix : sur 60 points\nMéthode de calcul : (prix le plus bas / prix de l'offre) x 60\n2. Valeur technique : sur 40 points\n",
    );
    const price = p.Critères['Financier']!;
    expect(price.Pondération).toBe(60);
    expect(price['Sous-critères']).toBeUndefined();
    expect(price.Évaluation.Formule.Expression).toBe('(Pmin / P) * 60');
  });

  it('does not read an elimination threshold or a minimum score as a criterion', () => {
    const p = read(
      'Jugement des offres :\nValeur technique : 60 %\nPrix : 40 %\nToute offre dont la note technique est inférieure à 50/100 sera éliminée. Une note minimale de 8/20 est exigée.\n',
    );
    expect(weights(p.Critères)).toEqual([
      ['Valeur technique', 60],
      ['Prix', 40],
    ]);
  });

  it('does not read the weights that rank candidates as award criteria', () => {
    const p = read(
      "Critères d'attribution : voir le règlement.\nSÉLECTION DES CANDIDATURES\nCapacités économiques et financières : 40 points\nRéférences : 60 points\n",
    );
    expect(anyWeight(p)).toBe(false);
  });

  it("ends the selection of candidates at 'Jugement et classement des offres' and 'Les offres seront classés'", () => {
    const p = read(
      [
        '7.1. Examen des candidatures',
        'Les candidatures seront examinées au regard des capacités professionnelles, techniques et financières.',
        '7.2. Jugement et classement des offres',
        'Les offres seront classés selon les critères pondérés présentés ci-dessous :',
        'Valeur technique\t50 %',
        'Prix\t35 %',
        'Performances environnementales\t15 %',
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([50, 35, 15]);
  });

  it('ends the selection of candidates of an eForms notice at its next code field', () => {
    const p = read(
      'Critères de sélection des candidatures\nRéférences notées sur 60 points ; moyens notés sur 40 points\nnot-allowed\nPrix des prestations : 45 %\nValeur technique : 55 %\n',
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix des prestations', 45],
      ['Valeur technique', 55],
    ]);
  });

  it('does not read the weighted judgement of candidatures of a restricted procedure as award criteria', () => {
    const p = read(
      "Maîtrise d'œuvre de la piscine | Jugement des candidatures selon les critères pondérés suivants :\na) Références au regard de l'opération : 50 %\nb) Compétences et moyens de l'équipe : 30 %\nc) Note de motivation : 20 % | no-eu-funds | Les critères d'attribution des offres seront précisés dans le règlement de la consultation.",
    );
    expect(anyWeight(p)).toBe(false);
  });

  it('does not read the rank of an eForms "Pondération (ordre d’importance)" field as a weight', () => {
    const p = read(
      'Type : Qualité | Nom : Valeur technique | Pondération (ordre d’importance) : 1 | Type : Prix | Nom : Prix | Pondération (ordre d’importance) : 2 |',
    );
    expect(anyWeight(p)).toBe(false);
    expect(p.Résumé).toMatch(/ordre décroissant d'importance, sans pondération/);
  });

  it('gives no weight to criteria ranked by decreasing importance', () => {
    const p = read(
      "Critères d'attribution, par ordre décroissant d'importance : la valeur technique, le prix, le délai d'exécution.\n",
    );
    expect(anyWeight(p)).toBe(false);
    expect(Object.values(p.Critères).map((c) => c.Libellé)).toEqual([
      'valeur technique',
      'prix',
      "délai d'exécution",
    ]);
  });
});

describe('bare weights after a dash in a sentence', () => {
  it("reads 'label – 40 ; label – 30' as the criteria of the passage that announces them", () => {
    const p = read(
      "Pour chaque lot, le jugement sera effectué sur 100 points, répartis entre les critères\nsuivants : prix horaire des engins (BPU appliqué au DQE) – 40 ; moyens\nmatériels affectés au lot (nombre d'engins, puissance) – 30 ; réactivité et délai de mobilisation – 20 ;\nexpérience du déneigement en zone de montagne – 10.\n",
    );
    expect(Object.values(p.Critères).map((c) => c.Pondération)).toEqual([40, 30, 20, 10]);
  });
});

describe('weights that lead their wording in a sentence', () => {
  it("names each weight by what follows it ('pour 40 % sur la qualité ...', 'dont 30 % au titre de ...')", () => {
    const p = read(
      [
        "Le marché sera attribué à l'offre économiquement la plus avantageuse.",
        'Celle-ci sera appréciée pour 40 % sur la qualité des denrées, pour 35 % sur le prix (prix unitaire',
        'du repas), pour 15 % sur les modalités de livraison et la qualité du service, et enfin pour 10 %',
        'sur la démarche environnementale du candidat.',
      ].join('\n'),
    );
    expect(Object.values(p.Critères).map((c) => [c.Libellé, c.Pondération])).toEqual([
      ['qualité des denrées', 40],
      ['prix', 35],
      ['modalités de livraison et la qualité du service', 15],
      ['démarche environnementale du candidat', 10],
    ]);
    const subs = read(
      "L'offre économiquement la plus avantageuse sera déterminée à 55 % sur la valeur technique,\ndont 30 % au titre de la note méthodologique et 25 % au titre de la composition de l'équipe, à 35 % sur le prix et à 10 % sur les délais d'exécution.",
    );
    expect(Object.values(subs.Critères).map((c) => c.Libellé)).toEqual([
      'valeur technique',
      'prix',
      "délais d'exécution",
    ]);
    expect(Object.values(subs.Critères.Technique!['Sous-critères'] ?? {}).map((c) => c.Libellé)).toEqual([
      'note méthodologique',
      "composition de l'équipe",
    ]);
  });
});

describe('sub-criteria detailed after the price', () => {
  it('puts them under the criterion listed before the price, whose weight they share out', () => {
    const p = read(
      [
        'Les offres sont notées sur 20 points, répartis entre deux critères :',
        '   Valeur technique..........................12 points',
        '   Prix......................................8 points',
        'La valeur technique est appréciée au regard du mémoire technique et se décompose comme suit :',
        '   -  méthodologie de remplacement et phasage des interventions : 5 points ;',
        '   -  caractéristiques des appareils proposés : 4 points ;',
        '   -  information des locataires pendant les travaux : 3 points.',
      ].join('\n'),
    );
    expect(weights(p.Critères)).toEqual([
      ['Valeur technique', 60],
      ['Prix', 40],
    ]);
    expect(subWeights(p.Critères.Technique)).toEqual([25, 20, 15]);
  });
});

describe('a criterion whose own weight is not stated', () => {
  it("gives 'Sous-critère 1 : ...' to the criterion named without weight before it, not to the weighted one above", () => {
    const p = read(
      'Prix : 40 % | Valeur technique : Sous-critère 1 : moyens nautiques affectés (20 points) ; Sous-critère 2 : méthodologie de dragage (25 points) ; Sous-critère 3 : protection du milieu (15 points) | Marché à prix unitaires',
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix', 40],
      ['Valeur technique', undefined],
    ]);
    expect(subWeights(p.Critères.Technique)).toEqual([20, 25, 15]);
    // Named on the field above the one that announces them.
    const above = read(
      'Prix 45.00% | Montant forfaitaire annuel et DQE des travaux hors forfait. | Valeur technique | Appréciée au travers des sous-critères suivants : Sous-critère 1 : Organisation de la maintenance (25 points) ; Sous-critère 2 : Taux de disponibilité (20 points) ; Sous-critère 3 : Astreinte (10 points) | Voies de recours',
    );
    expect(weights(above.Critères)).toEqual([
      ['Prix', 45],
      ['Valeur technique', undefined],
    ]);
    expect(subWeights(above.Critères.Technique)).toEqual([25, 20, 10]);
    // The only criterion, its sub-criteria alone weighted, the price left to the RC.
    const alone = read(
      'Reconductible 3 fois | Valeur technique : Sous-critère 1 : moyens matériels (25 points) ; Sous-critère 2 : astreintes (20 points) ; Sous-critère 3 : délai de mobilisation (15 points) | Prix : voir règlement de consultation | Tribunal administratif de Marseille',
    );
    expect(weights(alone.Critères)).toEqual([['Valeur technique', undefined]]);
    expect(subWeights(alone.Critères.Technique)).toEqual([25, 20, 15]);
  });

  it('keeps sub-criteria announced under a criterion, without making up its weight', () => {
    const p = read(
      'Qualité technique de l’offre se décompose en deux sous-critères : organisation du chantier (25 %) et gestion des déchets (15 %).\n',
    );
    const quality = Object.values(p.Critères)[0]!;
    expect(quality.Libellé).toBe("Qualité technique de l'offre");
    expect(quality.Pondération).toBeUndefined();
    expect(subWeights(quality)).toEqual([25, 15]);
    expect(p.Résumé).toContain(
      "La pondération du critère « Qualité technique de l'offre » n'est pas indiquée",
    );
  });

  it('reads weights adding up to 100 under a criterion heading, without a price, as its share-out', () => {
    const p = read('Valeur technique :\n- Méthodologie : 40 %\n- Moyens humains : 60 %\n');
    expect(weights(p.Critères)).toEqual([['Valeur technique', undefined]]);
    expect(subWeights(p.Critères['Technique'])).toEqual([40, 60]);
  });

  it('takes the wording after the colon for a criterion named by its number, its weight in brackets', () => {
    const p = read('Critère n°1 (45 %) : Prix des fournitures\nCritère n°2 (55 %) : Délai de livraison\n');
    expect(weights(p.Critères)).toEqual([
      ['Prix des fournitures', 45],
      ['Délai de livraison', 55],
    ]);
  });

  it('takes the wording given after "Intitulé :" for a criterion named by its number', () => {
    const p = read(
      'Valeur technique :\n- Sous-critère 1 : pondération : 30 %\nIntitulé : Moyens affectés au chantier\n- Sous-critère 2 : pondération : 70 %\nIntitulé : Méthode de réalisation\n',
    );
    const subs = p.Critères['Technique']?.['Sous-critères'] ?? {};
    expect(Object.entries(subs).map(([key, s]) => [key, s.Pondération])).toEqual([
      ['Moyens affectés au chantier', 30],
      ['Méthode de réalisation', 70],
    ]);
  });

  it('reads several criterion headings, each over its own weighted sub-criteria', () => {
    const p = read(
      'Moyens humains\nA1 Composition de l’équipe 12 points\nA2 Expérience du chef de projet 8 points\nMéthodologie\nB1 Phasage des travaux 15 points\nB2 Gestion des nuisances 5 points\n',
    );
    expect(weights(p.Critères)).toEqual([
      ['Moyens humains', undefined],
      ['Méthodologie', undefined],
    ]);
    expect(Object.values(p.Critères).map(subWeights)).toEqual([
      [12, 8],
      [15, 5],
    ]);
  });
  it('lists a criterion heading before the weighted headings without weight, and names the staff Expérience', () => {
    const p = read(
      'Prix des prestations au BPU\nOrganisation de l’équipe\nSC1.1 Nombre et qualification des intervenants 12 points\nSC1.2 Disponibilité de l’encadrement 8 points\nMéthode\nSC2.1 Phasage des interventions 15 points\nSC2.2 Gestion des déchets de chantier 5 points\n',
    );
    expect(Object.keys(p.Critères)).toEqual(['Financier', 'Expérience', 'Méthodologie']);
    expect(p.Critères['Financier']?.Pondération).toBeUndefined();
    expect(Object.values(p.Critères).map(subWeights)).toEqual([[], [12, 8], [15, 5]]);
    expect(Object.keys(p.Critères['Expérience']?.['Sous-critères'] ?? {})).toEqual([
      'Nombre et qualification des intervenants',
      "Disponibilité de l'encadrement",
    ]);
  });
  it('keeps in the list a weight that ends a long list item, and cuts the label at its first break', () => {
    const long =
      'le candidat décrit sa compréhension des contraintes du site, des accès, des réseaux existants, des riverains et des usagers, ' +
      'la manière dont il organise les interventions successives des corps d’état, les moyens de contrôle de la qualité des ouvrages, ' +
      'les mesures prises pour limiter les nuisances sonores et les poussières, la gestion des déchets et leur traçabilité jusqu’aux filières de valorisation, ' +
      'la coordination avec les concessionnaires, les services techniques de la ville et les autres chantiers voisins, ainsi que les dispositions prévues pour maintenir les cheminements piétons et l’accès des secours pendant toute la durée des travaux';
    const p = read(
      `Valeur technique\n- Analyse du site (10 points)\n- Pertinence de la note méthodologique, ${long} (20 points)\n- Planning détaillé (5 points)\n`,
    );
    const technical = p.Critères['Technique'];
    expect(subWeights(technical)).toEqual([10, 20, 5]);
    expect(Object.keys(technical?.['Sous-critères'] ?? {})[1]).toBe('Pertinence de la note méthodologique');
  });

  it('makes a list item that introduces lower bullets a sub-criterion, their weights in its details', () => {
    const p = read(
      'Valeur technique\n- Compréhension du programme, notamment :\no Lecture des contraintes du site (12 points)\no Analyse des besoins des usagers (8 points)\n- Moyens matériels affectés (10 points)\n- Délais de réalisation (5 points)\n',
    );
    const technical = p.Critères['Technique'];
    expect(subWeights(technical)).toEqual([undefined, 10, 5]);
    const understanding = Object.values(technical?.['Sous-critères'] ?? {})[0];
    expect(understanding?.Libellé).toBe('Compréhension du programme');
    expect(understanding?.Détails).toMatch(
      /Lecture des contraintes du site \(12\) ; Analyse des besoins des usagers \(8\)/,
    );
  });
  it('makes weighted items before the first heading the sub-criteria of an unnamed price when they speak of it', () => {
    const p = read(
      'Part forfaitaire notée sur 30 pts\nPart à bons de commande notée sur 10 pts, appréciée sur le montant du DQE\nValeur technique\n- Méthodologie notée sur 40 pts\n- Moyens humains notés sur 20 pts\n',
    );
    expect(Object.keys(p.Critères)).toEqual(['Financier', 'Technique']);
    expect(p.Critères['Financier']?.Pondération).toBeUndefined();
    expect(Object.values(p.Critères).map(subWeights)).toEqual([
      [30, 10],
      [40, 20],
    ]);
  });

  it('does not make a price of weighted items before the first heading that say nothing of the price', () => {
    const p = read(
      'Note d’intention notée sur 30 pts\nVisite du site notée sur 10 pts\nValeur technique\n- Méthodologie notée sur 40 pts\n- Moyens humains notés sur 20 pts\n',
    );
    expect(p.Critères['Financier']).toBeUndefined();
  });
});

describe('sentences and notice fields', () => {
  it("reads weights written first in brackets ('(40 %) Prix : ...') under the article's heading", () => {
    const p = read(
      "Article 6 – Critères de jugement des offres\n(40 %) Prix : coefficient multiplicateur appliqué au salaire brut de référence, pour chaque\n       catégorie de personnel.\n(35 %) Délai de réponse et de présentation des intérimaires : délai de confirmation d'une\n       commande urgente (en minutes).\n(25 %) Qualité de la sélection des intérimaires : vérification des diplômes.\n",
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix', 40],
      ['Délai de réponse et de présentation des intérimaires', 35],
      ['Qualité de la sélection des intérimaires', 25],
    ]);
  });

  it('gives a weight after an arrow to the head of its paragraph', () => {
    const p = read(
      "Jugement des offres\nLes offres seront évaluées selon les critères ci-après.\nQualité créative — Le candidat illustre son approche par une note d'intention. Seront appréciés\nl'originalité et la justesse du ton. → 60 %\nPrix — Le bordereau des prix est appliqué à trois commandes types. → 40 %\n",
    );
    expect(weights(p.Critères)).toEqual([
      ['Qualité créative', 60],
      ['Prix', 40],
    ]);
  });

  it("reads 'Critère n°2 – Prix, noté sur 30 :' as the points of the criterion its colon goes on to explain", () => {
    const p = read(
      "Les offres seront évaluées selon les critères suivants :\nCritère n°1 – Valeur technique, noté sur 60 : apprécié au vu du mémoire technique.\nCritère n°2 – Prix, noté sur 40 : Note = 40 x (prix le plus bas / prix de l'offre).\n",
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([60, 40]);
  });

  it("reads 'Le prix, noté sur 40.' opening its paragraph as the price's points, a payment schedule aside", () => {
    const p = read(
      "Les offres sont évaluées sur 100 points au regard des trois critères ci-dessous :\n\nLe prix, noté sur 40.\n   Il est apprécié sur la base du prix global.\n\nLa méthodologie, notée sur 40.\n   Elle est appréciée au vu de la note méthodologique.\n\nLe délai d'exécution, noté sur 20.\n\n6. DÉLAIS ET PAIEMENT\nLe marché est payé en deux fois : 40 % à l'issue du tri, 60 % à la remise de l'inventaire.\n",
    );
    expect(weights(p.Critères)).toEqual([
      ['prix', 40],
      ['méthodologie', 40],
      ["délai d'exécution", 20],
    ]);
    expect(subWeights(p.Critères['Délais'])).toEqual([]);
  });

  it("reads coefficients in brackets within a sentence ('du prix (coefficient 4), de la valeur technique ... (coefficient 5) et du délai')", () => {
    const p = read(
      "Jugement des offres : conformément au RC, l'offre économiquement la plus avantageuse sera déterminée\nen tenant compte du prix (coefficient 4), de la valeur technique appréciée au vu du mémoire\njustificatif (coefficient 5) et du délai d'exécution (coefficient 1). Chaque critère est noté sur 10.\n",
    );
    expect(weights(p.Critères)).toEqual([
      ['prix', 40],
      ['valeur technique', 50],
      ["délai d'exécution", 10],
    ]);
  });

  it("reads two criteria that count 'pour moitié' each", () => {
    const p = read(
      "Art. 5 - Jugement des offres\nLe jugement des offres s'effectuera pour moitié sur le prix, apprécié au vu du bordereau des prix\nunitaires, et pour moitié sur la valeur technique de l'offre, appréciée au vu :\n- des engins affectés ;\n- du délai de mobilisation.\n",
    );
    expect(weights(p.Critères)).toEqual([
      ['prix', 50],
      ["valeur technique de l'offre", 50],
    ]);
  });

  it('gives a criterion of the notice form the weights its free text details under its name', () => {
    const p = read(
      "Critères d'attribution :\n 1. Valeur technique / Pondération : 55\n 2. Prix / Pondération : 45\nVI.3) Informations complémentaires : la valeur technique sera appréciée au regard de l'organisation du chantier (35 points) et des moyens affectés (20 points).\n",
    );
    expect(subWeights(p.Critères['Technique'])).toEqual([35, 20]);
  });

  it('reads the details of a form criterion whose free text first restates its weight', () => {
    const p = read(
      "Critères d'attribution :\n 1. Valeur technique / Pondération : 60\n 2. Prix / Pondération : 40\nVI.3) Informations complémentaires :\nLa valeur technique, notée sur 20 et pondérée à 60 %, sera appréciée selon les sous-critères suivants :\n- méthode d'intervention : noté sur 12 ;\n- moyens affectés : noté sur 8.\n",
    );
    expect(subWeights(p.Critères['Technique'])).toEqual([36, 24]);
  });

  it('does not take the criteria of the form restated in its free text for sub-criteria', () => {
    const p = read(
      "Critères d'attribution :\n 1. Valeur technique / Pondération : 60\n 2. Délai d'exécution / Pondération : 40\nVI.3) Rappel : valeur technique 60 %, délai d'exécution 40 %.\n",
    );
    expect(Object.values(p.Critères).map(subWeights)).toEqual([[], []]);
  });

  it('reads criteria weighted in a sentence ("pondérée à", "compte pour ... et ... pour")', () => {
    expect(
      weights(read('La valeur technique, pondérée à 65 %, et le prix, pondéré à 35 %.\n').Critères),
    ).toEqual([
      ['valeur technique', 65],
      ['prix', 35],
    ]);
    expect(
      weights(
        read('Le coût compte pour 30 % de la note finale et la qualité du service pour 70 %.\n').Critères,
      ),
    ).toEqual([
      ['coût', 30],
      ['qualité du service', 70],
    ]);
  });

  it('takes the criterion out of a sentence "les offres seront jugées sur ..."', () => {
    const p = read(
      'Les offres seront jugées sur la méthodologie (pondération 55 %) et le prix (pondération 45 %).\n',
    );
    expect(weights(p.Critères)).toEqual([
      ['méthodologie', 55],
      ['prix', 45],
    ]);
  });

  it('does not take "pondération :" ending a line for the weight written on the next one', () => {
    const p = read('Critères de jugement des offres avec leur pondération :\n55 % Méthodologie\n45 % Prix\n');
    expect(weights(p.Critères)).toEqual([
      ['Méthodologie', 55],
      ['Prix', 45],
    ]);
  });

  it('takes the criterion out of a sentence "sera effectué sur la base du ..."', () => {
    const p = read(
      'Le classement des offres sera effectué sur la base du coût des travaux pour 55 % et de la qualité environnementale pour 45 %.\n',
    );
    expect(weights(p.Critères)).toEqual([
      ['coût des travaux', 55],
      ['qualité environnementale', 45],
    ]);
  });

  it('names a criterion of an eForms notice by its "Nom" field, not its "Description"', () => {
    const p = read(
      'Type : Prix | Nom : Coût global | Description : selon le BPU | Pondération (pourcentage, exact) : 30 | Type : Qualité | Nom : Méthodologie | Description : mémoire | Pondération (pourcentage, exact) : 70 |',
    );
    expect(weights(p.Critères)).toEqual([
      ['Coût global', 30],
      ['Méthodologie', 70],
    ]);
  });

  it('does not read the tranches of the contract as criteria', () => {
    const p = read(
      'Offre économiquement la plus avantageuse appréciée en fonction des critères du règlement.\nLe marché comporte une tranche ferme (60 %) et une tranche optionnelle (40 %).\n',
    );
    expect(anyWeight(p)).toBe(false);
  });

  it('reads the price of each tranche as a sub-criterion of the price', () => {
    const p = read(
      'Critères :\n- Prix : 50 %\n  - Prix de la tranche ferme : 35 %\n  - Prix des tranches optionnelles : 15 %\n- Valeur technique : 50 %\n',
    );
    expect(subWeights(p.Critères['Financier'])).toEqual([35, 15]);
  });

  it('reads "Poids (pourcentage, exact) : 40" with the "Intitulé" field as the name', () => {
    const p = read(
      'Type : Prix | Intitulé : Prix des fournitures | Poids (pourcentage, exact) : 45 | Type : Qualité | Intitulé : Délai de livraison | Poids (pourcentage, exact) : 55 |',
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix des fournitures', 45],
      ['Délai de livraison', 55],
    ]);
  });
});

describe('totals, coefficients and the overall mark', () => {
  it("reads 'note sur 20 × 0,6' as a coefficient, an example of the computation aside", () => {
    const p = read(
      "3. Critères de jugement des offres\nChaque critère fait l'objet d'une note sur 20, affectée d'un coefficient :\n   - Valeur technique de l'offre (note méthodologique, compréhension du\n     site) : note sur 20 × 0,6\n   - Prix (forfait de rémunération) : note sur 20 × 0,4\nExemple : une offre obtenant 15/20 en valeur technique et 18/20 au prix obtient 16,2 / 20.\n",
    );
    expect(weights(p.Critères)).toEqual([
      ["Valeur technique de l'offre", 60],
      ['Prix', 40],
    ]);
  });

  it('reads bare decimal coefficients with sub-criteria, a bracket with commas in a label', () => {
    const p = read(
      [
        "4. Critères de jugement des offres (identiques pour l'ensemble des lots)",
        ' Prix : 0,50',
        ' Valeur technique : 0,35',
        '   - Caractéristiques et âge des véhicules affectés : 0,15',
        '   - Organisation du service : 0,12',
        '   - Formation des conducteurs (sécurité, élèves en situation de handicap) : 0,08',
        ' Performance environnementale des véhicules (norme Euro, motorisation) : 0,15',
      ].join('\n'),
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix', 50],
      ['Valeur technique', 35],
      ['Performance environnementale des véhicules', 15],
    ]);
    expect(subWeights(p.Critères['Technique'])).toEqual([15, 12, 8]);
  });

  it('shares out the total the text states ("notées sur 10 points") rather than 100', () => {
    const p = read(
      'Les offres seront notées sur 10 points :\n- Prix : 4 points\n- Valeur technique : 6 points',
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix', 40],
      ['Valeur technique', 60],
    ]);
  });

  it('does not make the stated total of 100 points a criterion over the others', () => {
    const p = read(
      'Les offres seront notées sur 100 points selon les critères suivants : valeur technique sur 55 points, prix sur 45 points.',
    );
    expect(weights(p.Critères)).toEqual([
      ['valeur technique', 55],
      ['prix', 45],
    ]);
  });

  it('reads coefficients, written "coef." too, whatever they add up to', () => {
    const p = read('Critères de jugement : Prix (coef. 3) ; Valeur technique (coef. 2)');
    expect(weights(p.Critères)).toEqual([
      ['Prix', 60],
      ['Valeur technique', 40],
    ]);
  });

  it('reads "pour cent" written in words', () => {
    const p = read(
      "Critères d'attribution : le prix pour 40 pour cent et la valeur technique pour 60 pour cent.",
    );
    expect(Object.values(p.Critères).map((c) => c.Pondération)).toEqual([40, 60]);
  });

  it('takes the criteria out of "les critères d’attribution sont la valeur technique (60 %) et le prix (40 %)"', () => {
    const p = read("Les critères d'attribution sont la valeur technique (60%) et le prix (40%).");
    expect(weights(p.Critères)).toEqual([
      ['valeur technique', 60],
      ['prix', 40],
    ]);
  });

  it("reads a total stated after the criteria ('Soit une note totale sur 150 points')", () => {
    const p = read(
      [
        'Jugement des offres :',
        "Critère 1 : Valeur technique de l'offre, notée sur 90 points dont :",
        '- organisation et moyens affectés au service : 40 points',
        '- qualité de service et relations avec les usagers : 25 points',
        '- performances environnementales : 25 points',
        'Critère 2 : Prix des prestations, noté sur 60 points, sur la base du bordereau des prix.',
        'Soit une note totale sur 150 points.',
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([60, 40]);
    expect(subWeights(p.Critères['Technique'])).toEqual([26.67, 16.67, 16.66]);
  });

  it('reads criteria weighted by coefficients over sub-criteria in percent of the criterion', () => {
    const p = read(
      [
        'Le jugement des offres sera effectué selon les critères suivants, affectés des coefficients de pondération indiqués :',
        '1° Prix – coefficient 0,55',
        '2° Valeur technique – coefficient 0,30, appréciée selon les sous-critères suivants (exprimés en pourcentage du critère) :',
        'a) caractéristiques des produits proposés : 50 % ;',
        'b) logistique et délais de mise à disposition : 30 % ;',
        'c) assistance technique et suivi qualité : 20 %.',
        '3° Performance environnementale – coefficient 0,15 (taux d’agrégats recyclés).',
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([55, 30, 15]);
    expect(subWeights(p.Critères['Technique'])).toEqual([15, 9, 6]);
  });

  it('reads the weights of an overall mark written as a weighted sum of the marks', () => {
    // Coefficients that add up to 1 are brought to 100, as percentages are.
    expect(weights(read('Note finale = 0,6 x Note technique + 0,4 x Note prix').Critères)).toEqual([
      ['technique', 60],
      ['prix', 40],
    ]);
    expect(weights(read('Note globale = (Note prix x 40 %) + (Note technique x 60 %)').Critères)).toEqual([
      ['prix', 40],
      ['technique', 60],
    ]);
  });

  it('names the abbreviations of an overall mark from their legend, else from the usual ones', () => {
    const legend = read(
      'NF = 0,3 NP + 0,7 NQ\navec NP : note du critère prix sur 20 et NQ : note de la qualité du service sur 20.',
    );
    expect(weights(legend.Critères)).toEqual([
      ['prix', 30],
      ['qualité du service', 70],
    ]);
    expect(weights(read('NG = 0.6*N.T. + 0.4*N.P.').Critères)).toEqual([
      ['Valeur technique', 60],
      ['Prix', 40],
    ]);
    // One legend names two abbreviations, each with its scale.
    const shared = read(
      'NF = 0,6 × NT + 0,4 × NP\noù NT est la note technique (sur 100) et NP la note prix (sur 100).',
    );
    expect(weights(shared.Critères)).toEqual([
      ['technique', 60],
      ['Prix', 40],
    ]);
  });

  it('prefers the criteria with the price to a longer run that ends with how each is rated', () => {
    const p = read(
      [
        'Les offres seront classées au regard des quatre critères suivants :',
        'Critère A – Prix global (coût total sur 10 ans) ........ 35 points',
        'Critère B – Valeur technique ........................... 30 points',
        'Critère C – Engagements de performance énergétique ..... 25 points',
        "Critère D – Engagements en matière d'insertion ......... 10 points",
        'Méthode de notation',
        'Critère C : la note est calculée linéairement entre 60 % (0 point) et le meilleur engagement (25 points).',
        "Critère D : 10 points à l'offre proposant le plus grand nombre d'heures.",
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([35, 30, 25, 10]);
  });

  it('shares out the one mark of an overall formula that is not the price by the criteria read below it', () => {
    const p = read(
      [
        'Les offres seront classées selon la note finale NF obtenue par la formule :',
        '        NF = 0,6 × NT + 0,4 × NP',
        'où NT est la note technique (sur 100) et NP la note prix (sur 100).',
        '6.2 Note technique NT (sur 100)',
        'La note technique est établie selon les sous-critères suivants :',
        '   - compréhension des enjeux : 40 points',
        "   - méthodologie d'audit : 40 points",
        "   - composition de l'équipe : 20 points",
        '6.3 Note prix NP (sur 100)',
        "   NP = 100 × (prix de l'offre la moins-disante / prix de l'offre analysée)",
      ].join('\n'),
    );
    expect(weights(p.Critères)).toEqual([
      ['technique', 60],
      ['Prix', 40],
    ]);
    expect(Object.values(p.Critères.Technique!['Sous-critères'] ?? {}).map((c) => c.Pondération)).toEqual([
      24, 24, 12,
    ]);
  });

  it('keeps the criteria read in the text when the overall formula restates their weights', () => {
    const p = read(
      [
        '9.1 Critères et pondérations',
        'Les offres sont classées au regard des critères suivants, dont les pondérations sont exprimées',
        'sous forme de coefficients dont la somme est égale à 1 :',
        '  • Valeur technique : 0,5',
        '      – qualité du linge : 0,3',
        '      – organisation logistique : 0,2',
        '  • Prix : 0,5',
        'La note finale est égale à : NF = 0,5 × NT + 0,5 × NP.',
      ].join('\n'),
    );
    expect(Object.values(p.Critères.Technique!['Sous-critères'] ?? {}).map((c) => c.Pondération)).toEqual([
      30, 20,
    ]);
  });

  it('does not read an overall mark whose factors do not add up to 1 or 100', () => {
    expect(anyWeight(read('Note finale = 2 x Note technique + 1 x Note prix'))).toBe(false);
  });

  it('reads bare numbers after the criteria of a passage that introduces them, when they make a whole', () => {
    expect(weights(read("Critères d'attribution : Prix : 40 ; Valeur technique : 60").Critères)).toEqual([
      ['Prix', 40],
      ['Valeur technique', 60],
    ]);
    expect(weights(read("Critères d'attribution : Prix - 40 / Valeur technique - 60").Critères)).toEqual([
      ['Prix', 40],
      ['Valeur technique', 60],
    ]);
  });

  it('does not read bare numbers that name no criterion, nor without the price, as weights', () => {
    expect(anyWeight(read("Critères d'attribution : Nombre de lots : 30 ; Durée en mois : 70"))).toBe(false);
    expect(anyWeight(read("Critères d'attribution : Méthodologie : 40 ; Valeur technique : 60"))).toBe(false);
  });

  it('reads sub-criteria weighted as a share of their parent ("10/20")', () => {
    const p = read(
      'Critères de jugement :\n1. Valeur technique : 60 %\n- Méthodologie : 10/20\n- Moyens : 6/20\n- Planning : 4/20\n2. Prix : 40 %',
    );
    expect(Object.values(p.Critères).map((c) => c.Pondération)).toEqual([60, 40]);
    expect(subWeights(p.Critères.Technique)).toEqual([30, 18, 12]);
  });

  it('gives a criterion of the list the sub-criteria detailed later under its name', () => {
    const p = read(
      "Critères d'attribution\nA - Prix : 40 points\nB - Valeur technique : 50 points\nC - Développement durable : 10 points\nSous-critères de la valeur technique :\nB1 - Méthode : 30 points\nB2 - Moyens : 20 points",
    );
    expect(Object.values(p.Critères).map((c) => c.Pondération)).toEqual([40, 50, 10]);
    expect(subWeights(p.Critères.Technique)).toEqual([30, 20]);
  });

  it('reads a sentence that lists its criteria separated by commas', () => {
    const p = read(
      'Le prix compte pour 40 % de la note, la valeur technique pour 50 % et le délai pour 10 %.',
    );
    expect(weights(p.Critères)).toEqual([
      ['prix', 40],
      ['valeur technique', 50],
      ['délai', 10],
    ]);
  });
});

describe('damaged texts', () => {
  it("reads list numbers the OCR read as letters ('l. Prix', '2.l Moyens') in a text whose weights it damaged", () => {
    const p = read(
      [
        'Critère\tPondération',
        'l. Prix\t45 %',
        '2. Valeur technique\t4O %',
        "   2.l Moyens humains et organisation de l'astreinte\t15 %",
        '   2.2 Plan de maintenance préventive\t15 %',
        '   2.3 Gestion des pièces détachées\tl0 %',
        "3. Délai d'intervention\t15 %",
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([45, 40, 15]);
    expect(subWeights(p.Critères['Technique'])).toEqual([15, 15, 10]);
  });

  it("reads weights written in words ('soixante points, dont trente points pour ...')", () => {
    const p = read(
      "Le pouvoir adjudicateur choisira l'offre économiquement la plus avantageuse au regard de deux critères.\nLa valeur technique de l'offre sera notée sur soixante points, dont quarante points pour la méthodologie et vingt points pour les moyens humains.\nLe prix des prestations sera noté sur quarante points.\n",
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([60, 40]);
    expect(subWeights(p.Critères['Technique'])).toEqual([40, 20]);
  });

  it("reads accents set beside their letters ('crite`res', 'me´thodologie')", () => {
    const p = read(
      "Re`glement de la consultation - Crite`res d'attribution\nPrix des prestations : 40 %\nVa´leur technique : 50 %\nDe´lai d'exe´cution : 10 %\n",
    );
    expect(Object.values(p.Critères).map((c) => c.Libellé)).toContain("Délai d'exécution");
  });

  it("reads a text encoded twice ('apprÃ©ciÃ©e') as it was written", () => {
    const p = read(
      "CritÃ¨res d'attribution :\nPrix des prestations : 50 %\nValeur technique apprÃ©ciÃ©e au vu du mÃ©moire : 35 %\nDÃ©lai d'exÃ©cution : 15 %\n",
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix des prestations', 50],
      ['Valeur technique', 35],
      ["Délai d'exécution", 15],
    ]);
  });

  it("reads the weights OCR wrote with letters for figures ('6O %', 'l5 %') and 'Critére'", () => {
    const p = read(
      "ARTICLE 6 - CRITERES D'ATTRIBUTION\nCritére n°1 : Prix des prestations ........ 6O %\nCritére n°2 : Valeur technique ........ 4O %\n    - Méthodologie ........ 2O %\n    - Références ........ l5 %\n    - Provenance des ardoises ........ 5 %\n",
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix des prestations', 60],
      ['Valeur technique', 40],
    ]);
    expect(subWeights(p.Critères['Technique'])).toEqual([20, 15, 5]);
  });
});

describe('lines wrapped by the page', () => {
  it('reads a table flattened into a paragraph, its header first, without accents; funding and scale aside', () => {
    const p = read(
      [
        'Les offres seront jugees selon les criteres ponderes suivants :',
        'Critere Ponderation Prix des prestations 45 % Valeur technique 45 % se decomposant en :',
        'methodologie de pose des canalisations 20 % moyens humains et materiels affectes au chantier 15 % mesures',
        'prises pour limiter la gene aux riverains 10 % Delai d execution 10 %',
        'Delai : 10 points pour le delai le plus court, les autres offres etant notees proportionnellement.',
        'Article 9 - Financement',
        "Agence de l'eau : 50 % ; Region : 20 % ; Syndicat : 30 %.",
      ].join('\n'),
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix des prestations', 45],
      ['Valeur technique', 45],
      ['Delai d execution', 10],
    ]);
    expect(subWeights(p.Critères['Technique'])).toEqual([20, 15, 10]);
    expect(subWeights(p.Critères['Délais'])).toEqual([]);
  });

  it("reads a table flattened onto one line, its header first and 'dont : 1.1' opening the sub-criteria", () => {
    const p = read(
      "Les offres seront jugées selon les critères pondérés figurant au tableau ci-dessous :\nCritères Pondération 1. Valeur technique 45 % dont : 1.1 Qualité de la réponse (parti pris, parcours) 25 % 1.2 Méthodologie et planning 12 % 1.3 Moyens humains 8 % 2. Prix 40 % 3. Démarche d'écoconception 15 % TOTAL 100 %\n",
    );
    expect(weights(p.Critères)).toEqual([
      ['Valeur technique', 45],
      ['Prix', 40],
      ["Démarche d'écoconception", 15],
    ]);
    expect(subWeights(p.Critères['Technique'])).toEqual([25, 12, 8]);
  });

  it("reads a label whose bracket goes on over the next line, '24h/24' no list number", () => {
    const p = read(
      "L'offre sera déterminée selon les critères pondérés ci-après (total 100) :\n\n  Prix (forfait annuel de maintenance et prix des prestations hors\n  forfait du BPU) (50)\n\n  Valeur technique (organisation du service de dépannage et astreinte\n  24h/24, moyens humains dédiés au secteur) (35)\n\n  Engagements sur les délais de désincarcération (15)\n",
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix', 50],
      ['Valeur technique', 35],
      ['Engagements sur les délais de désincarcération', 15],
    ]);
  });

  it('reads a flattened table wrapped between a list number and its item', () => {
    const p = read(
      [
        'Criteres Ponderation 1 - Prix des prestations (DPGF) 40 % 2 - Valeur technique 45 % 2.1 - Methodologie',
        "d'intervention en milieu hospitalier (phasage, maintien des salles en service) 20 % 2.2 -",
        "Dispositions d'hygiene et de maitrise de l'aerobiocontamination (cloisonnement, ISO 7) 15 % 2.3 -",
        'Moyens humains et references en bloc operatoire 10 % 3 - Delai global 15 % Total 100 %',
      ].join('\n'),
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix des prestations', 40],
      ['Valeur technique', 45],
      ['Delai global', 15],
    ]);
    expect(subWeights(p.Critères['Technique'])).toEqual([20, 15, 10]);
  });

  it('reads sub-criteria whose wording and weight the page wrapped over several lines', () => {
    const p = read(
      "Qualité technique de l'offre ayant comme sous-critères : Constitution et\norganisation de l'équipe mise à disposition pour la réalisation de la mission\n(incluant compétence et références) (30%) et méthodologie envisagée pour\nchaque élément de mission avec une décomposition fine des temps passés (30%)\nRéféré précontractuel prévu aux articles L.551-1 et suivants.",
    );
    expect(subWeights(Object.values(p.Critères)[0])).toEqual([30, 30]);
  });

  it('reads a list whose items the page wrapped after a comma and between a number and its unit', () => {
    const p = read(
      "Valeur technique jugée sur le mémoire technique : 50.00%, Montant des honoraires : 40\n%, Performances en matière de protection de l'environnement :\n10.00%",
    );
    expect(Object.values(p.Critères).map((c) => c.Pondération)).toEqual([50, 40, 10]);
  });

  it('keeps a line of its own that starts with the bullet "o" or that is a notice code field', () => {
    const p = read(
      'Valeur technique (60 points) décomposée comme suit\no Moyens humains et matériels (20 points)\no Méthodologie (40 points)\nPrix des prestations (40 points), selon la formule\nperformance',
    );
    expect(Object.values(p.Critères).map((c) => c.Pondération)).toEqual([60, 40]);
    expect(subWeights(p.Critères.Technique)).toEqual([20, 40]);
  });
});

describe('extracts of tender documents', () => {
  it("reads a sub-criterion cut by a page's footer and the next page's tag as one line", () => {
    const text = [
      'Acheteur : Préfecture',
      '----- [extrait: RC_gardiennage.pdf, page 6] -----',
      'Critères : Prix (45 %) ; Valeur technique (55 %) décomposée en :',
      '- Moyens humains et encadrement des agents ........ 30 %',
      '- Suivi de la qualité de la',
      '',
      '          RC – Gardiennage – 6/9',
      '',
      '----- [extrait: RC_gardiennage.pdf, page 7] -----',
      '  prestation et main courante électronique ........ 25 %',
    ].join('\n');
    expect(inPageOrder(text)).toContain('- Suivi de la qualité de la\n  prestation');
    expect(subWeights(read(text).Critères.Technique)).toEqual([30, 25]);
    // A criterion's line ending the page is no footer.
    const lastLine = [
      '----- [extrait: RC_voirie.pdf, page 4] -----',
      'Valeur technique notée sur 20 :',
      'a) Méthodologie : 12/20',
      'b) Moyens : 8/20',
      '----- [extrait: RC_voirie.pdf, page 5] -----',
      'Prix : 60 %, valeur technique : 40 %.',
    ].join('\n');
    expect(inPageOrder(lastLine)).toContain('b) Moyens : 8/20');
  });

  it('reads the extracts of a document in page order, a criteria list cut by a page break whole', () => {
    const text = [
      'Acheteur : Ville de Vénissieux',
      'Consultation : Fourniture de repas pour la restauration scolaire',
      '--- RC_2025-008.pdf, page 12 ---',
      'Critère n°3 – Démarche de développement durable (15 %)',
      'Critère n°4 – Qualité du service (15 %)',
      '--- CCTP_2025-008.pdf, page 6 ---',
      'Les repas comporteront au moins 50 % de produits durables, dont au moins 20 % de produits bio.',
      '--- RC_2025-008.pdf, page 11 ---',
      'ARTICLE 10 – JUGEMENT DES OFFRES',
      "Les critères d'attribution sont les suivants :",
      'Critère n°1 – Prix (40 %)',
      'Critère n°2 – Qualité des produits (30 %)',
    ].join('\n');
    const ordered = inPageOrder(text);
    expect(ordered.indexOf('page 11')).toBeLessThan(ordered.indexOf('Critère n°3'));
    // Page 12 goes on from page 11 of the same file: its tag is left out.
    expect(ordered).not.toContain('page 12');
    const p = read(text);
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([40, 30, 15, 15]);
    expect(p.Constantes.Objet).toBe('Fourniture de repas pour la restauration scolaire');
  });

  it("reads the RC's criteria before an AE's reminder of others", () => {
    const text = [
      '--- [AE_lot02.pdf] page 1 ---',
      'Critères de jugement rappelés : prix 60 % ; valeur technique 40 %.',
      '--- [RC_Menuiseries.pdf] page 6 ---',
      'ARTICLE 8 - JUGEMENT DES OFFRES',
      '1) Prix des travaux : 55 %',
      '2) Valeur technique : 45 %, notée au regard du mémoire :',
      ' Fiches techniques des menuiseries : 15 %',
      ' Organisation du chantier en site occupé : 20 %',
      ' Gestion des déchets : 10 %',
    ].join('\n');
    expect(weights(read(text).Critères).map(([, w]) => w)).toEqual([55, 45]);
  });

  it("does not read an RC's criteria on into the CCAP's shares of savings", () => {
    const text = [
      '--- [RC_CVC.pdf] page 6 ---',
      'ARTICLE 9 - CRITERES DE JUGEMENT DES OFFRES',
      'Critère n°1 : Prix – 45 %',
      '  Sous-critère 1.1 : Prix de la prestation P2 – 30 %',
      '  Sous-critère 1.2 : Prix de la prestation P3 – 15 %',
      'Critère n°2 : Valeur technique – 45 %',
      'Critère n°3 : Engagement sur les consommations énergétiques – 10 %',
      '--- [CCAP_CVC.pdf] page 15 ---',
      'Les économies constatées sont partagées à raison de 70 % pour la Ville et de 30 % pour le titulaire ;',
      'les excès de consommation sont supportés à 60 % par le titulaire, dans la limite de 20 % de sa',
      'rémunération P2.',
    ].join('\n');
    const p = read(text);
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([45, 45, 10]);
    expect(subWeights(p.Critères['Financier'])).toEqual([30, 15]);
  });

  it("does not take the RC's heading on the selection of candidates for that of an AE's criteria", () => {
    const text = [
      '--- [AE.pdf] page 2 ---',
      "ARTICLE 6 - CRITÈRES DE SÉLECTION DE L'OFFRE",
      "L'offre retenue est celle qui obtient la meilleure note globale, calculée avec les coefficients suivants :",
      ' Critère 1 - Valeur pédagogique : 0,6',
      ' Critère 2 - Prix : 0,4',
      '--- [CCAP.pdf] page 4 ---',
      'Les intérêts moratoires sont ceux de la BCE majorés de 8 points.',
      '--- [RC_FOR-2025.pdf] page 3 ---',
      'ARTICLE 6 - SÉLECTION DES CANDIDATURES',
      'Les candidatures ne font l’objet d’aucune notation.',
    ].join('\n');
    expect(weights(read(text).Critères).map(([, w]) => w)).toEqual([60, 40]);
  });

  it("reads tags written '--- [RC.pdf] page 8 ---' in page order too", () => {
    const text = [
      '--- [RC_2025-08.pdf] page 8 ---',
      'Responsabilité sociétale et environnementale\t10 pts',
      '--- [CCAP.pdf] page 12 ---',
      'Retenue de garantie de 5 %.',
      '--- [RC_2025-08.pdf] page 7 ---',
      'ARTICLE 7 - JUGEMENT DES OFFRES',
      'Critères\tNote max.',
      'Prix\t55 pts',
      'Valeur technique\t35 pts',
    ].join('\n');
    expect(weights(read(text).Critères).map(([, w]) => w)).toEqual([55, 35, 10]);
  });

  it("reads tags written '[RC.pdf — page 8]' in page order, a sub-criteria list of the next page under its criterion", () => {
    const text = [
      '[RC_EAU17-2025-031.pdf — page 8]',
      '     • Méthodologie et phasage (noté sur 30)',
      '     • Moyens humains et matériels (noté sur 20)',
      '     • Mesures environnementales sur le chantier (noté sur 10)',
      '',
      '[CCAP.pdf — page 4]',
      'Une retenue de garantie de 5 % du montant initial du marché est prélevée sur les acomptes.',
      '',
      '[RC_EAU17-2025-031.pdf — page 7]',
      'ARTICLE 7 - JUGEMENT DES OFFRES',
      "L'offre économiquement la plus avantageuse sera appréciée sur 100 points en fonction des",
      'critères suivants :',
      '- Prix (noté sur 40)',
      '- Valeur technique (noté sur 60)',
    ].join('\n');
    const p = read(text);
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([40, 60]);
    expect(subWeights(p.Critères.Technique)).toEqual([30, 20, 10]);
  });
});

describe('running headers and footers', () => {
  it('leaves out a footer written twice that ends with its page number', () => {
    const footer = (n: number) => `CHU Clermont-Ferrand – RC location-entretien du linge        ${n}/11`;
    const p = read(
      [
        "8.2 Critères d'attribution",
        'Critère 1 – Prix des prestations (DQE) : 45 %',
        'Critère 2 – Valeur technique : 40 %',
        footer(8),
        'Critère 3 – Performance environnementale et sociale : 15 %',
        footer(9),
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([45, 40, 15]);
  });

  it('reads a list of criteria that goes on over a page break, under the running header and footer', () => {
    const page = (n: number, body: string) => ({
      file: 'rc.pdf',
      page: n,
      text: `RC - Marché n° 2026-014 - Travaux de voirie\n${body}\nPage ${n} sur 3`,
    });
    const p = extractPonderation(
      [
        {
          path: 'rc.pdf',
          pages: [
            page(1, 'ARTICLE 1 - OBJET\nTravaux de voirie communale.'),
            page(
              2,
              "ARTICLE 7 - CRITÈRES D'ATTRIBUTION\n1. Valeur technique : 60 points\n1.1 Méthodologie : 35",
            ),
            page(3, 'points\n1.2 Moyens humains : 25 points\n2. Prix : 40 points'),
          ],
        },
      ],
      'rc.pdf',
    );
    expect(Object.values(p.Critères).map((c) => c.Pondération)).toEqual([60, 40]);
    expect(subWeights(p.Critères.Technique)).toEqual([35, 25]);
  });

  it('leaves out a running header a text without pages keeps inside a wrapped criterion', () => {
    const header = 'CCAS de Villefranche – RC Portage de repas – MAPA 2025-01';
    const p = read(
      [
        header,
        'ARTICLE 1 - OBJET',
        'Portage de repas à domicile.',
        header,
        'ARTICLE 4 - JUGEMENT DES OFFRES',
        'Prix du repas livré.............................40 points',
        'Qualité des repas (variété des menus, part de produits',
        header,
        'frais et de saison)..............................45 points',
        'Organisation de la livraison.....................15 points',
      ].join('\n'),
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix du repas livré', 40],
      ['Qualité des repas', 45],
      ['Organisation de la livraison', 15],
    ]);
    expect(p.Critères['Qualité']?.Détails).toContain('frais et de saison');
  });

  it('keeps a description weighing its sub-criteria in brackets, written again for each lot', () => {
    const lot = (n: number) => [
      `LOT-000${n}`,
      `Lot ${n} : Circuits du secteur ${n}`,
      `${n + 6} circuits au départ ou à destination des collèges du secteur ${n}.`,
      'services',
      '60130000',
      'FRF21',
      'no-eu-funds',
      'Transport scolaire par autocars, en période scolaire.',
      'not-allowed',
      'price',
      'Prix',
      '60',
      'quality',
      'Valeur technique',
      'Moyens matériels et état du parc (15), organisation du service (15), formation des conducteurs (10)',
      '40',
    ];
    const p = read([1, 2, 3].flatMap(lot).join(' | '));
    expect(weights(p.Critères)).toEqual([
      ['Prix', 60],
      ['Valeur technique', 40],
    ]);
    expect(subWeights(p.Critères.Technique)).toEqual([15, 15, 10]);
  });
});

describe('tables of criteria and sub-criteria', () => {
  it('puts the weighted rows under the criterion named on a row of its own, its weight unwritten and their sum said', () => {
    const p = read(
      "Critères d'attribution\n\nCritère\n\nSous-critères\n\nPondération\n\nValeur technique\n\nMéthodologie\n\n30 %\n\nMoyens humains\n\n30 %\n\nPrix\n\n\n\n40 %",
    );
    expect(weights(p.Critères)).toEqual([
      ['Valeur technique', undefined],
      ['Prix', 40],
    ]);
    expect(subWeights(p.Critères.Technique)).toEqual([30, 30]);
    expect(p.Résumé).toContain(
      "« Valeur technique » n'est pas indiquée, seules celles de ses sous-critères le sont (ils totalisent 60)",
    );
  });

  it('reads as written, and says so, criteria listed between semicolons after their announcement that miss 100', () => {
    const p = read(
      "not-allowed | Les offres seront appréciées au regard des critères pondérés suivants : Prix : 50 % ; Valeur technique : 30 % ; Délais d'exécution : 15 %. | Travaux de démolition des revêtements existants.",
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([50, 30, 15]);
    expect(p.Résumé).toContain('Les pondérations lues totalisent 95 et non 100');
  });

  it('reads no criterion in a share between semicolons that no announcement of criteria opens', () => {
    const p = read(
      [
        'LOT-0001 | Lot 1 : Prix : 30 points ; Valeur technique : 70 points, répartis en :',
        '- créativité et pertinence de la réponse au cas pratique : 30 points ;',
        '- méthodologie de gestion de projet : 25 points ;',
        '- moyens humains et réactivité : 15 points. | LOT-0002 | Lot 2 : Prix : 35 points ; Valeur technique : 65 points.',
        "Sous-traitance : le titulaire précise la part qu'il envisage de sous-traiter ; pour les lots 1 et 2, la sous-traitance de la régie technique est admise dans la limite de 50 %. | performance",
      ].join('\n'),
    );
    expect(lotWeights(p)).toEqual([
      ['1', [30, 70]],
      ['2', [35, 65]],
    ]);
  });

  it("reads a numbered heading without weight as the criterion of the sub-criteria numbered under it ('Critère 1 : Valeur technique' over '1.a')", () => {
    const p = read(
      [
        "Le pouvoir adjudicateur retiendra l'offre économiquement la plus avantageuse au vu des critères suivants :",
        '',
        'Critère 1 : Valeur technique',
        '   1.a Mémoire méthodologique : phasage des travaux .................. 25 %',
        '   1.b Moyens humains et matériels affectés ........................ 20 %',
        '   1.c Planning détaillé ............................................ 15 %',
        '',
        'Critère 2 : Prix : 40 %',
      ].join('\n'),
    );
    expect(weights(p.Critères)).toEqual([
      ['Valeur technique', undefined],
      ['Prix', 40],
    ]);
    expect(subWeights(p.Critères.Technique)).toEqual([25, 20, 15]);
  });

  it('keeps the numbered criteria of a numbered section at the top level', () => {
    const p = read(
      ["7. Critères d'attribution", '7.1 Prix : 40 %', '7.2 Valeur technique : 60 %'].join('\n'),
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix', 40],
      ['Valeur technique', 60],
    ]);
  });

  it('gives sub-criteria read after the list to the criterion their line names, not to the last one', () => {
    const p = read(
      [
        "Critères d'attribution :",
        '- Valeur technique : 55 %',
        '- Prix : 30 %',
        "- Délais d'intervention : 15 %",
        '',
        'Le critère valeur technique est apprécié au regard du mémoire : organisation du service (40 %), qualification des intervenants (30 %), gestion des pièces (20 %), outil de suivi (10 %).',
      ].join('\n'),
    );
    expect(subWeights(p.Critères.Technique)).toEqual([22, 16.5, 11, 5.5]);
    expect(subWeights(p.Critères.Délais)).toEqual([]);
  });

  describe('a criterion weighted by its sub-criteria whose sum the tender writes elsewhere', () => {
    const table = (after: string) =>
      read(
        [
          "Critères d'attribution",
          'Critère\tSous-critère\tPondération',
          'Prix\tMontant du DQE\t40 %',
          'Valeur technique\tMéthodologie\t30 %',
          '\tMoyens humains\t20 %',
          'Délais\tDélai d’exécution\t10 %',
          after,
        ].join('\n'),
      );

    it('gives it as written after its name in a sentence', () => {
      const p = table('La valeur technique (50 %) est jugée sur le mémoire technique.');
      expect(weights(p.Critères).map(([, w]) => w)).toEqual([40, 50, 10]);
      expect(p.Résumé).not.toMatch(/n'est pas indiquée/);
    });

    it("gives it as written on a 'Sous-total' line below", () => {
      const p = read(
        [
          'Critère\tSous-critère\tPoints',
          'A. Prix\t450 points',
          'B. Valeur technique\tB.1 Qualité des produits\t200 points',
          '\tB.2 Outil de commande\t150 points',
          'Sous-total\t350 points',
          'C. Performance environnementale\tC.1 Produits écolabellisés\t120 points',
          '\tC.2 Livraison bas carbone\t80 points',
          'Sous-total\t200 points',
          'TOTAL\t1 000 points',
        ].join('\n'),
      );
      expect(weights(p.Critères).map(([, w]) => w)).toEqual([45, 35, 20]);
      expect(subWeights(p.Critères.Technique)).toEqual([20, 15]);
    });

    it('leaves it unwritten when the sum is only the weight of another criterion', () => {
      const p = read(
        [
          'Critère\tSous-critère\tPondération',
          'Valeur technique\tMéthodologie\t30 %',
          '\tMoyens humains\t20 %',
          'Prix\tMontant du DQE\t50 %',
        ].join('\n'),
      );
      expect(weights(p.Critères).map(([, w]) => w)).toEqual([undefined, 50]);
      expect(p.Résumé).toContain('(ils totalisent 50)');
    });
  });

  it('keeps a criterion row whose weight cell follows it at the top level', () => {
    const p = read('Critères\n\nPondération\n\nPrix\n\n40 %\n\nValeur technique\n\n50 %\n\nDélais\n\n10 %');
    expect(weights(p.Critères)).toEqual([
      ['Prix', 40],
      ['Valeur technique', 50],
      ['Délais', 10],
    ]);
  });
});

describe('notice forms', () => {
  it("reads parts under a hollow bullet weighed in bare decimals ('○ compréhension du besoin : 1,5')", () => {
    const p = read(
      [
        'Critères pondérés :',
        '* Valeur technique : 6 points sur 10',
        ' ○ compréhension du besoin et du patrimoine applicatif : 1,5',
        " ○ organisation de l'équipe, profils et plan de réversibilité : 2,5",
        ' ○ engagements de niveaux de service (délais de correction des anomalies bloquantes) : 2',
        '* Prix : 4 points sur 10, déterminé sur la base du devis quantitatif estimatif.',
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([60, 40]);
    expect(subWeights(p.Critères.Technique)).toEqual([15, 25, 20]);
  });

  it("reads the bulleted parts a criterion's description field weighs in bare numbers ('* Garanties : 10')", () => {
    const p = read(
      [
        "open | supplies | 39160000 | Aucune capacité minimale n'est exigée. | quality | Valeur technique | 45 | * Qualité, robustesse et ergonomie du mobilier (échantillons) : 20",
        '* Délais et conditions de livraison et de montage (y compris pendant les vacances scolaires) : 15',
        "* Garanties et service après-vente : 10 | price | Prix | 40 | Le prix est apprécié au regard d'une commande type. | quality | Qualité environnementale | 15 | * Origine et certification des bois, absence de COV : 10",
        '* Reprise et recyclage du mobilier usagé : 5 | Accord-cadre à bons de commande.',
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([45, 40, 15]);
    expect(subWeights(p.Critères.Technique)).toEqual([20, 15, 10]);
    expect(subWeights(p.Critères.Environnement)).toEqual([10, 5]);
  });

  it("reads a lot's criteria as a corrective notice gives them anew ('Au lieu de : ... Lire : ...')", () => {
    const p = read(
      [
        'Lot nº : 1',
        'II.2.5) Critères d’attribution',
        'Critère de qualité - 1. Nom : Valeur technique / Pondération : 60',
        'Prix - Pondération : 40',
        'Lot nº : 2',
        'II.2.5) Critères d’attribution',
        'Critère de qualité - 1. Nom : Valeur technique / Pondération : 60',
        'Prix - Pondération : 40',
        'AVIS RECTIFICATIF',
        'VII.1.2) Texte à rectifier dans l’avis original',
        'Lot nº : 2',
        'Endroit où se trouve le texte à rectifier : Critères d’attribution',
        'Au lieu de :',
        'Critère de qualité - 1. Nom : Valeur technique / Pondération : 60',
        'Prix - Pondération : 40',
        'Lire :',
        'Critère de qualité - 1. Nom : Valeur technique / Pondération : 40',
        'Critère de qualité - 2. Nom : Performance environnementale / Pondération : 10',
        'Prix - Pondération : 50',
      ].join('\n'),
    );
    expect(p.Lots?.map((lot) => [lot.Lot, Object.values(lot.Critères).map((c) => c.Pondération)])).toEqual([
      ['1', [60, 40]],
      ['2', [40, 10, 50]],
    ]);
  });

  it("names the sub-criteria weighted in a criterion's description line by what they follow", () => {
    const p = read(
      [
        "  Critères d'attribution :",
        '    - Prix (Type : Prix) : 40 — Pondération (pourcentage, valeur exacte)',
        '    - Valeur technique (Type : Qualité) : 60 — Pondération (pourcentage, valeur exacte)',
        "      Description : moyens humains et matériels dédiés (30) ; méthodologie d'intervention (30)",
      ].join('\n'),
    );
    expect(subCriteria(p.Critères['Technique'])).toEqual([
      ['moyens humains et matériels dédiés', 30],
      ["méthodologie d'intervention", 30],
    ]);
  });

  it('reads an eForms notice printed one cell a line (Type / Qualité / Nom / ... / Pondération / 35)', () => {
    const block = (type: string, name: string, weight: number) =>
      `Critère\nType\n${type}\nNom\n${name}\nDescription\nAu vu du mémoire.\nPondération\nPondération (points, exacte)\n${weight}\n`;
    const p = read(
      `5.1.10 Critères d'attribution\n${block('Qualité', 'Valeur technique', 60)}${block('Coût', 'Coût global sur 10 ans', 40)}5.1.11 Documents de marché\n`,
    );
    expect(weights(p.Critères)).toEqual([
      ['Valeur technique', 60],
      ['Coût global sur 10 ans', 40],
    ]);
  });

  it("reads eForms weights printed 'Nombre de critère d'attribution : 40' or 'Critère d'attribution nombre : 40', unnamed criteria by their description", () => {
    const block = (type: string, field: string) =>
      `Critère :\nType : ${type}\n${field}\nCatégorie du seuil de critère d'attribution : Pondération (pourcentage, exact)\n`;
    const p = read(
      `5.1.10 Critères d'attribution\n${block('Prix', "Nom : Prix\nNombre de critère d'attribution : 60")}${block('Qualité', "Description : Qualité du service (organisation, remplacements)\nCritère d'attribution nombre : 40")}`,
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix', 60],
      ['Qualité du service', 40],
    ]);
  });

  it("does not take a flattened notice's code field ('price') for the end of a wording", () => {
    const p = read(
      [
        "Critères d'attribution :\nValeur technique : 55.00%\nPrix des prestations : 30.00%\nRespect des délais : 15.00% ",
        ' price ',
        ' quality ',
        ' La valeur technique sera appréciée au vu du mémoire technique.',
      ].join('|'),
    );
    expect(weights(p.Critères)).toEqual([
      ['Valeur technique', 55],
      ['Prix des prestations', 30],
      ['Respect des délais', 15],
    ]);
  });

  it('reads an eForms notice flattened field by field: type code, name, number, category code', () => {
    const fields = [
      'Lot 1 - Transport',
      'price',
      'Prix',
      '40',
      'per-exa',
      'quality',
      'Qualité technique de l’offre',
      '45',
      'per-exa',
      'quality',
      '15',
      'Performance environnementale',
      'per-exa',
      'Qualité technique de l’offre (45 %) : organisation (20 %) ; moyens (25 %).',
    ];
    const p = read(fields.join(' | '));
    expect(weights(p.Critères)).toEqual([
      ['Prix', 40],
      ["Qualité technique de l'offre", 45],
      ['Performance environnementale', 15],
    ]);
    // The free-text field that details a criterion, further down its lot.
    const detailed = read(
      [
        'LOT-0001',
        'Lot 1 - Transport',
        'price',
        'Prix',
        '40',
        'per-exa',
        'quality',
        "Qualité technique de l'offre",
        '60',
        'per-exa',
        "Qualité technique de l'offre (60 %) : organisation des tournées (35 %) ; moyens matériels (25 %). Autre remarque.",
      ].join(' | '),
    );
    expect(subWeights(detailed.Critères['Technique'])).toEqual([35, 25]);
    // The category code before the number.
    const before = read(
      ['quality', 'Valeur technique', 'per-exa', '55', 'price', 'Prix', 'per-exa', '45'].join(' | '),
    );
    expect(weights(before.Critères)).toEqual([
      ['Valeur technique', 55],
      ['Prix', 45],
    ]);
    // In the order of the notice's XML: category code and number, type code, name, description.
    const xml = read(
      [
        'per-exa',
        '55',
        'quality',
        'Valeur technique',
        'Appréciée au vu du mémoire technique : méthodologie, moyens humains et planning.',
        'per-exa',
        '45',
        'price',
        'Prix',
        'Apprécié au vu du montant de la décomposition du prix global et forfaitaire.',
      ].join(' | '),
    );
    expect(weights(xml.Critères)).toEqual([
      ['Valeur technique', 55],
      ['Prix', 45],
    ]);
    // The name before the codes, a description after the type code.
    const named = read(
      [
        'Prix',
        'per-exa',
        '50',
        'price',
        'Le prix est jugé sur la base du montant annuel forfaitaire et du bordereau des prix unitaires.',
        'Valeur technique',
        'per-exa',
        '50',
        'quality',
        'Appréciée au regard du mémoire technique : organisation des prestations et moyens humains.',
      ].join(' | '),
    );
    expect(weights(named.Critères)).toEqual([
      ['Prix', 50],
      ['Valeur technique', 50],
    ]);
    // Names before their codes, with no description: the field after a type code names the next one.
    const bare = read(
      [
        'Prix des fournitures',
        'per-exa',
        '60',
        'price',
        'Délai de livraison',
        'per-exa',
        '40',
        'quality',
        'ORG-0002',
      ].join(' | '),
    );
    expect(weights(bare.Critères)).toEqual([
      ['Prix des fournitures', 60],
      ['Délai de livraison', 40],
    ]);
    // A name in lower case after code fields: the codes carry no wording on.
    expect(
      weights(read('works | performance | not-allowed | prix : 55 % | valeur technique : 45 %').Critères),
    ).toEqual([
      ['prix', 55],
      ['valeur technique', 45],
    ]);
    // In the order of the XML, a criterion's threshold ('min-score | 15') between its weight and its type code.
    const threshold = read(
      [
        'not-allowed',
        'per-exa',
        '60',
        'min-score',
        '30',
        'quality',
        'Valeur technique',
        'per-exa',
        '40',
        'price',
        'Prix',
        'ORG-0002',
      ].join(' | '),
    );
    expect(weights(threshold.Critères)).toEqual([
      ['Valeur technique', 60],
      ['Prix', 40],
    ]);
    // The same criteria for each lot: their names, written again for each, are no running header.
    const lot = (n: number) => [
      `LOT-000${n}`,
      `Lot ${n}`,
      'works',
      '45223220',
      'FRE11',
      'not-allowed',
      'no-eu-funds',
      'price',
      'Prix des prestations',
      'per-exa',
      '60',
      'quality',
      "Valeur technique de l'offre",
      'per-exa',
      '40',
    ];
    const lots = read([1, 2, 3].flatMap(lot).join(' | '));
    expect(weights(lots.Critères)).toEqual([
      ['Prix des prestations', 60],
      ["Valeur technique de l'offre", 40],
    ]);
    // A description between the name and the codes, over several lines.
    const described = read(
      [
        'price',
        'Prix des prestations',
        'Noté sur 12 points selon la formule : Note prix = 12 x (Prix le plus bas / Prix de l’offre)',
        'poi-exa',
        '12',
        'quality',
        'Valeur technique',
        'Notée sur 8 points, répartis comme suit :\n- organisation du chantier : 4 points\n- moyens humains : 4 points',
        'poi-exa',
        '8',
        'ORG-0002',
      ].join(' | '),
    );
    // Points on 20 brought to 100.
    expect(weights(described.Critères)).toEqual([
      ['Prix des prestations', 60],
      ['Valeur technique', 40],
    ]);
    // The description shares out its criterion's points, restated first.
    expect(subWeights(described.Critères['Technique'])).toEqual([20, 20]);
    // The price as the only criterion, then the deadline's date and time and the offers' validity in
    // days ('90 | DAY'): no weight.
    const only = read(
      [
        'not-allowed',
        'price',
        'Prix',
        "Le prix est le seul critère d'attribution : l'offre la moins chère est retenue.",
        '2026-06-05+02:00',
        '12:00:00+02:00',
        '90',
        'DAY',
        'FRA',
      ].join(' | '),
    );
    expect(anyWeight(only)).toBe(false);
    expect(anyWeight(read(['price', 'Prix', '90', 'DAY', 'FRA'].join(' | ')))).toBe(false);
    // Decimal shares ('dec-exa'), and a line that opens on a type code under a long line of fields:
    // the code is a field of its own, not the end of the line above.
    const decimal = read(
      [
        'Consommables pour le service de gastro-entérologie, livrés sur les trois sites du groupement, 3 | 960 000 | EUR',
        'quality | Qualité technique | Appréciée à l’issue des essais sur échantillons | dec-exa | 0.6',
        'price | Prix | Coût total de la commande type | dec-exa | 0.4',
      ].join('\n'),
    );
    expect(weights(decimal.Critères)).toEqual([
      ['Qualité technique', 60],
      ['Prix', 40],
    ]);
    // Type codes with no criterion after them: the fields that follow are about something else.
    const typesOnly = read(
      [
        'price',
        'quality',
        'no-eu-funds',
        'Prix unitaires fermes la première année.',
        'performance',
        'required',
        '120',
        'DAY',
      ].join(' | '),
    );
    expect(anyWeight(typesOnly)).toBe(false);
    // Points on the whole the notice states before them: no warning that they miss 100.
    const onSixty = read(
      [
        'Le classement des offres est établi sur un total de 60 points.',
        'poi-exa',
        '36',
        'quality',
        'Valeur technique',
        'poi-exa',
        '24',
        'price',
        'Prix',
      ].join(' | '),
    );
    expect(weights(onSixty.Critères)).toEqual([
      ['Valeur technique', 60],
      ['Prix', 40],
    ]);
    expect(onSixty.Résumé).not.toMatch(/totalisent/);
    const ranked = read(
      ['price', 'Prix', '1', 'ord-imp', 'quality', 'Valeur technique', '2', 'ord-imp'].join(' | '),
    );
    expect(anyWeight(ranked)).toBe(false);
  });

  it("reads an eForms weight printed 'Critère d’attribution (nombre): 45', as the JOUE's PDF prints it", () => {
    const block = (type: string, name: string, weight: number) =>
      `Critère:\nType: ${type}\nNom: ${name}\nCatégorie du seuil de critère d’attribution: Pondération (pourcentage, valeur exacte)\nCritère d’attribution (nombre): ${weight}\n`;
    const p = read(
      `5.1.10. Critères d’attribution\n${block('Prix', 'Prix', 45)}${block('Qualité', 'Valeur technique', 55)}`,
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix', 45],
      ['Valeur technique', 55],
    ]);
  });

  it('reads the sub-criteria of an eForms description wrapped over lines, up to the next field', () => {
    const p = read(
      [
        '5.1.10 Critères d’attribution',
        'Critère :',
        'Type : Prix',
        'Nom : Prix',
        'Catégorie du seuil de critère d’attribution : Pondération (pourcentage, valeur exacte)',
        'Critère d’attribution — Nombre : 45',
        'Critère :',
        'Type : Qualité',
        'Nom : Valeur technique',
        'Description : Appréciée au regard du mémoire technique selon les sous-critères suivants :',
        'organisation de la maintenance préventive (25 points), modalités d’intervention curative',
        'et gestion des pièces détachées (20 points), qualification des techniciens (10 points).',
        'Catégorie du seuil de critère d’attribution : Pondération (pourcentage, valeur exacte)',
        'Critère d’attribution — Nombre : 55',
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([45, 55]);
    expect(subWeights(p.Critères['Technique'])).toEqual([25, 20, 10]);
  });

  it("reads an eForms weight printed 'Critère — Nombre : 40'", () => {
    const block = (type: string, name: string, weight: number) =>
      `Critère :\nType : ${type}\nNom : ${name}\nCatégorie du seuil de pondération du critère : Pondération (pourcentage, exact)\nCritère — Nombre : ${weight}\n`;
    const p = read(
      `5.1.10 Critères d'attribution\n${block('Prix', 'Prix', 60)}${block('Qualité', 'Qualité des produits', 40)}`,
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix', 60],
      ['Qualité des produits', 40],
    ]);
  });

  it("takes the numbers of an eForms weighting category printed 'Ordre d'importance' as ranks", () => {
    const block = (type: string, name: string, rank: number) =>
      `Critère :\nType : ${type}\nNom : ${name}\nCatégorie du seuil de critère d'attribution : Ordre d'importance\nCritère d'attribution — Nombre : ${rank}\n`;
    const p = read(
      `5.1.10 Critères d'attribution\n${block('Qualité', 'Valeur technique', 1)}${block('Prix', 'Prix', 2)}${block('Qualité', 'Délais de livraison', 3)}5.1.11 Documents de marché\n`,
    );
    expect(anyWeight(p)).toBe(false);
    expect(Object.values(p.Critères).map((c) => c.Libellé)).toEqual([
      'Valeur technique',
      'Prix',
      'Délais de livraison',
    ]);
  });

  it("reads sub-criteria listed on the lines under an eForms criterion's description, in capitals", () => {
    const p = read(
      "5.1.10. Critères d'attribution\nCritère:\nType: Qualité\nNom: VALEUR TECHNIQUE\nDescription: LA VALEUR TECHNIQUE SERA JUGEE SUR LES SOUS-CRITERES SUIVANTS :\n- MOYENS HUMAINS : 20 POINTS\n- METHODOLOGIE : 30 POINTS\nPondération du nombre de critères d'attribution: Pondération (points, exacte)\nNombre de critères d'attribution: 50\nCritère:\nType: Prix\nNom: PRIX\nDescription: NOTE = 50 X PRIX MINI / PRIX DE L'OFFRE\nPondération du nombre de critères d'attribution: Pondération (points, exacte)\nNombre de critères d'attribution: 50\n",
    );
    expect(weights(p.Critères)).toEqual([
      ['VALEUR TECHNIQUE', 50],
      ['PRIX', 50],
    ]);
    expect(subWeights(p.Critères['Technique'])).toEqual([20, 30]);
    expect(p.Critères['Financier']?.Évaluation?.Formule?.Expression).toBe('50 * Pmin / P');
  });

  it('ranks every criterion of an eForms notice that states its ranking category once, after the last', () => {
    const block = (type: string, name: string, rank: number) =>
      `Critère :\nType : ${type}\nNom : ${name}\nCritère d'attribution — nombre : ${rank}\n`;
    const p = read(
      `5.1.10 Critères d'attribution\n${block('Qualité', 'Valeur technique', 1)}${block('Prix', 'Tarification', 2)}${block('Qualité', 'Gestion des sinistres', 3)}Catégorie du seuil de critère d'attribution : Ordre d'importance\n`,
    );
    expect(anyWeight(p)).toBe(false);
    expect(Object.values(p.Critères).map((c) => c.Libellé)).toEqual([
      'Valeur technique',
      'Tarification',
      'Gestion des sinistres',
    ]);
  });

  it("reads a TED form's numbered quality criteria ('Critère de qualité - 2. Nom: ...') lot by lot", () => {
    const p = read(
      "II.2.1) Intitulé: Gros œuvre    Lot nº: 1\nII.2.5) Critères d'attribution\nCritère de qualité - Nom: Valeur technique / Pondération: 40\nPrix - Pondération: 60\nII.2.1) Intitulé: Désamiantage    Lot nº: 2\nII.2.5) Critères d'attribution\nCritère de qualité - 1. Nom: Valeur technique / Pondération: 30\nCritère de qualité - 2. Nom: Mesures de protection / Pondération: 20\nPrix - Pondération: 50\n",
    );
    expect(lotWeights(p)).toEqual([
      ['1', [40, 60]],
      ['2', [30, 20, 50]],
    ]);
  });

  it("reads eForms weights under TED's other wording ('Nombre de critères d'attribution: 60')", () => {
    const p = read(
      "5.1.10. Critères d'attribution\nCritère:\nType: Qualité\nNom: Valeur technique\nPondération du nombre de critères d'attribution: Pondération (pourcentage, exacte)\nNombre de critères d'attribution: 60\nCritère:\nType: Prix\nNom: Prix\nPondération du nombre de critères d'attribution: Pondération (pourcentage, exacte)\nNombre de critères d'attribution: 40\n",
    );
    expect(weights(p.Critères)).toEqual([
      ['Valeur technique', 60],
      ['Prix', 40],
    ]);
  });

  it("reads 'Critère d'attribution numéro : 55' as the weight of a block that weighs in percent", () => {
    const block = (type: string, name: string, weight: number) =>
      `Critère :\nType : ${type}\nNom : ${name}\nCatégorie du critère d'attribution pondération : Pondération (pourcentage, exacte)\nCritère d'attribution numéro : ${weight}\n`;
    const p = read(
      `5.1.10 Critères d'attribution\n${block('Qualité', 'Valeur technique', 55)}${block('Prix', 'Prix', 45)}`,
    );
    expect(weights(p.Critères)).toEqual([
      ['Valeur technique', 55],
      ['Prix', 45],
    ]);
  });

  it("does not take 'Nombre de critères d'attribution' for a weight where the block weighs nothing", () => {
    const p = read(
      "5.1.10. Critères d'attribution\nCritère:\nType: Qualité\nNom: Valeur technique\nNombre de critères d'attribution: 2\nCritère:\nType: Prix\nNom: Prix\nNombre de critères d'attribution: 2\nJustification de la non-indication de la pondération des critères : voir le règlement\n",
    );
    expect(weights(p.Critères)).toEqual([
      ['Valeur technique', undefined],
      ['Prix', undefined],
    ]);
  });

  it("reads what a corrective notice puts 'au lieu de' what it replaced", () => {
    const p = read(
      "Avis rectificatif\nDans la rubrique « Critères d'attribution » :\nau lieu de :\n- prix : 60 %\n- valeur technique : 40 %.\nlire :\n- prix : 40 %\n- valeur technique : 50 %\n- performances environnementales : 10 %.\n",
    );
    expect(weights(p.Critères).map(([, w]) => w)).toEqual([40, 50, 10]);
  });

  const block = (type: string, name: string, weighting: string) =>
    `Critère : | Type : ${type} | Nom : ${name} | ${weighting}`;

  it('reads the decimal weights of an eForms notice (0,6 and 0,4), brought to 100', () => {
    const decimal = (n: string) =>
      `Catégorie du critère d'attribution pondération : Pondération (décimal, valeur exacte) | Critère d'attribution — Nombre : ${n}`;
    const p = read(
      `5.1.10. Critères d'attribution | ${block('Qualité', 'Valeur technique', decimal('0,6'))} | ${block('Prix', 'Prix', decimal('0,4'))} | 5.1.12. Conditions`,
    );
    expect(weights(p.Critères)).toEqual([
      ['Valeur technique', 60],
      ['Prix', 40],
    ]);
    expect(p.Résumé).not.toMatch(/totalisent/);
  });

  it('lists the criteria of an eForms notice that does not weigh them, without weights', () => {
    const p = read(
      `5.1.10. Critères d'attribution | ${block('Qualité', 'Valeur technique', 'Description : moyens humains, méthodologie, délais d’intervention')} | ${block('Prix', 'Prix', 'Description : au vu du DQE')} | Justification de la non-indication de la pondération des critères : les critères sont pondérés dans le règlement de consultation`,
    );
    expect(weights(p.Critères)).toEqual([
      ['Valeur technique', undefined],
      ['Prix', undefined],
    ]);
  });

  it("reads the sub-criteria an eForms criterion's description weighs", () => {
    const p = read(
      "5.1.10. Critères d'attribution | Critère : | Type : Prix | Nom : Prix | Catégorie du critère d'attribution pondération : Pondération (pourcentage, valeur exacte) | Critère d'attribution — Nombre : 60 | Critère : | Type : Qualité | Nom : Qualité gustative | Description : dégustation à l'aveugle (25 %) et composition nutritionnelle (15 %) | Catégorie du critère d'attribution pondération : Pondération (pourcentage, valeur exacte) | Critère d'attribution — Nombre : 40",
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix', 60],
      ['Qualité gustative', 40],
    ]);
    expect(subWeights(p.Critères['Qualité'])).toEqual([25, 15]);
  });

  it('reads the sub-criteria a TED form weighs in the name of their criterion', () => {
    const p = read(
      "II.2.5) Critères d'attribution\nCritère de qualité - Nom: Valeur technique : moyens humains et matériels (15 points), méthodologie et planning (15 points), démarche environnementale (10 points) / Pondération: 40\nPrix - Pondération: 60\n",
    );
    expect(weights(p.Critères)).toEqual([
      ['Valeur technique', 40],
      ['Prix', 60],
    ]);
    expect(subWeights(p.Critères['Technique'])).toEqual([15, 15, 10]);
  });

  it('reads the weights of a TED form that add up to 10 as coefficients', () => {
    const p = read(
      "II.2.5) Critères d'attribution\nCritère de qualité - Nom: Valeur technique / Pondération: 5\nCritère de qualité - Nom: Délai de livraison / Pondération: 2\nPrix - Pondération: 3\nII.2.7) Durée en mois: 48\n",
    );
    expect(weights(p.Critères)).toEqual([
      ['Valeur technique', 50],
      ['Délai de livraison', 20],
      ['Prix', 30],
    ]);
    expect(p.Résumé).not.toMatch(/totalisent/);
  });

  it("follows an eForms notice's lots by their identifiers ('Lot technique: LOT-0002')", () => {
    const block = (type: string, name: string, weight: number) =>
      `Critère:\nType: ${type}\nNom: ${name}\nCatégorie du critère d'attribution pondération: Pondération (pourcentage, valeur exacte)\nCritère d'attribution — Nombre: ${weight}\n`;
    const p = read(
      `5.1. Lot technique: LOT-0001\nTitre: Chaufferies\n5.1.10. Critères d'attribution\n${block('Qualité', 'Valeur technique', 60)}${block('Prix', 'Prix', 40)}5.1. Lot technique: LOT-0002\nTitre: Chaudières\n5.1.10. Critères d'attribution\n${block('Prix', 'Prix', 50)}${block('Qualité', 'Valeur technique', 50)}`,
    );
    expect(lotWeights(p)).toEqual([
      ['1', [60, 40]],
      ['2', [50, 50]],
    ]);
  });

  it('reads the business-term codes of an eForms notice (BT-734-Lot, BT-541-Lot-WeightNumber)', () => {
    const p = read(
      'BT-539-Lot: quality | BT-734-Lot: Adéquation fonctionnelle | BT-5421-Lot: per-exa | BT-541-Lot-WeightNumber: 70\nBT-539-Lot: cost | BT-734-Lot: Coût total sur 4 ans | BT-5421-Lot: per-exa | BT-541-Lot-WeightNumber: 30\nBT-5423-Lot: min-score | BT-541-Lot-ThresholdNumber: 35\n',
    );
    expect(weights(p.Critères)).toEqual([
      ['Adéquation fonctionnelle', 70],
      ['Coût total sur 4 ans', 30],
    ]);
  });

  it("reads the lots of a BOAMP notice of 2024 ('Lot n° : 2' then its criteria)", () => {
    const p = read(
      "SECTION 5 - LOTS\nLot n° : 1\nCritères d'attribution : Prix : 40 % ; Qualité du mobilier : 60 %\nLot n° : 2\nCritères d'attribution : Prix : 70 % ; Qualité du mobilier : 30 %\n",
    );
    expect(lotWeights(p)).toEqual([
      ['1', [40, 60]],
      ['2', [70, 30]],
    ]);
  });

  it('reads the TED form in English ("Quality criterion - Name: ... / Weighting: 60", "Price - Weighting: 30")', () => {
    const p = read(
      'II.2.5) Award criteria\nCriteria below\nQuality criterion - Name: Technical value / Weighting: 60\nCost criterion - Name: Life-cycle cost / Weighting: 10\nPrice - Weighting: 30',
    );
    expect(weights(p.Critères)).toEqual([
      ['Technical value', 60],
      ['Life-cycle cost', 10],
      ['Prix', 30],
    ]);
    expect(Object.keys(p.Critères)).toEqual(['Technique', 'Financier', 'Financier (2)']);
  });
});

describe('criteria numbered with capitals, named in sentences, weighted in brackets', () => {
  it("names the criteria of a sentence of coefficients without 'est affecté d'un'", () => {
    const p = read(
      "Jugement des offres : la valeur technique est affectée d'un coefficient 5, le prix d'un coefficient 4 et le délai d'un coefficient 1.",
    );
    expect(weights(p.Critères)).toEqual([
      ['valeur technique', 50],
      ['prix', 40],
      ['délai', 10],
    ]);
  });

  it("reads 'A. Prix' as the criterion 'Prix' numbered A", () => {
    const p = read('Critères :\nA. Prix : 40 %\nB. Valeur technique : 60 %\n');
    expect(weights(p.Critères)).toEqual([
      ['Prix', 40],
      ['Valeur technique', 60],
    ]);
  });

  it("keeps a standard's number in brackets inside a sub-criterion's wording", () => {
    const p = read(
      'Valeur technique : 60 points\n1.a Ergonomie des écrans : 35 points\n1.b Accessibilité numérique (RGAA 4.1) et écoconception : 25 points\nPrix : 40 points\n',
    );
    expect(subCriteria(p.Critères['Technique'])).toEqual([
      ['Ergonomie des écrans', 35],
      ['Accessibilité numérique et écoconception', 25],
    ]);
  });

  it("names sub-criteria 'A1 –', 'A2 –' by their wording, under criterion A", () => {
    const p = read(
      'Critère A – Valeur technique : 60 %\n   A1 – Méthodologie : 35 %\n   A2 – Moyens humains : 25 %\nCritère B – Prix : 40 %\n',
    );
    expect(subCriteria(p.Critères['Technique'])).toEqual([
      ['Méthodologie', 35],
      ['Moyens humains', 25],
    ]);
  });
});

describe('eForms lots known by their identifier only', () => {
  it("reads each 'LOT-000N' block's criteria as that lot's, the lot titles carrying no number", () => {
    const filler =
      'Référé précontractuel prévu aux articles L. 551-1 à L. 551-12 du code de justice administrative, pouvant être exercé avant la signature du contrat. | ORG-0002 | FRA | false | https://www.marches-publics.gouv.fr | required | 2026-02-23+01:00 | 12:00:00+01:00 | fa-wo-rc | none';
    const lot = (id: string, criteria: string, title: string) =>
      `${id} | no-eu-funds | not-allowed | ${criteria} | DCE-26-0017 | ${filler} | ${title} | Accord-cadre exécuté par bons de commande, sans minimum, avec un maximum sur sa durée totale. | supplies | 33141200 | FRG01 | ${filler} | ${filler}`;
    const p = read(
      [
        'Centre hospitalier | open | Fourniture de dispositifs médicaux',
        lot(
          'LOT-0001',
          'poi-exa | price | Critère Prix 40 points | poi-exa | quality | Critère Qualité technique 60 points',
          'Prolongateurs et robinets',
        ),
        lot(
          'LOT-0002',
          'poi-exa | price | Critère Prix 50 points | poi-exa | quality | Critère Qualité technique 40 points | poi-exa | quality | Critère Développement durable 10 points',
          'Pompes volumétriques',
        ),
        lot(
          'LOT-0003',
          'poi-exa | price | Critère Prix 40 points | poi-exa | quality | Critère Qualité technique 60 points',
          'Cathéters courts',
        ),
      ].join(' | '),
    );
    expect(lotWeights(p)).toEqual([
      ['1', [40, 60]],
      ['2', [50, 40, 10]],
      ['3', [40, 60]],
    ]);
    expect(Object.values(p.Lots![1]!.Critères).map((c) => c.Libellé)).toEqual([
      'Prix',
      'Qualité technique',
      'Développement durable',
    ]);
  });
});

describe('eForms criteria one field a line, their weights in the next field', () => {
  it('reads weights typed as bare numbers in fields of their own, a description field between name and weight', () => {
    const p = read(
      "Cartons d'emballage | FRK25 | 12 | MONTH | 270000 | EUR | Prix | 70 | Délais de livraison | 20 | Qualité des matériaux (résistance, grammage) | 10 | Recours : tribunal administratif de Lyon",
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix', 70],
      ['Délais de livraison', 20],
      ['Qualité des matériaux', 10],
    ]);
    const described = read(
      "Maîtrise d'œuvre | Avance de 5 %. | Valeur technique de l'offre | Appréciée au regard du mémoire technique : méthodologie, moyens, planning | 60 | Prix des prestations | Apprécié au regard du montant de la DPGF | 40 | Référé précontractuel",
    );
    expect(weights(described.Critères)).toEqual([
      ["Valeur technique de l'offre", 60],
      ['Prix des prestations', 40],
    ]);
  });

  it("reads 'pondération 0,4 – qualité de ...' as 0,4, not as a list numbered 0", () => {
    const p = read(
      "Logiciels | not-allowed | price | Prix | pondération 0,6 | quality | Qualité technique | pondération 0,4 – qualité de l'accompagnement, délais de livraison des clés | DCE-2026-LOG",
    );
    expect(Object.values(p.Critères).map((c) => c.Pondération)).toEqual([60, 40]);
  });

  it("names a weight '15 % (remark)' after the criterion's name field, not by its remark", () => {
    const p = read(
      'Collecte des déchets | per-exa | price | Prix | 45 % | per-exa | quality | Valeur technique | 40 % | per-exa | quality | Performances environnementales | 15 % (motorisation GNV, optimisation des tournées) | DCE-26-01',
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix', 45],
      ['Valeur technique', 40],
      ['Performances environnementales', 15],
    ]);
  });
});

describe('notices as newspapers and platforms print them', () => {
  it("makes whole a word cut at a narrow column's line end ('no-' / 'tée sur 8 points'), the whole said after", () => {
    const p = read(
      'Critères de jugement des\noffres :\n1) Prix : noté sur 12 points\n(prix moyen du repas pon-\ndéré selon le DQE) ;\n2) Valeur technique : no-\ntée sur 8 points, au vu du\nmémoire justificatif.\nNote globale sur 20.\n',
    );
    expect(Object.values(p.Critères).map((c) => [(c.Libellé ?? '').slice(0, 4), c.Pondération])).toEqual([
      ['Prix', 60],
      ['Vale', 40],
    ]);
  });

  it("keeps the hyphen of a compound cut at the line's end ('sous-' / 'critères', 'demi-' / 'pension')", () => {
    const p = read(
      'Valeur technique : 60 %, décomposée en sous-\ncritères :\n- méthode : 40 %\n- moyens : 20 %\nPrix : 40 %\n',
    );
    expect(subWeights(p.Critères['Technique'])).toEqual([40, 20]);
    expect(normaliseText('Service de demi-\npension des collèges, sous-\ncritères')).toBe(
      'Service de demi-pension\ndes collèges, sous-critères\n',
    );
  });

  it("gives a lot's criterion no sub-criteria that a later lot details under another criterion of its weight", () => {
    const p = read(
      [
        "Critères d'attribution",
        'Lot 1 - Véhicules utilitaires',
        'Prix',
        "Analysé au regard du montant de l'offre - 50 %",
        'Caractéristiques techniques',
        'Apprécié au vu du mémoire technique - 40 %',
        'Délai de livraison',
        'Apprécié au vu du planning - 10 %',
        'Lot 2 - Véhicule de secours',
        'Prix',
        "Analysé au regard du montant de l'offre - 35 %",
        'Valeur technique',
        "Apprécié au vu des éléments remis dans l'offre - 50 % : Ergonomie de la cellule (30%) ; Équipements (20%)",
        'Service après-vente',
        'Jugé sur la base du cadre de réponse - 15 %',
      ].join(' | '),
    );
    const lots = p.Lots ?? [];
    expect(lots.map((lot) => [lot.Lot, weights(lot.Critères)])).toEqual([
      [
        '1',
        [
          ['Prix', 50],
          ['Caractéristiques techniques', 40],
          ['Délai de livraison', 10],
        ],
      ],
      [
        '2',
        [
          ['Prix', 35],
          ['Valeur technique', 50],
          ['Service après-vente', 15],
        ],
      ],
    ]);
    expect(subWeights(lots[0]!.Critères['Financier'])).toEqual([]);
    expect(subWeights(lots[1]!.Critères['Technique'])).toEqual([30, 20]);
  });

  it("keeps a notice's language code ('fr') out of the criterion before it; details are sentences", () => {
    const p = read(
      "Critères d'attribution | Valeur technique | Jugé sur la base du cadre de réponse technique - 60 % | Prix : 40% | fr | Dépôt électronique obligatoire",
    );
    expect(weights(p.Critères)).toEqual([
      ['Valeur technique', 60],
      ['Prix', 40],
    ]);
    expect(p.Critères['Technique']!.Détails).toBe(
      'Jugé sur la base du cadre de réponse technique. Source : rc.txt, page 1.',
    );
  });

  it("makes whole a table cell cut at its hyphen, the row's next cells kept on its line ('Service après-' / 'vente<tab>15 %')", () => {
    const p = read(
      "Critère\tPondération\tÉléments\nValeur technique\t55 %\tPerformances\nPrix\t30 %\tCoût global\nService après-\nvente\t15 %\tDélais d'intervention\n",
    );
    expect(Object.entries(p.Critères).map(([name, c]) => [name, c.Libellé, c.Pondération])).toEqual([
      ['Technique', 'Valeur technique', 55],
      ['Financier', 'Prix', 30],
      ['Qualité', 'Service après-vente', 15],
    ]);
  });

  it("reads a weight wrapped to the head of a line before ' ; ' as the item's above ('méthodologique' / '55 % ; prix ... 45 %')", () => {
    const p = read(
      [
        "Critères d'attribution des offres : valeur",
        'technique appréciée au vu de la note métho-',
        "dologique 55 % ; prix (taux d'honoraires et",
        'forfait de rémunération) 45 %. Une audition',
        'des candidats pourra être organisée.',
      ].join('\n'),
    );
    expect(weights(p.Critères)).toEqual([
      ['valeur technique', 55],
      ['prix', 45],
    ]);
  });

  it("reads lots named mid-sentence ('pour le lot 1, prix 60 %, valeur technique 40 % ; pour le lot 2, ...')", () => {
    const p = read(
      "Durée d'exécution : 5 mois. Critères d'attribution :\npour le lot 1, prix 60 %, valeur techni-\nque 40 % ; pour le lot 2, prix 40 %, valeur\ntechnique 60 %. La valeur technique sera jugée\nau vu du mémoire technique.\n",
    );
    expect(lotWeights(p)).toEqual([
      ['1', [60, 40]],
      ['2', [40, 60]],
    ]);
  });

  it("reads the bare points listed after 'Le critère valeur technique est noté sur 50, dont :' as its sub-criteria", () => {
    const p = read(
      [
        '7.1 Critères',
        'Prix : 40 %',
        'Valeur technique : 50 %',
        'Performance sociale : 10 %',
        '7.2 Détail',
        'Le critère valeur technique est noté sur 50, dont :',
        '-  organisation  des  prestations,  encadrement  et  remplacements  :  20 ',
        '-  formation  et  qualifications  (CQP  APS,  SSIAP  1  et  2)  :  15 ',
        '- contrôle des rondes (pointage électronique, rapports) : 15 ',
        'Le prix est noté sur la base du DQE.',
      ].join('\n'),
    );
    expect(Object.values(p.Critères).map((c) => c.Pondération)).toEqual([40, 50, 10]);
    expect(subWeights(p.Critères.Technique)).toEqual([20, 15, 15]);
  });

  it("reads '(dont 50 % de la note technique pour le mémoire, 30 % pour les moyens, ...)' as the criterion's sub-criteria", () => {
    const p = read(
      'Valeur technique : 60 % (dont 50 % de la note technique pour le mémoire méthodologique, 30 % pour les moyens, 20 % pour le contrôle qualité) | Prix : 40 %\n',
    );
    expect(Object.values(p.Critères).map((c) => c.Pondération)).toEqual([60, 40]);
    expect(subWeights(p.Critères.Technique)).toEqual([30, 18, 12]);
  });

  it("reads '1. Prix (60) 2. Valeur technique (40)' on one line", () => {
    const p = read("Critères d'attribution: 1. Prix (60) 2. Valeur technique (40)\n");
    expect(weights(p.Critères)).toEqual([
      ['Prix', 60],
      ['Valeur technique', 40],
    ]);
  });

  it("reads 'Note sur 100 pts.' under the last criterion as the whole, not as that criterion's weight", () => {
    const p = read(
      'Les offres seront jugées selon les critères suivants :\n Prix (à la tonne) ........ 70 pts\n Délai de livraison ....... 20 pts\n Qualité du produit ....... 10 pts\nNote sur 100 pts.\n',
    );
    expect(Object.values(p.Critères).map((c) => c.Pondération)).toEqual([70, 20, 10]);
  });

  it("gives no weight to a notice whose only percentage is a 'retenue de garantie de 5 %'", () => {
    const p = read(
      "Critères d'attribution : voir le règlement de la consultation.\nCautionnement et garanties exigés : retenue de garantie de 5 %.\n",
    );
    expect(anyWeight(p)).toBe(false);
  });
});

describe('pages of a text split by form feeds', () => {
  it("reads a table's rows on either side of a page break, its heading printed again", () => {
    const p = extractPonderation(
      [
        {
          path: 'rc.txt',
          pages: [
            {
              file: 'rc.txt',
              page: 1,
              text: 'Jugement des offres selon les critères pondérés suivants :\nCritères\tPondération\nPrix\t60 %\nValeur technique\t40 %\ndont méthode\t20 %\ndont moyens\t12 %\n',
            },
            {
              file: 'rc.txt',
              page: 2,
              text: 'Critères\tPondération\ndont sécurité du chantier\t8 %\nTotal\t100 %\n',
            },
          ],
        },
      ],
      'rc.txt',
    );
    expect(subWeights(p.Critères['Technique'])).toEqual([20, 12, 8]);
  });

  it('drops the bare numbers that count the pages, not a weight alone on a line', () => {
    const pages = withoutRunningLines([
      'Article 1\nObjet du marché\n\n1',
      'Article 2\nCritères :\nPrix : coefficient 3\n\n2',
      'Critère 3 - Délais : coefficient 1\n40\n\n3',
      'Article 4\nPénalités\n\n4',
    ]);
    expect(pages.map((page) => page.trim().split('\n').pop())).toEqual([
      'Objet du marché',
      'Prix : coefficient 3',
      '40',
      'Pénalités',
    ]);
  });

  it('reads criteria listed across a page break, the page number between them', () => {
    const p = extractPonderation(
      [
        {
          path: 'rc.txt',
          pages: [
            { file: 'rc.txt', page: 1, text: 'Article 1 - Objet\nNettoyage des locaux.\n\n1' },
            { file: 'rc.txt', page: 2, text: 'Article 2 - Durée\nUn an.\n\n2' },
            {
              file: 'rc.txt',
              page: 3,
              text: 'Article 3 - Jugement des offres\nLes notes sur 10 sont affectées des coefficients suivants :\n• Critère 1 - Valeur technique : coefficient 6\n• Critère 2 - Prix : coefficient 3\n\n3',
            },
            { file: 'rc.txt', page: 4, text: '• Critère 3 - Délais de livraison : coefficient 1\n\n4' },
          ],
        },
      ],
      'rc.txt',
    );
    // Coefficients brought to 100, as any list of coefficients.
    expect(Object.values(p.Critères).map((c) => c.Pondération)).toEqual([60, 30, 10]);
  });
});

describe('lots named with their titles in brackets', () => {
  it('reads two lot headings in a row, under the weights of the lot before, as one heading of both lots', () => {
    const p = read(
      [
        'Les offres seront jugées lot par lot, au regard des critères pondérés suivants :',
        'LOT 1 - DOMMAGES AUX BIENS',
        'Valeur technique (garanties, franchises)  40 %',
        'Prix (montant de la prime TTC)  35 %',
        'Gestion des sinistres  25 %',
        'LOT 2 - RESPONSABILITÉ CIVILE',
        'LOT 3 - FLOTTE AUTOMOBILE',
        'Valeur technique (garanties, franchises)  50 %',
        'Prix (montant de la prime TTC)  30 %',
        'Gestion des sinistres  20 %',
        'LOT 4 - PROTECTION JURIDIQUE',
        'Prix (montant de la prime TTC)  60 %',
        'Valeur technique  40 %',
      ].join('\n'),
    );
    expect(lotWeights(p)).toEqual([
      ['1', [40, 35, 25]],
      ['2', [50, 30, 20]],
      ['3', [50, 30, 20]],
      ['4', [60, 40]],
    ]);
  });

  it("reads a heading 'Lots n°2 à n°4' over 'Pour les lots 2 (gros œuvre), 3 (couverture) et 4 (électricité)' as one heading", () => {
    const p = read(
      [
        '8.1 Lot n°1 – Désamiantage',
        'Les critères suivants sont retenus pour le lot n°1 :',
        'Prix des prestations : 40 % ;',
        'Valeur technique : 40 % ;',
        'Sécurité : 20 %',
        '8.2 Lots n°2 à n°4',
        'Pour les lots 2 (gros œuvre – maçonnerie), 3 (couverture – bardage) et 4 (électricité), les',
        'critères sont :',
        'Prix des prestations : 60 % ;',
        'Valeur technique : 40 %.',
      ].join('\n'),
    );
    expect(lotWeights(p)).toEqual([
      ['1', [40, 40, 20]],
      ['2', [60, 40]],
      ['3', [60, 40]],
      ['4', [60, 40]],
    ]);
  });

  it("reads 'Critères pour les lots 1 (Démolition) et 2 (Charpente) :' as the criteria of lots 1 and 2", () => {
    const p = read(
      'ARTICLE 7 – JUGEMENT DES OFFRES\n7.1 Critères pour les lots 1 (Démolition – Gros œuvre) et 2 (Charpente – Couverture) :\n- Prix des prestations : 60 %\n- Valeur technique : 40 %\n7.2 Critères pour le lot 3 (Chauffage – Ventilation) :\n- Prix des prestations : 50 %\n- Valeur technique : 35 %\n- Performance énergétique : 15 %\n',
    );
    expect(lotWeights(p)).toEqual([
      ['1', [60, 40]],
      ['2', [60, 40]],
      ['3', [50, 35, 15]],
    ]);
  });
});

describe('a weight in brackets at the end of a table cell', () => {
  it("reads 'Valeur technique (60)<tab>Appréciée ...' as 60, and 'Prix(2)<tab>60 pts' as a footnote call", () => {
    const bracketed = read(
      'Le jugement des offres est effectué selon les critères ci-après, notés sur 100 :\nValeur technique (60)\tAppréciée au vu de la note méthodologique, décomposée en :\nMéthodologie proposée (35)\nMoyens affectés (25)\nPrix (40)\tApprécié au vu du montant forfaitaire\n',
    );
    expect(weights(bracketed.Critères)).toEqual([
      ['Valeur technique', 60],
      ['Prix', 40],
    ]);
    const footnote = read(
      'Critères suivants :\nCritère\tNote maximale\n1. Prix(2)\t60 pts\n2. Valeur technique\t40 pts\n(2) Montant total de la DPGF.\n',
    );
    expect(Object.values(footnote.Critères).map((c) => c.Pondération)).toEqual([60, 40]);
  });
});

describe("a notice's fields 'Prix noté sur 40'", () => {
  it('reads a field of a wording and its points, not a sentence ending so', () => {
    const p = read(
      'Entretien des chaudières | not-allowed | allowed | Prix noté sur 40 | Note prix = 40 x (montant de l’offre la plus basse / montant de l’offre analysée) | Valeur technique noté sur 60 | Décomposition : organisation de l’astreinte | Référé précontractuel',
    );
    expect(weights(p.Critères)).toEqual([
      ['Prix', 40],
      ['Valeur technique', 60],
    ]);
  });
});

describe('decimal coefficients after a colon', () => {
  it("reads 'Critère 1 – Valeur pédagogique : 0,6' and its sub-criteria '> ... : 0,3'", () => {
    const p = read(
      "L'offre retenue est celle qui a obtenu la meilleure note globale, calculée avec les coefficients suivants :\n   Critère 1 – Valeur pédagogique : 0,6\n        > Contenu des formations : 0,4\n        > Qualification des formateurs : 0,2\n   Critère 2 – Prix : 0,4\n",
    );
    expect(weights(p.Critères)).toEqual([
      ['Valeur pédagogique', 60],
      ['Prix', 40],
    ]);
    expect(subWeights(p.Critères['Technique'])).toEqual([40, 20]);
  });
});

describe('a coefficient whose number is wrapped to the next line', () => {
  it("reads '..., coefficient' / '4' as the coefficient 4, not the note's scale", () => {
    const p = read(
      "Chaque critère fait l'objet d'une note sur 20, pondérée par les coefficients indiqués ci-après :\nCritère 1 – Prix : note sur 20, coefficient 5\nCritère 2 – Qualité et confort des articles au vu des échantillons : note sur 20, coefficient\n   4\nCritère 3 – Délais de livraison : note sur 20, coefficient 1\n",
    );
    expect(Object.values(p.Critères).map((c) => c.Pondération)).toEqual([50, 40, 10]);
  });
});

describe('the same criteria written again for each lot', () => {
  it('keeps each sub-criterion once', () => {
    const lot = (title: string) =>
      `Prix : 50 % | Note = 50 × Pmin / P | Valeur technique : 40 % | • Moyens humains : 15 points • Méthodologie : 15 points • Gestion des réclamations : 10 points | Insertion professionnelle : 10 % | Voies de recours : référé précontractuel | ${title} | Entretien des parties communes des résidences du secteur`;
    const p = read(
      ['Habitat 44 | cn-standard', lot('Secteur Nord'), lot('Secteur Sud'), lot('Secteur Est')].join(' | '),
    );
    expect(subWeights(p.Critères['Technique'])).toEqual([15, 15, 10]);
  });
});

describe('tables laid out by pdftotext -layout', () => {
  /** A document of several pages, as a PDF reader gives it. */
  const readPages = (...texts: string[]) =>
    extractPonderation(
      [{ path: 'rc.pdf', pages: texts.map((text, i) => ({ file: 'rc.pdf', page: i + 1, text })) }],
      'rc.pdf',
    );

  it('leaves out a spaced heading of two lines printed again past a page break, and the blank lines about it', () => {
    const heading =
      '  Critère          Pondé-    Sous-critères         Pondération du\n                   ration                          sous-critère';
    const pages = withoutRunningLines([
      `Les critères :\n\n${heading}\n\n  Prix             45 %      Montant du DQE          -\n\n\n`,
      `\n${heading}\n\n  Valeur technique 55 %      Moyens humains         100 %\n`,
    ]);
    expect(pages[0]!.endsWith('Montant du DQE          -\n')).toBe(true);
    expect(pages[1]!.startsWith('  Valeur technique')).toBe(true);
  });

  it('reads a table cut by a page break under its two-line heading printed again, far below the running header', () => {
    const heading = [
      '  Critère                Pondé-   Sous-critères                               Pondération du',
      '                         ration                                                sous-critère',
      '',
    ];
    const p = readPages(
      [
        '  Syndicat de collecte du Pays de l’Oust                          Règlement de consultation',
        '',
        '  ARTICLE 8 – JUGEMENT DES OFFRES',
        '',
        '  L’offre  économiquement  la  plus  avantageuse est choisie au regard des critères et des',
        '  sous-critères  pondérés  ci-après.  La  pondération des sous-critères est exprimée en',
        '  pourcentage du critère auquel ils se rattachent.',
        '',
        ...heading,
        '  Prix                    45 %    Montant annuel des prestations issu du            –',
        '                                  détail quantitatif estimatif',
        '',
        '                                  Organisation de la collecte : circuits,          40 %',
        '  Valeur technique        35 %    fréquences, gestion des jours fériés et',
        '                                  des aléas',
        '',
        '                                  Moyens humains : effectif affecté,               30 %',
        '                                  encadrement et formation',
        '',
        '                                  Moyens matériels : nombre et                     30 %',
        '                                  caractéristiques des bennes',
        '',
        '',
        '',
        '  Collecte des déchets ménagers                                        Marché 2025-01',
      ].join('\n'),
      [
        '  Syndicat de collecte du Pays de l’Oust                          Règlement de consultation',
        '',
        ...heading,
        '  Performances en                 Motorisation des véhicules de collecte           60 %',
        '  matière de              20 %    et émissions de CO2',
        '  protection de',
        '  l’environnement                 Réduction des nuisances sonores                  40 %',
        '',
        '  Le prix est noté selon la formule NP = 45 x [1 - (P - Pmin) / Pmin].',
        '',
        '  Collecte des déchets ménagers                                        Marché 2025-01',
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, weight]) => weight)).toEqual([45, 35, 20]);
    // Shares of their criterion, brought to the whole: 40 %, 30 % and 30 % of 35.
    expect(subWeights(p.Critères['Technique'])).toEqual([14, 10.5, 10.5]);
  });

  it('finds a table far below a running header on a page whose lines all stand in a margin', () => {
    const page = [
      '  CHU des Alpes                                          Marché 24-061',
      '',
      '  ARTICLE 6 – JUGEMENT DES OFFRES',
      '',
      '  Les offres sont notées sur 100 points, selon les critères suivants :',
      '',
      '    Critère                        Sous-critère                              Points',
      '',
      '    Prix                           Coût total de la maintenance sur           40',
      '                                   la durée du marché',
      '',
      '    Valeur technique               Organisation de la maintenance             60',
      '                                   préventive',
    ].join('\n');
    expect(spacedTables(page).split('\n').slice(-3)).toEqual([
      'Critère\tSous-critère\tPoints',
      'Prix\tCoût total de la maintenance sur la durée du marché\t40',
      'Valeur technique\tOrganisation de la maintenance préventive\t60',
    ]);
  });

  it('reads the rows of a table of coefficients beside a column of note scales, a list under a row', () => {
    const p = read(
      [
        '  Chaque critère fait l’objet d’une note sur 20, affectée d’un coefficient :',
        '',
        '    Critère                                               Coefficient        Note',
        '',
        '    Prix des prestations (montant annuel forfaitaire)          6             /20',
        '    Valeur technique de l’offre :                              3             /20',
        '       • moyens humains affectés au secteur (10 points)',
        '       • organisation et continuité du',
        '       service (10 points)',
        '    Performance en matière d’insertion professionnelle         1             /20',
        '    TOTAL                                                      10',
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, weight]) => weight)).toEqual([60, 30, 10]);
    expect(subWeights(p.Critères['Technique'])).toEqual([15, 15]);
  });

  it('leaves out the column of note scales beside the weights', () => {
    const table = [
      '    Critère                                       Pondération     Note',
      '',
      '    Prix (montant du DQE)                             60 %        /20',
      '',
      '    Valeur technique (mémoire technique)              30 %        /20',
      '',
      '    Environnement (biodiversité, fauche tardive)      10 %        /20',
    ].join('\n');
    expect(
      spacedTables(table)
        .split('\n')
        .filter((line) => line.includes('%')),
    ).toEqual([
      'Prix (montant du DQE)\t60 %',
      'Valeur technique (mémoire technique)\t30 %',
      'Environnement (biodiversité, fauche tardive)\t10 %',
    ]);
  });

  it("parts a criterion's line holding only its name and weight from its first sub-criterion's below", () => {
    const p = read(
      [
        'Les offres sont appréciées en fonction des critères pondérés suivants :',
        '',
        '     Critères                        Sous-critères                        Points',
        '     ==========================================================================',
        '     Valeur technique                                                      60',
        '                                     Moyens humains : effectifs,           35',
        '                                     qualifications, remplacements',
        '',
        '                                     Organisation du service : rondes,     25',
        '                                     consignes, main courante',
        '',
        '     Prix                            Montant annuel de la DPGF             40',
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, weight]) => weight)).toEqual([60, 40]);
    expect(subWeights(p.Critères['Technique'])).toEqual([35, 25]);
  });

  it("parts a criterion's row at its sub-criteria numbered '2.1 –', each wording wrapped above its weight", () => {
    const p = read(
      [
        'Les critères d’attribution sont les suivants :',
        '',
        '   Critère                                                              Pondération',
        '   ─────────────────────────────────────────────────────────────────────────────────',
        '   1 – Prix, apprécié au regard d’un DQE non contractuel                     60 %',
        '',
        '   2 – Valeur technique, appréciée au regard du mémoire technique            40 %',
        '       et décomposée comme suit :',
        '       2.1 – Organisation des chantiers et gestion de la sécurité',
        '             des usagers (signalisation temporaire)                          25 %',
        '       2.2 – Qualité des produits : certification, durabilité,',
        '             rétroréflexion                                                  15 %',
        '   ─────────────────────────────────────────────────────────────────────────────────',
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, weight]) => weight)).toEqual([60, 40]);
    expect(subWeights(p.Critères['Technique'])).toEqual([25, 15]);
  });

  it('parts a numbered row at its numbers, a wording wrapped above its weight', () => {
    const p = read(
      [
        '       ANNEXE 1 – CRITÈRES DE JUGEMENT DES OFFRES                         ',
        '',
        '',
        '  N°    Critère / sous-critère                                               Pondération',
        '  ─────────────────────────────────────────────────────────────────────────────────────',
        '  1     Prix des prestations (montant du DQE)                                        40 %',
        '',
        '  2     Valeur technique (appréciée au vu du mémoire technique)                     45 %',
        '  2.1      Méthodologie de dragage                                                  20 %',
        '  2.2      Moyens matériels et humains                                              15 %',
        '  2.3      Planning prévisionnel et phasage vis-à-vis de l’exploitation',
        '           portuaire                                                                10 %',
        '',
        '  3     Performance environnementale                                                15 %',
        '  3.1      Suivi de la turbidité                                                    10 %',
        '  3.2      Émissions de la flotte                                                    5 %',
        '  ─────────────────────────────────────────────────────────────────────────────────────',
        '        TOTAL                                                                      100 %',
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, weight]) => weight)).toEqual([40, 45, 15]);
    expect(subCriteria(p.Critères['Technique'])).toEqual([
      ['Méthodologie de dragage', 20],
      ['Moyens matériels et humains', 15],
      ["Planning prévisionnel et phasage vis-à-vis de l'exploitation portuaire", 10],
    ]);
  });

  it('reads a table framed by box-drawing corners', () => {
    const p = read(
      [
        'Les critères ci-après s’appliquent à chacun des lots.',
        '',
        '    ┌──────────────────────────────────────────────────────────┬─────────────┐',
        '      Critères                                                    Pondération',
        '    ├──────────────────────────────────────────────────────────┼─────────────┤',
        '      A. Prix (montant de la DPGF)                                    40 %',
        '',
        '      B. Valeur technique                                             60 %',
        '',
        '         B1. Méthodologie d’intervention en milieu                    35 %',
        '             hospitalier en activité',
        '',
        '         B2. Moyens humains et matériels                              25 %',
        '    └──────────────────────────────────────────────────────────┴─────────────┘',
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, weight]) => weight)).toEqual([40, 60]);
    expect(subWeights(p.Critères['Technique'])).toEqual([35, 25]);
  });

  it('reads a table under a long rule of equals signs', () => {
    const rule = `       ${'='.repeat(84)}`;
    const p = read(
      [
        '    8.1 Critères d’attribution',
        '',
        rule,
        '       Critères                                                      Pondération (points)',
        rule,
        '       1. Valeur technique                                                            55',
        '          1.1 Méthodologie proposée pour chacune des phases                           25',
        '          1.2 Composition et compétences de l’équipe                                  30',
        '       2. Prix                                                                        35',
        '       3. Délais de réalisation des audits                                            10',
        rule,
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, weight]) => weight)).toEqual([55, 35, 10]);
    expect(subWeights(p.Critères['Technique'])).toEqual([25, 30]);
  });
});

describe('sub-criteria detailed after a table with a column per lot', () => {
  it('gives each lot the shares of its criterion detailed for every lot, the first as heavy as the criterion', () => {
    const p = read(
      [
        'Les offres sont jugées lot par lot selon les critères pondérés ci-après :',
        'Critères\tLot 1\tLot 2',
        'Prix\t50 %\t60 %',
        'Qualité et performances techniques\t50 %\t40 %',
        'Total\t100 %\t100 %',
        '',
        'Critère n°2 – Qualité et performances techniques : il se décompose, pour l’ensemble des lots, en sous-critères pondérés en pourcentage de la note du critère :',
        '- Ergonomie et facilité d’utilisation : 50 % ;',
        '- Sécurité du patient : 30 % ;',
        '- Conditionnement et traçabilité : 20 %.',
      ].join('\n'),
    );
    expect(lotWeights(p)).toEqual([
      ['1', [50, 50]],
      ['2', [60, 40]],
    ]);
    expect(p.Lots?.map((lot) => subWeights(lot.Critères['Technique']))).toEqual([
      [25, 15, 10],
      [20, 12, 8],
    ]);
  });
});

describe('a number within the wording of a table cell', () => {
  it('is no weight when the row weighs in its last cell', () => {
    const p = read(
      [
        'Critères et pondération :',
        'N°\tCritère / sous-critère\tÉléments d’appréciation\tPondération',
        '1\tPrix\tPrix journalier du circuit\t45 %',
        '2\tValeur technique\tAppréciée au vu du mémoire\t40 %',
        '2.1\tMoyens matériels\tÉquipements de sécurité (ceintures 3 points, éthylotest)\t20 %',
        '2.2\tOrganisation du service\tFormation des conducteurs\t20 %',
        '3\tPerformance environnementale\tNormes Euro des véhicules\t15 %',
        'TOTAL\t\t\t100 %',
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, weight]) => weight)).toEqual([45, 40, 15]);
    expect(subWeights(p.Critères['Technique'])).toEqual([20, 20]);
  });
});

describe('a sub-criterion numbered before a colon', () => {
  it("reads 'dont 2.a : sécurité, télémesure ..... 20 %' as a sub-criterion worded after its number", () => {
    const p = read(
      [
        'Lot n° 1 – Azote liquide',
        '    1) Prix ........................................................ 55 %',
        '    2) Valeur technique ............................................ 30 %',
        '          dont 2.a : sécurité d’approvisionnement, télémesure des niveaux ..... 20 %',
        '          dont 2.b : modalités d’installation, d’entretien des réservoirs ..... 10 %',
        '    3) Performance environnementale ................................ 15 %',
      ].join('\n'),
    );
    expect(weights(p.Critères).map(([, weight]) => weight)).toEqual([55, 30, 15]);
    expect(subCriteria(p.Critères['Technique'])).toEqual([
      ["sécurité d'approvisionnement, télémesure des niveaux", 20],
      ["modalités d'installation, d'entretien des réservoirs", 10],
    ]);
  });
});
