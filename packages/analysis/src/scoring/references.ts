import { pageCitation } from '../text';
import type { Passage } from './passages';

const REFERENCE_CONTEXT =
  /\b(références?|references?|marchés? similaires?|projets? similaires?|nos clients|expériences? similaires?)\b/i;
const CLIENT =
  /\b(ville|commune|mairie|département|departement|région|region|ministère|ministere|métropole|metropole|agglomération|communauté|syndicat|sdis|chu|université|universite|office|agence|société|societe|sa|sas|opac|hlm|conseil|direction|préfecture|prefecture|établissement|etablissement|centre|caisse|dreal|dir|sncf|edf|ratp)\b/i;
const YEAR = /\b(19|20)\d{2}\b/;

/** Références.liste_références: lines naming a client, a project and a year, in reference sections. */
export function referencesOf(passages: readonly Passage[], max = 15): string[] {
  const found: string[] = [];
  let inReferences = false;
  for (const passage of passages) {
    if (REFERENCE_CONTEXT.test(passage.text.slice(0, 80))) inReferences = true;
    const candidate =
      (inReferences || REFERENCE_CONTEXT.test(passage.text)) &&
      CLIENT.test(passage.text) &&
      YEAR.test(passage.text);
    if (candidate) {
      const line = passage.text.length > 200 ? `${passage.text.slice(0, 199).trimEnd()}…` : passage.text;
      const entry = `${line} ${pageCitation(passage)}`;
      if (!found.includes(entry)) found.push(entry);
    }
    if (found.length >= max) break;
  }
  return found;
}

const PROFILE =
  /\b(chefs? de projet|directeur de projet|ingénieurs?|ingenieurs?|développeurs?|developpeurs?|consultants?|techniciens?|architectes?|experts?|conducteurs? de travaux|chefs? d['’]équipe|compagnons?|administrateurs?|testeurs?)\b/i;
const SENIORITY =
  /\b\d+\s*(ans|années)\s+d['’]expérience|\b(senior|junior|confirmé|expert)\b|\b\d+\s*(ETP|personnes|ingénieurs?|techniciens?|consultants?)\b/i;

/** Expérience.équipes: the profiles and team sizes the company's documents commit. */
export function teamsOf(passages: readonly Passage[], max = 10): string[] {
  const found: string[] = [];
  for (const passage of passages) {
    if (!PROFILE.test(passage.text) || !SENIORITY.test(passage.text)) continue;
    const line = passage.text.length > 160 ? `${passage.text.slice(0, 159).trimEnd()}…` : passage.text;
    const entry = `${line} ${pageCitation(passage)}`;
    if (!found.includes(entry)) found.push(entry);
    if (found.length >= max) break;
  }
  return found;
}
