import type { RequirementCoverage } from '@mieux-disant/domain';
import { describe, expect, it } from 'vitest';
import { allQuotes, checkQuotes, PageIndex, quotesIn, type DroppedQuote } from './citations';

const index = new PageIndex([
  {
    file: 'memoire.pdf',
    page: 2,
    text: 'Nous affectons 6 agents\n  dont 2 remplaçants ; **délai** de 1 h 30.',
  },
  { file: 'memoire.pdf', page: 3, text: 'Registre de main courante « cadre de mémoire technique » fourni.' },
]);

describe('quote check', () => {
  it('finds a quote on its page whatever the line breaks, spaces and emphasis marks', () => {
    expect(
      index.has({ fichier: 'memoire.pdf', page: 2, texte: 'Nous affectons 6 agents dont 2 remplaçants' }),
    ).toBe(true);
    expect(index.has({ fichier: 'memoire.pdf', page: 2, texte: 'délai de 1 h 30.' })).toBe(true);
    expect(index.has({ fichier: 'memoire.pdf', page: 2, texte: 'Nous affectons 6 agents dont…' })).toBe(true);
  });

  it('refuses a quote on another page, in another file, altered or empty', () => {
    expect(index.has({ fichier: 'memoire.pdf', page: 3, texte: 'Nous affectons 6 agents' })).toBe(false);
    expect(index.has({ fichier: 'autre.pdf', page: 2, texte: 'Nous affectons 6 agents' })).toBe(false);
    expect(index.has({ fichier: 'memoire.pdf', page: 2, texte: 'Nous affectons 8 agents' })).toBe(false);
    expect(index.has({ fichier: 'memoire.pdf', page: 2, texte: '…' })).toBe(false);
  });

  it('reads quotes with guillemets inside them', () => {
    const line =
      'Main courante : « Registre de main courante « cadre de mémoire technique » fourni. » (memoire.pdf, p. 3)';
    expect(quotesIn(line)).toEqual([
      {
        fichier: 'memoire.pdf',
        page: 3,
        texte: 'Registre de main courante « cadre de mémoire technique » fourni.',
      },
    ]);
    expect(index.has(quotesIn(line)[0]!)).toBe(true);
  });

  it('drops the points and detail lines whose quote is not on its page, and says which', () => {
    const dropped: DroppedQuote[] = [];
    const checked = checkQuotes(
      {
        note: '12/20',
        détail:
          'Effectif : « Nous affectons 6 agents » (memoire.pdf, p. 2)\nInventé : « 12 grues mobiles » (memoire.pdf, p. 2)',
        points_positifs: ['« 12 grues mobiles » (memoire.pdf, p. 3)', 'Sans citation.'],
        points_négatifs: [],
      },
      index,
      dropped,
    );
    expect(checked['détail']).toBe('Effectif : « Nous affectons 6 agents » (memoire.pdf, p. 2)');
    expect(checked.points_positifs).toEqual(['Sans citation.']);
    expect(dropped.map((d) => [d.where, d.citation.page])).toEqual([
      ['détail', 2],
      ['points_positifs', 3],
    ]);
  });

  it('leaves a requirement without evidence not covered once its fabricated quote is dropped', () => {
    const requirement: RequirementCoverage = {
      id: 'T-1',
      critère: 'Technique',
      sous_critère: 'Moyens',
      exigence: 'Effectif pressenti',
      source: 'CCTP.pdf, p. 3',
      statut: 'couvert',
      réponse: 'Répond avec chiffre.',
      preuves: [{ fichier: 'memoire.pdf', page: 2, texte: '12 grues mobiles' }],
    };
    const dropped: DroppedQuote[] = [];
    const [checked] = checkQuotes([requirement], index, dropped);
    expect(checked).toMatchObject({ statut: 'non couvert', preuves: [], réponse: '' });
    expect(dropped).toHaveLength(1);
    expect(allQuotes({ Exigences: [requirement] })).toEqual(requirement.preuves);
  });
});
