import { readFile } from 'node:fs/promises';
import type { Ponderation } from '@mieux-disant/domain';
import { describe, expect, it } from 'vitest';
import { corpusUrl } from '../../test/corpus';
import { criteriaControls, launchDateOfTender, noticeDateIn, withLaunchDate } from './legal';

const NOTICE = corpusUrl('notices-2020/35624648_T455659541.txt');

const PONDERATION: Ponderation = {
  Constantes: { 'Date limite': 'vendredi 25 septembre 2026 à 12h00' },
  Résumé: '',
  Critères: {
    Financier: {
      Libellé: 'Prix',
      Pondération: 60,
      Détails: '',
      Évaluation: { Formule: { Expression: '', Variables: {} } },
    },
    Technique: {
      Libellé: 'Valeur technique',
      Pondération: 40,
      Détails: '',
      Évaluation: { Formule: { Expression: '', Variables: {} } },
    },
  },
};

const page = (text: string) => ({ pages: [{ page: 1, text }] });

describe('launch date', () => {
  it("reads the notice's dispatch date, not the estimated date of invitations", () => {
    const text = `IV.2.3)Date d’envoi estimée des invitations : 01/02/2026\nVI.5)Date d’envoi du présent avis:\n21/08/2026`;
    expect(noticeDateIn(text)).toBe('2026-08-21');
    expect(noticeDateIn('Date d’envoi estimée des invitations : 01/02/2026')).toBeNull();
  });

  it('reads it from a real 2020 notice', async () => {
    expect(noticeDateIn(await readFile(NOTICE!, 'utf8'))).toBe('2020-08-06');
  });

  it('falls back to the deadline for offers minus 35 days', () => {
    const launch = launchDateOfTender([page('Règlement de la consultation')], PONDERATION);
    expect(launch).toMatchObject({ date: '2026-08-21', source: 'date limite' });
  });

  it('keeps a launch date the evaluator already gave', () => {
    const given = {
      ...PONDERATION,
      Constantes: { ...PONDERATION.Constantes, 'Date de lancement': '2026-09-30' },
    };
    expect(withLaunchDate(given, [page('Date d’envoi du présent avis : 01/01/2026')])).toBe(given);
  });
});

describe('criteriaControls', () => {
  it('applies the environmental rule from a launch on 22 August 2026', () => {
    const read = withLaunchDate(PONDERATION, [page('Date d’envoi du présent avis : 22/08/2026')]);
    expect(read.Constantes['Date de lancement']).toBe('2026-08-22');
    expect(criteriaControls(read).map((c) => c.code)).toEqual(['NO_ENVIRONMENTAL_CRITERION']);
    expect(criteriaControls(read, { date: '2026-08-21' })).toEqual([]);
  });

  it('leaves out a defence or security contract, given or held by the ponderation', () => {
    const launched = { ...PONDERATION, Constantes: { 'Date de lancement': '2026-08-22' } };
    expect(criteriaControls(launched, { defenceOrSecurity: true })).toEqual([]);
    const held = {
      ...launched,
      Constantes: { ...launched.Constantes, 'Marché de défense ou de sécurité': 'oui' },
    };
    expect(criteriaControls(held)).toEqual([]);
  });
});
