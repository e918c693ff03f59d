import { describe, expect, it } from 'vitest';
import { baseOfKey, criterionKey, criterionNameOfKey } from './keys';

describe('criterionKey', () => {
  it('uses the name itself when it is free', () => {
    expect(criterionKey('Technique', ['Financier'])).toBe('Technique');
  });

  it('numbers a second and third criterion of the same name from 2', () => {
    expect(criterionKey('Technique', ['Technique'])).toBe('Technique (2)');
    expect(criterionKey('Technique', ['Technique', 'Technique (2)'])).toBe('Technique (3)');
  });

  it('takes any iterable of keys', () => {
    expect(criterionKey('Délais', new Set(['Délais']))).toBe('Délais (2)');
  });
});

describe('criterionNameOfKey', () => {
  it('inverts criterionKey', () => {
    expect(criterionNameOfKey('Technique')).toBe('Technique');
    expect(criterionNameOfKey('Technique (2)')).toBe('Technique');
    expect(criterionNameOfKey('Références (12)')).toBe('Références');
  });

  it.each([
    ['Prix des prestations', 'Financier'],
    ['Coût global', 'Financier'],
    ['Valeur technique', 'Technique'],
    ["Délai d'exécution", 'Délais'],
    ['Performances en matière de protection de l’environnement', 'Environnement'],
    ['Méthodologie proposée', 'Méthodologie'],
    ['Qualité des services associés', 'Qualité'],
    ['Références similaires', 'Références'],
    ['Expérience de l’équipe', 'Expérience'],
    ['Sécurité du chantier', 'Sécurité'],
    ['Capacités administratives', 'Administratif'],
  ])('recognises the tender wording "%s" as %s', (key, name) => {
    expect(criterionNameOfKey(key)).toBe(name);
  });

  it('gives null when nothing fits', () => {
    expect(criterionNameOfKey('Critère 3')).toBeNull();
  });
});

describe('baseOfKey', () => {
  it('removes only a numeric suffix in parentheses', () => {
    expect(baseOfKey('Technique (2)')).toBe('Technique');
    expect(baseOfKey('Prix (HT)')).toBe('Prix (HT)');
  });
});
