import * as domain from '@mieux-disant/domain';
import { errorBody, tenderDetail, tenderList } from '@mieux-disant/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { writerOf } from './serializer';

const tender = {
  id: '0b6f3c7e-52a4-4d8e-9a1b-3c5d7e9f1a2b',
  title: 'Travaux de voirie « lot 1 » \\ "guillemets" \n',
  status: 'phase2_ongoing',
  created_at: '2026-11-26T15:00:00.000Z',
  progress: { step: 'Évaluation de Bêta', done: 4, total: 7 },
};

describe('the compiled serializer', () => {
  it('writes what zod would write for the same answer', () => {
    const detail = {
      ...tender,
      summary: 'Résumé',
      ponderation: {
        Constantes: { Objet: 'Voirie', Seuil: 12.5, Pièces: ['DC1', 'DC2'] },
        Résumé: 'Résumé',
        Critères: {
          Prix: {
            Libellé: 'Prix',
            Pondération: 40,
            Détails: '',
            Évaluation: { Formule: { Expression: 'Note * Pmin / P', Variables: {} } },
          },
        },
      },
    };
    for (const [schema, value] of [
      [tenderList, { tenders: [tender, { ...tender, progress: undefined }] }],
      [tenderDetail, detail],
      [tenderDetail, { ...detail, ponderation: null, error: 'Échec' }],
      [errorBody, { message: 'Introuvable.', code: 'NOT_FOUND' }],
    ] as const) {
      expect(JSON.parse(writerOf(schema)(value))).toEqual(z.encode(schema, value as never));
    }
  });

  it('writes only the declared properties: a column added to a row never leaks', () => {
    const written = writerOf(tenderList)({ tenders: [{ ...tender, companyId: 'x', passwordHash: 'h' }] });
    expect(written).not.toContain('companyId');
    expect(written).not.toContain('passwordHash');
  });

  it('refuses an answer without a required property rather than sending it', () => {
    expect(() => writerOf(errorBody)({ message: 'Sans code' })).toThrow(/code/);
  });

  it('checks an answer with a union through zod, as before', () => {
    const detail = { ...tender, summary: '', ponderation: 'pas des critères' };
    expect(() => writerOf(tenderDetail)(detail)).toThrow();
  });

  it('compiles every schema of the contract', () => {
    const schemas = Object.entries(domain).filter(([, value]) => value instanceof z.ZodType);
    expect(schemas.length).toBeGreaterThan(50);
    for (const [name, schema] of schemas) {
      expect(() => writerOf(schema as z.ZodType), name).not.toThrow();
    }
  });
});
