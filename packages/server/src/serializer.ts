import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { z } from 'zod';

/**
 * Answers written by fast-json-stringify from the JSON Schema of the route's zod schema: zod stays the
 * one declaration (the OpenAPI document is generated from the same schemas), but an answer is no
 * longer parsed by zod and then written by JSON.stringify, which took a fifth of a tender list
 * request's time. As with zod, only declared properties are written (a column added to a row never
 * leaks into an answer) and a missing required property is an error (500), not a truncated answer.
 * Each serializer is compiled on its first answer: the app starts without compiling every route's.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  let write: ((data: unknown) => string) | undefined;
  return (data) => {
    write ??= writerOf(schema);
    return write(data);
  };
};

/** The function that writes answers of `schema` as JSON. */
export function writerOf(schema: z.ZodType): (data: unknown) => string {
  // `unrepresentable: 'any'`: a file answer (z.custom) is sent as bytes, never through here.
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
  // fast-json-stringify picks the branch of a union (anyOf, oneOf, if) by validating the value with
  // ajv, whose validator of a tender's criteria took 0.6 s to build on the first answer: answers with
  // a union are still checked and shaped by zod.
  if (/"(anyOf|oneOf|if)":/.test(JSON.stringify(json)))
    return (data) => JSON.stringify(z.encode(schema, data));
  return fastJsonStringify(json as Parameters<typeof fastJsonStringify>[0]);
}
