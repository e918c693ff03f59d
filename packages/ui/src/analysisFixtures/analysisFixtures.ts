// Story data for the analysis workflow: a realistic French tender (DCE folders, companies, bills of
// quantities). Deterministic, so screenshots and play functions see the same data on every run.
import type {
  CategoryEvaluation,
  CompanyAnalysis,
  EditorCriterion,
  FinancialOffer,
  PriceItem,
} from '@mieux-disant/domain';
import type { TreeFile } from '../FileTree';

/** A small linear congruential generator: the same sequence on every run. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

export const COMPANY_NAMES = [
  'Constructions Dauphinoises',
  'Menuiseries Savoyardes SARL',
  'Électricité Générale du Grésivaudan',
  'Atelier Charpente Bérard',
  'SOGEBAT Isère',
  'Plâtrerie Martin & Fils',
  'Chambéry Énergies Services',
  'Entreprise Léon Rossi',
  'Groupe Alpes Rénovation',
  'SARL Couverture Perrin',
  'Ingénierie Thermique Vercors',
  'Bois & Structures du Léman',
  'Maçonnerie Fabre',
  'Société Nouvelle Giraud BTP',
  'Coopérative Artisans du Trièves',
] as const;

export const TENDER_TITLE = 'Réhabilitation du groupe scolaire Jules Ferry — lots 01 à 05';

export const TENDER_SUMMARY =
  "La commune de Coupvray lance une procédure adaptée pour la réhabilitation du groupe scolaire Jules Ferry : installations de chantier et démolition, charpente et couverture, plâtrerie et menuiseries intérieures, électricité. Le marché est alloti en cinq lots, la date limite de remise des offres est fixée au 12 mars 2026 à 12 h. Les offres sont jugées sur le prix (40 %), la valeur technique (40 %, dont la méthodologie d'exécution et les moyens humains) et les performances environnementales (20 %).";

// ---------------------------------------------------------------- files

const TENDER_FILES = [
  'RC_2026FCSSA0025.pdf',
  'CCAP_2026FCSSA0025.pdf',
  'CCTP_2026FCSSA0025.pdf',
  'CRF_2026FCSSA0025.xlsx',
  'DC1.docx',
  'DC2.docx',
  'plans/Plan_masse.pdf',
  'plans/Facade_nord.jpg',
  'plans/Facade_sud.png',
  'annexes/Rapport_amiante.pdf',
  'annexes/Etude_de_sol.pdf',
];

/** The tender folder as dropped: a few PDFs, the price schedule, Word forms and plans. */
export const tenderFiles: TreeFile[] = TENDER_FILES.map((path, index) => ({
  id: `t${index + 1}`,
  path,
  pageCount: path.endsWith('.pdf') ? [15, 22, 48, 0, 0, 0, 3, 0, 0, 31, 64][index] : undefined,
}));

/** A company folder: its memoir, forms, references and the priced bill (DQE). */
export function companyFiles(prefix: string): TreeFile[] {
  return [
    'Memoire_technique.pdf',
    'DQE_lot01.xlsx',
    'DQE_lot01_version_imprimable.pdf',
    'administratif/DC1_signe.pdf',
    'administratif/DC2_signe.pdf',
    'administratif/Kbis.pdf',
    'administratif/Attestation_URSSAF.pdf',
    'references/Chantier_ecole_Meylan.jpg',
    'references/Liste_references.xls',
    'Planning_previsionnel.odt',
  ].map((path, index) => ({
    id: `${prefix}-${index + 1}`,
    path,
    pageCount: path.endsWith('.pdf') ? [38, 0, 6, 4, 3, 1, 2][index] : undefined,
  }));
}

const FOLDERS = [
  '01_Pieces_administratives',
  '02_Pieces_techniques',
  '03_Plans',
  '04_Diagnostics',
  '05_Photographies',
];
const EXTENSIONS = ['pdf', 'pdf', 'pdf', 'jpg', 'png', 'xlsx', 'docx', 'dwg'];

/** A very large dossier (2,000 files across lots and sub-folders) to measure the tree. */
export function manyFiles(count = 2000): TreeFile[] {
  const random = seeded(42);
  return Array.from({ length: count }, (_, index) => {
    const lot = `Lot-${String((index % 5) + 1).padStart(2, '0')}`;
    const folder = FOLDERS[Math.floor(index / 5) % FOLDERS.length];
    const extension = EXTENSIONS[Math.floor(random() * EXTENSIONS.length)];
    const name = `Piece_${String(index + 1).padStart(4, '0')}.${extension}`;
    return {
      id: `m${index + 1}`,
      path: `${lot}/${folder}/${name}`,
      pageCount: extension === 'pdf' ? 1 + Math.floor(random() * 12) : undefined,
    };
  });
}

// ---------------------------------------------------------------- criteria

function criterion(
  id: string,
  name: EditorCriterion['name'],
  weight: number,
  overrides: Partial<EditorCriterion> = {},
): EditorCriterion {
  return {
    id,
    name,
    label: '',
    weight,
    formula: '',
    variables: [],
    text: '',
    subCriteria: [],
    expanded: true,
    ...overrides,
  };
}

/** The criteria phase 1 extracts from the Grenoble INP RC (weights sum to 100). */
export const tenderCriteria: EditorCriterion[] = [
  criterion('c1', 'Financier', 40, {
    label: 'Prix des prestations',
    formula: 'Note = 40 * Pmin / Poffre',
    variables: [
      { name: 'Note', description: 'Note financière du candidat sur 40' },
      { name: 'Pmin', description: "Prix de l'offre la moins disante" },
      { name: 'Poffre', description: "Prix de l'offre examinée" },
    ],
  }),
  criterion('c2', 'Technique', 40, {
    label: 'Performances techniques du système',
    subCriteria: [
      criterion('c2a', 'Technique', 20, {
        label: 'Finesse de structuration laser',
        text: 'Largeur de piste minimale et précision de positionnement démontrées par essais.',
      }),
      criterion('c2b', 'Technique', 20, { label: 'Performances du procédé de fabrication intégré' }),
    ],
  }),
  criterion('c3', 'Qualité', 10, {
    label: 'Qualité des services associés : livraison, installation et mise en service, formation, SAV',
    text: "Délais d'intervention du SAV, contenu et durée de la formation des utilisateurs.",
  }),
  criterion('c4', 'Environnement', 10, {
    label: "Performances en matière de protection de l'environnement en lien avec l'objet du marché",
  }),
];

// ---------------------------------------------------------------- company analyses

const STRENGTHS = [
  'Méthodologie de phasage détaillée, compatible avec le maintien des cours pendant les travaux',
  'Équipe encadrante expérimentée en réhabilitation de bâtiments scolaires',
  'Références récentes et comparables en site occupé',
  'Plan d’installation de chantier précis, accès livraisons séparés des accès élèves',
  'Gestion des déchets de chantier avec filières de valorisation identifiées',
];
const WEAKNESSES = [
  'Planning peu détaillé pour les périodes de congés scolaires',
  'Moyens matériels décrits de façon générique',
  'Absence de variante pour le désamiantage des faux plafonds',
  'Sous-traitance du lot électricité non justifiée',
];

function evaluation(random: () => number, outOf: number, what: string): CategoryEvaluation {
  const note = Math.round((outOf / 2 + random() * (outOf / 2)) * 2) / 2;
  return {
    note: `${String(note).replace('.', ',')}/${outOf}`,
    détail: `${what} : offre ${note >= outOf * 0.75 ? 'solide et argumentée' : 'correcte mais incomplète sur plusieurs points'}.`,
    points_positifs: STRENGTHS.filter(() => random() > 0.45).slice(0, 3),
    points_négatifs: WEAKNESSES.filter(() => random() > 0.55).slice(0, 2),
  };
}

/** One analysis per company, as phase 2 returns them (notes on 20, overall on 100). */
export function companyAnalyses(count: number = COMPANY_NAMES.length): CompanyAnalysis[] {
  const random = seeded(7);
  return COMPANY_NAMES.slice(0, count).map((compagnie, index) => {
    const overall = (55 + random() * 40).toFixed(1);
    const allDocuments = random() > 0.3;
    return {
      id: `a${index + 1}`,
      compagnie,
      rang: index + 1,
      Administratif: {
        documents: {
          'DC1 - Lettre de candidature': { présent: true, détail: 'Signé par le gérant le 02/03/2026' },
          'DC2 - Déclaration du candidat': { présent: true, détail: 'Complet' },
          'Attestation URSSAF': {
            présent: allDocuments,
            détail: allDocuments ? 'Datée de moins de six mois' : 'Document absent du dossier',
          },
          'Extrait Kbis': { présent: true, détail: 'Extrait du 15/01/2026' },
        },
      },
      Technique: evaluation(random, 20, 'Valeur technique'),
      Financier: {
        note: `${(10 + random() * 10).toFixed(1).replace('.', ',')}/20`,
        détail: 'Note calculée par la formule Note = 40 × Pmin / Poffre',
      },
      Méthodologie: evaluation(random, 20, 'Méthodologie'),
      Environnement: index % 4 === 3 ? undefined : evaluation(random, 20, 'Performance environnementale'),
      Sécurité: evaluation(random, 20, 'Sécurité et prévention'),
      Expérience: {
        ...evaluation(random, 20, 'Expérience'),
        équipes: [
          'Conducteur de travaux : 15 ans en réhabilitation',
          'Chef de chantier : habilitation amiante SS4',
          `${3 + (index % 4)} compagnons qualifiés`,
        ],
      },
      Délais: {
        note: `${14 + (index % 6)}/20`,
        détail: 'Délai global de 9 mois respecté',
        planning: {
          preparation: {
            titre: 'Période de préparation',
            début: '2026-04-01',
            fin: `2026-04-${10 + (index % 15)}`,
            détail: 'Visites, PPSPS, commandes',
          },
          demolition: {
            titre: 'Démolition et désamiantage',
            début: `2026-04-${15 + (index % 10)}`,
            fin: `2026-06-${10 + (index % 15)}`,
            détail: 'Pendant les vacances de printemps',
          },
          grosOeuvre: {
            titre: 'Gros œuvre et charpente',
            début: '2026-07-01',
            fin: `2026-09-${10 + (index % 18)}`,
            détail: 'Été, site inoccupé',
          },
          reception: {
            titre: 'Réception des travaux',
            début: `2026-12-${10 + (index % 10)}`,
            fin: `2026-12-${20 + (index % 8)}`,
            détail: 'OPR puis levée des réserves',
          },
        },
      },
      Evaluation_globale: {
        note: `${overall}/100`,
        points_positifs: STRENGTHS.slice(index % 3, (index % 3) + 2),
        points_négatifs: WEAKNESSES.slice(index % 2, (index % 2) + 1),
      },
      Références: {
        liste_références: [
          `Groupe scolaire Jean Macé, ${['Meylan', 'Voiron', 'Échirolles'][index % 3]} (2024) — 2,1 M€ HT`,
          'Collège Henri Wallon, Saint-Martin-d’Hères (2023) — 3,4 M€ HT',
          'Médiathèque intercommunale du Grésivaudan (2022) — 1,2 M€ HT',
        ],
      },
    };
  });
}

// ---------------------------------------------------------------- financial offers

const SECTIONS = [
  'Installations de chantier',
  'Démolition',
  'Maçonnerie',
  'Charpente bois',
  'Couverture zinc',
  'Plâtrerie',
  'Menuiseries intérieures',
  'Électricité courants forts',
  'Plomberie sanitaire',
  'Peinture',
];
const WORKS = [
  'Fourniture et pose de',
  'Dépose soignée de',
  'Réalisation de',
  'Mise en œuvre de',
  'Reprise de',
];
const ITEMS = [
  ['cloison en plaques de plâtre BA13 sur ossature', 'm²'],
  ['porte intérieure isoplane 83 × 204', 'u'],
  ['chape ciment ép. 5 cm', 'm²'],
  ['gaine technique coupe-feu EI 60', 'ml'],
  ['tableau électrique divisionnaire', 'u'],
  ['chevêtre bois pour trémie', 'u'],
  ['peinture acrylique deux couches sur murs', 'm²'],
  ['évacuation des gravats en centre agréé', 'ens'],
] as const;

/** The priced bills of `companies` companies over `lines` price lines (unit prices differ by company). */
export function financialOffers(companies: number, lines: number): FinancialOffer[] {
  const random = seeded(11);
  const base = Array.from({ length: lines }, (_, index) => {
    const [item, unit] = ITEMS[index % ITEMS.length] ?? ITEMS[0];
    const section = SECTIONS[Math.floor(index / Math.max(1, lines / SECTIONS.length))] ?? 'Divers';
    return {
      priceNumber: `${Math.floor(index / 100) + 1}.${String((index % 100) + 1).padStart(2, '0')}`,
      description: `${section} — ${WORKS[index % WORKS.length]} ${item}`,
      unit,
      quantity: 1 + Math.floor(random() * 60),
      price: 15 + random() * 300,
    };
  });
  return COMPANY_NAMES.slice(0, companies).map((name, company) => {
    const factor = 0.97 + random() * 0.06;
    let total = 0;
    const items: PriceItem[] = base.map((line, index) => {
      // Mostly close to the average; on every 9th line one company is far off; one price is missing.
      const spread = index % 9 === 0 && index % companies === company ? 1.45 : 1 + (random() - 0.5) * 0.06;
      const missing = index === 3 && company === 1;
      const unitPrice = line.price * factor * spread;
      const lineTotal = unitPrice * line.quantity;
      if (!missing) total += lineTotal;
      return {
        priceNumber: line.priceNumber,
        description: line.description,
        unit: line.unit,
        estimatedQuantity: String(line.quantity),
        unitPrice: missing ? null : unitPrice.toFixed(2),
        totalPrice: missing ? null : lineTotal.toFixed(2),
      };
    });
    return { name, global_price: total.toFixed(2), items };
  });
}

/** Three companies, one line far from the average: the smallest readable gap story. */
export const gapOffers: FinancialOffer[] = [
  { name: 'Constructions Dauphinoises', lines: ['100.00', '50.00', '20.00'] },
  { name: 'Menuiseries Savoyardes SARL', lines: ['108.00', '50.00', '20.00'] },
  { name: 'Atelier Charpente Bérard', lines: ['92.00', '70.00', null] },
].map(({ name, lines }) => {
  const labels = [
    ['1.01', 'Cloison en plaques de plâtre BA13', 'm²', '120'],
    ['1.02', 'Porte intérieure isoplane 83 × 204', 'u', '14'],
    ['1.03', 'Peinture acrylique deux couches', 'm²', '300'],
  ] as const;
  const items: PriceItem[] = labels.map(([priceNumber, description, unit, quantity], index) => {
    const unitPrice = lines[index] ?? null;
    return {
      priceNumber,
      description,
      unit,
      estimatedQuantity: quantity,
      unitPrice,
      totalPrice: unitPrice === null ? null : (Number(unitPrice) * Number(quantity)).toFixed(2),
    };
  });
  const total = items.reduce((sum, item) => sum + Number(item.totalPrice ?? 0), 0);
  return { name, global_price: total.toFixed(2), items };
});
