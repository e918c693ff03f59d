import { words } from './passages';

const STOPWORDS = new Set(
  `alors aucun aussi autre autres avec avoir avant cette celle celui ceux chaque comme dans depuis donc dont elle elles
  entre etre fait faire leur leurs mais meme moins notamment nous plus pour quand que quel quelle quelles quels qui sans
  selon sera seront ses son sont sous sur tous tout toute toutes tres une vous ainsi afin lors elles etc cas aux des les
  par pas peut peuvent doit doivent devra devront ils celles permettant permettre ensemble niveau mise place cadre
  critere criteres sous-critere note notee notes noter notation points point ponderation pondere candidat candidats
  offre offres soumissionnaire titulaire memoire technique valeur appreciee apprecie appreciera evaluee evalue jugee
  juge examinee analyse analysee base regard proposee propose proposees proposes presentee presente presentees fourni
  fournie fournis fournies dossier document documents reponse elements element prestations prestation marche marches
  compte tenu jusqu maximum minimum total globale global general generale pourcentage relatif relative matiere lien objet performances performance
  associes associe source page pages concernant propres propre moyen moyens mise œuvre oeuvre`.split(/\s+/),
);

/** A crude French stem: long words compare on their first 7 letters (organisation ~ organiser). */
export function stem(word: string): string {
  return word.length > 8 ? word.slice(0, 7) : word;
}

/** The content words a criterion's wording names: what the mémoire is expected to talk about. */
export function topicsOf(text: string, max = 14): string[] {
  const seen = new Set<string>();
  for (const word of words(text)) {
    if (word.length < 4 || STOPWORDS.has(word) || /\d/.test(word)) continue;
    seen.add(stem(word));
    if (seen.size >= max) break;
  }
  return [...seen];
}

/** Which of the topics a passage's words touch. */
export function topicsIn(passageWords: readonly string[], topics: readonly string[]): string[] {
  const stems = new Set(passageWords.map(stem));
  return topics.filter((topic) => stems.has(topic));
}

/** What each category is usually about, beyond the RC's own words (compared through stem()). */
const HINT_WORDS: Record<string, string> = {
  Technique: 'technique materiel equipement performances caracteristiques normes conforme fiches',
  Méthodologie: 'methodologie organisation phasage planning etapes procedure pilotage suivi',
  Qualité: 'qualite controle formation sav support garantie maintenance iso',
  Sécurité: 'securite risques prevention ppsps protection accident epi consignes',
  Environnement: 'environnement recyclage dechets carbone energie emballages durable rse emissions',
  Expérience: 'experience references annees similaires clients competences qualifications',
  Délais: 'delai delais planning semaines calendrier livraison jours mois',
  Références: 'references clients similaires realisations attestations projets',
};

export const CATEGORY_HINTS: Record<string, string[]> = Object.fromEntries(
  Object.entries(HINT_WORDS).map(([name, list]) => [name, [...new Set(list.split(' ').map(stem))]]),
);
