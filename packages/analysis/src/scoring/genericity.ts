import type { Specificity } from '@mieux-disant/domain';
import type { PageText } from '../text';
import { term, termsOf, tokenize } from './french';
import { quote, type Passage } from './passages';

/** Below this share of specific text, a mémoire is flagged « mémoire générique ». */
export const GENERIC_BELOW = 40;

/** Files that are forms and certificates, not the company's own answer. */
const FORM_FILE =
  /dc\d|dume|kbis|urssaf|attestation|assurance|acte[\s_-]*d|(^|[^a-z])ae([^a-z]|$)|bpu|dpgf|dqe|dpf|rib|\.xlsx?$|\.ods$/i;

/** Words any mémoire uses whatever the tender: they do not make a passage specific. */
const COMMON = new Set(
  `qualité sécurité agent agents personnel client clients service services site sites équipe équipes
  professionnel professionnels professionnalisme expérience expériences savoir faire engagement engagements
  satisfaction réactivité rigueur expertise solution solutions prestation prestations surveillance intervention
  interventions moyens organisation suivi contrôle procédure procédures norme normes réglementation réglementaire
  formation formations formés qualifié qualifiés compétence compétences efficacité efficace adapté adaptée adapter
  besoin besoins entreprise société groupe année années garantir garantissons assurer assurons mettre mettons
  disposition haut niveau ensemble travail mission missions accueil public sécuriser protéger protection biens
  personnes prévention risque risques gestion management amélioration continue démarche politique valeurs
  responsabilité partenaire partenaires confiance écoute proximité disponibilité continuité respect respecter
  exigence exigences meilleur meilleure excellence performant performante outil outils méthode méthodes plan
  plans donnée données projet projets technique techniques méthodologie maintenance support fournir fourni
  permettre réaliser réalisation présenter présentation conforme conformité attente attentes appui appuyer
  preuve circonstance circonstances régulier régulièrement fort forte sens nombreux toujours cours cadre
  analyse rigoureux rigoureuse permanent permanente tous toutes motivé motivés sélectionné sélectionnés soin
  évolution évolutions souple reconnu acteur sérénité privée privé cœur tout œuvre`
    .split(/\s+/)
    .flatMap((w) => {
      const t = w === '' ? null : term(w);
      return t ? [t] : [];
    }),
);

interface TenderVocabulary {
  terms: Set<string>;
  names: Set<string>;
}

/**
 * The tender's own words: terms its documents use twice or more beyond the common ones, and its proper
 * names (capitalised words never written in lower case there: sites, buyer).
 */
export function tenderVocabulary(pages: readonly PageText[], extra: string): TenderVocabulary {
  const counts = new Map<string, number>();
  const capitalised = new Set<string>();
  for (const text of [...pages.map((p) => p.text), extra]) {
    for (const word of tokenize(text)) {
      const t = term(word);
      if (t && !COMMON.has(t)) counts.set(t, (counts.get(t) ?? 0) + 1);
    }
    for (const m of text.matchAll(/(?<=[\p{Ll},;:] )\p{Lu}[\p{Ll}’'-]{3,}/gu)) {
      const t = term(m[0]);
      if (t && !COMMON.has(t)) capitalised.add(t);
    }
  }
  const lowerCase = new Set(
    [...pages.map((p) => p.text), extra].flatMap((text) =>
      (text.match(/(?<![\p{L}])\p{Ll}[\p{Ll}’'-]{3,}/gu) ?? []).flatMap((w) => term(w) ?? []),
    ),
  );
  const names = new Set([...capitalised].filter((t) => !lowerCase.has(t)));
  const terms = new Set([...counts].filter(([t, n]) => n >= 2 && t.length >= 4).map(([t]) => t));
  return { terms, names };
}

/** The passages of a company's own answer (forms, certificates and the bill left out). */
export function memoirePassages(passages: readonly Passage[]): Passage[] {
  return passages.filter((p) => !FORM_FILE.test(p.file));
}

function key(passage: Passage): string {
  return tokenize(passage.text).join(' ');
}

type Why = 'générique' | 'copie' | 'répété';

function whyGeneric(
  passage: Passage,
  vocabulary: TenderVocabulary,
  seen: Set<string>,
  shared: ReadonlyMap<string, number>,
): Why | null {
  const k = key(passage);
  const repeated = seen.has(k);
  seen.add(k);
  if (k.length >= 60 && (shared.get(k) ?? 0) > 1) return 'copie';
  if (repeated && k.length >= 60) return 'répété';
  const terms = termsOf(passage.text);
  if (terms.some((t) => vocabulary.names.has(t))) return null;
  const own = terms.filter((t) => vocabulary.terms.has(t)).length;
  return own >= (passage.text.length < 100 ? 1 : 2) ? null : 'générique';
}

const REASONS: Record<Why, string> = {
  générique: 'aucun terme propre au marché (CCTP, site, acheteur)',
  copie: 'paragraphe identique dans le mémoire d’un autre candidat',
  répété: 'paragraphe répété dans le mémoire',
};

/**
 * Per company, the share of its mémoire that is specific to the tender: passages naming the tender's
 * own terms, sites or buyer count; generic ones, paragraphs shared with another candidate and repeats
 * do not. Below GENERIC_BELOW %, the mémoire is flagged « mémoire générique » with its evidence.
 */
export function specificityOf(
  companies: readonly (readonly Passage[])[],
  vocabulary: TenderVocabulary,
): Specificity[] {
  const memoires = companies.map(memoirePassages);
  const shared = new Map<string, number>();
  for (const passages of memoires)
    for (const k of new Set(passages.map(key))) shared.set(k, (shared.get(k) ?? 0) + 1);
  return memoires.map((passages) => {
    const seen = new Set<string>();
    let total = 0;
    let specific = 0;
    const generic: { passage: Passage; why: Why }[] = [];
    for (const passage of passages) {
      const why = whyGeneric(passage, vocabulary, seen, shared);
      total += passage.text.length;
      if (why) generic.push({ passage, why });
      else specific += passage.text.length;
    }
    const share = total === 0 ? 0 : Math.round((specific * 100) / total);
    const flagged = total > 0 && share < GENERIC_BELOW;
    const copies = generic.filter((g) => g.why === 'copie').length;
    const examples = [
      ...generic.filter((g) => g.why !== 'générique'),
      ...generic.filter((g) => g.why === 'générique'),
    ].slice(0, 6);
    return {
      part_spécifique: share,
      mémoire_générique: flagged,
      détail:
        total === 0
          ? 'Aucun mémoire lisible : spécificité non mesurée.'
          : `${share} % du texte du mémoire (${specific} caractères sur ${total}) est propre au marché ; ${generic.length} passage(s) sur ${passages.length} sans terme du CCTP, du site ou de l’acheteur, copié(s) ou répété(s) (dont ${copies} commun(s) avec un autre candidat).${flagged ? ` Mémoire générique : moins de ${GENERIC_BELOW} % du texte est propre au marché.` : ''}`,
      passages_génériques: examples.map((g) => `${quote(g.passage, 160)} — ${REASONS[g.why]}`),
    };
  });
}
