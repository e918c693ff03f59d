import { describe, expect, it } from 'vitest';
import type { Ponderation, PonderationCriterion } from '../ponderation/types';
import { checkCriteriaLegality, environmentalRuleApplies } from './criteriaChecks';

function criterion(weight: number | undefined, label = '', subs?: Record<string, PonderationCriterion>) {
  const c: PonderationCriterion = {
    Libellé: label,
    Détails: '',
    Évaluation: { Formule: { Expression: '', Variables: {} } },
  };
  if (weight !== undefined) c.Pondération = weight;
  if (subs) c['Sous-critères'] = subs;
  return c;
}

function tender(criteria: Record<string, PonderationCriterion>): Ponderation {
  return { Constantes: {}, Résumé: '', Critères: criteria };
}

const BALANCED = tender({
  Financier: criterion(40, 'Prix des prestations'),
  Technique: criterion(45, 'Valeur technique'),
  Environnement: criterion(15, 'Performances environnementales'),
});
const PRICE_AND_TECHNIQUE = tender({
  Financier: criterion(60, 'Prix'),
  Technique: criterion(40, 'Valeur technique'),
});

const codes = (p: Ponderation, launchDate: string | null, defenceOrSecurity = false) =>
  checkCriteriaLegality(p, { launchDate, defenceOrSecurity }).map((c) => c.code);

describe('checkCriteriaLegality', () => {
  it('finds nothing to say about lawful criteria', () => {
    expect(checkCriteriaLegality(BALANCED, { launchDate: '2026-09-01' })).toEqual([]);
  });

  it('blocks a top-level total other than 100', () => {
    const [check] = checkCriteriaLegality(
      tender({ Financier: criterion(60), Technique: criterion(30), Environnement: criterion(5) }),
      { launchDate: '2026-09-01' },
    );
    expect(check).toEqual({
      code: 'SUM_NOT_100',
      gravité: 'bloquant',
      message: 'La somme des pondérations des critères est de 95 : elle doit être égale à 100.',
    });
  });

  it('adds weights to the hundredth (1,07 + 64,57 + 34,36 is 100)', () => {
    const hundredths = tender({
      Financier: criterion(1.07),
      Technique: criterion(64.57),
      Environnement: criterion(34.36),
    });
    expect(codes(hundredths, null)).not.toContain('SUM_NOT_100');
  });

  it("accepts sub-criteria adding up to the parent's weight or to 100, and blocks any other total", () => {
    const withSubs = (a: number, b: number) =>
      tender({
        Financier: criterion(40, 'Prix'),
        Technique: criterion(60, 'Valeur technique', { Méthode: criterion(a), Moyens: criterion(b) }),
      });
    expect(codes(withSubs(30, 30), null)).toEqual([]);
    expect(codes(withSubs(50, 50), null)).toEqual([]);
    const [check] = checkCriteriaLegality(withSubs(30, 20), { launchDate: null });
    expect(check?.code).toBe('SUBCRITERIA_NOT_SUMMING');
    expect(check?.message).toContain('« Valeur technique » est de 50 : elle doit être égale à 60');
  });

  it('warns when the sub-criteria carry no weight in the RC', () => {
    const p = tender({
      Financier: criterion(40, 'Prix'),
      Technique: criterion(60, 'Valeur technique', {
        Méthode: criterion(undefined),
        Moyens: criterion(undefined),
      }),
    });
    const [check] = checkCriteriaLegality(p, { launchDate: null });
    expect(check?.code).toBe('SUBCRITERIA_WEIGHTS_UNDISCLOSED');
    expect(check?.gravité).toBe('alerte');
  });

  it('blocks criteria without price or cost, citing L2152-7', () => {
    const p = tender({ Technique: criterion(70), Environnement: criterion(30) });
    const [check] = checkCriteriaLegality(p, { launchDate: '2026-01-01' });
    expect(check?.code).toBe('NO_PRICE_CRITERION');
    expect(check?.message).toContain('L2152-7');
  });

  it('requires an environmental criterion from a launch on 22 August 2026, not on the 21st', () => {
    expect(codes(PRICE_AND_TECHNIQUE, '2026-08-21')).toEqual([]);
    expect(codes(PRICE_AND_TECHNIQUE, '2026-08-22')).toEqual(['NO_ENVIRONMENTAL_CRITERION']);
    expect(codes(PRICE_AND_TECHNIQUE, null)).toEqual([]);
  });

  it('leaves defence and security contracts out of the environmental rule', () => {
    expect(codes(PRICE_AND_TECHNIQUE, '2026-09-01', true)).toEqual([]);
    expect(environmentalRuleApplies({ launchDate: '2026-09-01', defenceOrSecurity: true })).toBe(false);
  });

  it('spares a defence contract launched on 22 August 2026 what it requires of any other', () => {
    const priceOnly = tender({ Financier: criterion(100, 'Prix') });
    expect(codes(PRICE_AND_TECHNIQUE, '2026-08-22', true)).toEqual([]);
    expect(codes(PRICE_AND_TECHNIQUE, '2026-08-22', false)).toEqual(['NO_ENVIRONMENTAL_CRITERION']);
    expect(codes(priceOnly, '2026-08-22', true)).toEqual([]);
    expect(codes(priceOnly, '2026-08-22', false)).toEqual(['NO_ENVIRONMENTAL_CRITERION', 'PRICE_ONLY']);
  });

  it('counts a sub-criterion or a wording about the environment as an environmental criterion', () => {
    const bySub = tender({
      Financier: criterion(60, 'Prix'),
      Technique: criterion(40, 'Valeur technique', {
        'Gestion des déchets de chantier': criterion(10),
        Méthode: criterion(30),
      }),
    });
    expect(codes(bySub, '2026-09-01')).toEqual([]);
  });

  it('forbids price as the only criterion from 22 August 2026, but not a life-cycle cost', () => {
    const priceOnly = tender({ Financier: criterion(100, 'Prix') });
    expect(codes(priceOnly, '2026-08-21')).toEqual([]);
    expect(codes(priceOnly, '2026-08-22')).toEqual(['NO_ENVIRONMENTAL_CRITERION', 'PRICE_ONLY']);
    const lifeCycle = tender({ Financier: criterion(100, 'Coût du cycle de vie') });
    expect(codes(lifeCycle, '2026-08-22')).toEqual([]);
  });

  it("warns about the company's own references or turnover, not about the assigned staff", () => {
    const p = tender({
      Financier: criterion(50, 'Prix'),
      Références: criterion(20, "Références de l'entreprise"),
      Technique: criterion(10, "Chiffre d'affaires du candidat"),
      Expérience: criterion(20, "Qualification et expérience de l'équipe affectée au marché"),
    });
    const checks = checkCriteriaLegality(p, { launchDate: null });
    expect(checks.map((c) => c.code)).toEqual([
      'CANDIDATE_CAPACITY_AS_AWARD_CRITERION',
      'CANDIDATE_CAPACITY_AS_AWARD_CRITERION',
    ]);
    expect(checks[0]?.message).toContain("« Références de l'entreprise »");
    expect(checks[0]?.message).toContain('R2152-7, 2° b');
  });

  it('checks each lot on its own when the criteria differ by lot', () => {
    const p: Ponderation = {
      ...PRICE_AND_TECHNIQUE,
      Lots: [
        { Lot: '1', Critères: BALANCED.Critères },
        { Lot: '2', Critères: { Technique: criterion(100, 'Valeur technique') } },
      ],
    };
    const checks = checkCriteriaLegality(p, { launchDate: '2026-09-01' });
    expect(checks.map((c) => c.code)).toEqual(['NO_PRICE_CRITERION', 'NO_ENVIRONMENTAL_CRITERION']);
    expect(checks.every((c) => c.message.startsWith('Lot 2 : '))).toBe(true);
  });
});
