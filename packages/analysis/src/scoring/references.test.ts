import { describe, expect, it } from 'vitest';
import { passagesOf, quote } from './passages';
import { datesIn } from '../text/dates';
import { planningOf } from './planning';
import { referencesOf, teamsOf } from './references';

const pages = (text: string) => passagesOf([{ file: 'memoire.pdf', page: 3, text }]);

describe('referencesOf', () => {
  it('lists client references with their file and page', () => {
    const text = `Nos références\n\n- Commune de Voiron : réfection de la toiture du gymnase, 2023, 420 k€ HT.\n\n- Ministère de l'Intérieur : maintenance applicative, 2021-2024.\n\nNous aimons notre métier et nos clients depuis toujours.`;
    const list = referencesOf(pages(text));
    expect(list).toHaveLength(2);
    expect(list[0]).toMatch(/^Commune de Voiron .* \(memoire\.pdf, p\. 3\)$/);
  });

  it('says when the page cited is a scan whose text was recognised by OCR', () => {
    const scanned = passagesOf([
      {
        file: 'references.pdf',
        page: 2,
        ocr: true,
        text: 'Nos références\n\n- Commune de Voiron : toiture du gymnase, 2023.',
      },
    ]);
    expect(referencesOf(scanned)).toEqual([
      'Commune de Voiron : toiture du gymnase, 2023. (references.pdf, p. 2) — texte reconnu par OCR',
    ]);
    expect(quote(scanned[1]!)).toBe(
      '« Commune de Voiron : toiture du gymnase, 2023. » (references.pdf, p. 2) — texte reconnu par OCR',
    );
  });

  it('finds none in a text without references', () => {
    expect(
      referencesOf(pages('Nous réaliserons les travaux avec soin et dans les délais impartis.')),
    ).toEqual([]);
  });
});

describe('teamsOf', () => {
  it('keeps profiles with a seniority or a head count', () => {
    const teams = teamsOf(
      pages(
        'Un chef de projet senior, 12 ans d’expérience, pilote la prestation.\n\nLe directeur salue les équipes.',
      ),
    );
    expect(teams).toHaveLength(1);
    expect(teams[0]).toMatch(/chef de projet senior/);
  });
});

describe('planning', () => {
  it('reads numeric and written dates in order', () => {
    expect(datesIn('du 05/01/2026 au 1er mars 2026 puis en juin 2026')).toEqual([
      '2026-01-05',
      '2026-03-01',
      '2026-06-01',
    ]);
  });

  it('makes one step per dated or timed phase', () => {
    const plan = planningOf(
      pages(
        'Phase de préparation du 05/01/2026 au 30/01/2026.\n\nInstallation : 3 semaines.\n\nNous sommes ravis.',
      ),
    );
    expect(Object.values(plan)).toEqual([
      expect.objectContaining({ début: '2026-01-05', fin: '2026-01-30' }),
      expect.objectContaining({ début: '', détail: expect.stringMatching(/^Durée indiquée : 3 semaines\./) }),
    ]);
  });
});
