import Decimal from 'decimal.js';
import type { FormulaVariable } from '../criteria/criteria';
import { evaluateFormula, syntaxErrorMessage } from '../formulas/evaluate';
import { detectVariables } from '../formulas/variables';
import { formatDecimalFr, formatEuro } from '../money/format';
import { normalisePriceFormula } from '../money/priceScore';
import { parseAmount } from '../shared/amount';
import { median } from './stats';
import { PRICE_ROLES, ROLE_LABELS, priceRoleOf, type PriceRole } from './roles';
import { BELLEVILLE } from './rules';

export type FormulaFindingCode =
  | 'LOWEST_NOT_BEST'
  | 'NOT_DECREASING'
  | 'OUT_OF_RANGE'
  | 'NEUTRALISED'
  | 'AMPLIFIED'
  | 'DEPENDS_ON_ORDER'
  | 'UNDEFINED';

/** `irregular`: the method may be annulled as such; `warning`: a risk the buyer should weigh. */
export type FindingSeverity = 'irregular' | 'warning';

export interface FormulaFinding {
  code: FormulaFindingCode;
  severity: FindingSeverity;
  message: string;
}

export interface VariableRole {
  name: string;
  role: PriceRole;
  label: string;
}

export interface PriceNote {
  price: string;
  /** The raw note of the formula (not clamped), exact; null when the formula cannot be computed. */
  note: string | null;
}

export interface FormulaCheckInput {
  expression: string;
  weight: Decimal.Value;
  /** The RC's variables with their descriptions (the description decides the role). */
  variables?: readonly FormulaVariable[];
  /** The real offers, when known: checked too, and noted. */
  prices?: readonly Decimal.Value[];
  estimate?: Decimal.Value | null;
}

export type FormulaCheck =
  | { ok: true; findings: FormulaFinding[]; notes: PriceNote[]; roles: VariableRole[] }
  | { ok: false; message: string };

/** The offers the check explores, as factors of a base price (the estimate, the real median, or 100 000 €). */
const SPREAD = [0.6, 0.8, 1, 1.25, 1.6];
const WIDE = [0.5, 1, 2, 3];
/** Offers within 20 % of each other (NEUTRALISED) and within 1 % (AMPLIFIED). */
const CLOSE = [1, 1.05, 1.1, 1.15, 1.2];
const TIGHT = [1, 1.01];
const PAIR = [1, 1.2];
/** A third offer dearer than both offers of PAIR (DEPENDS_ON_ORDER). */
const DEARER = 2;
/** Prices the examined offer takes while the others stay put. */
const SWEEP = [0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1, 1.1, 1.2, 1.3, 1.5, 1.75, 2, 2.5, 3, 4];
/** Every syntax message starts so. */
const isSyntaxError = (message: string) => message.startsWith(syntaxErrorMessage('').split(' : ')[0]!);
const DEFAULT_BASE = 100_000;
const NEUTRALISED_SHARE = '0.1';
const AMPLIFIED_SHARE = '0.5';

type Notes = { ok: true; notes: Decimal[] } | { ok: false; message: string };
type Scorer = (offers: readonly Decimal[]) => Notes;

interface Scenario {
  offers: Decimal[];
  notes: Decimal[];
}

interface Context {
  score: Scorer;
  weight: Decimal;
  base: Decimal;
  real: Decimal[] | null;
  eps: Decimal;
}

function points(value: Decimal): string {
  return formatDecimalFr(value, 2);
}

function euros(prices: readonly Decimal[]): string {
  return prices.map((p) => formatEuro(p)).join(', ');
}

function valuesOf(
  roles: readonly VariableRole[],
  price: Decimal,
  offers: readonly Decimal[],
  weight: Decimal,
  estimate: Decimal,
): Record<string, Decimal> {
  const byRole: Record<PriceRole, Decimal> = {
    P: price,
    Pmin: Decimal.min(...offers),
    Pmax: Decimal.max(...offers),
    Pmoy: Decimal.sum(...offers).dividedBy(offers.length),
    E: estimate,
    N: weight,
  };
  return Object.fromEntries(roles.map((r) => [r.name, byRole[r.role]]));
}

function scorerOf(
  expression: string,
  roles: readonly VariableRole[],
  weight: Decimal,
  estimate: Decimal,
): Scorer {
  return (offers) => {
    const notes: Decimal[] = [];
    for (const price of offers) {
      const result = evaluateFormula(expression, valuesOf(roles, price, offers, weight, estimate));
      if (!result.ok) return result;
      notes.push(result.value);
    }
    return { ok: true, notes };
  };
}

function scaled(factors: readonly number[], base: Decimal): Decimal[] {
  return factors.map((f) => base.times(f));
}

function evaluated(ctx: Context, offers: Decimal[]): Scenario | null {
  const result = ctx.score(offers);
  return result.ok ? { offers, notes: result.notes } : null;
}

/** The scenarios of whole sets of offers: the real offers first, so examples quote them when they can. */
function scenarios(ctx: Context): Scenario[] {
  const sets = [SPREAD, WIDE, CLOSE, PAIR, TIGHT].map((f) => scaled(f, ctx.base));
  return [...(ctx.real ? [ctx.real] : []), ...sets]
    .map((offers) => evaluated(ctx, offers))
    .filter((s): s is Scenario => s !== null);
}

/** The examined offer moving over SWEEP while the others stay put: one scenario per price, its note last. */
interface Sweep {
  others: Decimal[];
  points: { price: Decimal; note: Decimal }[];
}

function sweeps(ctx: Context): Sweep[] {
  const fixed = [[ctx.base], scaled([1, 1.3], ctx.base), ...(ctx.real ? [ctx.real] : [])];
  return fixed.map((others) => ({
    others,
    points: scaled(SWEEP, ctx.base).flatMap((price) => {
      const result = ctx.score([...others, price]);
      return result.ok ? [{ price, note: result.notes[result.notes.length - 1] as Decimal }] : [];
    }),
  }));
}

function lowestNotBest(ctx: Context, all: readonly Scenario[]): FormulaFinding | null {
  for (const { offers, notes } of all) {
    const low = offers.reduce((best, p, i) => (p.lessThan(offers[best] as Decimal) ? i : best), 0);
    const top = notes.reduce((best, n, i) => (n.greaterThan(notes[best] as Decimal) ? i : best), 0);
    if ((notes[low] as Decimal).plus(ctx.eps).greaterThanOrEqualTo(notes[top] as Decimal)) continue;
    return {
      code: 'LOWEST_NOT_BEST',
      severity: 'irregular',
      message:
        `L’offre la moins chère n’obtient pas la meilleure note : avec des offres à ${euros(offers)}, ` +
        `l’offre à ${formatEuro(offers[low] as Decimal)} obtient ${points(notes[low] as Decimal)} points, ` +
        `celle à ${formatEuro(offers[top] as Decimal)} en obtient ${points(notes[top] as Decimal)}. ` +
        `Une méthode qui peut ne pas attribuer la meilleure note à la meilleure offre sur un critère est irrégulière (${BELLEVILLE}).`,
    };
  }
  return null;
}

function notDecreasing(ctx: Context, curves: readonly Sweep[]): FormulaFinding | null {
  for (const { others, points: curve } of curves) {
    for (let i = 1; i < curve.length; i += 1) {
      const lower = curve[i - 1] as { price: Decimal; note: Decimal };
      const higher = curve[i] as { price: Decimal; note: Decimal };
      if (higher.note.lessThanOrEqualTo(lower.note.plus(ctx.eps))) continue;
      return {
        code: 'NOT_DECREASING',
        severity: 'irregular',
        message:
          `Un prix plus élevé obtient une note plus haute : face à des offres à ${euros(others)}, ` +
          `une offre à ${formatEuro(higher.price)} obtient ${points(higher.note)} points contre ${points(lower.note)} ` +
          `pour une offre à ${formatEuro(lower.price)}. La note du prix doit décroître quand le prix augmente, ` +
          `sans quoi la meilleure offre peut ne pas obtenir la meilleure note (${BELLEVILLE}).`,
      };
    }
  }
  return null;
}

function outOfRange(ctx: Context, all: readonly Scenario[], curves: readonly Sweep[]): FormulaFinding | null {
  const fromSweeps = curves.flatMap(({ others, points: curve }) =>
    curve.map(({ price, note }) => ({ price, note, others })),
  );
  const fromScenarios = all.flatMap(({ offers, notes }) =>
    offers.map((price, i) => ({
      price,
      note: notes[i] as Decimal,
      others: offers.filter((_, j) => j !== i),
    })),
  );
  const out = [...fromScenarios, ...fromSweeps].find(
    ({ note }) => note.lessThan(ctx.eps.negated()) || note.greaterThan(ctx.weight.plus(ctx.eps)),
  );
  if (!out) return null;
  return {
    code: 'OUT_OF_RANGE',
    severity: 'warning',
    message:
      `La note sort de l’échelle de 0 à ${points(ctx.weight)} : face à des offres à ${euros(out.others)}, ` +
      `une offre à ${formatEuro(out.price)} obtient ${points(out.note)} points. Une note négative ou supérieure ` +
      `à la pondération change le poids réel du prix par rapport à celui annoncé et peut neutraliser la ` +
      `pondération des autres critères (${BELLEVILLE}) : bornez la formule, par exemple avec max(0, …).`,
  };
}

function spanOf(scenario: Scenario): Decimal {
  return Decimal.max(...scenario.notes).minus(Decimal.min(...scenario.notes));
}

function neutralised(ctx: Context): FormulaFinding | null {
  const close = evaluated(ctx, scaled(CLOSE, ctx.base));
  if (!close || !spanOf(close).lessThan(ctx.weight.times(NEUTRALISED_SHARE))) return null;
  return {
    code: 'NEUTRALISED',
    severity: 'irregular',
    message:
      `La formule neutralise le critère prix : pour des offres de ${formatEuro(close.offers[0] as Decimal)} ` +
      `à ${formatEuro(close.offers[close.offers.length - 1] as Decimal)} (20 % d’écart), les notes ne s’étalent que sur ` +
      `${points(spanOf(close))} points sur ${points(ctx.weight)}, moins de 10 % de la pondération. Le prix ne départage ` +
      `presque plus les offres ; une méthode qui neutralise la pondération d’un critère est irrégulière (${BELLEVILLE}).`,
  };
}

function amplified(ctx: Context): FormulaFinding | null {
  const tight = evaluated(ctx, scaled(TIGHT, ctx.base));
  if (!tight || !spanOf(tight).greaterThan(ctx.weight.times(AMPLIFIED_SHARE))) return null;
  return {
    code: 'AMPLIFIED',
    severity: 'warning',
    message:
      `La formule amplifie des écarts minimes : deux offres à ${tight.offers.map((p) => formatEuro(p)).join(' et ')} (1 % d’écart) obtiennent ` +
      `${tight.notes.map(points).join(' et ')} points sur ${points(ctx.weight)}, un écart de plus de la moitié de la ` +
      `pondération. Le prix écrase alors les autres critères, dont la pondération est neutralisée (${BELLEVILLE}).`,
  };
}

function gap(scenario: Scenario): Decimal {
  return (scenario.notes[0] as Decimal).minus(scenario.notes[1] as Decimal);
}

/**
 * A dearer third offer moves the gap between two offers (g1 alone, g2 with it): with a lead of
 * (g1 + g2) / 2 on the other criteria, the dearer of the two changes place when the third arrives.
 */
function dependsOnOrder(ctx: Context): FormulaFinding | null {
  const pair = evaluated(ctx, scaled(PAIR, ctx.base));
  const withThird = evaluated(ctx, scaled([...PAIR, DEARER], ctx.base));
  if (!pair || !withThird || gap(pair).minus(gap(withThird)).abs().lessThanOrEqualTo(ctx.eps)) return null;
  const [cheaper, dearer] = pair.offers as [Decimal, Decimal];
  const third = withThird.offers[2] as Decimal;
  const lead = gap(pair).plus(gap(withThird)).dividedBy(2);
  const shrinks = gap(pair).greaterThan(gap(withThird));
  return {
    code: 'DEPENDS_ON_ORDER',
    severity: 'warning',
    message:
      `La note dépend d’offres qui ne peuvent pas l’emporter : entre deux offres à ${formatEuro(cheaper)} et ${formatEuro(dearer)}, l’écart ` +
      `de note est de ${points(gap(pair))} points ; une troisième offre, plus chère, à ${formatEuro(third)} ` +
      `le fait passer à ${points(gap(withThird))} points. Ainsi, si l’offre à ${formatEuro(dearer)} a ${points(lead)} ` +
      `points d’avance sur les autres critères, elle est classée ${shrinks ? 'derrière' : 'devant'} l’offre à ` +
      `${formatEuro(cheaper)} sans la troisième offre et ${shrinks ? 'devant' : 'derrière'} elle avec : le classement de ` +
      `deux offres s’inverse du seul fait d’une offre tierce (interclassement). Vérifiez que l’offre économiquement ` +
      `la plus avantageuse reste choisie (${BELLEVILLE}).`,
  };
}

function undefinedCase(ctx: Context): FormulaFinding | null {
  const cases: [string, Decimal[]][] = [
    ['avec une seule offre', [ctx.base]],
    ['lorsque toutes les offres ont le même prix', [ctx.base, ctx.base]],
    ...[ctx.real, ...[SPREAD, WIDE, CLOSE, PAIR, TIGHT].map((f) => scaled(f, ctx.base))]
      .filter((o): o is Decimal[] => o !== null)
      .map((o): [string, Decimal[]] => [`avec des offres à ${euros(o)}`, o]),
  ];
  for (const [situation, offers] of cases) {
    const result = ctx.score(offers);
    if (result.ok) continue;
    return {
      code: 'UNDEFINED',
      severity: 'warning',
      message:
        `La formule ne peut pas être calculée ${situation} : ${result.message} Prévoyez ce cas dans la ` +
        `méthode de notation, sans quoi des offres ne pourront pas être notées.`,
    };
  }
  return null;
}

function findingsOf(ctx: Context): FormulaFinding[] {
  const all = scenarios(ctx);
  const curves = sweeps(ctx);
  return [
    lowestNotBest(ctx, all),
    notDecreasing(ctx, curves),
    outOfRange(ctx, all, curves),
    neutralised(ctx),
    amplified(ctx),
    dependsOnOrder(ctx),
    undefinedCase(ctx),
  ].filter((f): f is FormulaFinding => f !== null);
}

export function unknownRoleMessage(name: string): string {
  const roles = PRICE_ROLES.map((role) => `${role} : ${ROLE_LABELS[role]}`).join(' ; ');
  return `La variable ${name} de la formule n’est pas reconnue : décrivez-la comme l’une des valeurs connues (${roles}).`;
}

export const NO_PRICE_MESSAGE = 'Le prix d’une offre doit être un montant positif.';

function rolesOf(
  expression: string,
  variables: readonly FormulaVariable[],
): { ok: true; roles: VariableRole[] } | { ok: false; message: string } {
  const roles: VariableRole[] = [];
  for (const variable of detectVariables(expression, variables)) {
    const role = priceRoleOf(variable);
    if (role === null) return { ok: false, message: unknownRoleMessage(variable.name) };
    roles.push({ name: variable.name, role, label: ROLE_LABELS[role] });
  }
  return { ok: true, roles };
}

function positive(values: readonly Decimal.Value[]): Decimal[] | null {
  const parsed = values.map((v) => parseAmount(v));
  return parsed.every((p): p is Decimal => p !== null && p.greaterThan(0)) ? parsed : null;
}

/**
 * Checks a price-scoring formula against the case law on scoring methods (CE, 3 novembre 2014,
 * n° 373362): it explores sets of offers around a base price (and the real offers when given) and
 * reports what a buyer must know. Also gives the raw note of each real offer.
 */
export function checkFormula(input: FormulaCheckInput): FormulaCheck {
  const weight = parseAmount(input.weight);
  if (weight === null || weight.lessThanOrEqualTo(0))
    return { ok: false, message: 'La pondération du critère prix doit être un nombre positif.' };
  const expression = normalisePriceFormula(input.expression);
  const roles = rolesOf(expression, input.variables ?? []);
  if (!roles.ok) return roles;
  const real = input.prices && input.prices.length > 0 ? positive(input.prices) : null;
  if (input.prices && input.prices.length > 0 && real === null)
    return { ok: false, message: NO_PRICE_MESSAGE };
  const estimate = input.estimate == null ? null : parseAmount(input.estimate);
  if (input.estimate != null && (estimate === null || estimate.lessThanOrEqualTo(0)))
    return { ok: false, message: 'L’estimation de l’acheteur doit être un montant positif.' };
  const base = estimate ?? (real ? median(real) : new Decimal(DEFAULT_BASE));
  const score = scorerOf(expression, roles.roles, weight, base);
  const syntax = score([base]);
  if (!syntax.ok && isSyntaxError(syntax.message)) return syntax;
  const ctx: Context = { score, weight, base, real, eps: weight.times('1e-9') };
  const realNotes = real ? score(real) : null;
  const notes = (real ?? []).map((price, i) => ({
    // The price as given (a string stays as written); the note in plain notation, never '1e-8'.
    price: typeof input.prices?.[i] === 'string' ? (input.prices[i] as string).trim() : price.toFixed(),
    note: realNotes?.ok ? (realNotes.notes[i] as Decimal).toFixed() : null,
  }));
  return { ok: true, findings: findingsOf(ctx), notes, roles: roles.roles };
}
