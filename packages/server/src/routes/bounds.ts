import { isUtf8 } from 'node:buffer';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors';

// Limits every JSON body meets before its route's schema reads it: bytes that are not UTF-8 are refused
// (decoding would replace them silently), schemas (zod) recurse, so a body nested thousands of levels
// deep would overflow the stack, and PostgreSQL refuses text holding a NUL character. All are answered
// with a French 400 (naming the field where there is one), and nothing is written.

/** Deepest nesting of any JSON body (a tender's criteria with sub-criteria use about 13 levels). */
export const MAX_BODY_DEPTH = 32;

/** Where in the body: `ponderation.Critères.Prix`, cut short for very long paths. */
function fieldName(path: (string | number)[]): string {
  const name = path.join('.');
  return name.length > 120 ? `${name.slice(0, 120)}…` : name;
}

const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Array.isArray(value) || [Object.prototype, null].includes(Object.getPrototypeOf(value)));

/** Throws a French 400 for a body nested deeper than MAX_BODY_DEPTH or holding a NUL character. */
export function checkBodyShape(body: unknown): void {
  if (!isPlain(body)) {
    if (typeof body === 'string' && body.includes('\0')) throw nulRefused([]);
    return;
  }
  // Iterative walk: the check itself must not overflow on the bodies it refuses.
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: body, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\0')) throw nulRefused(path);
      continue;
    }
    if (!isPlain(value)) continue;
    if (path.length >= MAX_BODY_DEPTH)
      throw badRequest(
        `Données invalides (${fieldName(path)}) : structure trop imbriquée (${MAX_BODY_DEPTH} niveaux au plus).`,
      );
    for (const [key, child] of Object.entries(value)) {
      if (key.includes('\0')) throw nulRefused(path);
      stack.push({ value: child, path: [...path, Array.isArray(value) ? Number(key) : key] });
    }
  }
}

const nulRefused = (path: (string | number)[]) =>
  badRequest(
    path.length > 0
      ? `Données invalides (${fieldName(path)}) : le caractère nul n'est pas autorisé.`
      : "Données invalides : le caractère nul n'est pas autorisé.",
  );

/** Every route of the calling plugin reads JSON from valid UTF-8 and checks its shape before validation. */
export function boundBodies(app: FastifyInstance): void {
  // Fastify's own parser (it refuses `__proto__` and `constructor.prototype` keys), fed checked text.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    if (!isUtf8(body as Buffer))
      return done(badRequest("Données invalides : le texte envoyé n'est pas encodé en UTF-8."), undefined);
    parseJson(request, (body as Buffer).toString('utf8'), done);
  });
  app.addHook('preValidation', async (request) => {
    checkBodyShape(request.body);
  });
}
