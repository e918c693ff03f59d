import { FLAT_CODE, fold, isExtractTag, tidy, withoutReplaced } from './text';

/**
 * The value of a field written 'Label : value' or 'Label' with the value on the next non-empty
 * line(s), as notices and RCs lay them out.
 */
function fieldValue(text: string, label: RegExp, maxLength = 240): string | null {
  const match = label.exec(text);
  if (!match) return null;
  const rest = text.slice(match.index + match[0].length);
  const lines = rest.split('\n');
  const sameLine = (lines[0] ?? '').replace(/^[\s:)\-–]+/, '');
  // A value wrapped over the next lines, each carrying it on in lower case, is taken whole.
  const wrapped = (from: number) => {
    let value = lines[from] ?? '';
    for (
      let i = from + 1;
      i < from + 3 && /[^.;:!?]\s*$/.test(value) && /^\s*[a-zà-ÿ(]/.test(lines[i] ?? '');
      i += 1
    )
      value = `${value} ${lines[i]}`;
    return value;
  };
  const value =
    sameLine.trim() !== ''
      ? wrapped(0).replace(/^[\s:)\-–]+/, '')
      : wrapped(lines.findIndex((line, i) => i > 0 && line.trim() !== ''));
  const cleaned = tidy(value);
  return cleaned === '' ? null : cleaned.slice(0, maxLength);
}

const OBJECT_LABELS = [
  /objet du march[ée]\s*:/i,
  /objet de la consultation\s*:/i,
  /objet du contrat\s*:/i,
  /II\.1\.1\)\s*Intitul[ée]\s*:/i,
  /\bintitul[ée] (?:du march[ée]|de la consultation)\s*:/i,
  // The eForms procedure's title field (its first 'Titre :'; the lots' titles come after it).
  /^[ \t]*titre\s*:/im,
  // 'Marché n° 2025-SG-11 : prestations de sûreté ...'.
  /^[ \t]*march[ée]\s+n\s*[°º][^:\n]{1,40}:/im,
  // A file header's 'Consultation : Mission de maîtrise d'œuvre ...' at a line start.
  /^[ \t]*consultation\s*:/im,
  /\bobjet\s*:/i,
];
const OBJECT_START =
  /^\s*(acquisition|achat|fourniture|travaux|prestations?|march[ée] de|entretien|maintenance|r[ée]alisation|mission|location|services? de|accord-cadre|construction|r[ée]novation|r[ée]habilitation|am[ée]nagement|tierce maintenance|assurance)/i;

/** 'Le présent marché a pour objet la fourniture de ...' up to the end of the sentence. */
const PURPOSE =
  /(?:march[ée]|consultation|contrat|accord-cadre|cahier des charges)[^.\n]{0,40}? a pour objet\s*:?\s*([^]{8,400}?)(?:\.\s|\.$|\n\n)/i;

/**
 * 'ARTICLE 1 - OBJET' on a line of its own, the object told in the paragraph below it; not the entry
 * of a table of contents, whose next line is the next article's.
 */
const OBJECT_HEADING =
  /^[ \t]*(?:(?:article|chapitre)\s+\d+\s*[-–.:]?\s*|\d{1,2}(?:\.\d{1,2})?\s*[-–.)]?\s*)?objet(?: (?:de la consultation|du march[ée]|du contrat))?[ \t]*\n/gim;
const CONTENTS_ENTRY = /^\s*(?:(?:article|chapitre)\s+)?\d{1,2}(?:\.\d{1,2})*\s*[-–.):]/i;

function objectOf(text: string, firstPage: string): string | null {
  for (const label of OBJECT_LABELS) {
    const value = fieldValue(text, label);
    if (value && value.length > 8) return value;
  }
  for (const heading of text.matchAll(OBJECT_HEADING)) {
    const paragraph = text.slice(heading.index + heading[0].length).split(/\n[ \t]*\n/)[0] ?? '';
    if (CONTENTS_ENTRY.test(paragraph)) continue;
    const sentence = tidy(paragraph.split(/\.(?:\s|$)/)[0] ?? '');
    if (sentence.length > 8) return sentence.length > 240 ? `${sentence.slice(0, 239)}…` : sentence;
    break;
  }
  const lines = firstPage.split('\n');
  // A line that opens the object, not one that carries on a sentence above it.
  const index = lines.findIndex(
    (line, i) => OBJECT_START.test(line) && (i === 0 || /^\s*$|[.:;!?]\s*$/.test(lines[i - 1]!)),
  );
  if (index >= 0) {
    const next = lines[index + 1] ?? '';
    return tidy(/^[a-zà-ÿ]/.test(next.trim()) ? `${lines[index]} ${next}` : lines[index]!);
  }
  const purpose = PURPOSE.exec(text);
  if (!purpose) return null;
  const sentence = tidy(purpose[1]!);
  return sentence.charAt(0).toUpperCase() + sentence.slice(1, 240);
}

const BUYER_LABELS = [
  /nom et adresse officiels de l'organisme acheteur\s*:/i,
  /nom complet de l'acheteur\s*:/i,
  /I\.1\)\s*NOM ET ADRESSES?\s*/i,
  /^[ \t]*nom officiel\s*:/im,
  // A field that opens its line: 'Activité du pouvoir adjudicateur : Enseignement' names no buyer.
  /^[ \t]*(?:nom (?:du |de l'))?(?:pouvoir adjudicateur|entit[ée] adjudicatrice|acheteur(?: public)?|ma[îi]tre d'ouvrage)\s*:/im,
  /identification de l'(?:acheteur|organisme)[^:\n]*:/i,
];
const BUYER_NOUN =
  /\b(institut|commune|ville|mairie|d[ée]partement|r[ée]gion|communaut[ée]|universit[ée]|centre hospitalier|syndicat|office|pr[ée]fecture|gip|[ée]tablissement|agence|minist[èe]re|conseil|m[ée]tropole|groupement|chambre|direction|caisse|soci[ée]t[ée] publique)\b/i;

/** The field label of the notice forms before the buyer's name. */
const OFFICIAL_NAME = /^\s*nom officiel\s*:\s*/i;

function buyerOf(text: string, firstPage: string): string | null {
  for (const label of BUYER_LABELS) {
    const value = fieldValue(text, label);
    if (value)
      return tidy(
        (value.split(/,\s*(?:Num[ée]ro|\d|Adresse|Correspondant)/i)[0] ?? value).replace(OFFICIAL_NAME, ''),
      );
  }
  // A line that opens with the buyer's kind ('Commune de ...', 'Le Département de ...'), not a sentence.
  const line = firstPage
    .split('\n')
    .find(
      (l) =>
        (BUYER_NOUN.exec(l.replace(OFFICIAL_NAME, ''))?.index ?? 99) <= 12 &&
        l.trim().length < 120 &&
        !/march[ée]|consultation/i.test(l),
    );
  return line ? tidy(line.replace(OFFICIAL_NAME, '')) : null;
}

const PROCEDURES: readonly (readonly [RegExp, string])[] = [
  [/proc[ée]dure concurrentielle avec n[ée]gociation/i, 'Procédure concurrentielle avec négociation'],
  [/dialogue comp[ée]titif/i, 'Dialogue compétitif'],
  [/appel d'offres? restreint/i, "Appel d'offres restreint"],
  [/appel d'offres? ouvert|proc[ée]dure ouverte/i, "Appel d'offres ouvert"],
  [/proc[ée]dure adapt[ée]e|\bMAPA\b|march[ée] [àa] proc[ée]dure adapt[ée]e/i, 'Procédure adaptée'],
  [/proc[ée]dure n[ée]goci[ée]e|march[ée] n[ée]goci[ée]/i, 'Procédure négociée'],
  [/proc[ée]dure restreinte/i, 'Procédure restreinte'],
];

function procedureOf(text: string): string | null {
  const hits = PROCEDURES.map(([pattern, name]) => ({ name, at: text.search(pattern) })).filter(
    (hit) => hit.at >= 0,
  );
  hits.sort((a, b) => a.at - b.at);
  return hits[0]?.name ?? null;
}

const DEADLINE =
  /date (?:et heure )?limites? (?:de |des )?(?:r[ée]ception|remise|d[ée]p[ôo]t|r[ée]ponse)(?: des (?:offres|plis|candidatures))?[^:\n]{0,60}/i;
const DATE =
  /\b(\d{1,2}[/.]\d{1,2}[/.]\d{2,4}|(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)?\s*\d{1,2}(?:er)?\s+(?:janvier|f[ée]vrier|mars|avril|mai|juin|juillet|ao[ûu]t|septembre|octobre|novembre|d[ée]cembre)\s+\d{4})(?:\s*(?:[àa-–]|,)?\s*(\d{1,2}\s*[h:]\s*\d{0,2}))?/i;

function deadlineOf(text: string): string | null {
  const match = DEADLINE.exec(text);
  if (!match) return null;
  const after = text.slice(match.index + match[0].length, match.index + match[0].length + 200);
  const date = DATE.exec(after);
  return date ? tidy(date[0]) : null;
}

const AMOUNT_LABEL =
  /(?:valeur (?:totale )?(?:estim[ée]e|hors TVA)|montant (?:total )?(?:estim[ée]|estimatif|pr[ée]visionnel|maximum)|estimation (?:du march[ée]|globale|financi[èe]re)?|budget (?:pr[ée]visionnel|estim[ée]))[^\d\n]{0,60}/gi;
const AMOUNT =
  /(?<![\d.,])(\d{1,3}(?:[ .\u202f]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)\s*(?:euros?|€|EUR)(?:\s*(HT|TTC|hors taxes?))?/i;

/** The estimate of the whole; a line that opens with a lot ('Lot 01 – Gros œuvre – estimation ...') gives one lot's. */
function amountOf(text: string): string | null {
  for (const label of text.matchAll(AMOUNT_LABEL)) {
    const line = text.slice(text.lastIndexOf('\n', label.index) + 1, label.index);
    if (/^\s*lots?\b/i.test(line)) continue;
    const after = text.slice(label.index + label[0].length, label.index + label[0].length + 120);
    const amount = AMOUNT.exec(after);
    return amount ? tidy(amount[0]) : null;
  }
  return null;
}

/**
 * A lot and its title: a TED section, a line 'Lot 2 : Voirie' or 'Lot(s) 2. - Voirie', or one of the
 * lots a line lists ('Lot 1 Gros œuvre - Lot 2 Charpente', 'Lot 1 : isolation ; lot 2 : menuiseries.').
 */
const LOT_TITLE =
  /(?:^|\n)\s*II\.2\.1\)\s*Intitul[ée]\s*:\s*([^\n]+)\n[\s\S]{0,80}?Lot\s*n\s*[º°o]\s*:?\s*(\d{1,3})|(?:^|\n|\s[-–]\s|;\s*|\()[ \t]*lot(?:\(s\))?\s*(?:n\s*[º°o]\.?\s*)?(\d{1,3})\.?(?:\s*[:\-–]\s*|[ \t]+(?=[A-ZÀ-Ý]))([^\n]{3,160}?)(?=(?:\s[-–]\s+|\s*;\s*)lots?\s*(?:n\s*[º°o]\.?\s*)?\d|\.?\s*\n|\.?$)/gi;

/** An eForms lot's identifier on its own line ('LOT-0003', '5.1 Lot technique : LOT-0003'), its title on the next. */
const FORM_LOT_TITLE =
  /^[ \t]*(?:[\d.]+\s+)?(?:lot technique\s*:\s*)?LOT-0*(\d{1,3})[ \t]*\n[ \t]*(?:titre\s*:\s*)?(?:lot\s*\d{1,3}\s*[-–:.]\s*)?([^\n]{3,160})$/gim;
/** A title that is only an amount ('Lot 2 : 2 400 000 € HT') names no lot. */
const AMOUNT_ONLY = /^[\d\s.,]+(?:€|euros?)(?:\s*HT|\s*TTC)?\.?$/i;

/** Lots as 'number -> title', from the notice sections or the RC's lot list. */
export function lotsOf(text: string): Map<string, string> {
  const lots = new Map<string, string>();
  const titled = [...text.matchAll(LOT_TITLE)].map((m) => [m[2] ?? m[3], m[1] ?? m[4]] as const);
  const forms = [...text.matchAll(FORM_LOT_TITLE)]
    // A flattened notice's code ('not-allowed') or next identifier ('LOT-0002') is no lot's title.
    .filter((m) => !FLAT_CODE.test(m[2]!))
    .map((m) => [m[1], m[2]] as const);
  for (const [number, written] of [...titled, ...forms]) {
    const title = tidy(written ?? '');
    // 'Lot n°0 Cahier des clauses communes à tous les lots' is the part common to the lots, no lot.
    if (
      !number ||
      Number(number) === 0 ||
      title === '' ||
      /%/.test(title) ||
      AMOUNT_ONLY.test(title) ||
      lots.has(number)
    )
      continue;
    lots.set(number, title.slice(0, 160));
  }
  return lots;
}

/** Documents a candidate may have to provide, recognised by their usual names. */
const DOCUMENTS: readonly (readonly [RegExp, string])[] = [
  [/\bdc\s?1\b|lettre de candidature/, 'Lettre de candidature (DC1)'],
  [/\bdc\s?2\b|d[ée]claration du candidat/, 'Déclaration du candidat (DC2)'],
  [/\bdume\b|document unique de march[ée] europ[ée]en/, 'DUME'],
  [/\bk\s?bis\b|registre du commerce|extrait d'immatriculation/, 'Extrait Kbis'],
  [
    /urssaf|(?:attestation|certificat)s? (?:de (?:vigilance|r[ée]gularit[ée]) )?sociale|obligations (?:fiscales et )?sociales/,
    'Attestation URSSAF (régularité sociale)',
  ],
  [/r[ée]gularit[ée] fiscale|obligations fiscales|attestation fiscale/, 'Attestation de régularité fiscale'],
  [/assurance|responsabilit[ée] civile/, "Attestation d'assurance"],
  [/acte d'engagement|\bae\b/, "Acte d'engagement"],
  [
    /m[ée]moire (?:technique|justificatif)|cadre de r[ée]ponse technique|dossier technique|offre technique/,
    'Mémoire technique',
  ],
  [/bordereau des prix|\bbpu\b/, 'Bordereau des prix unitaires (BPU)'],
  [/d[ée]tail quantitatif|\bdqe\b/, 'Détail quantitatif estimatif (DQE)'],
  [/d[ée]composition du prix global|\bdpgf\b/, 'Décomposition du prix global et forfaitaire (DPGF)'],
  [/\bplanning\b|calendrier d'ex[ée]cution/, 'Planning'],
  [/r[ée]f[ée]rences?/, 'Références'],
  [/pouvoirs? (?:du|des) signataires?|d[ée]l[ée]gation de signature/, 'Pouvoir du signataire'],
  [/attestation de visite|certificat de visite/, 'Attestation de visite'],
  [/fiches? techniques?/, 'Fiches techniques'],
  [/\brib\b|relev[ée] d'identit[ée] bancaire/, 'RIB'],
  // The CCAP and CCTP are pieces of the offer only when the RC asks for them signed.
  [/\bccap\b[^.\n]{0,60}\b(?:sign|paraph)|(?:sign|paraph)[^.\n]{0,60}\bccap\b/, 'CCAP signé'],
  [/\bcctp\b[^.\n]{0,60}\b(?:sign|paraph)|(?:sign|paraph)[^.\n]{0,60}\bcctp\b/, 'CCTP signé'],
];

/**
 * Headings of the RC's list of what candidates hand in ('Documents à produire', 'Pièces de la
 * candidature', 'Contenu de l'offre'...). 'Contenu du dossier de consultation' lists what the buyer
 * hands out, not what candidates provide, so it is left out.
 */
const DOCUMENT_SECTION =
  /(?:pi[èe]ces?|documents?) (?:[àa] (?:produire|fournir|remettre|joindre)|de la candidature|de l['’]offre|constitutifs? de l['’]offre)|contenu (?:du dossier(?! de consultation)(?! des entreprises)|des plis|de l['’]offre|de la candidature)|(?:dossier|pli) (?:de candidature|d['’]offre)|pr[ée]sentation des (?:candidatures|offres)|justificatifs [àa] produire/gi;
const SECTION_LENGTH = 3500;
/** Pieces the winner alone provides after the award: not asked of candidates. */
const WINNER_ONLY = /attributaire|titulaire pressenti|candidat retenu|laur[ée]at/i;
/** A numbered heading or a next topic ends the list. */
const SECTION_END =
  /\n\s*(?:\d+(?:\.\d+)*\s*[-–.)]\s+[A-ZÀ-Ý]|(?:conditions d['’]envoi|modalit[ée]s de (?:remise|transmission)|jugement des|crit[èe]res d['’]attribution|crit[èe]res de (?:jugement|choix|s[ée]lection)|visites? (?:sur site|des lieux))\b)/i;
const BULLET = /^\s*(?:[-–•·*▪◦○➢✓❖■□►→]|o\s|\d{1,2}[.)]\s|[a-h][.)]\s)/;
/** A row of the RC's 'Libellés | Signature' table: the piece, then whether it must be signed. */
const SIGNATURE_ROW = /^(.{8,}?)\s+(?:Oui|Non)\s*$/;
/** Lines that head a group or repeat a page header: never part of a piece's name. */
const NOT_PIECE =
  /^\s*(?:libell[ée]s|renseignements|pi[èe]ces|documents?|page \d|consultation n|le cas [ée]ch[ée]ant)|:\s*$|\bpage \d+ sur \d+/i;

/** Where the RC's wording of a piece stops being its name and starts explaining it. */
const NAME_END =
  /\s(?:pour (?:justifier|attester|permettre)|servant de|d[ûu]ment|correspondant|afin d|portant sur|conform[ée]ment|tel(?:le)?s? que)\b|,|;|\.(?:\s|$)/i;

/** 'Le cadre de réponse financier dûment complété (CRF)' -> 'Cadre de réponse financier'. */
function pieceName(text: string): string {
  const whole = tidy(text);
  const end = NAME_END.exec(whole);
  const cut = end && end.index >= 12 ? whole.slice(0, end.index) : whole;
  // Whether the piece must be signed is part of what is asked: it stays in the name.
  const short = /\bsign[ée]/i.test(whole) && !/\bsign[ée]/i.test(cut) ? `${cut} (signé)` : cut;
  const bare = short.replace(/^(?:(?:les?|la|une?|des)\s+|l['’]\s*)/i, '').trim();
  const name = bare.length > 120 ? `${bare.slice(0, 119).replace(/\s+\S*$/, '')}…` : bare;
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** A line that carries on the piece above: not a new sentence, heading or page header. */
function wraps(current: string, line: string): boolean {
  return !/[.;:]\s*$/.test(current) && !NOT_PIECE.test(line) && /^\s*(?:[a-zà-ÿ0-9(]|[A-Z]\d)/.test(line);
}

/** The pieces one section lists, as bullets or as rows of a signature table, wrapped lines joined. */
function listedPieces(section: string): string[] {
  const pieces: string[] = [];
  let current: string | null = null;
  let continued = 0;
  const close = () => {
    if (current !== null && tidy(current).length >= 3) pieces.push(pieceName(current));
    current = null;
  };
  for (const line of section.split('\n').slice(1)) {
    const row = SIGNATURE_ROW.exec(line.trim());
    if (isExtractTag(line)) close();
    else if (BULLET.test(line) || (row && !NOT_PIECE.test(line))) {
      close();
      current = row ? row[1]! : line;
      continued = 0;
    } else if (current !== null && continued < 3 && wraps(current, line)) {
      current = `${current} ${line}`;
      continued += 1;
    } else close();
  }
  close();
  return pieces;
}

/** A heading line: short and not a sentence, or introducing a list (ends with ':', maybe on the next line). */
function isHeading(line: string, text: string, lineEnd: number): boolean {
  const next = lineEnd < 0 ? '' : (text.slice(lineEnd + 1).split('\n')[0] ?? '');
  const whole = /[.:;]\s*$/.test(line) ? line : `${line} ${next}`;
  return /:\s*$/.test(whole) || (line.trim().length <= 90 && !/[.;]\s*$/.test(line));
}

/** The passages that list what candidates hand in, each cut at the next heading. */
function documentSections(text: string): string[] {
  const sections: string[] = [];
  for (const m of text.matchAll(DOCUMENT_SECTION)) {
    const lineStart = text.lastIndexOf('\n', m.index) + 1;
    const lineEnd = text.indexOf('\n', m.index);
    const heading = text.slice(lineStart, lineEnd < 0 ? undefined : lineEnd);
    // Only a heading: a few words at most before it ('5.1 -', 'Le cas échéant,'), not a sentence that
    // mentions the pieces; never a table of contents entry ('... 8') nor the winner's pieces.
    const before = text.slice(lineStart, m.index);
    if (before.split(/\s+/).filter(Boolean).length > 3 || !isHeading(heading, text, lineEnd)) continue;
    if (/\.{5,}/.test(heading) || WINNER_ONLY.test(heading)) continue;
    const passage = text.slice(lineStart, lineStart + SECTION_LENGTH);
    const end = SECTION_END.exec(passage.slice(heading.length));
    sections.push(end ? passage.slice(0, heading.length + end.index) : passage);
  }
  return sections;
}

/**
 * The pieces candidates must provide, in the RC's own words: the items listed under its 'Documents à
 * produire', 'Pièces de la candidature', 'Pièces de l'offre', 'Contenu du dossier'... sections. A
 * section that lists nothing as items is read for the usual documents it names.
 */
export function requiredDocuments(text: string): string[] {
  const found: string[] = [];
  for (const section of documentSections(text)) {
    const listed = listedPieces(section);
    const folded = fold(section);
    found.push(...(listed.length > 0 ? listed : DOCUMENTS.filter(([p]) => p.test(folded)).map(([, n]) => n)));
  }
  const seen = new Set<string>();
  return found.filter((name) => {
    const key = fold(name);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export interface TenderFacts {
  object: string | null;
  buyer: string | null;
  procedure: string | null;
  deadline: string | null;
  amount: string | null;
  lots: Map<string, string>;
  documents: string[];
}

export function tenderFacts(written: string, firstPage: string): TenderFacts {
  // A corrective notice's new wording counts, not what it replaces.
  const text = withoutReplaced(written);
  return {
    object: objectOf(text, firstPage),
    buyer: buyerOf(text, firstPage),
    procedure: procedureOf(text),
    deadline: deadlineOf(text),
    amount: amountOf(text),
    lots: lotsOf(text),
    documents: requiredDocuments(text),
  };
}
