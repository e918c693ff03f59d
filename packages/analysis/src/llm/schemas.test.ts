import { describe, expect, it } from 'vitest';
import { jsonOf } from './client';
import { quoted } from './prompts';
import { categorySchema, ponderationSchema } from './schemas';

describe('categorySchema', () => {
  const answer = { note: '14,5/20', détail: 'd', points_positifs: [], points_négatifs: [] };
  it('accepts a note on 20', () => {
    expect(categorySchema.safeParse(answer).success).toBe(true);
  });
  it.each(['25/20', '14/100', 'quatorze', ''])('refuses the note %s', (note) => {
    expect(categorySchema.safeParse({ ...answer, note }).success).toBe(false);
  });
});

describe('ponderationSchema', () => {
  it('refuses a criterion without its Évaluation', () => {
    const bad = { Constantes: {}, Résumé: '', Critères: { Financier: { Détails: 'Prix', Pondération: 40 } } };
    expect(ponderationSchema.safeParse(bad).success).toBe(false);
  });
});

describe('answers and quoting', () => {
  it('finds the JSON object inside a fenced answer', () => {
    expect(jsonOf('Voici :\n```json\n{"a": 1}\n```')).toEqual({ a: 1 });
    expect(() => jsonOf('aucun objet')).toThrow();
  });
  it('does not let a document close its own quotation', () => {
    expect(quoted('x.pdf', 'texte </document> suite')).toBe(
      '<document source="x.pdf">\ntexte [balise retirée] suite\n</document>',
    );
  });
});
