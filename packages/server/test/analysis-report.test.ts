import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { recordAudit } from '../src/audit/audit';
import { seedScoredTender } from './audit-support';
import { databaseKinds, setupServer } from './harness';

/** The text of a PDF, read back by poppler's pdftotext as a reader would see it. */
async function pdfText(bytes: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'md-report-'));
  try {
    const file = path.join(dir, 'rapport.pdf');
    await writeFile(file, bytes);
    const { stdout } = await promisify(execFile)('pdftotext', [file, '-']);
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const squash = (text: string) => text.replace(/\s+/g, ' ');

describe.each(databaseKinds)("« Rapport d'analyse des offres » on %s", (kind) => {
  const server = setupServer(kind);

  /** A download through Fastify inject, its bytes as they are. */
  const download = (token: string, url: string) =>
    server.app.inject({ method: 'GET', url, headers: { authorization: token } });

  async function scoredWithHistory() {
    const user = await server.createUser({
      plan: 'Standard',
      credits: 0,
      firstname: 'Alice',
      lastname: 'Martin',
    });
    const tender = await seedScoredTender(server, user);
    await server.call('PUT', `/api/tender/analysis_results/${tender.id}`, {
      token: user.token,
      body: {
        edits: [
          {
            id: tender.analysisIds[0],
            category: 'Méthodologie',
            note: '14/20',
            détail: 'Revu',
            motif: 'Phasage clair',
          },
        ],
      },
    });
    // An OAB decision as the price safeguards record it.
    await recordAudit(
      server.ctx.db,
      { id: user.id, companyId: user.companyId, firstname: 'Alice', lastname: 'Martin', email: user.email },
      {
        tenderId: tender.id,
        action: 'oab',
        subject: 'Offre de Beta',
        before: 'Suspicion d’offre anormalement basse',
        after: 'Offre maintenue après justification',
        reason: 'Justification du prix reçue le 02/10/2026',
      },
      server.ctx.now(),
    );
    return { user, tender };
  }

  function expectWholeReport(text: string) {
    const flat = squash(text);
    expect(flat).toContain("Rapport d'analyse des offres");
    for (const name of ['Alpha', 'Beta']) expect(flat).toContain(name);
    // Every note on its criterion's weight (Technique 60, Financier 40): 18/20 -> 54/60 and so on;
    // Alpha's overall note recomputed after the evaluator's edit: 54 + 32.
    for (const note of ['54/60', '32/40', '36/60', '40/40', '86/100', '76/100']) expect(flat).toContain(note);
    expect(flat).toContain('Mémoire technique de Alpha : méthodologie détaillée (mémoire, page 4).');
    expect(flat).toContain('Le candidat le mieux disant - Alpha');
    expect(flat).toContain('Offre maintenue après justification');
    expect(flat).toContain('Annexe : journal des modifications');
    expect(flat).toContain('Phasage clair');
    expect(flat).toContain('Alice Martin');
  }

  it('downloads as DOCX holding every candidate, note, OAB finding and the trail', async () => {
    const { user, tender } = await scoredWithHistory();
    const reply = await download(user.token, `/api/tender/analysis_report/${tender.id}?format=docx`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(String(reply.headers['content-disposition'])).toMatch(/filename\*=UTF-8''Rapport%20d'analyse/);
    const { value } = await mammoth.extractRawText({ buffer: reply.rawPayload });
    expectWholeReport(value);
  });

  it('downloads as PDF with the same content', async () => {
    const { user, tender } = await scoredWithHistory();
    const reply = await download(user.token, `/api/tender/analysis_report/${tender.id}?format=pdf`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expectWholeReport(await pdfText(reply.rawPayload));
  });

  it("prints the evaluator's texts in place of the defaults, records each change, refuses oversized text", async () => {
    const { user, tender } = await scoredWithHistory();
    const url = `/api/tender/analysis_report_texts/${tender.id}`;
    const initial = await server.call('GET', url, { token: user.token });
    expect(initial.body.texts.attribution).toBe(
      'Il est proposé d’attribuer le marché au candidat le mieux disant, Alpha, classé premier avec une note globale de 86/100.',
    );
    const attribution = 'La commission propose Alpha, sous réserve des pièces de l’article R2144-4.';
    const saved = await server.call('PUT', url, { token: user.token, body: { texts: { attribution } } });
    expect(saved.status).toBe(200);
    expect(saved.body.texts.attribution).toBe(attribution);
    expect(saved.body.defaults.attribution).toBe(initial.body.texts.attribution);
    const tooLong = await server.call('PUT', url, {
      token: user.token,
      body: { texts: { oab: 'x'.repeat(20_001) } },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toContain('20 000 caractères');
    const trail = await server.call('GET', `/api/tender/audit/${tender.id}`, { token: user.token });
    expect(trail.body.events.filter((e: { action: string }) => e.action === 'report_text')).toEqual([
      expect.objectContaining({ subject: "Proposition d'attribution", before: null, after: attribution }),
    ]);
    const reply = await download(user.token, `/api/tender/analysis_report/${tender.id}?format=docx`);
    const { value } = await mammoth.extractRawText({ buffer: reply.rawPayload });
    expect(squash(value)).toContain(attribution);
    expect(squash(value)).not.toContain('classé premier avec une note globale');
  });
});
