import type { CompanyAnalysis } from '@mieux-disant/domain';
import { datesIn } from '../text/dates';
import { quote, type Passage } from './passages';

const DURATION = /\b(\d+(?:[.,]\d+)?)\s*(jours?|semaines?|mois|ans?|années?)\b/i;
const PHASE =
  /\b(phase|étape|etape|jalon|lancement|démarrage|demarrage|initialisation|installation|livraison|réception|reception|mise en service|formation|recette|transfert|réversibilité|reversibilite|déploiement|deploiement|travaux|chantier|préparation|preparation)\b/i;

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
