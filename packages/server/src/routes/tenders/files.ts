import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../auth/access';
import { files, tenderCompanies, tenders } from '../../db/schema';
import { notFound } from '../../errors';
import { fileStore } from '../../files/index';
import { ownTender } from './repo';
import { fileIdParam, tenderFiles, tenderIdParam } from '@mieux-disant/domain';
import { fileReply, refusals } from '../replies';

/** `attachment` with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function attachment(path: string): string {
  const name = path.split('/').at(-1) ?? 'fichier';
  const ascii =
    name
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_') || 'fichier';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** The documents of a tender: listing and download. */
export const tenderFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/files/:tender_id',
    {
      config: { access: 'validated' },
      schema: { params: tenderIdParam, response: { 200: tenderFiles, ...refusals(404) } },
    },
    async (request) => {
      const tender = await ownTender(ctx, request, request.params.tender_id);
      const rows = await ctx.db
        .select({ id: files.id, path: files.path, company: tenderCompanies.name, pages: files.pages })
        .from(files)
        .leftJoin(tenderCompanies, eq(tenderCompanies.id, files.tenderCompanyId))
        .where(eq(files.tenderId, tender.id))
        .orderBy(asc(tenderCompanies.createdAt), asc(files.path));
      return rows.map((r) => ({ id: r.id, path: r.path, company: r.company ?? null, pages: r.pages }));
    },
  );

  app.get(
    '/file/:file_id',
    {
      config: { access: 'validated' },
      schema: {
        params: fileIdParam,
        response: {
          200: fileReply('Le fichier tel qu’il a été envoyé.', 'application/octet-stream'),
          ...refusals(404),
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const [row] = await ctx.db
        .select({ path: files.path, sha256: files.sha256, mime: files.mime, size: files.size })
        .from(files)
        .innerJoin(tenders, eq(tenders.id, files.tenderId))
        .where(and(eq(files.id, request.params.file_id), eq(tenders.companyId, user.companyId)));
      if (!row) throw notFound('Fichier introuvable.', 'FILE_NOT_FOUND');
      const bytes = await fileStore(ctx)
        .read(row.sha256)
        .catch((err: unknown) => {
          // Recorded but gone from the disk (a database restored without its files): a 404, not a 500.
          request.log.error({ err, file: request.params.file_id }, 'stored file missing');
          throw notFound('Fichier introuvable.', 'FILE_NOT_FOUND');
        });
      return reply
        .type(row.mime)
        .header('content-disposition', attachment(row.path))
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
};
