/** A PDF summary from the language model (SPEC.md §7). */
export interface PdfSummary {
  title: string;
  summary: string;
  keyPoints: string[];
  metadata: { type: string; date: string; author: string };
}

export const SUMMARY_CHUNK_INTERVAL_MS = 1000;
export const SUMMARY_RETRIES = 3;
export const MAX_KEY_POINTS = 3;
export const UNTITLED_DOCUMENT = 'Document sans titre';
export const SUMMARY_PARSE_ERROR = "Erreur lors de l'analyse";
export const SUMMARY_FAILED_MESSAGE = 'Impossible de générer le résumé';
export const NO_SUMMARY_MESSAGE = 'Aucun résumé disponible';

function uniqueKeyPoints(points: readonly string[]): string[] {
  const unique: string[] = [];
  for (const point of points) {
    const trimmed = point.trim();
    if (trimmed !== '' && !unique.includes(trimmed)) unique.push(trimmed);
  }
  return unique.slice(0, MAX_KEY_POINTS);
}

function firstFilled(values: readonly string[]): string {
  return values.find((value) => value.trim() !== '') ?? '';
}

/** One summary from the summaries of a document's chunks: first title, summaries joined, 3 unique key points. */
export function mergeSummaries(parts: readonly PdfSummary[]): PdfSummary {
  return {
    title: firstFilled(parts.map((part) => part.title)) || UNTITLED_DOCUMENT,
    summary: parts
      .map((part) => part.summary.trim())
      .filter((summary) => summary !== '')
      .join('\n\n'),
    keyPoints: uniqueKeyPoints(parts.flatMap((part) => part.keyPoints)),
    metadata: {
      type: firstFilled(parts.map((part) => part.metadata.type)),
      date: firstFilled(parts.map((part) => part.metadata.date)),
      author: firstFilled(parts.map((part) => part.metadata.author)),
    },
  };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The JSON object of an answer, even wrapped in a ```json fence or in prose. */
function jsonObjectOf(raw: string): Record<string, unknown> | null {
  const start = raw.indexOf('{');
  const end = raw.lastIndexOf('}');
  if (start < 0 || end < start) return null;
  try {
    const parsed: unknown = JSON.parse(raw.slice(start, end + 1));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const FAILED: PdfSummary = {
  title: UNTITLED_DOCUMENT,
  summary: SUMMARY_PARSE_ERROR,
  keyPoints: [],
  metadata: { type: '', date: '', author: '' },
};

/**
 * The summary in a model's answer. Missing or unreadable parts fall back: no title gives
 * 'Document sans titre', no summary (or no JSON at all) gives 'Erreur lors de l'analyse'.
 */
export function parseSummaryAnswer(raw: string): PdfSummary {
  const json = jsonObjectOf(raw);
  if (json === null) return { ...FAILED, metadata: { ...FAILED.metadata } };
  const metadata =
    typeof json.metadata === 'object' && json.metadata !== null
      ? (json.metadata as Record<string, unknown>)
      : {};
  const keyPoints = Array.isArray(json.keyPoints)
    ? json.keyPoints.filter((point): point is string => typeof point === 'string')
    : [];
  return {
    title: text(json.title) || UNTITLED_DOCUMENT,
    summary: text(json.summary) || SUMMARY_PARSE_ERROR,
    keyPoints: uniqueKeyPoints(keyPoints),
    metadata: { type: text(metadata.type), date: text(metadata.date), author: text(metadata.author) },
  };
}
