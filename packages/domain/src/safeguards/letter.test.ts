import { describe, expect, it } from 'vitest';
import { abnormallyLowOffers, lowUnitPrices } from './abnormallyLow';
import {
  checkOabOutcome,
  DEADLINE_BLANK,
  isOabOutcome,
  justificationLetter,
  REJECTION_REASON_REQUIRED,
} from './letter';

const result = abnormallyLowOffers({
  offers: [
    { name: 'Bas Prix', price: '40000' },
    { name: 'B', price: '100000' },
    { name: 'C', price: '110000' },
  ],
  estimate: '100000',
});
const methods = result.ok ? result.methods : [];

describe('justificationLetter', () => {
  const letter = justificationLetter({
    tenderTitle: 'Voirie 2026',
    candidate: 'Bas Prix',
    price: '40000',
    methods,
    lines:
      lowUnitPrices([
        {
          name: 'Bas Prix',
          global_price: null,
          items: [
            {
              priceNumber: '1.1',
              description: 'Enrobé',
              unit: 't',
              estimatedQuantity: '10',
              unitPrice: '20',
              totalPrice: '200',
            },
          ],
        },
        {
          name: 'B',
          global_price: null,
          items: [
            {
              priceNumber: '1.1',
              description: 'Enrobé',
              unit: 't',
              estimatedQuantity: '10',
              unitPrice: '90',
              totalPrice: '900',
            },
          ],
        },
      ])[0] ?? [],
    deadline: '15/12/2026',
  });

  it('cites R2152-3 and names the tender, the candidate and the amount', () => {
    expect(letter.subject).toMatch(/article R2152-3 du code de la commande publique/);
    expect(letter.paragraphs[0]).toBe(
      'Dans le cadre de la consultation « Voirie 2026 », l’offre de Bas Prix, d’un montant de 40\u202f000,00\u00a0€ HT, paraît anormalement basse au regard des éléments ci-dessous.',
    );
  });

  it('quotes only the methods that name the candidate, with their thresholds', () => {
    expect(letter.reasons).toEqual([
      'Moyenne moins un écart type : seuil de 52\u202f421,27\u00a0€ HT.',
      'Double moyenne (0,9 × M2) : seuil de 63\u202f000,00\u00a0€ HT.',
      'Estimation de l’acheteur : seuil de 80\u202f000,00\u00a0€ HT.',
    ]);
  });

  it('names the lines and amounts concerned and the deadline', () => {
    expect(letter.lines).toEqual([
      'Ligne 1.1 (« Enrobé ») : prix unitaire de 20,00\u00a0€, moins de la moitié de la médiane des autres candidats (90,00\u00a0€).',
    ]);
    expect(letter.paragraphs[2]).toBe(
      'Nous vous remercions de nous faire parvenir ces éléments au plus tard le 15/12/2026.',
    );
    expect(letter.topics).toHaveLength(5);
  });

  it('leaves a blank when the evaluator has not set the deadline yet', () => {
    const blank = justificationLetter({
      tenderTitle: 'T',
      candidate: 'X',
      price: '1',
      methods: [],
      lines: [],
      deadline: ' ',
    });
    expect(blank.paragraphs[2]).toContain(DEADLINE_BLANK);
    expect(blank.reasons).toEqual([]);
  });
});

describe('checkOabOutcome', () => {
  it('requires a reason to reject, and none otherwise', () => {
    expect(checkOabOutcome('rejected', '  ')).toEqual({ ok: false, message: REJECTION_REASON_REQUIRED });
    expect(checkOabOutcome('rejected', 'Prix de l’enrobé inférieur au coût des matériaux')).toEqual({
      ok: true,
    });
    expect(checkOabOutcome('justified', '')).toEqual({ ok: true });
    expect(checkOabOutcome('pending', '')).toEqual({ ok: true });
  });
});

describe('isOabOutcome', () => {
  it('knows the three outcomes and nothing else', () => {
    expect(['pending', 'justified', 'rejected', 'accepted', ''].map(isOabOutcome)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
