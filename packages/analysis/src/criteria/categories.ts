import type { CriterionName } from '@mieux-disant/domain';
import { fold } from './text';

/**
 * Keyword rules from a criterion's wording to the fixed list of names, most specific first: a
 * wording such as 'Service après-vente et assistance technique' is about quality of service, not
 * technical value, and 'Performances en matière de protection de l'environnement' is about the
 * environment, so those rules come before the general 'technique' one.
 */
const RULES: readonly (readonly [RegExp, CriterionName])[] = [
  // A wording that opens with the technical value is that criterion ('Valeur technique et environnementale');
  // so is its abbreviation 'VT', and 'PX' the price's.
  [/^(?:la )?va[l1]eur techn[il1]que\b|^vt$/, 'Technique'],
  [/^px$/, 'Financier'],
  // The extent of an insurance's cover, its deductibles included, is its technical value.
  [/(?:nature et )?etendue des garanties|(?:montant|niveau)s? des franchises/, 'Technique'],
  // An insurer's handling of claims is its quality of service.
  [/gestion des (?:sinistres|contrats et des sinistres|dossiers et des sinistres)/, 'Qualité'],
  // Likewise the method: 'Méthodologie de maintenance préventive', 'Modalités de livraison'.
  [/^(?:la |les )?(?:methodologie|modalites)\b/, 'Méthodologie'],
  [
    /environ|\brse\b|developpement durable|ecolog|carbone|biodiversit|dechets|emissions?\b|eco-?conc|eco-?respons|produits? durables|energetique|renouvelable|phyto|pesticide|biologique|\bbio\b|circuits? courts?|approvisionnements? directs?|responsabilite (sociale|societale)|insertion(?! (?:urbaine|paysagere|architecturale|dans le site))|\bsocia(?:l|le|les|ux)\b|emballages?|gaspillage|numerique responsable|sobriete|recycl|reemploi|\bpefc\b|\bfsc\b|bois local|approvisionnements? durables?|reduction des consommations/,
    'Environnement',
  ],
  [
    /\bpr[il1]x\b|\bcouts?\b|financi|economique|montant|tarif|redevance|mieux.?disan|\bdevis\b|\bbpu\b|\bdqe\b|\bdpgf\b|(?<!delais? de )remise(?!\s+(?:des|du|d'|en)\b)|rabais|honoraires|remuneration|taux (?:horaire|de cotisation|de prime|de commission)|\bprice\b|\bcost\b/,
    'Financier',
  ],
  [
    /va[l1]eur techn[il1]que|performances? techniques?|criteres? techniques?|merite technique|technical|^(?:la )?qualite technique(?: de l.offre)?$|^(?:les )?moyens (?:materiels|techniques)\b/,
    'Technique',
  ],
  [
    /\bdelais?\b|planning|calendrier|duree d.execution|date de livraison|reactivite|rapidite|delivery|deadline/,
    'Délais',
  ],
  [
    /securite|\bsante\b|hygiene|prevention des risques|protection des (?:occupants|travailleurs|personnes|usagers)|safety/,
    'Sécurité',
  ],
  [/apres.?vente|\bsav\b|assistance|garantie|maintenance|service client/, 'Qualité'],
  // The staff and its organisation are the team's means, not a method.
  [/^(?:les? )?(?:moyens humains|organisation (?:du personnel|de l.equipe|humaine))/, 'Expérience'],
  [
    /methodolog|methode|mode operatoire|organisation|demarche|modalites d.execution|phasage|approche/,
    'Méthodologie',
  ],
  [
    /experience|moyens humains|competence|qualification|\bequipes?\b|personnel|encadrement|savoir.?faire/,
    'Expérience',
  ],
  [/referenc/, 'Références'],
  [/qualite/, 'Qualité'],
  // The court ('Tribunal administratif de Rennes', a field of every notice) is no criterion.
  [/(?<!tribunal |cour d.appel |justice |juridiction )administrati/, 'Administratif'],
];

/** The criterion name a tender's own wording maps to; technical value when nothing else fits. */
export function criterionNameOf(label: string): CriterionName {
  return nameOf(headOf(label)) ?? nameOf(label) ?? 'Technique';
}

/** Whether a keyword rule recognises the wording (rather than the technical-value default). */
export function isNamedCriterion(label: string): boolean {
  return nameOf(headOf(label)) !== null;
}

/** The wording before its first comma, bracket or colon: what the criterion is about. */
function headOf(label: string): string {
  return label.split(/[,(:;]|\s-\s|\by compris\b|\bnotamment\b/)[0] ?? label;
}

function nameOf(text: string): CriterionName | null {
  const folded = fold(text);
  for (const [pattern, name] of RULES) if (pattern.test(folded)) return name;
  return null;
}
