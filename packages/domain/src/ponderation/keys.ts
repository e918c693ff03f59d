import { isCriterionName } from '../criteria/names';
import { foldAccents } from '../shared/text';
import type { CriterionName } from '../criteria/names';

const SUFFIX = /^(.*) \((\d+)\)$/;

/**
 * A key not yet in `taken`: the name itself, else "name (2)", "name (3)"… so that two criteria sharing
 * a name both fit in the `Critères` object.
 */
export function criterionKey(name: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(name)) return name;
  let counter = 2;
  while (used.has(`${name} (${counter})`)) counter += 1;
  return `${name} (${counter})`;
}

/** The key without the uniqueness suffix criterionKey() may have added. */
export function baseOfKey(key: string): string {
  const match = SUFFIX.exec(key);
  return match ? (match[1] as string) : key;
}

/** Stems of each name, accents removed, so that "Délai d'exécution" or "Valeur technique" are recognised. */
const STEMS: ReadonlyArray<readonly [CriterionName, readonly string[]]> = [
  ['Financier', ['financ', 'prix', 'cout', 'montant', 'tarif']],
  ['Technique', ['techni']],
  ['Administratif', ['administ']],
  ['Qualité', ['qualit']],
  ['Sécurité', ['securit']],
  ['Environnement', ['environ', 'ecolog', 'developpement durable']],
  ['Méthodologie', ['methodo']],
  ['Expérience', ['experien']],
  ['Délais', ['delai', 'planning']],
  ['Références', ['referenc']],
];

/**
 * The criterion name a `Critères` key stands for: the inverse of criterionKey() for keys made from
 * the fixed list; for a free key (a tender's own wording) the first name whose stem it contains
 * ('prix' counts as Financier); null when nothing fits.
 */
export function criterionNameOfKey(key: string): CriterionName | null {
  const base = baseOfKey(key);
  if (isCriterionName(base)) return base;
  const text = foldAccents(base).trim();
  const found = STEMS.find(([, stems]) => stems.some((stem) => text.includes(stem)));
  return found ? found[0] : null;
}
