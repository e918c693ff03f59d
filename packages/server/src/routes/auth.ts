import {
  PLANS,
  authAnswer,
  codeBody,
  confirmMailAnswer,
  confirmMailUpdateAnswer,
  deleteAccountBody,
  emptyBody,
  inviteAnswer,
  inviteBody,
  loginBody,
  messageAnswer,
  passwordChangeAnswer,
  passwordChangeBody,
  passwordResetBody,
  remainingTokensAnswer,
  resetRequestBody,
  seatsInfo,
  signupBody,
} from '@mieux-disant/domain';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/access';
import {
  accountView,
  createAccount,
  deleteAccount,
  findUser,
  findUserByEmail,
  normaliseEmail,
  seatsOf,
  sendConfirmationCode,
  takeSeat,
} from '../auth/accounts';
import { consumeCode } from '../auth/codes';
import { hashSecret, newCode, newToken, tokenHash, verifySecret } from '../auth/crypto';
import {
  INVITE_TTL_MS,
  RESET_TTL_MS,
  issueSession,
  issueToken,
  revokeToken,
  revokeTokens,
} from '../auth/sessions';
import { tokens, users } from '../db/schema';
import { badRequest, conflict, unauthorized } from '../errors';
import { CODE_RULE, accountKey, addressKey, checkWithLimit, passwordKeys } from '../limits/attempts';
import { UNIFORM_ANSWER_MS, answerNoSoonerThan } from '../limits/uniform';
import type { MailMessage } from '../mail/index';
import { invitationExistingMail, invitationMail, resetLinkMail, signupAttemptMail } from '../mail/messages';
import { subscriptionOf } from '../payments/billing';
import { refusals } from './replies';
import { useSmallBodies } from './schemas';

const RESET_SENT = 'Un mail vous a été envoyé';
const PASSWORD_CHANGED = 'Votre mot de passe a été modifié';
const BAD_CREDENTIALS = 'E-mail ou mot de passe incorrect.';

/** SPEC.md §7 /auth, under /api/auth. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  useSmallBodies(app);
  const limited = {
    rateLimit: { max: ctx.config.authRateLimit.max, timeWindow: ctx.config.authRateLimit.timeWindowMs },
  };
  const uniformMs = ctx.config.uniformAnswerMs ?? UNIFORM_ANSWER_MS;

  /** Sent without waiting: its duration must not show in the answer's time. */
  function sendLater(message: MailMessage, log: { error: (obj: object, msg: string) => void }) {
    ctx.mailer.send(message).catch((err: unknown) => log.error({ err }, 'mail not sent'));
  }

  /** A password check counted against the account's and the client address's attempt limits. */
  function checkPassword(address: string, ip: string, password: string, hash: string | null | undefined) {
    return checkWithLimit(ctx, passwordKeys(normaliseEmail(address), ip), () =>
      verifySecret(password, hash, ctx.config.scryptN),
    );
  }

  /**
   * An e-mail code check, counted per account and address on top of the code's own 5 tries: asking for
   * a fresh code does not reset this count.
   */
  async function checkCode(
    userId: string,
    ip: string,
    purpose: 'confirm_mail' | 'mail_update',
    code: string,
  ) {
    await checkWithLimit(ctx, [accountKey('code', userId, CODE_RULE), addressKey('code', ip)], async () => {
      await consumeCode(ctx, userId, purpose, code);
      return true;
    });
  }

  app.post(
    '/login',
    {
      config: { access: 'anonymous', ...limited },
      schema: { body: loginBody, response: { 200: authAnswer, ...refusals(401) } },
    },
    async (request) => {
      const user = await findUserByEmail(ctx, request.body.email);
      // verifySecret does the same work for an unknown address, so timing tells nothing either; an
      // unknown address is counted like a known one.
      const check = await checkPassword(
        request.body.email,
        request.ip,
        request.body.password,
        user?.passwordHash,
      );
      if (!user || !check.ok) throw unauthorized(BAD_CREDENTIALS, 'INVALID_CREDENTIALS');
      if (check.earlier > 0)
        request.log.warn({ userId: user.id, failedAttempts: check.earlier }, 'login after failed attempts');
      const token = await issueSession(ctx, ctx.db, user.id);
      return { token, ...(await accountView(ctx, user)) };
    },
  );

  app.post(
    '/signup',
    {
      config: { access: 'anonymous', ...limited },
      schema: { body: signupBody, response: { 200: authAnswer } },
    },
    async (request) => {
      const startedAt = performance.now();
      const body = request.body;
      if (body.password !== body.confirmPassword)
        throw badRequest('Les mots de passe ne correspondent pas', 'PASSWORD_MISMATCH');
      const existing = await findUserByEmail(ctx, body.email);
      if (existing) {
        // No account enumeration: the answer looks like a fresh sign-up (its token opens nothing),
        // after the same two hashes (password, code) and the same time; the owner is told by mail.
        await hashSecret(body.password, ctx.config.scryptN);
        await hashSecret(newCode(), ctx.config.scryptN);
        sendLater(
          signupAttemptMail(existing.email, existing.firstname, `${ctx.config.publicUrl}/login`),
          request.log,
        );
        await answerNoSoonerThan(startedAt, uniformMs);
        return {
          token: newToken(),
          id: crypto.randomUUID(),
          firstname: body.firstname,
          lastname: body.lastname,
          status: false,
          admin_validated: 0 as const,
          subscription: null,
          role: 'user_admin' as const,
          credits: 0,
        };
      }
      const { user, token, mail } = await createAccount(ctx, body);
      sendLater(mail, request.log);
      const view = await accountView(ctx, user);
      await answerNoSoonerThan(startedAt, uniformMs);
      return { token, ...view };
    },
  );

  const logout = {
    config: { access: 'authenticated' },
    schema: { response: { 200: messageAnswer } },
  } as const;
  app.post('/logout', logout, async (request) => {
    await revokeToken(ctx, currentUser(request).tokenId);
    return { message: 'Vous êtes déconnecté(e)' };
  });

  app.put(
    '/confirm_mail',
    {
      config: { access: 'authenticated' },
      schema: { body: codeBody, response: { 200: confirmMailAnswer, ...refusals(429) } },
    },
    async (request) => {
      const user = currentUser(request);
      if (!user.emailConfirmed) {
        await checkCode(user.id, request.ip, 'confirm_mail', request.body.code);
        await ctx.db.update(users).set({ emailConfirmed: true }).where(eq(users.id, user.id));
      }
      return { message: 'Votre adresse e-mail est confirmée.', data: { status: true } };
    },
  );

  app.put(
    '/resend_email_confirmation',
    {
      config: { access: 'authenticated', ...limited },
      schema: { body: emptyBody, response: { 200: messageAnswer } },
    },
    async (request) => {
      const user = currentUser(request);
      if (!user.emailConfirmed) await sendConfirmationCode(ctx, user);
      return { message: 'Le code de vérification a été renvoyée!' };
    },
  );

  app.put(
    '/confirm_mail_update',
    {
      config: { access: 'authenticated' },
      schema: { body: codeBody, response: { 200: confirmMailUpdateAnswer, ...refusals(409, 429) } },
    },
    async (request) => {
      const user = await findUser(ctx, currentUser(request).id);
      if (!user?.pendingEmail)
        throw badRequest("Aucun changement d'adresse e-mail en attente.", 'NO_PENDING_EMAIL');
      await checkCode(user.id, request.ip, 'mail_update', request.body.code);
      if (await findUserByEmail(ctx, user.pendingEmail))
        throw conflict('Cette adresse e-mail est déjà utilisée.', 'EMAIL_TAKEN');
      await ctx.db
        .update(users)
        .set({ email: user.pendingEmail, pendingEmail: null, emailConfirmed: true })
        .where(eq(users.id, user.id));
      return { message: 'Votre nouvelle adresse e-mail est confirmée.', data: { email: user.pendingEmail } };
    },
  );

  app.put(
    '/password_reset_request',
    {
      config: { access: 'anonymous', ...limited },
      schema: { body: resetRequestBody, response: { 200: messageAnswer } },
    },
    async (request) => {
      const startedAt = performance.now();
      const user = await findUserByEmail(ctx, request.body.email);
      if (user) {
        await revokeTokens(ctx, ctx.db, user.id, ['reset']);
        const token = await issueToken(ctx, ctx.db, user.id, 'reset', RESET_TTL_MS);
        sendLater(
          resetLinkMail(user.email, user.firstname, `${ctx.config.publicUrl}/reset-password/${token}`),
          request.log,
        );
      }
      await answerNoSoonerThan(startedAt, uniformMs);
      return { message: RESET_SENT };
    },
  );

  app.put(
    '/password_reset',
    {
      config: { access: 'anonymous', ...limited },
      schema: { body: passwordResetBody, response: { 200: messageAnswer } },
    },
    async (request) => {
      const { password, prToken } = request.body;
      const passwordHash = await hashSecret(password, ctx.config.scryptN);
      // The link is 256 random bits; counting wrong ones per address still stops a scan.
      const { ok: done } = await checkWithLimit(ctx, [addressKey('reset', request.ip)], () =>
        ctx.db.transaction(async (tx) => {
          // Single use: the token is marked used in the same statement that finds it.
          const [token] = await tx
            .update(tokens)
            .set({ usedAt: ctx.now() })
            .where(
              and(
                eq(tokens.tokenHash, tokenHash(prToken)),
                inArray(tokens.kind, ['reset', 'invite']),
                isNull(tokens.usedAt),
                isNull(tokens.revokedAt),
                gt(tokens.expiresAt, ctx.now()),
              ),
            )
            .returning({ userId: tokens.userId });
          if (!token) return false;
          // Opening the mailed link proves the address.
          await tx
            .update(users)
            .set({ passwordHash, emailConfirmed: true })
            .where(eq(users.id, token.userId));
          await revokeTokens(ctx, tx, token.userId, ['session', 'reset', 'invite']);
          return true;
        }),
      );
      if (!done)
        throw badRequest(
          'Ce lien est invalide ou a expiré. Demandez un nouveau lien.',
          'RESET_TOKEN_INVALID',
        );
      return { message: PASSWORD_CHANGED };
    },
  );

  app.put(
    '/password_change',
    {
      config: { access: 'authenticated' },
      schema: { body: passwordChangeBody, response: { 200: passwordChangeAnswer, ...refusals(429) } },
    },
    async (request) => {
      const session = currentUser(request);
      const user = await findUser(ctx, session.id);
      const check = await checkPassword(
        user?.email ?? session.id,
        request.ip,
        request.body.oldPassword,
        user?.passwordHash,
      );
      if (!check.ok) throw badRequest('Le mot de passe actuel est incorrect.', 'WRONG_PASSWORD');
      const passwordHash = await hashSecret(request.body.newPassword, ctx.config.scryptN);
      await ctx.db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, session.id));
        // Every other session ends; this one stays so the user is not thrown out mid-page.
        await revokeTokens(ctx, tx, session.id, ['session', 'reset', 'invite'], session.tokenId);
      });
      return { message: PASSWORD_CHANGED, data: { changed: true } };
    },
  );

  const seats = { config: { access: 'validated' }, schema: { response: { 200: seatsInfo } } } as const;
  app.get('/seats', seats, async (request) => {
    const user = currentUser(request);
    return seatsOf(ctx, ctx.db, user.companyId, await totalSeats(user.companyId));
  });

  const credits = {
    config: { access: 'validated' },
    schema: { response: { 200: remainingTokensAnswer } },
  } as const;
  app.get('/remaining_tokens', credits, async (request) => {
    const view = await accountView(ctx, currentUser(request));
    return { remainingTokens: view.credits };
  });

  app.post(
    '/invite',
    {
      config: { access: 'user_admin' },
      schema: { body: inviteBody, response: { 200: inviteAnswer, ...refusals(409) } },
    },
    async (request) => {
      const startedAt = performance.now();
      const inviter = currentUser(request);
      const address = normaliseEmail(request.body.email);
      const inviterName = `${inviter.firstname} ${inviter.lastname}`;
      const total = await totalSeats(inviter.companyId);
      // Inside a transaction only `tx` may be used: PGlite has a single connection, so a query through
      // ctx.db would wait for this very transaction forever.
      const invited = await ctx.db.transaction(async (tx) => {
        const seats = await seatsOf(ctx, tx, inviter.companyId, total);
        if (seats.remainingSeats <= 0)
          throw conflict(
            "Aucun siège disponible : passez à une formule supérieure pour inviter d'autres utilisateurs.",
            'NO_SEAT_LEFT',
          );
        const [taken] = await tx
          .select({ firstname: users.firstname, companyId: users.companyId })
          .from(users)
          .where(eq(users.email, address));
        // No enumeration: an address that has an account is answered like any other (its owner is
        // told by mail what to do) and takes a seat like any other, so an admin cannot learn who else
        // uses the product.
        await takeSeat(tx, inviter.companyId, address, taken);
        if (taken) return { existing: true as const, firstname: taken.firstname, company: seats.company };
        const [created] = await tx
          .insert(users)
          .values({
            companyId: inviter.companyId,
            email: address,
            firstname: request.body.firstname,
            lastname: request.body.lastname,
            role: 'user',
            adminValidated: true,
          })
          .returning();
        const token = await issueToken(ctx, tx, created!.id, 'invite', INVITE_TTL_MS);
        return { existing: false as const, user: created!, token, company: seats.company };
      });
      const mail = invited.existing
        ? invitationExistingMail(address, invited.firstname, inviterName, invited.company)
        : invitationMail(
            address,
            invited.user.firstname,
            inviterName,
            invited.company,
            `${ctx.config.publicUrl}/reset-password/${invited.token}`,
          );
      sendLater(mail, request.log);
      await answerNoSoonerThan(startedAt, uniformMs);
      const { firstname, lastname } = request.body;
      const id = invited.existing ? crypto.randomUUID() : invited.user.id;
      return {
        message: 'Invitation envoyée avec succès.',
        data: { id, email: address, firstname, lastname },
      };
    },
  );

  app.put(
    '/delete_account',
    {
      config: { access: 'authenticated' },
      schema: { body: deleteAccountBody, response: { 200: messageAnswer, ...refusals(409, 429) } },
    },
    async (request) => {
      const session = currentUser(request);
      const user = await findUser(ctx, session.id);
      const check = await checkPassword(
        user?.email ?? session.id,
        request.ip,
        request.body.password,
        user?.passwordHash,
      );
      if (!user || !check.ok) throw badRequest('Mot de passe incorrect.', 'WRONG_PASSWORD');
      if (user.role === 'admin') {
        const admins = await ctx.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
        if (admins.length <= 1)
          throw conflict(
            'Le dernier administrateur de la plateforme ne peut pas supprimer son compte.',
            'LAST_ADMIN',
          );
      }
      await deleteAccount(ctx, user);
      return { message: 'Compte supprimé avec succès.' };
    },
  );

  async function totalSeats(companyId: string): Promise<number> {
    const subscription = await subscriptionOf(ctx, companyId);
    // No subscription: one seat (DECISIONS.md).
    return subscription ? PLANS[subscription.plan].seats : 1;
  }
};
