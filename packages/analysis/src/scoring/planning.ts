import type { CompanyAnalysis } from '@mieux-disant/domain';
import { quote, type Passage } from './passages';

const MONTHS = [
  'janvier',
  'fevrier',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'aout',
  'septembre',
  'octobre',
  'novembre',
  'decembre',
];
const NUMERIC_DATE = /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\b/g;
const WRITTEN_DATE =
  /\b(?:(\d{1,2})(?:er)?\s+)?(janvier|f[ée]vrier|mars|avril|mai|juin|juillet|ao[uû]t|septembre|octobre|novembre|d[ée]cembre)\s+(\d{4})\b/gi;
const DURATION = /\b(\d+(?:[.,]\d+)?)\s*(jours?|semaines?|mois|ans?|années?)\b/i;
const PHASE =
  /\b(phase|étape|etape|jalon|lancement|démarrage|demarrage|initialisation|installation|livraison|réception|reception|mise en service|formation|recette|transfert|réversibilité|reversibilite|déploiement|deploiement|travaux|chantier|préparation|preparation)\b/i;

function iso(year: number, month: number, day: number): string {
  if (month < 1 || month > 12 || day < 1 || day > 31) return '';
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** ISO dates (YYYY-MM-DD) written in a passage, in reading order. */
export function datesIn(text: string): string[] {
  const found: { at: number; date: string }[] = [];
  for (const m of text.matchAll(NUMERIC_DATE)) {
    found.push({ at: m.index ?? 0, date: iso(Number(m[3]), Number(m[2]), Number(m[1])) });
  }
  for (const m of text.matchAll(WRITTEN_DATE)) {
    const month =
      MONTHS.indexOf(
        (m[2] ?? '')
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase(),
      ) + 1;
    found.push({ at: m.index ?? 0, date: iso(Number(m[3]), month, Number(m[1] ?? 1)) });
  }
  return found
    .sort((a, b) => a.at - b.at)
    .map((f) => f.date)
    .filter((d) => d !== '');
}

function title(text: string): string {
  return text.length > 90 ? `${text.slice(0, 89).trimEnd()}…` : text;
}

/** Délais.planning: the phases the company's documents date or give a duration to. */
export function planningOf(passages: readonly Passage[], max = 12): CompanyAnalysis['Délais']['planning'] {
  const planning: CompanyAnalysis['Délais']['planning'] = {};
  const seen = new Set<string>();
  let n = 0;
  for (const passage of passages) {
    if (n >= max) break;
    const dates = datesIn(passage.text);
    const duration = DURATION.exec(passage.text);
    if (!PHASE.test(passage.text) || (dates.length === 0 && !duration)) continue;
    const key = `${duration?.[0] ?? ''}|${dates.join(',')}|${title(passage.text).slice(0, 30)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    n += 1;
    planning[`etape_${n}`] = {
      titre: title(passage.text),
      début: dates[0] ?? '',
      fin: dates[1] ?? '',
      détail: `${duration ? `Durée indiquée : ${duration[0]}. ` : ''}${quote(passage, 180)}`,
    };
  }
  return planning;
}
