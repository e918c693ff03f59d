import { describe, expect, it } from 'vitest';
import { guessRole } from './header';

describe('guessRole', () => {
  it.each([
    ['N°', 'code'],
    ['Code', 'code'],
    ['UO', 'code'],
    ['Réf.', 'code'],
    ['Désignation des ouvrages', 'description'],
    ['Libellé', 'description'],
    ['U', 'unit'],
    ['Unité / Forfait', 'unit'],
    ['QTE', 'quantity'],
    ['Qté', 'quantity'],
    ['P.U. HT', 'unitPrice'],
    ['PU € HT', 'unitPrice'],
    ['Prix unitaire HT', 'unitPrice'],
    ['Montant HT', 'amount'],
    ['Prix total', 'amount'],
    ['Total HT', 'amount'],
  ])('%s names the %s column', (label, role) => {
    expect(guessRole(label)?.role).toBe(role);
  });

  it('treats a bare "Prix HT" as a weak price column', () => {
    expect(guessRole('Prix HT, en €')).toEqual({ role: 'unitPrice', strong: false });
  });

  it.each(['Prix TTC', 'Taux TVA', 'Indice de référence'])('ignores %s', (label) => {
    expect(guessRole(label)).toBeNull();
  });
});
