import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt parameters (N = 2^14, r = 8, p = 1): about 50 ms per hash here, 16 MB of memory. N can be
// lowered through ServerConfig.scryptN (tests only); a hash records its own parameters, so verifying
// never depends on the current setting.
export const SCRYPT_N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function scryptAsync(secret: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(secret, salt, KEY_LENGTH, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash` (base64url parts). */
export async function hashSecret(secret: string, n = SCRYPT_N): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(secret, salt, n, R, P);
  return ['scrypt', n, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** `n`: the cost of the dummy hash computed when there is no stored hash (the cost of new hashes). */
export async function verifySecret(
  secret: string,
  stored: string | null | undefined,
  n = SCRYPT_N,
): Promise<boolean> {
  const parts = (stored ?? '').split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    // Same work whether or not the account exists, so timing reveals nothing.
    await scryptAsync(secret, randomBytes(16), n, R, P);
    return false;
  }
  const [, storedN, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64url');
  const key = await scryptAsync(
    secret,
    Buffer.from(salt, 'base64url'),
    Number(storedN),
    Number(r),
    Number(p),
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A random opaque token (256 bits) for the client; the database keeps `tokenHash(token)`. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** A generated password: 18 random characters. */
export const newPassword = (): string => randomBytes(14).toString('base64url');
