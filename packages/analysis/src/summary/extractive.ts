import type { PdfSummary } from '@mieux-disant/domain';
import { tenderFacts } from '../criteria/constants';
import { fold, normaliseText, tidy } from '../criteria/text';
import { datesIn } from '../text/dates';

const MAX_KEY_POINTS = 3;
const SUMMARY_SENTENCES = 4;
const SUMMARY_MAX_CHARS = 900;
const UNTITLED = 'Document sans titre';

const STOP_WORDS = new Set(
  (
    'au aux avec ce ces dans de des du elle en et eux il je la le les leur lui ma mais me meme mes moi mon ne nos notre nous on ou par pas pour qu que qui sa se ses son sur ta te tes toi ton tu un une vos votre vous ' +
    'cette cet sont est etre ete sera seront peut doit doivent tout tous toute toutes ainsi dont lors plus moins sans sous entre afin leurs chaque autre autres selon fait faire ont avoir aussi article articles'
  )
    .split(' ')
    .filter((word) => word !== ''),
);

/** Words that mark what a tender reader looks for first. */
const SALIENT =
  /objet|marche|consultation|prestation|fourniture|travaux|delai|duree|prix|critere|lot|montant|date limite|livraison|execution|candidat|offre|penalit|garantie|obligation/;

const DOCUMENT_TYPES: readonly (readonly [RegExp, string])[] = [
  [/reglement (?:de|particulier de) (?:la )?consultation/, 'Règlement de la consultation'],
  [
    /cahier des clauses techniques particulieres|\bcctp\b/,
    'Cahier des clauses techniques particulières (CCTP)',
  ],
  [
    /cahier des clauses administratives particulieres|\bccap\b/,
    'Cahier des clauses administratives particulières (CCAP)',
  ],
  [/cahier des clauses particulieres|\bccp\b/, 'Cahier des clauses particulières (CCP)'],
  [/acte d'engagement/, "Acte d'engagement"],
  [/bordereau des prix|\bbpu\b/, 'Bordereau des prix unitaires'],
  [/detail quantitatif|\bdqe\b/, 'Détail quantitatif estimatif'],
  [/decomposition du prix global|\bdpgf\b/, 'Décomposition du prix global et forfaitaire'],
  [/memoire technique|cadre de reponse/, 'Mémoire technique'],
  [/avis (?:de marche|d'appel public)/, 'Avis de marché'],
  [/lettre de candidature|\bdc1\b/, 'Lettre de candidature (DC1)'],
  [/declaration du candidat|\bdc2\b/, 'Déclaration du candidat (DC2)'],
  [/planning|calendrier/, 'Planning'],
];

/** The first date of the text as DD/MM/YYYY. */
function firstDate(text: string): string {
  const [year, month, day] = (datesIn(text)[0] ?? '').split('-');
  return year && month && day ? `${day}/${month}/${year}` : '';
}

function typeOf(folded: string): string {
  const head = folded.slice(0, 4000);
  return DOCUMENT_TYPES.find(([pattern]) => pattern.test(head))?.[1] ?? 'Document';
}

/** Page furniture and contact details, never worth a summary line. */
const NOISE = /\|.*\||page \d+ (?:sur|\/) \d+|https?:|www\.|courriel|t[ée]l\.?\s*:|fax|@|^[^a-zà-ÿ]*$/i;

/** Lines re-joined where a PDF wrapped a sentence, then cut into sentences. */
function sentencesOf(text: string): string[] {
  const joined = text.replace(/([^.:;!?\n])\n(?=\s*[a-zà-ÿ(])/g, '$1 ');
  return joined
    .split(/\n|(?<=[.!?])\s+(?=[A-ZÀ-Ý])/)
    .map((sentence) => tidy(sentence))
    .filter((sentence) => {
      const letters = sentence.replace(/[^A-Za-zÀ-ÿ]/g, '').length;
      return (
        sentence.length >= 40 &&
        sentence.length <= 400 &&
        letters / sentence.length > 0.6 &&
        !NOISE.test(sentence)
      );
    })
    .filter((sentence, index, all) => all.indexOf(sentence) === index);
}

function contentWords(sentence: string): string[] {
  return fold(sentence)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 2 && !STOP_WORDS.has(word));
}

interface Scored {
  index: number;
  sentence: string;
  score: number;
}

/** Sentences scored by how frequent their words are in the document, salient terms and position. */
function score(sentences: string[]): Scored[] {
  const frequency = new Map<string, number>();
  for (const sentence of sentences)
    for (const word of new Set(contentWords(sentence))) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  return sentences.map((sentence, index) => {
    const words = contentWords(sentence);
    const weight =
      words.reduce((total, word) => total + Math.log(1 + (frequency.get(word) ?? 0)), 0) /
      Math.sqrt(Math.max(1, words.length));
    const salient = SALIENT.test(fold(sentence)) ? 1.5 : 1;
    const early = 1 + 0.5 / (1 + index / 10);
    return { index, sentence, score: weight * salient * early };
  });
}

function titleOf(text: string, object: string | null): string {
  if (object) return object.length > 160 ? `${object.slice(0, 157)}…` : object;
  const lines = text
    .split('\n')
    .slice(0, 40)
    .map((line) => tidy(line.replace(/^[#>*\s]+|[*_]{2,}/g, '')));
  const title = lines.find(
    (line) =>
      line.length >= 8 && line.length <= 140 && /[A-Za-zÀ-ÿ]{4}/.test(line) && !/^page \d|^\d+$/i.test(line),
  );
  return title ?? UNTITLED;
}

/** Facts with figures (dates, amounts, durations, weights) make the key points. */
function keyPointsOf(scored: Scored[]): string[] {
  const factual = scored.filter(
    (s) =>
      /\d/.test(s.sentence) &&
      /date|d[ée]lai|dur[ée]e|montant|€|euros|%|crit[èe]re|lot|mois|jours|ann[ée]es?/i.test(s.sentence),
  );
  return [...factual]
    .sort((a, b) => b.score - a.score)
    .slice(0, MAX_KEY_POINTS)
    .sort((a, b) => a.index - b.index)
    .map((s) => (s.sentence.length > 220 ? `${s.sentence.slice(0, 217)}…` : s.sentence));
}

/**
 * A French extractive summary of a document, for when no language model is configured: the title
 * (the object of the contract when found), the most representative sentences of the text in their
 * order, up to three factual key points, and the document's type, first date and issuer.
 */
export function summariseExtractive(input: string): PdfSummary {
  const text = normaliseText(input)
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/\*\*|__/g, '');
  const folded = fold(text);
  const facts = tenderFacts(text, text.slice(0, 3000));
  const scored = score(sentencesOf(text));
  const chosen = [...scored]
    .sort((a, b) => b.score - a.score)
    .slice(0, SUMMARY_SENTENCES)
    .sort((a, b) => a.index - b.index);
  let summary = '';
  for (const s of chosen)
    if (summary.length + s.sentence.length <= SUMMARY_MAX_CHARS || summary === '')
      summary += `${summary ? ' ' : ''}${s.sentence}`;
  return {
    title: text.trim() === '' ? UNTITLED : titleOf(text, facts.object),
    summary:
      summary || (text.trim() === '' ? 'Aucun texte lisible dans ce document.' : tidy(text).slice(0, 400)),
    keyPoints: keyPointsOf(scored),
    metadata: { type: typeOf(folded), date: firstDate(folded), author: facts.buyer ?? '' },
  };
}
