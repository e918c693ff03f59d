import { describe, expect, it } from 'vitest';
import { checkFormula, unknownRoleMessage, type FormulaCheck } from './formulaCheck';

function codes(check: FormulaCheck): string[] {
  if (!check.ok) throw new Error(check.message);
  return check.findings.map((f) => f.code);
}

function findingsOf(expression: string, weight = 40, prices?: string[]) {
  return codes(checkFormula({ expression, weight, ...(prices ? { prices } : {}) }));
}

describe('checkFormula', () => {
  it('finds nothing wrong with the proportional formula N × Pmin / P', () => {
    expect(findingsOf('40 * Pmin / P')).toEqual([]);
    expect(findingsOf('Note = N x Pmin / Po', 40, ['80000', '100000', '120000'])).toEqual([]);
  });

  it('gives the exact raw note of each real offer', () => {
    const check = checkFormula({
      expression: '40 * Pmin / P',
      weight: 40,
      prices: ['80000', '100000', '125000'],
    });
    expect(check).toMatchObject({
      ok: true,
      notes: [
        { price: '80000', note: '40' },
        { price: '100000', note: '32' },
        { price: '125000', note: '25.6' },
      ],
    });
  });

  it('reports LOWEST_NOT_BEST and NOT_DECREASING when a higher price scores higher', () => {
    const found = findingsOf('N * P / Pmax');
    expect(found).toContain('LOWEST_NOT_BEST');
    expect(found).toContain('NOT_DECREASING');
  });

  it('reports LOWEST_NOT_BEST for a formula that penalises offers far below the mean', () => {
    const check = checkFormula({
      expression: 'if P < 0.9 * Pmoy then N / 2 else N * Pmin / P',
      weight: 40,
      prices: ['60000', '100000', '110000'],
    });
    expect(codes(check)).toContain('LOWEST_NOT_BEST');
    const finding = check.ok ? check.findings.find((f) => f.code === 'LOWEST_NOT_BEST') : undefined;
    // The example quotes the real offers first.
    expect(finding?.message).toMatch(
      /^L’offre la moins chère n’obtient pas la meilleure note : avec des offres à 60\u202f000,00\u00a0€/,
    );
    expect(finding?.message).toMatch(/CE, 3 novembre 2014, n° 373362, Commune de Belleville-sur-Loire/);
    expect(finding?.severity).toBe('irregular');
  });

  it('reports OUT_OF_RANGE for an unbounded linear formula, and not once it is bounded', () => {
    expect(findingsOf('N * (2 - P / Pmin)')).toContain('OUT_OF_RANGE');
    expect(findingsOf('max(0, N * (2 - P / Pmin))')).not.toContain('OUT_OF_RANGE');
    expect(findingsOf('50 * Pmin / P')).toContain('OUT_OF_RANGE');
  });

  it('reports NEUTRALISED below 10 % of the weight over a 20 % spread, not at exactly 10 %', () => {
    expect(findingsOf('max(0, N * (1 - (P - Pmin) / (2 * Pmin)))')).not.toContain('NEUTRALISED');
    expect(findingsOf('max(0, N * (1 - (P - Pmin) / (2.0001 * Pmin)))')).toContain('NEUTRALISED');
    expect(findingsOf('N * (Pmin / P) ^ 0.5')).toContain('NEUTRALISED');
    expect(findingsOf('20')).toContain('NEUTRALISED');
  });

  it('reports AMPLIFIED, DEPENDS_ON_ORDER and UNDEFINED for the range formula (Pmax − P) / (Pmax − Pmin)', () => {
    const found = findingsOf('N * (Pmax - P) / (Pmax - Pmin)');
    expect(found).toEqual(expect.arrayContaining(['AMPLIFIED', 'DEPENDS_ON_ORDER', 'UNDEFINED']));
    expect(found).not.toContain('LOWEST_NOT_BEST');
  });

  it('reports DEPENDS_ON_ORDER when a dearer third offer moves the gap (mean-based formula)', () => {
    const check = checkFormula({ expression: 'max(0, N * (2 - P / Pmoy))', weight: 40 });
    expect(codes(check)).toContain('DEPENDS_ON_ORDER');
    const message = check.ok ? check.findings.find((f) => f.code === 'DEPENDS_ON_ORDER')?.message : '';
    expect(message).toMatch(/interclassement/);
    // 40 × (2 − P / Pmoy): 43,64 − 36,36 = 7,27 points with a mean of 110 000 €, 51,43 − 45,71 = 5,71 with a
    // third offer at 200 000 € (mean 140 000 €); a lead of (7,27 + 5,71) / 2 = 6,49 points reverses the order.
    expect(message).toMatch(
      /entre deux offres à 100\u202f000,00\u00a0€ et 120\u202f000,00\u00a0€, l’écart de note est de 7,27 points ; .* le fait passer à 5,71 points\. Ainsi, si l’offre à 120\u202f000,00\u00a0€ a 6,49 points d’avance sur les autres critères, elle est classée derrière l’offre à 100\u202f000,00\u00a0€ sans la troisième offre et devant elle avec/,
    );
  });

  it('says when the formula cannot be computed, with the evaluator’s message', () => {
    const check = checkFormula({ expression: 'N * (Pmax - P) / (Pmax - Pmin)', weight: 40 });
    const message = check.ok ? check.findings.find((f) => f.code === 'UNDEFINED')?.message : '';
    expect(message).toBe(
      'La formule ne peut pas être calculée avec une seule offre : Division par zéro dans la formule. Prévoyez ce cas dans la méthode de notation, sans quoi des offres ne pourront pas être notées.',
    );
  });

  it('maps the RC’s own names through their descriptions', () => {
    const check = checkFormula({
      expression: '40 * Pmd / Pa',
      weight: 40,
      variables: [
        { name: 'Pmd', description: 'prix de l’offre la moins-disante' },
        { name: 'Pa', description: 'prix de l’offre analysée' },
      ],
    });
    expect(check).toMatchObject({ ok: true, findings: [] });
    expect(check.ok && check.roles.map((r) => r.role)).toEqual(['Pmin', 'P']);
  });

  it('echoes each price as given and writes notes without exponent', () => {
    const check = checkFormula({ expression: '40 * Pmin / P', weight: 40, prices: ['120500.50', 98000] });
    expect(check.ok && check.notes.map((n) => n.price)).toEqual(['120500.50', '98000']);
    const tiny = checkFormula({ expression: '0.000000001 * Pmin / P', weight: 40, prices: ['100', '200'] });
    expect(tiny.ok && tiny.notes.map((n) => n.note)).toEqual(['0.000000001', '0.0000000005']);
  });

  it('uses the buyer’s estimate E', () => {
    expect(findingsOf('max(0, N * (1 - (P - E) / E))')).toEqual(['OUT_OF_RANGE']);
    const check = checkFormula({
      expression: 'min(N, N * E / P)',
      weight: 40,
      estimate: '100000',
      prices: ['50000', '200000'],
    });
    expect(check.ok && check.notes).toEqual([
      { price: '50000', note: '40' },
      { price: '200000', note: '20' },
    ]);
  });

  it('refuses an unknown variable, a syntax error, a bad weight or a bad price with a French message', () => {
    expect(checkFormula({ expression: '40 * Pref / P', weight: 40 })).toEqual({
      ok: false,
      message: unknownRoleMessage('Pref'),
    });
    expect(checkFormula({ expression: '40 * (Pmin / P', weight: 40 })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Erreur de syntaxe dans la formule/),
    });
    expect(checkFormula({ expression: '40 * Pmin / P', weight: 0 })).toMatchObject({ ok: false });
    expect(checkFormula({ expression: '40 * E / P', weight: 40, estimate: '0' })).toEqual({
      ok: false,
      message: 'L’estimation de l’acheteur doit être un montant positif.',
    });
    expect(checkFormula({ expression: '40 * Pmin / P', weight: 40, prices: ['abc'] })).toEqual({
      ok: false,
      message: 'Le prix d’une offre doit être un montant positif.',
    });
  });
});
