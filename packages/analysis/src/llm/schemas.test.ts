import { describe, expect, it } from 'vitest';
import { jsonOf } from './client';
import { quoted } from './prompts';
import { coverageSchema, ponderationSchema } from './schemas';

describe('coverageSchema', () => {
  const answer = {
    exigences: [
      {
        id: 'T-1',
        statut: 'couvert',
        réponse: 'r',
        citations: [{ fichier: 'm.pdf', page: 2, texte: 'extrait' }],
      },
    ],
  };
  it('accepts a status and verbatim citations per requirement', () => {
    expect(coverageSchema.safeParse(answer).success).toBe(true);
  });
  it.each(['acquis', '', 'couverte'])('refuses the status %s', (statut) => {
    const bad = { exigences: [{ ...answer.exigences[0], statut }] };
    expect(coverageSchema.safeParse(bad).success).toBe(false);
  });
  it('refuses a citation without its page', () => {
    const bad = { exigences: [{ ...answer.exigences[0], citations: [{ fichier: 'm.pdf', texte: 'x' }] }] };
    expect(coverageSchema.safeParse(bad).success).toBe(false);
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
