import { and, desc, eq, ilike, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminSearchQuery,
  adminUserAnswer,
  adminUserList,
  adminUserUpdate,
  idParam,
} from '@mieux-disant/domain';
import { currentUser } from '../auth/access';
import { findUserByEmail, normaliseEmail } from '../auth/accounts';
import { issueCode } from '../auth/codes';
import { companies, users } from '../db/schema';
import { conflict, notFound } from '../errors';
import { confirmationCodeMail, validationDoneMail } from '../mail/messages';
import { refusals } from './replies';
import { useSmallBodies } from './schemas';

export const ADMIN_SEARCH_LIMIT = 10;

const adminUser = {
  id: users.id,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  company: companies.name,
  admin_validated: users.adminValidated,
  role: users.role,
};

/** `%`, `_` and `\` match themselves in a search term. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** SPEC.md §7 administration, under /api/admin; platform administrators (role admin) only. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  useSmallBodies(app);

  async function userRecord(id: string) {
    const [row] = await ctx.db
      .select(adminUser)
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(eq(users.id, id));
    if (!row) throw notFound('Utilisateur introuvable.');
    return row;
  }

  app.get(
    '/search',
    {
      config: { access: 'admin' },
      schema: { querystring: adminSearchQuery, response: { 200: adminUserList } },
    },
    async (request) => {
      const { term, filter } = request.query;
      const conditions: (SQL | undefined)[] = [];
      const words = term.trim();
      if (words) {
        const pattern = likePattern(words);
        conditions.push(
          or(
            ilike(users.firstname, pattern),
            ilike(users.lastname, pattern),
            ilike(users.email, pattern),
            ilike(companies.name, pattern),
          ),
        );
      }
      if (filter !== 'all') conditions.push(eq(users.adminValidated, filter === 'validated'));
      return ctx.db
        .select(adminUser)
        .from(users)
        .innerJoin(companies, eq(companies.id, users.companyId))
        .where(and(...conditions))
        .orderBy(desc(users.createdAt), users.id)
        .limit(ADMIN_SEARCH_LIMIT);
    },
  );

  app.put(
    '/validate/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParam, response: { 200: adminUserAnswer, ...refusals(404) } },
    },
    async (request) => {
      const [user] = await ctx.db
        .update(users)
        .set({ adminValidated: true })
        .where(eq(users.id, request.params.id))
        .returning();
      if (!user) throw notFound('Utilisateur introuvable.');
      await ctx.mailer.send(validationDoneMail(user.email, user.firstname, `${ctx.config.publicUrl}/login`));
      return { message: 'Utilisateur validé avec succès.', data: await userRecord(user.id) };
    },
  );

  app.put(
    '/updateUser/:id',
    {
      config: { access: 'admin' },
      schema: {
        params: idParam,
        body: adminUserUpdate,
        response: { 200: adminUserAnswer, ...refusals(404, 409) },
      },
    },
    async (request) => {
      const admin = currentUser(request);
      const { id } = request.params;
      const body = request.body;
      const existing = await userRecord(id);
      if (id === admin.id && body.role !== undefined && body.role !== 'admin')
        throw conflict('Vous ne pouvez pas retirer votre propre rôle d’administrateur.', 'OWN_ROLE');
      const changes: Partial<typeof users.$inferInsert> = {};
      if (body.firstname !== undefined) changes.firstname = body.firstname;
      if (body.lastname !== undefined) changes.lastname = body.lastname;
      if (body.role !== undefined) changes.role = body.role;
      if (body.admin_validated !== undefined) changes.adminValidated = body.admin_validated;
      const newEmail = body.email !== undefined ? normaliseEmail(body.email) : null;
      const emailChanges = newEmail !== null && newEmail !== existing.email;
      if (emailChanges) {
        if (await findUserByEmail(ctx, newEmail))
          throw conflict('Cette adresse e-mail est déjà utilisée.', 'EMAIL_TAKEN');
        // The new address takes effect once its owner types the code (PUT /auth/confirm_mail_update).
        changes.pendingEmail = newEmail;
      }
      if (Object.keys(changes).length > 0) await ctx.db.update(users).set(changes).where(eq(users.id, id));
      if (emailChanges) {
        const code = await issueCode(ctx, ctx.db, id, 'mail_update');
        await ctx.mailer.send(confirmationCodeMail(newEmail, body.firstname ?? existing.firstname, code));
      }
      return { message: 'Utilisateur modifié avec succès.', data: await userRecord(id) };
    },
  );
};
