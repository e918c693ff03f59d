export const PLAN_TYPES = ['Standard', 'Premium'] as const;

export type PlanType = (typeof PLAN_TYPES)[number];

/** A subscription plan (SPEC.md §9, DECISIONS.md). */
export interface Plan {
  type: PlanType;
  priceEurosPerMonth: number;
  analysesPerMonth: number;
  creditsPerMonth: number;
  bonusCredits: number;
  /** Companies compared in one analysis (maxCompanies). */
  companies: number;
  seats: number;
  /** The lines of the plan's card. */
  features: string[];
}

/** One tender analysis costs 100 credits, so 700 credits give the 7 analyses the Standard plan promises. */
export const ANALYSIS_CREDIT_COST = 100;

export const PLANS: Readonly<Record<PlanType, Plan>> = {
  Standard: {
    type: 'Standard',
    priceEurosPerMonth: 1300,
    analysesPerMonth: 7,
    creditsPerMonth: 700,
    bonusCredits: 100,
    companies: 7,
    seats: 2,
    features: [
      "Jusqu'à 7 analyses de réponses aux appels d'offres par mois",
      '700 crédits par mois (+100 crédits offerts)',
      'Comparaison de 7 entreprises concurrentes',
      '2 utilisateurs',
      'Export PDF',
      'Support par e-mail',
      'Sans formation personnalisée',
    ],
  },
  Premium: {
    type: 'Premium',
    priceEurosPerMonth: 2200,
    analysesPerMonth: 15,
    creditsPerMonth: 1500,
    bonusCredits: 200,
    companies: 15,
    seats: 5,
    features: [
      "Jusqu'à 15 analyses de réponses aux appels d'offres par mois",
      '1500 crédits par mois (+200 crédits offerts)',
      'Comparaison de 15 entreprises concurrentes',
      '5 utilisateurs',
      'Export PDF',
      'Support prioritaire 24/7',
      'Formation personnalisée incluse',
    ],
  },
};

export function isPlanType(value: string | null | undefined): value is PlanType {
  return value === 'Standard' || value === 'Premium';
}

/** The price line of a card: '1300 €/mois'. */
export function planPriceLabel(plan: Plan): string {
  return `${plan.priceEurosPerMonth} €/mois`;
}
