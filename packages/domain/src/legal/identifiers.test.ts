import { describe, expect, it } from 'vitest';
import { identifierDigits, isValidSiren, isValidSiret, sirenOf } from './identifiers';

describe('SIREN and SIRET keys', () => {
  it('accepts a SIREN whose Luhn key is right and refuses one digit off', () => {
    expect(isValidSiren('732 829 320')).toBe(true);
    expect(isValidSiren('732829321')).toBe(false);
    expect(isValidSiren('73282932')).toBe(false);
  });

  it('accepts a SIRET whose Luhn key is right and refuses one digit off', () => {
    expect(isValidSiret('732 829 320 00074')).toBe(true);
    expect(isValidSiret('73282932000075')).toBe(false);
    expect(isValidSiret('7328293200007')).toBe(false);
  });

  it("checks La Poste's establishments by the sum of their digits", () => {
    expect(isValidSiret('35600000000048')).toBe(true);
    expect(isValidSiret('35600000012346')).toBe(true);
    expect(isValidSiret('35600000012345')).toBe(false);
  });

  it('reads the SIREN of a SIRET written with separators', () => {
    expect(identifierDigits('732.829.320-00074')).toBe('73282932000074');
    expect(sirenOf('732 829 320 00074')).toBe('732829320');
  });
});
