import { describe, expect, it } from 'vitest';
import { SCRYPT_N, hashSecret, verifySecret } from './crypto';

describe('scrypt secrets', () => {
  it('hashes at the production cost unless told otherwise, and verifies with the stored cost', async () => {
    const production = await hashSecret('mot de passe');
    expect(production.split('$').slice(0, 4)).toEqual(['scrypt', String(SCRYPT_N), '8', '1']);
    expect(SCRYPT_N).toBe(16384);
    const cheap = await hashSecret('mot de passe', 256);
    expect(cheap.split('$')[1]).toBe('256');
    expect(await verifySecret('mot de passe', production, 256)).toBe(true);
    expect(await verifySecret('mot de passe', cheap)).toBe(true);
    expect(await verifySecret('autre', cheap)).toBe(false);
    expect(await verifySecret('mot de passe', null)).toBe(false);
  });
});
