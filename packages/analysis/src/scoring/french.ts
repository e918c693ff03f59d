import { stemmer } from '@orama/stemmers/french';

/** Words that carry no requirement: French function words and the vocabulary of every tender. */
const STOPWORDS = new Set(
  `a au aux avec ce ces cet cette dans de des du elle elles en et etre eux il ils je la le les leur leurs lui ma mais me
  meme mes moi mon ne nos notre nous on ou par pas pour qu que qui sa se ses son sur ta te tes toi ton tu un une vos
  votre vous y d l n s j c qu ainsi afin alors aussi autre autres avant apres car ceci cela celle celles celui ceux
  chaque comme depuis donc dont entre lors moins plus selon sous tout tous toute toutes tres sans si sera seront sont
  est ont avoir fait faire peut peuvent pourra pourront ete etant cas etc dela lorsque lorsqu puis quand quel quelle
  quelles quels soit soient titulaire prestataire candidat candidats soumissionnaire entreprise attributaire marche
  accord cadre present presente article offre offres document documents dossier memoire cadre ensemble niveau
  egalement notamment besoin besoins moyen mise oeuvre œuvre place devra devront doit doivent tenu tenus
  obligatoire obligatoirement minimum maximum plus tard indiquera precisera demande demandee requis
  requise charge chargee fournira assurer assure assurera permettre permettant critere criteres sous note notee
  valeur appreciee apprecie appreciation elements element regard technique techniques methodologie prestation
  prestations service services qualite mission missions`
    .split(/\s+/)
    .filter((w) => w !== ''),
);

/**
 * Words of the trade that mean the same for an evaluator: each group reads as its first word, so a
 * requirement on « agents » finds a mémoire that speaks of « personnel » or « intervenants ».
 */
const SYNONYMS = [
  'agent personnel intervenant salarie collaborateur effectif',
  'remplacement suppleance remplacant substitution',
  'encadrement supervision superviseur encadrant',
  'planning calendrier planification programmation',
  'formation forme formations habilitation',
  'delai prevenance reactivite',
  'surveillance gardiennage vigilance',
  'conflit incident litige altercation',
  'ronde patrouille',
  'tenue uniforme',
  'controle verification',
  'correctif corrective correction anomalie',
  'evolutif evolutive evolution',
  'securite surete',
  'reversibilite restitution',
  'disponibilite astreinte',
  'interlocuteur referent correspondant representant',
];

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/g, 'oe');
}

const canonical = new Map<string, string>();
for (const group of SYNONYMS) {
  const [head, ...rest] = group.split(' ').map((w) => fold(stemmer(w)));
  for (const word of rest) canonical.set(word, head!);
}

/** Words of a text, lower case, accents kept (the stemmer needs them). */
export function tokenize(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * One word as the index and the queries see it: stop words out, French Snowball stem, accents folded,
 * trade synonyms merged. Null when the word carries no meaning for a requirement.
 */
export function term(word: string): string | null {
  const lower = word.toLowerCase();
  const folded = fold(lower);
  if (folded.length < 2 || STOPWORDS.has(folded) || /^\d+$/.test(folded)) return null;
  const stem = fold(stemmer(lower));
  return canonical.get(stem) ?? stem;
}

/** The distinct terms of a text. */
export function termsOf(text: string): string[] {
  const out = new Set<string>();
  for (const word of tokenize(text)) {
    const t = term(word);
    if (t) out.add(t);
  }
  return [...out];
}
