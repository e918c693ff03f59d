import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NEEDS_SHARED_CORPUS, corpusUrl } from '../../test/corpus';
import { validateCriteria } from '../criteria/criteria';
import { isCriterionName } from '../criteria/names';
import { ids } from './fixtures';
import { criterionKey } from './keys';
import { ponderationToCriteria } from './toCriteria';
import { criteriaToPonderation } from './toPonderation';
import type { Ponderation, PonderationCriterion } from './types';

/** The corpus answer keys: the criteria of real tenders, read by hand. */
interface AnswerCriterion {
  label: string;
  weight: number | null;
  category: string;
  subcriteria?: { label: string; weight: number | null }[];
}
interface Answer {
  file: string;
  lot: string | null;
  criteria: AnswerCriterion[];
  sum_check: { ok: boolean | null; subcriteria_check?: string[] | null } | null;
}

const keys = ['answers/rc.json', 'answers/notices-2020.json'].map(corpusUrl);
const entries = keys.flatMap((url) => (url ? (JSON.parse(readFileSync(url, 'utf8')) as Answer[]) : []));
const SUITE = `the ponderations of real tenders (corpus answer keys) ${NEEDS_SHARED_CORPUS}`;

const noFormula = (): PonderationCriterion['Évaluation'] => ({ Formule: { Expression: '', Variables: {} } });

function entryOf(
  label: string,
  weight: number | null,
  rest: Partial<PonderationCriterion> = {},
): PonderationCriterion {
  return {
    Libellé: label,
    Détails: '',
    ...(weight === null ? {} : { Pondération: weight }),
    Évaluation: noFormula(),
    ...rest,
  };
}

/** The ponderation phase 1 would write for an answer key: keys from the fixed list, sub-criteria by label. */
function ponderationOf(answer: Answer): Ponderation {
  const criteria: Record<string, PonderationCriterion> = {};
  for (const criterion of answer.criteria) {
    const subs: Record<string, PonderationCriterion> = {};
    for (const sub of criterion.subcriteria ?? []) {
      // The key is the label; Libellé is written only when the key had to be made unique.
      const key = criterionKey(sub.label, Object.keys(subs));
      const { Libellé: _label, ...withoutLabel } = entryOf(sub.label, sub.weight);
      subs[key] = key === sub.label ? withoutLabel : entryOf(sub.label, sub.weight);
    }
    const rest = Object.keys(subs).length > 0 ? { 'Sous-critères': subs } : {};
    criteria[criterionKey(criterion.category, Object.keys(criteria))] = entryOf(
      criterion.label,
      criterion.weight,
      rest,
    );
  }
  const lots = answer.lot === null ? {} : { Lots: [{ Lot: answer.lot, Critères: criteria }] };
  return { Constantes: { Source: answer.file }, Résumé: '', Critères: criteria, ...lots };
}

const TOTAL_MESSAGE = 'La somme des pondérations doit être égale à 100%.';
const SUB_MESSAGE_START = 'La somme des pondérations des sous-critères de "';

describe.skipIf(keys.includes(null))(SUITE, () => {
  it('are enough to mean something', () => {
    expect(entries.length).toBeGreaterThan(40);
    expect(entries.filter((entry) => entry.lot !== null).length).toBeGreaterThan(5);
    expect(
      entries.flatMap((entry) => entry.criteria.flatMap((c) => c.subcriteria ?? [])).length,
    ).toBeGreaterThan(50);
  });

  it('all come back as the same JSON text after a trip through the editor', () => {
    for (const entry of entries) {
      const ponderation = ponderationOf(entry);
      const saved = criteriaToPonderation(ponderationToCriteria(ponderation, ids()), ponderation);
      expect(JSON.stringify(saved), entry.file).toBe(JSON.stringify(ponderation));
    }
  });

  it('show each criterion under its category and its tender wording', () => {
    for (const entry of entries) {
      const criteria = ponderationToCriteria(ponderationOf(entry), ids());
      expect(criteria.map((c) => [c.name, c.label])).toEqual(
        entry.criteria.map((c) => [c.category, c.label]),
      );
      expect(entry.criteria.every((c) => isCriterionName(c.category))).toBe(true);
    }
  });

  it('validate when the tender is consistent, and fail with the right message otherwise', () => {
    for (const entry of entries) {
      const result = validateCriteria(ponderationToCriteria(ponderationOf(entry), ids()));
      const subChecks = entry.sum_check?.subcriteria_check ?? [];
      // Sub-criteria the tender leaves unweighted must be weighted by the evaluator (SPEC.md §5).
      const unweightedSubs = entry.criteria.some((c) =>
        (c.subcriteria ?? []).some((sub) => sub.weight === null),
      );
      const consistent = subChecks.every((check) => check.includes('= parent weight')) && !unweightedSubs;
      if (entry.sum_check === null || entry.sum_check.ok === null) expect(result.ok, entry.file).toBe(false);
      else if (!entry.sum_check.ok) expect(result, entry.file).toMatchObject({ message: TOTAL_MESSAGE });
      else if (consistent) expect(result, entry.file).toEqual({ ok: true });
      else expect(result, entry.file).toMatchObject({ message: expect.stringContaining(SUB_MESSAGE_START) });
    }
  });
});
