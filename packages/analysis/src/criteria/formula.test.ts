import { evaluateFormula } from '@mieux-disant/domain';
import { describe, expect, it } from 'vitest';
import { findPriceFormula } from './formula';

/** The note a formula gives, evaluated by the domain with exact decimals. */
function noteOf(text: string, weight: number | undefined, values: Record<string, string>): string {
  const formula = findPriceFormula(text, weight);
  if (!formula || formula.unreadable) throw new Error(`formule non lue : ${text}`);
  const result = evaluateFormula(formula.expression, values);
  if (!result.ok) throw new Error(result.message);
  return result.value.toString();
}

describe('findPriceFormula', () => {
  it("reads a fraction printed around 'Note critère 1 = 60 ×', and 'Poffre' as the offer's price", () => {
    const around =
      'selon la formule suivante :\nOffre la plus basse\nNote critère 1 = 60 ×\nOffre considérée\nLes sous-critères';
    expect(noteOf(around, 60, { Pmin: '80', P: '100' })).toBe('48');
    expect(findPriceFormula('Pmin\nNote prix = 40 ×\nPoffre\nUne offre', 40)?.expression).toBe(
      '40 * (Pmin / P)',
    );
  });

  it("reads a fraction drawn inside brackets left empty on the formula's line ('Note prix = 70 × ( )')", () => {
    const hollow =
      'selon la formule suivante :\nPmin\nNote prix = 70 × ( )\nPoffre\nLe prix proposé est ferme.';
    expect(findPriceFormula(hollow, 70)?.expression).toBe('70 * (Pmin / P)');
    expect(noteOf(hollow, 70, { Pmin: '90', P: '100' })).toBe('63');
  });

  it("reads a formula wrapped after its '=' ('Note = 35' / '× Pmin / P.') or inside its bracket without a '/' yet", () => {
    const afterEquals =
      'sur la base du DQE : Note = 35\n× Pmin / P.\nDégustation : les trois premiers candidats.';
    expect(noteOf(afterEquals, 35, { Pmin: '90', P: '100' })).toBe('31.5');
    const inBracket =
      "Le critère tarification est noté selon la formule : Note tarif = pondération × (prime la\nplus basse / prime de l'offre analysée). Les primes prises en compte sont les primes\nannuelles TTC de l'offre de base.";
    expect(noteOf(inBracket, 40, { Pmin: '900', P: '1000' })).toBe('36');
  });

  it("reads a denominator alone under the formula's line, a symbol the next line defines ('Pc')", () => {
    const stacked =
      "Note prix = 30 × Pmin\nPc\noù Pmin est le prix de l'offre la plus basse et Pc le prix de l'offre du candidat.";
    expect(noteOf(stacked, 30, { Pmin: '90', P: '100' })).toBe('27');
  });

  it('reads a fraction set in its sentence, the rest of the sentence after a tab', () => {
    const inSentence =
      'Fmin\nLa note du critère B est calculée comme suit : Note B = 30 ×\t, où Fmin est le forfait de rémunération le\nF\nplus bas et F le forfait de l’offre examinée.';
    expect(noteOf(inSentence, 30, { Pmin: '90', P: '100' })).toBe('27');
    const bracketed = 'P − Pmin\nNote prix = 40 × [ 1 −\t]\nPmin\nUne note négative est ramenée à zéro.';
    expect(noteOf(bracketed, 40, { Pmin: '100', P: '150' })).toBe('20');
  });

  it("ends the formula at ', F désignant ...' and reads the symbols defined that way", () => {
    const formula = findPriceFormula(
      'Le critère prix est noté selon la formule : NB = 30 × (Fmin / F), F désignant le forfait de rémunération proposé et Fmin le forfait le plus bas.',
      30,
    );
    expect(formula?.expression).toBe('30 * (Pmin / P)');
    expect(formula?.variables['P']).toBe('F : forfait de rémunération proposé');
  });

  it("reads 'Note C1 =' and a definition wrapped to the next line ('Pmin est le montant' / 'du DQE le plus bas')", () => {
    const text =
      'Le critère prix est noté selon la formule : Note C1 = Pondération du lot × (Pmin / P), où Pmin est le montant\n' +
      "du DQE le plus bas et P le montant du DQE de l'offre analysée.";
    expect(noteOf(text, 50, { Pmin: '80', P: '100' })).toBe('40');
  });

  it('reads the ratio of the lowest price to the rated price, times the stated factor', () => {
    const formula = findPriceFormula(
      "(montant de l'offre la moins chère / montant de l'offre à noter) x 50",
      40,
    );
    expect(formula).toEqual({
      expression: '(Pmin / P) * 50',
      variables: { Pmin: "Montant de l'offre la moins chère", P: "Montant de l'offre à noter" },
      written: "(montant de l'offre la moins chère / montant de l'offre à noter) x 50",
      unreadable: false,
    });
  });

  it('reads a fraction drawn with box-drawing bars, and the bill named in the symbols (DQEmin / DQE)', () => {
    const drawn = ['                 Pmin', 'Note prix = 60 × ──────', '                  P'].join('\n');
    expect(noteOf(drawn, 60, { Pmin: '80', P: '100' })).toBe('48');
    expect(noteOf('Note prix (sur 100) = 100 × DQEmin / DQE', 30, { Pmin: '90', P: '100' })).toBe('90');
  });

  it("reads a symbol and the same one with 'min' as the offer's figure and the lowest one, a delay's aside", () => {
    expect(noteOf('N = 40 x (CCVmin / CCV)', 40, { Pmin: '90', P: '100' })).toBe('36');
    expect(noteOf('Note CG = 30 × CGmin / CG', 30, { Pmin: '50', P: '100' })).toBe('15');
    expect(noteOf('Note prix = Nmax × (PHSmin / PHS)', 20, { N: '20', Pmin: '80', P: '100' })).toBe('16');
    expect(findPriceFormula('Note délai = 10 × Dmin / D', 10)).toBeNull();
  });

  it("reads the formula after 'Note prix /10 =', 'note/10 =' and 'Note du critère prix ='", () => {
    expect(
      noteOf('Note prix /10 = 10 × (prix le plus bas / prix de l’offre)', 10, { Pmin: '80', P: '100' }),
    ).toBe('8');
    expect(
      noteOf('Critère prix : note/10 = 10 × Prix le plus bas / Prix du candidat', 10, {
        Pmin: '80',
        P: '100',
      }),
    ).toBe('8');
    expect(
      noteOf(
        "Note du critère prix = 45 × Montant de l'offre la moins disante / Montant de l'offre considérée",
        45,
        {
          Pmin: '80',
          P: '100',
        },
      ),
    ).toBe('36');
  });

  it('does not read "et/ou" as a ratio of prices', () => {
    expect(
      findPriceFormula("L'offre sera choisie sur la base des critères définis dans l'avis et/ou le RC.", 40),
    ).toBeNull();
  });

  it("does not take the x of 'prix' for a times sign in a list with a slash ('produits / démarche')", () => {
    expect(
      findPriceFormula(
        'criteres : prix 60 ; qualite des produits 25 ; produits ecolabels / demarche environnementale 15',
        60,
      ),
    ).toBeNull();
  });

  it("reads an en dash as a minus sign ('Note prix = 20 – [ (Montant de l’offre – ...) / ... × 20 ]')", () => {
    const text =
      'Note prix = 20 – [ (Montant de l’offre – Montant de l’offre la plus basse) / Montant de l’offre la plus basse × 20 ]';
    expect(noteOf(text, 60, { P: '120', Pmin: '100' })).toBe('16');
  });

  it('takes the weight of the price criterion when the formula says "pondération"', () => {
    const formula = findPriceFormula(
      '(Prix total le plus bas du lot concerné / prix total analysé) * pondération',
      40,
    );
    expect(formula?.expression).toBe('(Pmin / P) * 40');
  });

  it('does not count the weight twice when it is written both in words and in figures', () => {
    expect(
      findPriceFormula('(prix le plus bas / prix du candidat) x taux de pondération x 60 points', 60)
        ?.expression,
    ).toBe('(Pmin / P) * 60');
  });

  it('reads symbols through their definitions', () => {
    const formula = findPriceFormula(
      "Note = 20 × (Pm / Pc)\navec Pm = prix de l'offre la moins disante ; Pc = prix de l'offre du candidat",
      40,
    );
    expect(formula?.expression).toBe('20 * (Pmin / P)');
    expect(formula?.variables['Pmin']).toBe("Pm : prix de l'offre la moins disante");
    expect(formula?.variables['P']).toBe("Pc : prix de l'offre du candidat");
  });

  it('reads symbols of any letters that the passage defines as prices (Mo / Mc, DEmin / DE)', () => {
    const amounts = findPriceFormula(
      "Np = 50 × (Mo / Mc)\navec Mo = montant de l'offre la plus basse et Mc = montant de l'offre du candidat.",
      50,
    );
    expect(amounts?.expression).toBe('50 * (Pmin / P)');
    expect(amounts?.variables).toEqual({
      Pmin: "Mo : montant de l'offre la plus basse",
      P: "Mc : montant de l'offre du candidat",
    });
    const bills = findPriceFormula(
      "Note prix = 40 × (DEmin / DE)\noù DEmin est le montant du détail estimatif le plus bas et DE celui de l'offre examinée.",
      40,
    );
    expect(bills?.expression).toBe('40 * (Pmin / P)');
    expect(bills?.variables['Pmin']).toBe('DEmin : montant du détail estimatif le plus bas');
  });

  it('reads definitions listed after the formula with « où … et … »', () => {
    const formula = findPriceFormula(
      "Note prix = 20 × Pmin / Po, où Po est le prix de l'offre et Pmin le prix le plus bas",
      40,
    );
    expect(formula?.expression).toBe('20 * Pmin / P');
    expect(formula?.variables['P']).toBe("Po : prix de l'offre");
  });

  it('describes bare symbols with their usual meaning', () => {
    expect(findPriceFormula('Np = 40 x Pmin / Po', 40)?.variables).toEqual({
      Pmin: "Prix de l'offre la moins disante (Pmin)",
      P: "Prix de l'offre notée (Po)",
    });
  });

  it('reads "Note = 40 × Pmin / P"', () => {
    expect(noteOf('Note = 40 × Pmin / P', 40, { Pmin: '900.00', P: '1200.00' })).toBe('30');
  });

  it('reads a formula on rates or on words for the lowest price (taux horaire, Tmin, Pmoins-disant)', () => {
    expect(
      findPriceFormula('Note = 40 x taux horaire le plus bas / taux horaire du candidat', 40)?.expression,
    ).toBe('40 * Pmin / P');
    expect(findPriceFormula('Note = 40 x (Tmin / T) où T est le taux proposé', 40)?.expression).toBe(
      '40 * (Pmin / P)',
    );
    expect(findPriceFormula('Prix : Note = 8 x Pmoins-disant / Pcandidat', 8)?.expression).toBe(
      '8 * Pmin / P',
    );
  });

  it('reads a note that falls with the gap to the lowest price', () => {
    expect(findPriceFormula('Note = 20 × (1 − (P − Pmin) / Pmin)', 20)?.expression).toBe(
      '20 * (1 - (P - Pmin) / Pmin)',
    );
    expect(noteOf('Note = 20 × (1 − (P − Pmin) / Pmin)', 20, { Pmin: '1000', P: '1100' })).toBe('18');
  });

  it('keeps the floor the tender sets at zero, and leaves a remark after a comma out of the formula', () => {
    const floored = 'Formule : Note prix = 40 × (1 − (P − Pmin) / Pmin), plancher à 0.';
    expect(findPriceFormula(floored, 40)?.written).toBe('40 × (1 − (P − Pmin) / Pmin)');
    expect(noteOf(floored, 40, { Pmin: '1000', P: '3000' })).toBe('0');
    const below =
      'Note = 20 × (1 − (P − Pmin) / Pmin)\nSi la note obtenue est négative, elle est ramenée à 0.';
    expect(noteOf(below, 20, { Pmin: '1000', P: '2500' })).toBe('0');
    expect(noteOf(below, 20, { Pmin: '1000', P: '1100' })).toBe('18');
    expect(findPriceFormula('N = 40 x Pmin / P, arrondie au centième', 40)?.expression).toBe('40 * Pmin / P');
  });

  it("reads symbols defined before a bracket, and 'prévisionnel' is no price revision", () => {
    const formula = findPriceFormula(
      "Note prix = 35 × (Cmin / C), où C est le coût global de l'offre (prix d'achat + coût\nd'entretien prévisionnel) et Cmin le coût global le plus bas.",
      35,
    );
    expect(formula?.expression).toBe('35 * (Pmin / P)');
    expect(formula?.variables['P']).toBe("C : coût global de l'offre");
  });

  it("reads a fee's formula ('Fmin / F, F étant le forfait'), a note numbered 'N1', not a delay's", () => {
    const fee = findPriceFormula(
      'La note du critère prix est calculée comme suit : N = 35 x (Fmin / F), F étant le forfait\nprovisoire de rémunération proposé.',
      35,
    );
    expect(fee?.expression).toBe('35 * (Pmin / P)');
    expect(fee?.variables['P']).toBe('F : forfait provisoire de rémunération proposé');
    expect(findPriceFormula('Formule : N1 = 40 × Pmin / P.', 40)?.expression).toBe('40 * Pmin / P');
    expect(findPriceFormula('Note délai = 10 x Dmin / D', 10)).toBeNull();
  });

  it('reads a squared ratio with the maximum note as a variable', () => {
    const formula = findPriceFormula('N = Nmax × (Pmin/P)²', 30)!;
    expect(formula.expression).toBe('N * (Pmin / P) ^ 2');
    expect(formula.variables['N']).toMatch(/Note maximale/);
    expect(noteOf('N = Nmax × (Pmin/P)²', 30, { N: '30', Pmin: '800', P: '1000' })).toBe('19.2');
  });

  it('reads a formula based on the mean of the offers, with the definition given after "où"', () => {
    const formula = findPriceFormula(
      'Note prix = 40 × (1 - (P - Pmoy) / Pmoy) où Pmoy est la moyenne des offres recevables',
      40,
    )!;
    expect(formula.expression).toBe('40 * (1 - (P - Pmoy) / Pmoy)');
    expect(formula.variables['Pmoy']).toBe('Pmoy : moyenne des offres recevables');
  });

  it("reads a fraction printed around 'Note prix = × 60', and a ratio cut after its slash", () => {
    const drawn = [
      'La note de prix est obtenue par application de la formule suivante :',
      "prix de l'offre la moins chère",
      'Note prix =\t× 60',
      "prix de l'offre du candidat",
    ].join('\n');
    expect(noteOf(drawn, 60, { Pmin: '80', P: '100' })).toBe('48');
    const cut =
      'Pour le prix, la note sera calculee selon la formule : offre la moins chere /\noffre du candidat x 70.';
    expect(noteOf(cut, 70, { Pmin: '80', P: '100' })).toBe('56');
  });

  it("reads 'ou' without its accent as part of the wording ('prime ou taux le plus bas') unless a definition follows", () => {
    const insurance =
      "Note prix = pondération × (prime ou taux le plus bas / prime ou taux de l'offre examinée)";
    expect(noteOf(insurance, 35, { Pmin: '80', P: '100' })).toBe('28');
    const unaccented = 'Note = 40 x Pm / P ou Pm est le prix le plus bas et P le prix de l offre';
    expect(findPriceFormula(unaccented, 40)?.written).toBe('40 x Pm / P');
  });

  it('reads a formula whose bracket closes on the next line, an advance after it in the same line', () => {
    const wrapped =
      'Le critère prix est noté selon la formule : Note = pondération × (offre la plus basse / offre\nexaminée). Retenue de garantie de 5 %. Avance de 10 % pour les lots de plus de 50 000 € HT.';
    expect(noteOf(wrapped, 60, { Pmin: '80', P: '100' })).toBe('48');
  });

  it('quotes a formula on discounts as unreadable, for the evaluator to enter, rather than leave it out', () => {
    expect(findPriceFormula('Note = 60 × remise nette du candidat / meilleure remise nette', 60)).toEqual({
      expression: '',
      variables: {},
      written: '60 × remise nette du candidat / meilleure remise nette',
      unreadable: true,
    });
  });

  it('reads a formula drawn as a fraction over three lines of a pdf', () => {
    const formula = findPriceFormula(
      '                 Pmin\nNote = 40 × -----------\n                  P',
      40,
    );
    expect(formula?.expression).toBe('40 * (Pmin / P)');
  });

  it('reads a fraction whose left side stands alone, or whose bar carries the factor', () => {
    expect(noteOf('Note prix =\n40 x Pmin\nP', 40, { P: '200', Pmin: '100' })).toBe('20');
    expect(noteOf('Np = Pmin\n------ x 40\nP', 40, { P: '200', Pmin: '100' })).toBe('20');
    expect(noteOf("Note prix =\n40 x prix le plus bas\nprix de l'offre", 40, { P: '160', Pmin: '100' })).toBe(
      '25',
    );
  });

  it('reads a fraction whose denominator comes out on the next line', () => {
    const formula = findPriceFormula(
      "Note financière = 60 x Prix de l'offre la plus basse\nPrix de l'offre examinée",
      60,
    );
    expect(formula?.expression).toBe('60 * (Pmin / P)');
    expect(formula?.variables['P']).toBe("Prix de l'offre examinée");
  });

  it('reads a formula whose bracket closes on the next line', () => {
    expect(findPriceFormula('(prix le plus bas / prix proposé par le\ncandidat) x 30', 30)?.expression).toBe(
      '(Pmin / P) * 30',
    );
  });

  it('does not take a formula that scores the delay for the price formula', () => {
    expect(findPriceFormula('20 x (délai offre moins disante / délai offre du candidat)', 20)).toBeNull();
  });

  it('does not flag as a formula a line that merely holds a slash', () => {
    expect(
      findPriceFormula('Valeur technique sur 60 points / Prix des prestations sur 40 points', 40),
    ).toBeNull();
    expect(findPriceFormula('Permis de construire / Autorisation de travaux (PC/AT)', 40)).toBeNull();
  });

  it('does not read a price-revision formula as a price-scoring formula', () => {
    expect(findPriceFormula('Cn = 0,15 + 0,85 × (BT01 n / BT01 o)', 40)).toBeNull();
    expect(findPriceFormula('P = Po x [0.15 + 0.85 x (ING n / ING o)]', 40)).toBeNull();
    expect(findPriceFormula('IM = M x J/365 x Taux IM + F', 40)).toBeNull();
  });

  it('flags a stated formula it cannot read and keeps it as written, never another one', () => {
    const written = 'Note = 40 - (écart au prix de référence × coefficient ∂)';
    expect(findPriceFormula(written, 40)).toEqual({
      expression: '',
      variables: {},
      written: '40 - (écart au prix de référence × coefficient ∂)',
      unreadable: true,
    });
  });

  it('flags a formula whose two symbols would stand for the same price', () => {
    expect(findPriceFormula('Np = 40x (Po/P)', 40)?.unreadable).toBe(true);
  });

  it('finds nothing in a line that is not a price ratio', () => {
    expect(
      findPriceFormula('Dossier sur https://www.marches.fr/consultation/123 ; le prix le plus bas', 40),
    ).toBeNull();
    expect(findPriceFormula('Le prix sera jugé au regard du détail estimatif.', 40)).toBeNull();
  });

  it('reads a fraction printed under its "Note = 40 ×" line, numerator first', () => {
    expect(
      noteOf('Le prix sera noté selon la formule suivante :\nNote = 40 x\nPmin\nP', 40, {
        Pmin: '80',
        P: '100',
      }),
    ).toBe('32');
  });

  it('reads a formula written with O for the offer ("Omin / O")', () => {
    expect(findPriceFormula('note = 40 * (Omin/O)', 40)?.expression).toBe('40 * (Pmin / P)');
  });
});
