import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, files, tenders, tokens, users } from '../db/schema';
import { FileStore } from '../files/store';
import { purgeExpired } from '../auth/sessions';
import { codeIn, databaseKinds, resetTokenIn, setupServer } from '../../test/harness';

const signupBody = (email: string, extra: Record<string, unknown> = {}) => ({
  firstname: 'Camille',
  lastname: 'Durand',
  company: 'BTP Durand',
  email,
  password: 'motdepasse-solide',
  confirmPassword: 'motdepasse-solide',
  ...extra,
});

describe.each(databaseKinds)('auth routes on %s', (kind) => {
  const server = setupServer(kind);

  it('signs up: user_admin of a new company, unconfirmed, not validated, code mailed', async () => {
    const reply = await server.call('POST', '/api/auth/signup', { body: signupBody('Camille@Example.test') });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      firstname: 'Camille',
      lastname: 'Durand',
      status: false,
      admin_validated: 0,
      subscription: null,
      role: 'user_admin',
      credits: 0,
    });
    expect(reply.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await server.ctx.db.select().from(users).where(eq(users.email, 'camille@example.test'));
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain('motdepasse');
    // Only the hash of the token is stored.
    const stored = await server.ctx.db.select().from(tokens).where(eq(tokens.userId, row!.id));
    expect(stored.map((t) => t.tokenHash)).not.toContain(reply.body.token);
    const mail = server.lastMail('camille@example.test');
    expect(mail.subject).toBe('Mieux-Disant : votre code de confirmation');
    expect(codeIn(mail)).toMatch(/^\d{6}$/);
  });

  it('refuses mismatched passwords with the French message and writes nothing', async () => {
    const before = await server.ctx.db.select().from(companies);
    const reply = await server.call('POST', '/api/auth/signup', {
      body: signupBody('autre@example.test', { confirmPassword: 'different-123' }),
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      message: 'Les mots de passe ne correspondent pas',
      code: 'PASSWORD_MISMATCH',
    });
    expect(await server.ctx.db.select().from(companies)).toHaveLength(before.length);
  });

  it('does not reveal that an address has an account at sign-up', async () => {
    const first = await server.call('POST', '/api/auth/signup', { body: signupBody('deja@example.test') });
    const again = await server.call('POST', '/api/auth/signup', { body: signupBody('deja@example.test') });
    expect(again.status).toBe(200);
    expect(Object.keys(again.body).sort()).toEqual(Object.keys(first.body).sort());
    // The second token opens nothing; the owner was told by mail.
    const denied = await server.call('PUT', '/api/auth/confirm_mail', {
      token: again.body.token,
      body: { code: '123456' },
    });
    expect(denied.status).toBe(401);
    expect(server.lastMail('deja@example.test').subject).toBe(
      'Mieux-Disant : tentative de création de compte',
    );
  });

  it('confirms the e-mail with the mailed code; login then says status true', async () => {
    const signup = await server.call('POST', '/api/auth/signup', {
      body: signupBody('confirme@example.test'),
    });
    const code = codeIn(server.lastMail('confirme@example.test'));
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await server.call('PUT', '/api/auth/confirm_mail', {
      token: signup.body.token,
      body: { code: wrong },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Code de confirmation incorrect. Il vous reste 4 tentatives.');
    const ok = await server.call('PUT', '/api/auth/confirm_mail', {
      token: signup.body.token,
      body: { code },
    });
    expect(ok.status).toBe(200);
    const login = await server.call('POST', '/api/auth/login', {
      body: { email: 'confirme@example.test', password: 'motdepasse-solide' },
    });
    expect(login.status).toBe(200);
    expect(login.body.status).toBe(true);
    expect(login.body.admin_validated).toBe(0);
  });

  it('locks a code after 5 wrong tries, even for the right code; a resent code works', async () => {
    const signup = await server.call('POST', '/api/auth/signup', { body: signupBody('essais@example.test') });
    const code = codeIn(server.lastMail('essais@example.test'));
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i += 1) {
      const r = await server.call('PUT', '/api/auth/confirm_mail', {
        token: signup.body.token,
        body: { code: wrong },
      });
      expect(r.status).toBe(400);
    }
    const locked = await server.call('PUT', '/api/auth/confirm_mail', {
      token: signup.body.token,
      body: { code },
    });
    expect(locked.body).toEqual({
      message: 'Trop de tentatives. Demandez un nouveau code.',
      code: 'CODE_LOCKED',
    });
    const resend = await server.call('PUT', '/api/auth/resend_email_confirmation', {
      token: signup.body.token,
      body: {},
    });
    expect(resend.body.message).toBe('Le code de vérification a été renvoyée!');
    const fresh = codeIn(server.lastMail('essais@example.test'));
    const ok = await server.call('PUT', '/api/auth/confirm_mail', {
      token: signup.body.token,
      body: { code: fresh },
    });
    expect(ok.status).toBe(200);
  });

  it('lets a code expire after one hour', async () => {
    const signup = await server.call('POST', '/api/auth/signup', { body: signupBody('expire@example.test') });
    const code = codeIn(server.lastMail('expire@example.test'));
    server.clock.advance(3600_000 + 1000);
    const reply = await server.call('PUT', '/api/auth/confirm_mail', {
      token: signup.body.token,
      body: { code },
    });
    expect(reply.body.code).toBe('CODE_EXPIRED');
  });

  it('logs in with the same answer for an unknown address and a wrong password', async () => {
    const user = await server.createUser();
    const wrong = await server.call('POST', '/api/auth/login', {
      body: { email: user.email, password: 'faux-mdp' },
    });
    const unknown = await server.call('POST', '/api/auth/login', {
      body: { email: 'inconnu@example.test', password: 'faux-mdp' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body.message).toBe('E-mail ou mot de passe incorrect.');
  });

  it('accepts the token as is and as Bearer; logout revokes it', async () => {
    const user = await server.createUser({ plan: 'Standard', credits: 800 });
    const plain = await server.call('GET', '/api/auth/remaining_tokens', { token: user.token });
    expect(plain.body).toEqual({ remainingTokens: 800 });
    const bearer = await server.call('GET', '/api/auth/remaining_tokens', { token: `Bearer ${user.token}` });
    expect(bearer.status).toBe(200);
    const out = await server.call('POST', '/api/auth/logout', { token: user.token });
    expect(out.body.message).toBe('Vous êtes déconnecté(e)');
    const after = await server.call('GET', '/api/auth/remaining_tokens', { token: user.token });
    expect(after.status).toBe(401);
  });

  it('expires sessions, and purges dead tokens a day later', async () => {
    const user = await server.createUser();
    server.clock.advance(8 * 24 * 3600_000);
    const reply = await server.call('GET', '/api/auth/seats', { token: user.token });
    expect(reply.status).toBe(401);
    const purged = await purgeExpired(server.ctx);
    expect(purged.tokens).toBeGreaterThan(0);
    const left = await server.ctx.db.select().from(tokens).where(eq(tokens.userId, user.id));
    expect(left).toEqual([]);
    // A live session survives the purge.
    const login = await server.call('POST', '/api/auth/login', {
      body: { email: user.email, password: user.password },
    });
    await purgeExpired(server.ctx);
    expect((await server.call('GET', '/api/auth/seats', { token: login.body.token })).status).toBe(200);
  });

  it('resets a password with a single-use link and ends every session', async () => {
    const user = await server.createUser();
    const unknown = await server.call('PUT', '/api/auth/password_reset_request', {
      body: { email: 'personne@example.test' },
    });
    const known = await server.call('PUT', '/api/auth/password_reset_request', {
      body: { email: user.email },
    });
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toBe('Un mail vous a été envoyé');
    const mail = server.lastMail(user.email);
    expect(mail.text).toContain('http://mieux-disant.test/reset-password/');
    const prToken = resetTokenIn(mail);
    const done = await server.call('PUT', '/api/auth/password_reset', {
      body: { password: 'nouveau-mdp-42', prToken },
    });
    expect(done.body.message).toBe('Votre mot de passe a été modifié');
    const reused = await server.call('PUT', '/api/auth/password_reset', {
      body: { password: 'encore-un-autre', prToken },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('RESET_TOKEN_INVALID');
    expect((await server.call('GET', '/api/auth/seats', { token: user.token })).status).toBe(401);
    const login = await server.call('POST', '/api/auth/login', {
      body: { email: user.email, password: 'nouveau-mdp-42' },
    });
    expect(login.status).toBe(200);
  });

  it('lets a reset link expire after one hour', async () => {
    const user = await server.createUser();
    await server.call('PUT', '/api/auth/password_reset_request', { body: { email: user.email } });
    server.clock.advance(3600_000 + 1000);
    const reply = await server.call('PUT', '/api/auth/password_reset', {
      body: { password: 'nouveau-mdp-42', prToken: resetTokenIn(server.lastMail(user.email)) },
    });
    expect(reply.status).toBe(400);
  });

  it('changes the password: old one required, other sessions revoked, this one kept', async () => {
    const user = await server.createUser();
    const other = await server.call('POST', '/api/auth/login', {
      body: { email: user.email, password: user.password },
    });
    const bad = await server.call('PUT', '/api/auth/password_change', {
      token: user.token,
      body: { oldPassword: 'pas-le-bon', newPassword: 'nouveau-mdp-42' },
    });
    expect(bad.body).toEqual({ message: 'Le mot de passe actuel est incorrect.', code: 'WRONG_PASSWORD' });
    const ok = await server.call('PUT', '/api/auth/password_change', {
      token: user.token,
      body: { oldPassword: user.password, newPassword: 'nouveau-mdp-42' },
    });
    expect(ok.body).toEqual({ message: 'Votre mot de passe a été modifié', data: { changed: true } });
    expect((await server.call('GET', '/api/auth/seats', { token: other.body.token })).status).toBe(401);
    expect((await server.call('GET', '/api/auth/seats', { token: user.token })).status).toBe(200);
  });

  it('counts seats from the plan and invites within them; the invitee sets a password by the link', async () => {
    const owner = await server.createUser({ plan: 'Standard', companyName: 'Travaux Publics Martin' });
    const seats = await server.call('GET', '/api/auth/seats', { token: owner.token });
    expect(seats.body).toEqual({
      company: 'Travaux Publics Martin',
      totalSeats: 2,
      usedSeats: 1,
      remainingSeats: 1,
    });
    const invite = await server.call('POST', '/api/auth/invite', {
      token: owner.token,
      body: { email: 'Invite@Example.test', firstname: 'Léa', lastname: 'Martin' },
    });
    expect(invite.status).toBe(200);
    expect(invite.body.message).toBe('Invitation envoyée avec succès.');
    expect(invite.body.data).toMatchObject({
      email: 'invite@example.test',
      firstname: 'Léa',
      lastname: 'Martin',
    });
    const full = await server.call('POST', '/api/auth/invite', {
      token: owner.token,
      body: { email: 'trop@example.test', firstname: 'Paul', lastname: 'Martin' },
    });
    expect(full.status).toBe(409);
    expect(full.body.code).toBe('NO_SEAT_LEFT');
    const mail = server.lastMail('invite@example.test');
    expect(mail.subject).toContain('vous invite à rejoindre Travaux Publics Martin');
    await server.call('PUT', '/api/auth/password_reset', {
      body: { password: 'mdp-de-lea-42', prToken: resetTokenIn(mail) },
    });
    const login = await server.call('POST', '/api/auth/login', {
      body: { email: 'invite@example.test', password: 'mdp-de-lea-42' },
    });
    expect(login.body).toMatchObject({
      role: 'user',
      status: true,
      admin_validated: 1,
      subscription: 'Standard',
    });
  });

  it('gives one seat without a subscription', async () => {
    const owner = await server.createUser();
    const seats = await server.call('GET', '/api/auth/seats', { token: owner.token });
    expect(seats.body.totalSeats).toBe(1);
    const invite = await server.call('POST', '/api/auth/invite', {
      token: owner.token,
      body: { email: 'x1@example.test', firstname: 'X', lastname: 'Y' },
    });
    expect(invite.status).toBe(409);
  });

  it('deletes an account with its password; the last user takes the company with them', async () => {
    const owner = await server.createUser({ plan: 'Premium' });
    const colleague = await server.createUser({ role: 'user', companyId: owner.companyId });
    const stranger = await server.createUser();
    const wrong = await server.call('PUT', '/api/auth/delete_account', {
      token: colleague.token,
      body: { password: 'pas-le-bon' },
    });
    expect(wrong.status).toBe(400);
    const first = await server.call('PUT', '/api/auth/delete_account', {
      token: colleague.token,
      body: { password: colleague.password },
    });
    expect(first.body.message).toBe('Compte supprimé avec succès.');
    expect(
      await server.ctx.db.select().from(companies).where(eq(companies.id, owner.companyId)),
    ).toHaveLength(1);
    await server.call('PUT', '/api/auth/delete_account', {
      token: owner.token,
      body: { password: owner.password },
    });
    expect(
      await server.ctx.db.select().from(companies).where(eq(companies.id, owner.companyId)),
    ).toHaveLength(0);
    expect(await server.ctx.db.select().from(users).where(eq(users.id, stranger.id))).toHaveLength(1);
    expect((await server.call('GET', '/api/auth/seats', { token: stranger.token })).status).toBe(200);
  });
});

describe.each(databaseKinds)('account deletion and documents on %s', (kind) => {
  const server = setupServer(kind);

  it("removes the last user's tenders and documents, keeping a blob another company still uses", async () => {
    const store = new FileStore(server.dataDir);
    const leaving = await server.createUser();
    const staying = await server.createUser();
    const own = await store.put(new TextEncoder().encode('%PDF-1.4 seulement chez A'));
    const shared = await store.put(new TextEncoder().encode('%PDF-1.4 chez A et chez B'));
    const addTender = async (companyId: string, hashes: string[]) => {
      const [tender] = await server.ctx.db
        .insert(tenders)
        .values({ companyId, title: 'Marché', status: 'phase1_done' })
        .returning();
      for (const [i, sha256] of hashes.entries()) {
        await server.ctx.db.insert(files).values({
          tenderId: tender!.id,
          path: `doc${i}.pdf`,
          sha256,
          size: 10,
          pages: 1,
          mime: 'application/pdf',
        });
      }
      return tender!.id;
    };
    await addTender(leaving.companyId, [own.hash, shared.hash]);
    const kept = await addTender(staying.companyId, [shared.hash]);
    const reply = await server.call('PUT', '/api/auth/delete_account', {
      token: leaving.token,
      body: { password: leaving.password },
    });
    expect(reply.status).toBe(200);
    expect(await store.has(own.hash)).toBe(false);
    expect(await store.has(shared.hash)).toBe(true);
    expect(
      await server.ctx.db.select().from(tenders).where(eq(tenders.companyId, leaving.companyId)),
    ).toEqual([]);
    expect(await server.ctx.db.select().from(files).where(eq(files.tenderId, kept))).toHaveLength(1);
  });
});

describe.each(databaseKinds)('auth rate limits on %s', (kind) => {
  const server = setupServer(kind, { config: { authRateLimit: { max: 3, timeWindowMs: 60_000 } } });

  it('answers 429 with retry-after and a French message past the limit', async () => {
    const body = { email: 'x@example.test', password: 'faux' };
    for (let i = 0; i < 3; i += 1) {
      expect((await server.call('POST', '/api/auth/login', { body })).status).toBe(401);
    }
    const limited = await server.call('POST', '/api/auth/login', { body });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body.code).toBe('TOO_MANY_REQUESTS');
    expect(limited.body.message).toMatch(/^Trop de tentatives\. Veuillez réessayer dans \d+ secondes\.$/);
    // Each route has its own counter.
    const reset = await server.call('PUT', '/api/auth/password_reset_request', {
      body: { email: 'x@example.test' },
    });
    expect(reset.status).toBe(200);
  });
});

describe('password strength on sign-up, reset and change (domain rule)', () => {
  const server = setupServer('pglite');

  it('refuses weak and leaked passwords with the French message and hint, and writes nothing', async () => {
    const user = await server.createUser();
    for (const weak of ['12345678', 'password', 'aaaaaaaa', '        ', 'motdepasse', 'soleil123']) {
      const signup = await server.call('POST', '/api/auth/signup', {
        body: signupBody('faible@example.test', { password: weak, confirmPassword: weak }),
      });
      expect(signup.status, weak).toBe(400);
      expect(signup.body.message, weak).toMatch(
        /^Données invalides \(password\) : Ce mot de passe (est trop facile à deviner|figure parmi les mots de passe divulgués les plus courants).+\.$/,
      );
      const change = await server.call('PUT', '/api/auth/password_change', {
        token: user.token,
        body: { oldPassword: user.password, newPassword: weak },
      });
      expect(change.status, weak).toBe(400);
      expect(change.body.message, weak).toContain('(newPassword)');
      const reset = await server.call('PUT', '/api/auth/password_reset', {
        body: { password: weak, prToken: 'x' },
      });
      expect(reset.body.message, weak).toContain('(password)');
    }
    const [row] = await server.ctx.db.select().from(users).where(eq(users.email, 'faible@example.test'));
    expect(row).toBeUndefined();
    const login = await server.call('POST', '/api/auth/login', {
      body: { email: user.email, password: user.password },
    });
    expect(login.status).toBe(200);
  });
});
