import { describe, expect, it } from 'vitest';
import type { Ponderation } from '../ponderation/types';
import { LAUNCH_DATE_KEY } from './launchDate';
import { DEFENCE_OR_SECURITY_KEY, legalContextOf, withLegalContext } from './legalContext';

const PONDERATION: Ponderation = { Constantes: { Objet: 'Travaux' }, Résumé: '', Critères: {} };

describe('legalContextOf', () => {
  it('reads the launch date and a defence or security contract marked « oui »', () => {
    const constants = { [LAUNCH_DATE_KEY]: '2026-08-22', [DEFENCE_OR_SECURITY_KEY]: 'oui' };
    expect(legalContextOf({ Constantes: constants })).toEqual({
      launchDate: '2026-08-22',
      defenceOrSecurity: true,
    });
  });

  it('takes a contract as outside defence unless marked « oui »', () => {
    expect(legalContextOf({ Constantes: {} })).toEqual({ launchDate: null, defenceOrSecurity: false });
    expect(legalContextOf({ Constantes: { [DEFENCE_OR_SECURITY_KEY]: 'non' } }).defenceOrSecurity).toBe(
      false,
    );
  });
});

describe('withLegalContext', () => {
  it('writes the context beside the other constants and reads back the same', () => {
    const context = { launchDate: '2026-08-22', defenceOrSecurity: true };
    const saved = withLegalContext(PONDERATION, context);
    expect(saved.Constantes).toEqual({
      Objet: 'Travaux',
      [LAUNCH_DATE_KEY]: '2026-08-22',
      [DEFENCE_OR_SECURITY_KEY]: 'oui',
    });
    expect(legalContextOf(saved)).toEqual(context);
  });

  it('removes an unknown launch date and a flag the evaluator unticked', () => {
    const marked = withLegalContext(PONDERATION, { launchDate: '2026-08-22', defenceOrSecurity: true });
    const cleared = withLegalContext(marked, { launchDate: null, defenceOrSecurity: false });
    expect(cleared.Constantes).toEqual({ Objet: 'Travaux' });
  });
});
