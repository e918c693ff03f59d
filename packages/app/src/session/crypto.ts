// SPEC.md section 3: every session value except the token is stored encrypted with a fixed
// application key joined with the current token. AES-GCM through Web Crypto; the key is the
// SHA-256 digest of `${APP_KEY}:${token}`, so a value cannot be read back without the token.

const APP_KEY = 'mieux-disant/session/v1';
const encoder = new TextEncoder();
const decoder = new TextDecoder();

async function keyFor(token: string): Promise<CryptoKey> {
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(`${APP_KEY}:${token}`));
  return crypto.subtle.importKey('raw', digest, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const raw = atob(text);
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Encrypts a JSON value; the result is `base64(iv).base64(ciphertext)`. */
export async function encryptValue(token: string, value: unknown): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const key = await keyFor(token);
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    key,
    encoder.encode(JSON.stringify(value)),
  );
  return `${toBase64(iv)}.${toBase64(new Uint8Array(data))}`;
}

/** Decrypts what encryptValue produced; throws when the token does not match. */
export async function decryptValue(token: string, stored: string): Promise<unknown> {
  const [iv, data] = stored.split('.');
  if (!iv || !data) throw new Error('Malformed session value');
  const key = await keyFor(token);
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(iv) }, key, fromBase64(data));
  return JSON.parse(decoder.decode(plain));
}
