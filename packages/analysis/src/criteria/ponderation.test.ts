import { readFileSync } from 'node:fs';
import { evaluateFormula } from '@mieux-disant/domain';
import type { Ponderation, PonderationCriterion } from '@mieux-disant/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEEDS_SHARED_CORPUS, corpusPath, inCorpus } from '../../test/corpus';
import { closeTextWorkers, extractText } from '../text';
import { extractPonderation } from '.';

/** The 2020 notices and their answer keys are in the shared corpus only. */
const NOTICES = inCorpus('answers/notices-2020.json', 'notices-2020/');
const NOTICES_SUITE = `extractPonderation on the 2020 notices, against their answer keys ${NEEDS_SHARED_CORPUS}`;
const noticeKeys = (): AnswerEntry[] =>
  NOTICES ? (JSON.parse(readFileSync(corpusPath('answers/notices-2020.json'), 'utf8')) as AnswerEntry[]) : [];

interface AnswerEntry {
  file: string;
  lot: string | null;
  criteria: {
    label: string;
    weight: number;
    category: string;
    subcriteria: { label: string; weight: number | null }[];
  }[];
}

async function rcPonderation(relative: string): Promise<Ponderation> {
  const name = relative.split('/').pop()!;
  const result = await extractText({ path: name, bytes: readFileSync(corpusPath(relative)) });
  return extractPonderation([{ path: name, pages: result.pages }], name);
}

function textPonderation(text: string, path = 'avis.txt'): Ponderation {
  return extractPonderation([{ path, pages: [{ file: path, page: 1, text }] }], path);
}

function notice(file: string): Ponderation {
  return textPonderation(readFileSync(corpusPath(file), 'utf8'), file.split('/').pop());
}

const summary = (criteria: Record<string, PonderationCriterion>) =>
  Object.entries(criteria)
    .map(([key, c]) => `${key.replace(/ \(\d+\)$/, '')}=${c.Pondération}`)
    .sort();

const weightsOf = (p: Ponderation): number[] =>
  [p.Critères, ...(p.Lots ?? []).map((lot) => lot.Critères)]
    .flatMap((criteria) =>
      Object.values(criteria).flatMap((c) => [
        c.Pondération,
        ...Object.values(c['Sous-critères'] ?? {}).map((s) => s.Pondération),
      ]),
    )
    .filter((w) => w !== undefined);

afterAll(() => closeTextWorkers());

describe('extractPonderation on the Grenoble INP RC (PDF)', () => {
  let p: Ponderation;
  beforeAll(async () => {
    p = await rcPonderation('rc/grenoble-inp-2026FCSSA0025/RC_2026FCSSA0025.pdf');
  });

  it('finds the four criteria with their weights as written and the wording of the RC', () => {
    expect(summary(p.Critères)).toEqual(['Environnement=10', 'Financier=40', 'Qualité=10', 'Technique=40']);
    expect(p.Critères['Financier']!.Libellé).toBe('Prix des prestations');
    expect(p.Critères['Technique']!.Libellé).toBe('Performances techniques du système');
    expect(p.Critères['Qualité']!.Libellé).toBe('Qualité des services associés');
    expect(p.Critères['Qualité']!.Détails).toMatch(
      /livraison, installation et mise en service,? formation, SAV et Support technique/,
    );
    expect(p.Lots).toBeUndefined();
  });

  it('nests the two weighted sub-criteria under the technical criterion', () => {
    const subs = p.Critères['Technique']!['Sous-critères']!;
    expect(Object.keys(subs)).toEqual([
      'Finesse de structuration laser',
      'Performances du procédé de fabrication intégré',
    ]);
    expect(Object.values(subs).map((s) => s.Pondération)).toEqual([20, 20]);
  });

  it('states no price formula, since the RC gives none, and cites the page', () => {
    expect(p.Critères['Financier']!.Évaluation.Formule.Expression).toBe('');
    expect(p.Critères['Financier']!.Détails).toContain('RC_2026FCSSA0025.pdf, page 11');
  });

  it('gives the tender facts and a French summary', () => {
    expect(p.Constantes['Objet']).toMatch(/machine de prototypage de circuits/);
    expect(p.Constantes['Acheteur']).toMatch(/Grenoble/);
    expect(p.Constantes['Date limite']).toMatch(/15 JUILLET 2026/i);
    expect(p.Constantes['Pièces à fournir']).toEqual(
      expect.arrayContaining([
        'Cadre de réponse financier',
        'Cadre de réponse technique et environnemental (CRTE)',
      ]),
    );
    expect(p.Résumé).toMatch(/^Consultation « .*prototypage/);
    expect(p.Résumé).toContain("Critères d'attribution : Prix des prestations (40)");
  });
});

describe('extractPonderation on the IFPRA RC (PDF, points, price formula)', () => {
  it('reads weights in points and turns the stated price formula into an expression', async () => {
    const p = await rcPonderation('rc/ifpra-2026-moteur-agri/RC.pdf');
    expect(summary(p.Critères)).toEqual(['Délais=5', 'Environnement=5', 'Financier=50', 'Technique=40']);
    const formula = p.Critères['Financier']!.Évaluation.Formule;
    expect(formula.Expression).toBe('(Pmin / P) * 50');
    expect(formula.Variables['Pmin']).toMatch(/offre la moins chère/);
    expect(formula.Variables['P']).toMatch(/offre à noter/);
    const note = evaluateFormula(formula.Expression, { Pmin: '80000', P: '100000' });
    expect(note.ok && note.value.toString()).toBe('40');
  });
});

describe.skipIf(!NOTICES)(NOTICES_SUITE, () => {
  const keys = noticeKeys();
  const files = [...new Set(keys.map((k) => k.file))];
  const sample = files.filter((_, i) => i % 3 === 0);

  it.each(sample)('%s: top-level weights and names as in the key', (file) => {
    const entries = keys.filter((k) => k.file === file);
    const p = notice(file);
    for (const entry of entries) {
      const lot = entry.lot ? p.Lots?.find((l) => l.Lot === /\d+/.exec(entry.lot!)?.[0]) : undefined;
      if (entry.lot) expect(lot).toBeDefined();
      const expected = entry.criteria.map((c) => `${c.category}=${c.weight}`).sort();
      expect(summary(lot?.Critères ?? p.Critères)).toEqual(expected);
    }
  });

  it('keeps lots apart when their criteria differ, with the formula stated for all lots', () => {
    const p = notice('notices-2020/35612541_T455644474.txt');
    expect(p.Lots?.map((lot) => lot.Lot)).toEqual(['1', '2', '3']);
    expect(summary(p.Lots![2]!.Critères)).toEqual([
      'Délais=20',
      'Expérience=20',
      'Financier=40',
      'Qualité=20',
    ]);
    expect(p.Lots![0]!.Critères['Financier']!.Évaluation.Formule.Expression).toBe('(Pmin / P) * 40');
  });

  it('reads a flat form list "Valeur technique : X / Pondération" as sub-criteria', () => {
    const p = notice('notices-2020/35616599_T455652651.txt');
    expect(summary(p.Critères)).toEqual(['Financier=60', 'Technique=40']);
    const subs = p.Critères['Technique']!['Sous-critères']!;
    expect(Object.values(subs).map((s) => s.Pondération)).toEqual([16, 10, 2, 11, 1]);
  });
});

describe('weights written in other common ways', () => {
  it('reads a "Critères | Pondération" table whose weights are bare numbers', () => {
    const p = textPonderation(
      [
        '7.2 Jugement des offres',
        'Critères\tPondération',
        'Prix des prestations\t60',
        'Valeur technique\t30',
        "Délai d'exécution\t10",
        'Article 8',
      ].join('\n'),
    );
    expect(summary(p.Critères)).toEqual(['Délais=10', 'Financier=60', 'Technique=30']);
  });

  it('shares a criterion out by its sub-criteria coefficients, to the hundredth, and says how', () => {
    const p = textPonderation(
      "Critères d'attribution :\nValeur technique : 40 %\n- méthodologie (coef. 2)\n- moyens humains (coef. 1)\n- planning (coef. 1)\nPrix : 60 %",
    );
    const subs = Object.values(p.Critères.Technique!['Sous-critères']!);
    expect(subs.map((sub) => sub.Pondération)).toEqual([20, 10, 10]);
    expect(subs[1]!.Détails).toContain('Pondération déduite du coefficient 1 sur 4, soit 1/4 de 40.');
    const thirds = textPonderation(
      "Critères d'attribution :\nValeur technique : 40 %\n- méthodologie (coef. 1)\n- moyens humains (coef. 1)\n- planning (coef. 1)\nPrix : 60 %",
    );
    const rounded = Object.values(thirds.Critères.Technique!['Sous-critères']!);
    expect(rounded.map((sub) => sub.Pondération)).toEqual([13.34, 13.33, 13.33]);
    expect(rounded[2]!.Détails).toContain('soit 1/3 de 40, arrondi au centième');
  });

  it('brings weights on another whole to 100, sub-criteria to their criterion, and keeps the written ones', () => {
    const p = textPonderation(
      "Critères d'attribution, notés sur 20 :\n- Prix : 12 points\n- Valeur technique : 8 points, dont méthodologie 5 points et moyens 3 points\n",
    );
    expect(summary(p.Critères)).toEqual(['Financier=60', 'Technique=40']);
    expect(p.Critères.Financier!.Détails).toContain('Pondération du règlement : 12 sur 20.');
    const subs = Object.values(p.Critères.Technique!['Sous-critères']!);
    expect(subs.map((sub) => sub.Pondération)).toEqual([25, 15]);
    expect(subs[0]!.Détails).toContain('Pondération du règlement : 5 sur 8.');
    expect(p.Résumé).toContain('sont ramenées sur 100');
    expect(p.Résumé).not.toMatch(/totalisent/);
    // Sub-criteria in percent of their criterion become shares of its weight.
    const shares = textPonderation(
      "Critères d'attribution :\n- Prix : 40 %\n- Valeur technique : 60 %, décomposée en méthodologie (50 %) et moyens (50 %)\n",
    );
    expect(Object.values(shares.Critères.Technique!['Sous-critères']!).map((sub) => sub.Pondération)).toEqual(
      [30, 30],
    );
    // Weights that make no whole are left as read, and the summary says they do not add up.
    const short = textPonderation("Critères d'attribution :\n- Prix : 40 %\n- Valeur technique : 50 %\n");
    expect(summary(short.Critères)).toEqual(['Financier=40', 'Technique=50']);
    expect(short.Résumé).toMatch(/totalisent 90/);
  });

  it('reads weights written on 100 and sub-criteria numbered 2.1, 2.2', () => {
    expect(
      summary(
        textPonderation("Critères d'attribution :\n- Prix : 60/100\n- Valeur technique : 40/100").Critères,
      ),
    ).toEqual(['Financier=60', 'Technique=40']);
    const p = textPonderation(
      [
        'Article 8 - Jugement des offres',
        'Critère Points',
        '1. Prix 50',
        '2. Méthodologie 30',
        '2.1 Organisation du chantier 20',
        '2.2 Moyens humains 10',
        '3. Délais 20',
      ].join('\n'),
    );
    expect(summary(p.Critères)).toEqual(['Délais=20', 'Financier=50', 'Méthodologie=30']);
    expect(Object.keys(p.Critères['Méthodologie']!['Sous-critères']!)).toEqual([
      'Organisation du chantier',
      'Moyens humains',
    ]);
  });
});

describe('criteria lists as RCs write them', () => {
  const cases: [string, string, string[]][] = [
    [
      'dot leaders',
      'ARTICLE 6 : JUGEMENT DES OFFRES\nCritères pondérés suivants :\nPrix des prestations ........ 60 %\nValeur technique ........ 40 %',
      ['Financier=60', 'Technique=40'],
    ],
    [
      'weights first, in a sentence',
      "Critères d'attribution : selon la pondération suivante : 40 % pour le prix et 60 % pour la valeur technique.",
      ['Financier=40', 'Technique=60'],
    ],
    [
      'weights in brackets',
      'Critère n°1 : Prix (pondération : 60 %)\nCritère n°2 : Valeur technique (pondération : 40 %)',
      ['Financier=60', 'Technique=40'],
    ],
    [
      'a heading before the list',
      'Analyse des offres : Prix 40%, Valeur technique 50% (dont méthodologie 30% et moyens 20%), Délais 10%.',
      ['Délais=10', 'Financier=40', 'Technique=50'],
    ],
    [
      'weights column first',
      'Critères de sélection des offres\nPondération Critères\n60 % Prix\n30 % Valeur technique\n10 % Performances environnementales',
      ['Environnement=10', 'Financier=60', 'Technique=30'],
    ],
  ];

  it.each(cases)('%s', (_name, text, expected) => {
    expect(summary(textPonderation(text).Critères)).toEqual(expected);
  });

  it('reads a Word table, one paragraph per cell', () => {
    const text =
      "Critères d'attribution\n\n\n\nPrix\n\n\n\n50 points\n\n\n\nValeur technique\n\n\n\n50 points\n";
    expect(summary(textPonderation(text, 'RC.docx').Critères)).toEqual(['Financier=50', 'Technique=50']);
  });

  it('nests bulleted sub-criteria in points', () => {
    const p = textPonderation(
      [
        'Les critères de jugement des offres sont :',
        '• Le prix (50 points)',
        '• La valeur technique (40 points), dont :',
        '  o Méthodologie (20 points)',
        '  o Moyens humains et matériels (20 points)',
        "• Le délai d'exécution (10 points)",
      ].join('\n'),
    );
    expect(summary(p.Critères)).toEqual(['Délais=10', 'Financier=50', 'Technique=40']);
    expect(Object.keys(p.Critères['Technique']!['Sous-critères']!)).toEqual([
      'Méthodologie',
      'Moyens humains et matériels',
    ]);
  });

  it('leaves out weights that rank candidates rather than offers', () => {
    const text =
      'Les candidatures seront examinées au regard des critères suivants : 1° Organisation et moyens du candidat : 60% 2° Références similaires : 40%';
    expect(weightsOf(textPonderation(text))).toEqual([]);
  });
});

describe('lots', () => {
  it('gives every lot the RC names the general criteria, and its own to the lot that departs from them', () => {
    const p = textPonderation(
      [
        'RÈGLEMENT DE LA CONSULTATION',
        'Lot 1 Gros œuvre - Lot 2 Charpente bois - Lot 3 Électricité',
        'ARTICLE 8 - JUGEMENT DES OFFRES',
        'Pour chaque lot, les offres seront jugées selon les critères suivants :',
        ' Prix : 60 %',
        ' Valeur technique : 40 %',
        'Par dérogation, pour le lot 3, les critères sont les suivants :',
        ' Prix : 50 %',
        ' Valeur technique : 40 %',
        ' Production d’énergie renouvelable : 10 %',
      ].join('\n'),
      'rc.txt',
    );
    expect(
      p.Lots?.map((lot) => [lot.Lot, lot.Intitulé, Object.values(lot.Critères).map((c) => c.Pondération)]),
    ).toEqual([
      ['1', 'Gros œuvre', [60, 40]],
      ['2', 'Charpente bois', [60, 40]],
      ['3', 'Électricité', [50, 40, 10]],
    ]);
  });
});

describe('never an invented weight', () => {
  const unweighted = noticeKeys()
    .filter((k) => k.criteria.length === 0)
    .map((k) => k.file);

  it.each(unweighted)('%s states no weight: none is given', (file) => {
    expect(weightsOf(notice(file))).toEqual([]);
  });

  it('gives no weight for criteria named without one, nor for payment percentages', () => {
    const p = textPonderation(
      [
        'Règlement de la consultation',
        'Objet du marché : entretien des espaces verts de la commune',
        "Critères d'attribution : les offres seront jugées sur le prix, la valeur technique et les délais d'exécution.",
        'Une avance de 5 % est prévue. La retenue de garantie est de 5 %.',
      ].join('\n'),
      'RC.txt',
    );
    expect(weightsOf(p)).toEqual([]);
    expect(Object.keys(p.Critères)).toEqual(['Financier', 'Technique', 'Délais']);
    expect(p.Résumé).toContain(
      "Critères d'attribution cités sans pondération : prix, valeur technique, délais d'exécution",
    );
  });

  it('lists criteria named without weights, with no Pondération, for the evaluator to weight', () => {
    const p = textPonderation(
      [
        'Jugement des offres',
        "Les critères sont les suivants, par ordre décroissant d'importance :",
        '1. Valeur technique',
        '2. Prix',
        '3. Délais de livraison',
      ].join('\n'),
    );
    expect(Object.keys(p.Critères)).toEqual(['Technique', 'Financier', 'Délais']);
    expect(Object.values(p.Critères).every((c) => !('Pondération' in c))).toBe(true);
    expect(p.Résumé).toContain('cités sans pondération');
  });

  it('names each item of a numbered list by its words before the explanation, funding shares aside', () => {
    const p = textPonderation(
      [
        'Les offres sont appréciées selon les critères suivants, énumérés par ordre décroissant',
        "d'importance : 1°) le prix, apprécié au vu du montant total du DQE ; 2°) les délais",
        "d'approvisionnement ; 3°) l'accompagnement vers l'emploi (entretiens, suivi) ;",
        '4°) accessibilité et maillage des lieux de formation.',
        'Le marché est financé à 60 % par le Fonds social européen et à 40 % par la Région.',
      ].join('\n'),
    );
    expect(weightsOf(p)).toEqual([]);
    expect(Object.values(p.Critères).map((c) => c.Libellé)).toEqual([
      'prix',
      "délais d'approvisionnement",
      "accompagnement vers l'emploi",
      'accessibilité et maillage des lieux de formation',
    ]);
  });

  it('lists the criteria that rank the offers, not those that rank the candidates, and weighs none', () => {
    const p = textPonderation(
      [
        'ARTICLE 5 – SÉLECTION DES CANDIDATURES',
        'Si le nombre de candidats est supérieur à cinq, les candidatures seront classées selon les critères suivants :',
        "– références de travaux d'étanchéité de même nature et de même importance (50 %) ;",
        "– moyens humains et matériels de l'entreprise (30 %) ;",
        '– capacité financière (20 %).',
        'ARTICLE 7 – JUGEMENT DES OFFRES',
        'Les offres seront jugées selon les critères énoncés ci-après, hiérarchisés par ordre de priorité décroissante :',
        "   1) la valeur technique de l'offre, appréciée au vu du mémoire technique ;",
        '   2) le prix, apprécié au vu de la DPGF ;',
        "   3) le délai d'exécution, dans la limite de 20 semaines.",
      ].join('\n'),
    );
    expect(weightsOf(p)).toEqual([]);
    expect(Object.values(p.Critères).map((c) => c.Libellé)).toEqual([
      "valeur technique de l'offre",
      'prix',
      "délai d'exécution",
    ]);
  });

  it("weighs criteria said 'd'égale importance' equally, and says so", () => {
    const p = textPonderation(
      [
        'Critères de jugement :',
        "Les offres seront jugées selon les trois critères suivants, d'égale importance :",
        '  - le prix, apprécié au vu du devis type ;',
        '  - la valeur technique ;',
        "  - le délai d'immobilisation des véhicules.",
      ].join('\n'),
    );
    expect(Object.values(p.Critères).map((c) => [c.Libellé, c.Pondération])).toEqual([
      ['prix', 33.33],
      ['valeur technique', 33.33],
      ["délai d'immobilisation des véhicules", 33.34],
    ]);
    expect(p.Résumé).toContain("d'égale importance");
    const explained = textPonderation(
      "7.1 Les offres seront analysées au regard des deux critères suivants, qui sont d'égale\nimportance :\n   - le prix, apprécié sur le montant forfaitaire annuel et sur le\n     montant du devis estimatif ;\n   - la valeur technique, appréciée au vu du mémoire technique.\n",
    );
    expect(Object.values(explained.Critères).map((c) => [c.Libellé, c.Pondération])).toEqual([
      ['prix', 50],
      ['valeur technique', 50],
    ]);
    const lettered = textPonderation(
      "Article 3 – Critères de jugement des offres\nLe marché sera attribué au regard des quatre critères ci-dessous, qui sont d'égale importance :\n   a) le prix, apprécié au vu du bordereau ;\n   b) la qualité des prestations, appréciée au moyen d'un test ;\n   c) les délais de réalisation (délai de remise) ;\n   d) les moyens techniques et humains mis à disposition.\n",
    );
    expect(Object.values(lettered.Critères).map((c) => c.Pondération)).toEqual([25, 25, 25, 25]);
  });

  it('gives the price criterion of criteria without weights the price formula the text states', () => {
    const formulaOf = (text: string) =>
      Object.values(textPonderation(text).Critères).map((c) => c.Évaluation.Formule.Expression);
    const rating =
      "7.2 Le prix est noté sur 10 selon la formule suivante :\n   N = 10 × (Pm / Pc), Pm étant le prix de l'offre la plus basse et Pc le prix de l'offre considérée.\n";
    expect(
      formulaOf(
        "7.1 Les offres seront analysées au regard des deux critères suivants, qui sont d'égale importance :\n   - le prix ;\n   - la valeur technique.\n" +
          rating,
      ),
    ).toEqual(['10 * (Pmin / P)', '']);
    expect(
      formulaOf(
        "7.1 Les critères de jugement sont, par ordre décroissant d'importance :\n   1. le prix ;\n   2. la valeur technique.\n" +
          rating,
      ),
    ).toEqual(['10 * (Pmin / P)', '']);
  });

  it('keeps a weight only where the document writes one', () => {
    const p = textPonderation(
      [
        'Critères de jugement des offres :',
        '- Prix : 60 %',
        '- Valeur technique : 40 %',
        'Les délais seront également appréciés.',
      ].join('\n'),
    );
    expect(summary(p.Critères)).toEqual(['Financier=60', 'Technique=40']);
  });
});
