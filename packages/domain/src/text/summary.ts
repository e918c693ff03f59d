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

/** The first value that says something: not blank and not a fallback. */
function firstFilled(values: readonly string[], fallback = ''): string {
  return values.find((value) => value.trim() !== '' && value !== fallback) ?? '';
}

/**
 * One summary from the summaries of a document's chunks: the first title, the summaries joined by
 * blank lines, at most 3 unique key points, the first metadata of each kind. A chunk whose answer
 * could not be read (its fallbacks) is passed over; if every chunk failed the fallbacks remain.
 */
export function mergeSummaries(parts: readonly PdfSummary[]): PdfSummary {
  const summaries = parts
    .map((part) => part.summary.trim())
    .filter((summary) => summary !== '' && summary !== SUMMARY_PARSE_ERROR);
  const failed = summaries.length === 0 && parts.some((part) => part.summary === SUMMARY_PARSE_ERROR);
  return {
    title:
      firstFilled(
        parts.map((part) => part.title),
        UNTITLED_DOCUMENT,
      ) || UNTITLED_DOCUMENT,
    summary: failed ? SUMMARY_PARSE_ERROR : summaries.join('\n\n'),
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

/** The keys the prompt asks for first, then the French ones a model sometimes answers with. */
const TITLE_KEYS = ['title', 'titre'];
const SUMMARY_KEYS = ['summary', 'résumé', 'resume'];
const KEY_POINTS_KEYS = ['keyPoints', 'key_points', 'pointsClés', 'points_clés', 'points_cles'];
const METADATA_KEYS = ['metadata', 'métadonnées'];

function field(json: Record<string, unknown>, keys: readonly string[]): unknown {
  const key = keys.find((candidate) => json[candidate] !== undefined);
  return key === undefined ? undefined : json[key];
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
  const metadata = field(json, METADATA_KEYS);
  const keyPoints = field(json, KEY_POINTS_KEYS);
  const metadataObject =
    typeof metadata === 'object' && metadata !== null ? (metadata as Record<string, unknown>) : {};
  return {
    title: text(field(json, TITLE_KEYS)) || UNTITLED_DOCUMENT,
    summary: text(field(json, SUMMARY_KEYS)) || SUMMARY_PARSE_ERROR,
    keyPoints: uniqueKeyPoints(
      Array.isArray(keyPoints) ? keyPoints.filter((point): point is string => typeof point === 'string') : [],
    ),
    metadata: {
      type: text(metadataObject.type),
      date: text(metadataObject.date),
      author: text(metadataObject.author ?? metadataObject.auteur),
    },
  };
}
