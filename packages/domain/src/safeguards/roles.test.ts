import { describe, expect, it } from 'vitest';
import { priceRoleOf } from './roles';

describe('priceRoleOf', () => {
  it.each([
    ['Pm', 'prix de l’offre la moins-disante', 'Pmin'],
    ['Px', 'prix le plus élevé des offres reçues', 'Pmax'],
    ['Pmoy', 'Prix moyen des offres', 'Pmoy'],
    ['Ea', 'Estimation du pouvoir adjudicateur', 'E'],
    ['Nt', 'Note maximale du critère', 'N'],
    ['Pa', 'prix de l’offre analysée', 'P'],
  ])('reads %s from its description « %s »', (name, description, role) => {
    expect(priceRoleOf({ name, description })).toBe(role);
  });

  it('falls back to the usual names when the description says nothing', () => {
    expect(priceRoleOf({ name: 'Pmin', description: '' })).toBe('Pmin');
    expect(priceRoleOf({ name: 'Po', description: 'voir article 5' })).toBe('P');
    expect(priceRoleOf({ name: 'Pref', description: '' })).toBeNull();
  });

  it('lets the description override the name', () => {
    expect(priceRoleOf({ name: 'P', description: 'prix le plus bas' })).toBe('Pmin');
  });
});
