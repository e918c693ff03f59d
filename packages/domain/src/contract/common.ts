import { z } from 'zod';

// Rules shared by the schemas of several routes. Names refuse markup outright: they are shown in mails
// and pages, and nobody's name needs < or >.
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

/** A password being checked: any length up to the cap, so a wrong one answers 'incorrect'. */
export const givenPassword = z.string().min(1, 'Ce champ est obligatoire.').max(200);

/** The id of a row in a path or a body. */
export const entityId = z.uuid('Identifiant invalide.');

/** `/{id}` in a path. */
export const idParam = z.object({ id: entityId });

/** `/{tender_id}` in a path. */
export const tenderIdParam = z.object({ tender_id: entityId });

/** Every refusal: a French message for the user and a machine code (DECISIONS.md, API). */
export const errorBody = z
  .object({
    message: z.string(),
    code: z.string(),
  })
  .meta({ id: 'ErrorBody' });

/** A success that only tells the user something. */
export const messageAnswer = z.object({ message: z.string() }).meta({ id: 'MessageAnswer' });

/** A tender's id and its status after a change. */
export const tenderStatusAnswer = z
  .object({ id: z.uuid(), status: z.string() })
  .meta({ id: 'TenderStatusAnswer' });

export type ErrorBody = z.infer<typeof errorBody>;
export type MessageAnswer = z.infer<typeof messageAnswer>;
export type TenderStatusAnswer = z.infer<typeof tenderStatusAnswer>;

/** GET /openapi.json: this contract as an OpenAPI 3.1 document. */
export const openApiDocument = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});
