import { describe, expect, it } from 'vitest';
import { specificityOf, tenderVocabulary } from './genericity';
import { passagesOf } from './passages';

const CCTP = [
  {
    file: 'CCTP.pdf',
    page: 1,
    text: 'Surveillance de la patinoire de Buisson Rond et de la piscine du Stade. La patinoire ouvre en septembre. Le registre de main courante est tenu à jour ; la main courante reste consultable.',
  },
];
const vocabulary = tenderVocabulary(CCTP, 'Grand Chambéry');
const BOILERPLATE =
  'Forte de vingt ans d’expérience, notre société est un acteur reconnu qui place la satisfaction de ses clients au cœur de sa démarche qualité.';

const memoire = (file: string, ...paragraphs: string[]) =>
  passagesOf([{ file, page: 1, text: paragraphs.join('\n\n') }]);

describe('specificity of a mémoire', () => {
  it('counts passages naming the tender’s own terms or sites, not boilerplate', () => {
    const [specific] = specificityOf(
      [
        memoire(
          'a.pdf',
          'Nos agents tiennent la main courante de la patinoire à chaque service.',
          'À Buisson Rond, un agent reste dans le hall.',
        ),
      ],
      vocabulary,
    );
    expect(specific).toMatchObject({ part_spécifique: 100, mémoire_générique: false });
    const [generic] = specificityOf([memoire('b.pdf', BOILERPLATE)], vocabulary);
    expect(generic).toMatchObject({ part_spécifique: 0, mémoire_générique: true });
    expect(generic!['passages_génériques'][0]).toMatch(
      /^« Forte de vingt ans .* » \(b\.pdf, p\. 1\) — aucun terme propre au marché/,
    );
  });

  it('does not count a paragraph shared with another candidate, nor a repeat', () => {
    const shared =
      'Nos agents tiennent la main courante de la patinoire et de la piscine du Stade à chaque service, sans exception.';
    const [a, b] = specificityOf(
      [
        memoire(
          'a.pdf',
          shared,
          'À Buisson Rond, un agent reste dans le hall pendant la fermeture de la patinoire.',
        ),
        memoire('b.pdf', shared, shared),
      ],
      vocabulary,
    );
    expect(a!['passages_génériques']).toEqual([
      expect.stringMatching(/— paragraphe identique dans le mémoire d’un autre candidat$/),
    ]);
    expect(a!['part_spécifique']).toBeLessThan(60);
    expect(b!['part_spécifique']).toBe(0);
    expect(b!['passages_génériques'].join('\n')).toMatch(/paragraphe identique[^]*\n?.*(identique|répété)/);
    expect(b!['détail']).toMatch(/dont 2 commun\(s\) avec un autre candidat/);
  });

  it('leaves forms and certificates out of the mémoire', () => {
    const [only] = specificityOf([memoire('Kbis.pdf', BOILERPLATE)], vocabulary);
    expect(only).toMatchObject({ part_spécifique: 0, mémoire_générique: false });
    expect(only!['détail']).toBe('Aucun mémoire lisible : spécificité non mesurée.');
  });
});
