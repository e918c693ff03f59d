import type { CompanyAnalysis, Ponderation } from '@mieux-disant/domain';
import type { PageText } from '../text';
import { words } from './passages';

export interface CompanyDocument {
  path: string;
  pages: PageText[];
}

interface Known {
  name: string;
  /** the usual document it is, when it is one (its name in USUAL) */
  usual?: string;
  file: RegExp;
  content: RegExp;
}

/** The documents usually asked of candidates, recognised by file name and by their own wording. */
const USUAL: Known[] = [
  { name: 'DC1 (lettre de candidature)', file: /\bdc ?1\b/, content: /lettre de candidature|\bdc ?1\b/ },
  { name: 'DC2 (déclaration du candidat)', file: /\bdc ?2\b/, content: /declaration du candidat|\bdc ?2\b/ },
  { name: 'DUME', file: /\bdume\b/, content: /document unique de marche europeen|\bdume\b/ },
  {
    name: 'Extrait Kbis',
    file: /\bk ?bis\b|extrait k/,
    content: /extrait k ?bis|registre du commerce et des societes|extrait d immatriculation/,
  },
  { name: 'Attestation URSSAF', file: /urssaf|vigilance/, content: /attestation de vigilance|\burssaf\b/ },
  {
    name: 'Attestation de régularité fiscale',
    file: /fiscal|impots|dgfip/,
    content: /regularite fiscale|attestation fiscale/,
  },
  {
    name: 'Attestation d’assurance',
    file: /assurance|rc ?pro|decennale/,
    content: /attestation d assurance|responsabilite civile professionnelle|assurance decennale/,
  },
  { name: 'Acte d’engagement', file: /\bae\b|acte d engagement/, content: /acte d engagement/ },
  {
    name: 'Mémoire technique',
    file: /memoire|offre technique|\bmt\b|cadre de reponse technique/,
    content: /memoire technique|memoire justificatif|cadre de reponse technique/,
  },
  {
    name: 'DQE / BPU',
    file: /\b(dqe|bpu|dpgf|crf)\b|bordereau|detail quantitatif|decomposition du prix/,
    content: /bordereau des prix|detail quantitatif estimatif|decomposition du prix global/,
  },
  {
    name: 'Planning',
    file: /planning|calendrier|gantt/,
    content: /planning previsionnel|calendrier d execution|calendrier previsionnel|retroplanning/,
  },
];

const GENERIC = new Set([
  'copie',
  'pieces',
  'piece',
  'document',
  'documents',
  'signe',
  'signee',
  'dument',
  'original',
]);

function norm(text: string): string {
  return words(text).join(' ');
}

/** A required document named in the RC, matched to a usual one when its wording says so. */
function knownFor(required: string): Known {
  const text = norm(required);
  const usual = USUAL.find((k) => k.content.test(text) || k.file.test(text) || norm(k.name) === text);
  if (usual) return { ...usual, name: required, usual: usual.name };
  const head = words(required).find((w) => w.length >= 4 && !GENERIC.has(w));
  const pattern = head ? new RegExp(`\\b${head.slice(0, 8)}`) : /$^/;
  return { name: required, file: pattern, content: pattern };
}

function requiredDocuments(ponderation: Ponderation): Known[] {
  const listed = ponderation.Constantes['Pièces à fournir'];
  const fromRc = (Array.isArray(listed) ? listed : typeof listed === 'string' ? listed.split(/[;\n]/) : [])
    .map((item) => item.trim())
    .filter((item) => item.length > 0)
    .map(knownFor);
  const covered = new Set(fromRc.map((k) => k.usual));
  return [...fromRc, ...USUAL.filter((u) => !covered.has(u.name)).map((u) => ({ ...u, usual: u.name }))];
}

function findDocument(known: Known, documents: readonly CompanyDocument[], dqePath: string): string | null {
  if (known.usual === 'DQE / BPU') {
    if (documents.some((d) => d.path === dqePath)) return `${dqePath} (DQE désigné)`;
  }
  const byName = documents.find((d) => known.file.test(norm(d.path)));
  if (byName) return `${byName.path} (reconnu par son nom)`;
  for (const doc of documents) {
    const head = norm(doc.pages[0]?.text.slice(0, 400) ?? '');
    if (known.content.test(head))
      return `${doc.path} (reconnu par son contenu, p. ${doc.pages[0]?.page ?? 1})`;
  }
  return null;
}

/** Which of the documents the RC asks for (and the usual ones) a company provided. */
export function administrativeDocuments(
  ponderation: Ponderation,
  documents: readonly CompanyDocument[],
  dqePath: string,
): CompanyAnalysis['Administratif'] {
  const result: CompanyAnalysis['Administratif']['documents'] = {};
  const required = requiredDocuments(ponderation);
  const found = new Map(required.map((known) => [known, findDocument(known, documents, dqePath)]));
  const where = (usual: string) => [...found].find(([known]) => known.usual === usual)?.[1] ?? null;
  const dume = where('DUME');
  const dcs =
    where('DC1 (lettre de candidature)') !== null && where('DC2 (déclaration du candidat)') !== null;
  for (const [known, at] of found) {
    const isDc = known.usual?.startsWith('DC') ?? false;
    result[known.name] = at
      ? { présent: true, détail: `Fourni : ${at}.` }
      : isDc && dume
        ? { présent: true, détail: `Remplacé par le DUME : ${dume}.` }
        : known.usual === 'DUME' && dcs
          ? { présent: true, détail: 'Non requis : DC1 et DC2 fournis.' }
          : {
              présent: false,
              détail:
                'Non trouvé parmi les documents du candidat (ni par le nom du fichier, ni par son contenu).',
            };
  }
  return { documents: result };
}
