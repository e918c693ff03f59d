import { passwordStrength } from '@mieux-disant/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

// Shared input rules. Names refuse markup outright: they are shown in mails and pages, and nobody's
// name needs < or >.
const NO_MARKUP = /^[^<>]*$/;

export const personName = z
  .string()
  .trim()
  .min(1, 'Ce champ est obligatoire.')
  .max(100)
  .regex(NO_MARKUP, 'Les caractères < et > ne sont pas autorisés.');

export const companyName = z
  .string()
  .trim()
  .min(1, 'Ce champ est obligatoire.')
  .max(200)
  .regex(NO_MARKUP, 'Les caractères < et > ne sont pas autorisés.');

export const email = z.string().trim().max(254).pipe(z.email('Adresse e-mail invalide.'));

/** A password being chosen: the domain's rule, the one the screens show as the user types. */
export const newPassword = z.string().superRefine((password, check) => {
  const strength = passwordStrength(password);
  if (strength.message)
    check.addIssue({ code: 'custom', message: [strength.message, strength.hint].filter(Boolean).join(' ') });
});

/** A password being checked: any length up to the cap, so a wrong one answers 'incorrect'. */
export const givenPassword = z.string().min(1, 'Ce champ est obligatoire.').max(200);

/** The id of a row in a path or a body. */
export const entityId = z.uuid('Identifiant invalide.');

export const uuidParam = z.object({ id: entityId });

/** A 6-digit code sent by mail. */
export const codeBody = z.object({ code: z.string().regex(/^\d{6}$/, 'Le code doit comporter 6 chiffres.') });

/** Body limit of the routes that carry no documents: a form's worth, not the 200 MB of an upload. */
export const SMALL_BODY_LIMIT = 64 * 1024;

/** Gives every route of the calling plugin the small body limit unless it sets its own. */
export function useSmallBodies(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= SMALL_BODY_LIMIT;
  });
}
