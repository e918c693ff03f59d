import type { CompanyAnalysis, Ponderation } from '@mieux-disant/domain';
import type { PageText } from '../text';
import { words } from './passages';

export interface CompanyDocument {
  path: string;
  pages: PageText[];
}

/** A usual document, recognised by its file name or by the title of a page that is that document. */
interface Usual {
  name: string;
  /** What the RC's wording of a piece says when it asks for this document. */
  asked: RegExp;
  /** A file name (words joined by spaces) that is this document. */
  file: RegExp;
  /** A title line of a page that is this document, from its start. */
  title: RegExp;
}

const DC1 = 'DC1 (lettre de candidature)';
const DC2 = 'DC2 (déclaration du candidat)';
const DUME = 'DUME';
const PRICES = 'DQE / BPU';

const USUAL: Usual[] = [
  {
    name: DC1,
    asked: /\bdc ?1\b|lettre de candidature/,
    file: /\bdc ?1\b|lettre de candidature/,
    title: /^(?:formulaire )?(?:dc ?1\b|lettre de candidature)/,
  },
  {
    name: DC2,
    asked: /\bdc ?2\b|declaration du candidat/,
    file: /\bdc ?2\b|declaration du candidat/,
    title: /^(?:formulaire )?(?:dc ?2\b|declaration du candidat)/,
  },
  {
    name: DUME,
    asked: /\bdume\b|document unique de marche europeen/,
    file: /\bdume\b|document unique de marche/,
    title: /^(?:dume\b|document unique de marche europeen)/,
  },
  {
    name: 'Extrait Kbis',
    asked: /\bk ?bis\b|registre du commerce|extrait d immatriculation/,
    file: /\bk ?bis\b|extrait k/,
    title: /^(?:extrait k ?bis|extrait d immatriculation)/,
  },
  {
    name: 'Attestation URSSAF',
    asked: /urssaf|vigilance|regularite sociale/,
    file: /urssaf|vigilance/,
    title: /^attestation de vigilance/,
  },
  {
    name: 'Attestation de régularité fiscale',
    asked: /regularite fiscale|attestation fiscale|obligations fiscales/,
    file: /fiscal|impots|dgfip/,
    title: /^attestation (?:de regularite fiscale|fiscale)/,
  },
  {
    name: 'Attestation d’assurance',
    asked: /assurance|responsabilite civile/,
    file: /assurance|rc ?pro|decennale/,
    title: /^attestation d assurance/,
  },
  {
    name: 'Acte d’engagement',
    asked: /acte d engagement/,
    file: /\bae\b|acte d engagement|\battri ?1\b/,
    title: /^(?:acte d engagement|attri ?1\b)/,
  },
  {
    name: 'Mémoire technique',
    asked: /memoire (?:technique|justificatif)|cadre de reponse techni|offre technique/,
    file: /memoire|offre technique|\bmt\b|cadre de reponse techni|\bcrte?\b/,
    title: /^(?:memoire (?:technique|justificatif)|cadre de reponse techni)/,
  },
  {
    name: PRICES,
    asked:
      /\b(?:dqe|bpu|dpgf|crf)\b|bordereau|detail quantitatif|decomposition du prix|cadre de reponse financ/,
    file: /\b(?:dqe|bpu|dpgf|crf)\b|bordereau|detail quantitatif|decomposition du prix|cadre de reponse financ/,
    title: /^(?:bordereau des prix|detail quantitatif|decomposition du prix|cadre de reponse financ)/,
  },
  {
    name: 'Planning',
    asked: /planning|calendrier d execution/,
    file: /planning|calendrier|gantt/,
    title: /^(?:planning|calendrier (?:d execution|previsionnel))/,
  },
];

/** Declarations the usual forms hold: asked as pieces of their own, given inside the form. */
const INSIDE_FORMS: readonly (readonly [RegExp, readonly string[]])[] = [
  [/declaration sur l honneur|interdiction de soumissionner|cas d exclusion/, [DC1, DUME]],
  [
    /chiffre d affaires|capacite economique|capacites? (?:professionnelles|techniques)|effectifs?/,
    [DC2, DUME],
  ],
];

const GENERIC = new Set(['copie', 'piece', 'pieces', 'document', 'documents', 'signe', 'signee', 'dument']);
const SHORT = new Set(['dans', 'pour', 'avec', 'sans', 'sous', 'leur', 'leurs', 'cette', 'celui']);

function norm(text: string): string {
  return words(text).join(' ');
}

/** How a piece the RC asks for is recognised: as a usual document, else by its own main words. */
interface Piece {
  name: string;
  usual: Usual | null;
  file: RegExp;
  title: RegExp;
}

function pieceOf(asked: string): Piece {
  const text = norm(asked);
  const usual = USUAL.find((u) => u.asked.test(text)) ?? null;
  if (usual) return { name: asked, usual, file: usual.file, title: usual.title };
  const main = words(asked)
    .filter((w) => w.length >= 4 && !GENERIC.has(w) && !SHORT.has(w))
    .slice(0, 2)
    .map((w) => w.slice(0, 6));
  if (main.length === 0) return { name: asked, usual: null, file: /$^/, title: /$^/ };
  const all = main.map((stem) => `(?=.*\\b${stem})`).join('');
  return {
    name: asked,
    usual: null,
    file: new RegExp(`^${all}`),
    title: new RegExp(`^(?=${main[0]})${all}`),
  };
}

/** The pieces of the RC's list ('Pièces à fournir'): only those, never a fixed list. */
function askedPieces(ponderation: Ponderation): Piece[] {
  const listed = ponderation.Constantes['Pièces à fournir'];
  const items = Array.isArray(listed) ? listed : typeof listed === 'string' ? listed.split(/[;\n]/) : [];
  return items
    .map((item) => item.trim())
    .filter((item, i, all) => item.length > 0 && all.indexOf(item) === i)
    .map(pieceOf);
}

/** The first lines of a page, where its title is: a page *is* a document when one of them names it. */
function titleLines(page: PageText): string[] {
  return page.text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .slice(0, 5)
    .filter((line) => line.length <= 120)
    .map(norm);
}

/** Where the piece is: a file whose name is that document, else a page whose title is; null if neither. */
function whereIs(piece: Piece, documents: readonly CompanyDocument[], dqePath: string): string | null {
  if (piece.usual?.name === PRICES && documents.some((d) => d.path === dqePath))
    return `${dqePath} (DQE désigné)`;
  const named = documents.find((d) => piece.file.test(norm(d.path.split('/').pop() ?? d.path)));
  if (named) return `${named.path}${named.pages.length > 0 ? ', page 1' : ''} (nom du fichier)`;
  for (const doc of documents) {
    const page = doc.pages.find((p) => titleLines(p).some((line) => piece.title.test(line)));
    if (page) return `${doc.path}, page ${page.page} (titre de la page)`;
  }
  return null;
}

function usualPiece(name: string): Piece {
  const usual = USUAL.find((u) => u.name === name)!;
  return { name, usual, file: usual.file, title: usual.title };
}

/** A piece given another way: DC1 and DC2 by the DUME and back, a declaration inside its form. */
function givenOtherwise(
  piece: Piece,
  find: (usual: string) => string | null,
): { présent: true; détail: string } | null {
  const name = piece.usual?.name;
  if (name === DC1 || name === DC2) {
    const dume = find(DUME);
    return dume ? { présent: true, détail: `Remplacé par le DUME : ${dume}.` } : null;
  }
  if (name === DUME) {
    const dc1 = find(DC1);
    const dc2 = find(DC2);
    return dc1 && dc2 ? { présent: true, détail: `Remplacé par les DC1 et DC2 : ${dc1} ; ${dc2}.` } : null;
  }
  const inside = INSIDE_FORMS.find(([asked]) => asked.test(norm(piece.name)));
  for (const form of inside?.[1] ?? []) {
    const at = find(form);
    if (at) return { présent: true, détail: `Contenu dans le formulaire ${form} : ${at}.` };
  }
  return null;
}

const NOT_FOUND =
  'Non trouvé : aucun fichier ni aucune page du candidat n’est ce document (nom du fichier ou titre de page).';

/**
 * Which of the pieces the RC asks for a company provided. A piece counts as present when a file or a
 * page *is* that document (its file name, or the title of one of its pages), never because its name
 * is mentioned inside another document; each with the file and page where it was found.
 */
export function administrativeDocuments(
  ponderation: Ponderation,
  documents: readonly CompanyDocument[],
  dqePath: string,
): CompanyAnalysis['Administratif'] {
  const found = new Map<string, string | null>();
  const find = (usual: string) => {
    if (!found.has(usual)) found.set(usual, whereIs(usualPiece(usual), documents, dqePath));
    return found.get(usual) ?? null;
  };
  const result: CompanyAnalysis['Administratif']['documents'] = {};
  for (const piece of askedPieces(ponderation)) {
    const at = whereIs(piece, documents, dqePath);
    result[piece.name] = at
      ? { présent: true, détail: `Trouvé : ${at}.` }
      : (givenOtherwise(piece, find) ?? { présent: false, détail: NOT_FOUND });
  }
  return { documents: result };
}
