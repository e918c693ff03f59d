import { COMPANY_PAGE_LIMIT, checkDqeChoice } from '@mieux-disant/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../auth/access';
import { files, tenderCompanies, tenders } from '../../db/schema';
import { badRequest, conflict } from '../../errors';
import type { CheckedFile } from '../../files/index';
import {
  checkFile,
  checkFiles,
  checkLabel,
  checkXlsx,
  fileStore,
  forgetBlobs,
  sanitisePath,
  saveFiles,
  spoolOf,
  uploadHooks,
  writingFiles,
} from '../../files/index';
import { failPhase2 } from '../../jobs/phases';
import { jobQueue } from '../../jobs/queue';
import { maxCompaniesOf, offersOf, ownTender } from './repo';
import {
  companyFilesAnswer,
  companyFilesBody,
  dqeState,
  idParam,
  launchBody,
  settingsAnswer,
  tenderIdParam,
  tenderStatusAnswer,
} from '@mieux-disant/domain';
import { refusals } from '../replies';

/** Statuses in which companies may be added and phase 2 (re)launched. */
const COMPANIES_OPEN = ['phase1_confirmation_done', 'phase2_company_anlysis_error', 'phase2_done'];

const DUPLICATE_NAMES =
  'Le nom de chaque entreprise doit être unique. Merci de corriger les noms en doublons.';
const MISSING_DQE = 'Vous devez cocher le fichier DQE (format xlsx) pour chaque entreprise.';
const tooMany = (max: number) => `Vous ne pouvez pas ajouter plus de ${max} entreprises.`;

/** A company file's path relative to the company folder: the app may prefix it with 'company-ID/'. */
export function companyRelativePath(name: string): string {
  const path = sanitisePath(name);
  const stripped = path.replace(/^company-[^/]+\//, '');
  return stripped === '' ? path : stripped;
}

function assertCompaniesOpen(status: string): void {
  if (!COMPANIES_OPEN.includes(status)) {
    throw conflict(
      "Les critères de l'analyse doivent être confirmés avant d'ajouter des entreprises.",
      'INVALID_STATUS',
    );
  }
}

/** Candidate companies of a tender: uploads, phase 2 launch, DQE state, settings. */
export const tenderCompanyRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  const settings = async (request: FastifyRequest) => ({
    maxCompanies: await maxCompaniesOf(ctx, currentUser(request).companyId),
  });
  const settingsRoute = {
    config: { access: 'validated' },
    schema: { response: { 200: settingsAnswer } },
  } as const;
  app.get('/settings', settingsRoute, settings);
  app.get('/max_company_analysis', settingsRoute, settings);

  app.post(
    '/company_files/:tender_id',
    {
      config: { access: 'validated' },
      schema: {
        params: tenderIdParam,
        body: companyFilesBody,
        response: { 201: companyFilesAnswer, ...refusals(404, 409) },
      },
      ...uploadHooks(ctx.config.dataDir),
    },
    async (request, reply) => {
      const tender = await ownTender(ctx, request, request.params.tender_id);
      assertCompaniesOpen(tender.status);
      const name = checkLabel(request.body.companyName, "Le nom de l'entreprise");
      const uploaded = request.body.companyFiles;
      for (const file of uploaded) file.filename = companyRelativePath(file.filename);
      const checked = await checkFiles(uploaded, spoolOf(request));
      if (checked.length === 0) throw badRequest("Aucun fichier valide n'a été envoyé.", 'NO_FILES');
      const pages = checked.reduce((sum, f) => sum + f.pages, 0);
      if (pages > COMPANY_PAGE_LIMIT) {
        throw badRequest(
          `Les fichiers de « ${name} » comptent ${pages} pages : la limite est de ${COMPANY_PAGE_LIMIT} pages.`,
          'TOO_MANY_PAGES',
        );
      }
      const selected = request.body.selectedFile
        ? companyRelativePath(request.body.selectedFile.filename)
        : null;
      if (selected) {
        const choice = checkDqeChoice(selected);
        if (!choice.ok) throw badRequest(choice.message, 'DQE_NOT_XLSX');
        if (!checked.some((f) => f.path === selected)) throw badRequest(MISSING_DQE, 'DQE_MISSING');
      }
      const max = await maxCompaniesOf(ctx, tender.companyId);
      let replaced: string[] = [];
      const companyId = await writingFiles(ctx, checked, () =>
        ctx.db.transaction(async (tx) => {
          const [existing] = await tx
            .select({ id: tenderCompanies.id })
            .from(tenderCompanies)
            .where(and(eq(tenderCompanies.tenderId, tender.id), eq(tenderCompanies.name, name)));
          let id: string;
          if (existing) {
            id = existing.id;
            const old = await tx
              .delete(files)
              .where(eq(files.tenderCompanyId, id))
              .returning({ sha256: files.sha256 });
            replaced = old.map((o) => o.sha256);
            await tx.update(tenderCompanies).set({ dqePath: selected }).where(eq(tenderCompanies.id, id));
          } else {
            const [{ n } = { n: 0 }] = await tx
              .select({ n: count() })
              .from(tenderCompanies)
              .where(eq(tenderCompanies.tenderId, tender.id));
            if (n >= max) throw badRequest(tooMany(max), 'TOO_MANY_COMPANIES');
            const [created] = await tx
              .insert(tenderCompanies)
              .values({ tenderId: tender.id, name, dqePath: selected, createdAt: ctx.now() })
              .returning({ id: tenderCompanies.id });
            if (!created) throw new Error('company not inserted');
            id = created.id;
          }
          await saveFiles(ctx, tx, { tenderId: tender.id, tenderCompanyId: id }, checked);
          return id;
        }),
      );
      await forgetBlobs(ctx, replaced);
      return reply.code(201).send({ companyId });
    },
  );

  app.put(
    '/launch_dqe_analysis/:tender_id',
    {
      config: { access: 'validated' },
      schema: {
        params: tenderIdParam,
        body: launchBody,
        response: { 200: tenderStatusAnswer, ...refusals(404, 409) },
      },
      ...uploadHooks(ctx.config.dataDir),
    },
    async (request) => {
      const tender = await ownTender(ctx, request, request.params.tender_id);
      assertCompaniesOpen(tender.status);
      const names = request.body.companiesName.map((n) => n.normalize('NFC').trim());
      if (names.length === 0 || names.some((n) => n === '')) {
        throw badRequest('Veuillez ajouter au moins une entreprise.', 'NO_COMPANIES');
      }
      if (new Set(names.map((n) => n.toLocaleLowerCase('fr'))).size !== names.length) {
        throw badRequest(DUPLICATE_NAMES, 'DUPLICATE_COMPANIES');
      }
      const max = await maxCompaniesOf(ctx, tender.companyId);
      if (names.length > max) throw badRequest(tooMany(max), 'TOO_MANY_COMPANIES');
      const companies = await ctx.db
        .select()
        .from(tenderCompanies)
        .where(and(eq(tenderCompanies.tenderId, tender.id), inArray(tenderCompanies.name, names)));
      const plan: { id: string; dqePath: string; extra: CheckedFile | null }[] = [];
      for (const name of names) {
        const company = companies.find((c) => c.name === name);
        if (!company)
          throw badRequest(`L'entreprise « ${name} » n'a aucun fichier.`, 'COMPANY_WITHOUT_FILES');
        const rows = await ctx.db.select().from(files).where(eq(files.tenderCompanyId, company.id));
        if (rows.length === 0)
          throw badRequest(`L'entreprise « ${name} » n'a aucun fichier.`, 'COMPANY_WITHOUT_FILES');
        const entry = request.body.dqe.find((d) => d.company_name.normalize('NFC').trim() === name);
        if (!entry) throw badRequest(MISSING_DQE, 'DQE_MISSING');
        const dqePath = companyRelativePath(entry.fileBlob.filename);
        const choice = checkDqeChoice(dqePath);
        if (!choice.ok) throw badRequest(choice.message, 'DQE_NOT_XLSX');
        const stored = rows.find((r) => r.path === dqePath);
        let extra: CheckedFile | null = null;
        if (stored) {
          await checkXlsx(await fileStore(ctx).read(stored.sha256), dqePath);
        } else if (entry.fileBlob.filecontent) {
          extra = await checkFile(
            { filename: dqePath, filetype: '', filecontent: entry.fileBlob.filecontent },
            spoolOf(request),
          );
        }
        if (!stored && !extra) throw badRequest(MISSING_DQE, 'DQE_MISSING');
        plan.push({ id: company.id, dqePath, extra });
      }
      const extras = plan.flatMap((p) => (p.extra ? [p.extra] : []));
      await writingFiles(ctx, extras, () =>
        ctx.db.transaction(async (tx) => {
          for (const p of plan) {
            if (p.extra) await saveFiles(ctx, tx, { tenderId: tender.id, tenderCompanyId: p.id }, [p.extra]);
            await tx.update(tenderCompanies).set({ dqePath: p.dqePath }).where(eq(tenderCompanies.id, p.id));
          }
          const [moved] = await tx
            .update(tenders)
            .set({ status: 'phase2_ongoing', errorReason: null, updatedAt: ctx.now() })
            .where(and(eq(tenders.id, tender.id), inArray(tenders.status, COMPANIES_OPEN)))
            .returning({ id: tenders.id });
          if (!moved) throw conflict("L'analyse des entreprises est déjà en cours.", 'INVALID_STATUS');
        }),
      );
      try {
        const queue = await jobQueue(ctx);
        await queue.sendPhase2({ tenderId: tender.id, companyIds: plan.map((p) => p.id) });
      } catch (err) {
        request.log.error({ err, tenderId: tender.id }, 'phase 2 not queued');
        await failPhase2(ctx, tender.id, "L'analyse des entreprises n'a pas pu être lancée.");
      }
      const [row] = await ctx.db
        .select({ status: tenders.status })
        .from(tenders)
        .where(eq(tenders.id, tender.id));
      return { id: tender.id, status: row?.status ?? 'phase2_ongoing' };
    },
  );

  app.get(
    '/dqe_analysis/:id',
    {
      config: { access: 'validated' },
      schema: { params: idParam, response: { 200: dqeState, ...refusals(404) } },
    },
    async (request) => {
      const tender = await ownTender(ctx, request, request.params.id);
      const offers = await offersOf(ctx, tender.id);
      return {
        status: tender.status,
        companies: offers.map(({ offer, checks }) => ({ name: offer.name, offer, checks })),
      };
    },
  );
};
