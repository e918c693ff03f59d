import { readdir, readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseKinds, setupServer } from '../../test/harness';
import { createMailer } from './index';
import {
  confirmationCodeMail,
  invitationMail,
  paymentConfirmationMail,
  resetLinkMail,
  validationDoneMail,
} from './messages';

interface Received {
  from: string;
  to: string[];
  data: string;
}

describe('mail through a real SMTP server', () => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the five French messages over SMTP when SMTP_URL is set', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailFrom: 'Mieux-Disant <no-reply@mieux-disant.test>',
      dataDir: '/nonexistent',
    });
    expect(mailer.mode).toBe('smtp');
    const to = 'marie@example.test';
    const details = {
      plan: 'Premium',
      price: '2200.00',
      transactionId: 'test_abc',
      date: '2026-01-01T00:00:00.000Z',
    };
    const messages = [
      confirmationCodeMail(to, 'Marie', '042917'),
      resetLinkMail(to, 'Marie', 'http://x.test/reset-password/tok'),
      invitationMail(to, 'Marie', 'Jean Dupont', 'BTP <Dupont>', 'http://x.test/reset-password/inv'),
      validationDoneMail(to, 'Marie', 'http://x.test/login'),
      paymentConfirmationMail(to, 'Marie', details),
    ];
    for (const message of messages) await mailer.send(message);
    mailer.close();
    expect(received).toHaveLength(5);
    expect(received.every((r) => r.from === 'no-reply@mieux-disant.test' && r.to[0] === to)).toBe(true);
    const raw = received.map((r) => r.data).join('\n');
    expect(raw).toContain('Content-Type: text/html');
    expect(received[0]!.data).toContain('042917');
    // Subjects are encoded (accents); decode them through the message text instead.
    expect(decodeQuoted(received[2]!.data)).toContain('BTP &lt;Dupont&gt;');
    expect(decodeQuoted(received[4]!.data)).toContain('ID de transaction : test_abc');
  });

  it('writes .eml files to DATA_DIR/outbox and prints subject and code without SMTP', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'md-outbox-'));
    const printed: string[] = [];
    try {
      const mailer = createMailer(
        { mailFrom: 'Mieux-Disant <no-reply@mieux-disant.test>', dataDir },
        (line) => printed.push(line),
      );
      expect(mailer.mode).toBe('outbox');
      await mailer.send(confirmationCodeMail('paul@example.test', 'Paul', '123456'));
      const files = await readdir(path.join(dataDir, 'outbox'));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const eml = await readFile(path.join(dataDir, 'outbox', files[0]!), 'utf8');
      expect(eml).toContain('To: paul@example.test');
      expect(eml).toContain('123456');
      expect(printed[0]).toContain('Mieux-Disant : votre code de confirmation');
      expect(printed[0]).toContain('code 123456');
      mailer.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe.each(databaseKinds)('sign-up code delivered over SMTP on %s', (kind) => {
  const received: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
  const server = setupServer(kind, {
    overrides: (dataDir) => ({
      mailer: createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        mailFrom: 'no-reply@mieux-disant.test',
        dataDir,
      }),
    }),
  });

  it('signs up and confirms with the code read from the SMTP server', async () => {
    const signup = await server.call('POST', '/api/auth/signup', {
      body: {
        firstname: 'Inès',
        lastname: 'Roux',
        company: 'Roux TP',
        email: 'ines@example.test',
        password: 'motdepasse-solide',
        confirmPassword: 'motdepasse-solide',
      },
    });
    expect(signup.status).toBe(200);
    // The mail leaves after the answer (its duration must not show in the answer's time).
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 10_000, interval: 50 });
    const code = /code de confirmation est : (\d{6})/.exec(decodeQuoted(received[0]!))?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const confirm = await server.call('PUT', '/api/auth/confirm_mail', {
      token: signup.body.token,
      body: { code },
    });
    expect(confirm.status).toBe(200);
  });
});

/** Undoes quoted-printable soft breaks and =XX escapes. */
function decodeQuoted(text: string): string {
  return Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}
