// A tender as phase 2 leaves it (criteria confirmed, two companies scored, their bills), for the
// audit, locking and report tests. The engine itself is tested by the full run.
import type { CompanyAnalysis, FinancialOffer } from '@mieux-disant/domain';
import type { Queryable } from '../src/db/index';
import { analyses, financialOffers, tenders } from '../src/db/schema';
import type { TestServer, TestUser } from './harness';
import { VALID_PONDERATION } from './tender-support';

function category(note: string, détail: string) {
  return { note, détail, points_positifs: [], points_négatifs: [] };
}

export function scoredAnalysis(
  name: string,
  technique: string,
  financier: string,
  global: string,
): CompanyAnalysis {
  return {
    id: '',
    compagnie: name,
    Administratif: { documents: { DC1: { présent: true, détail: 'DC1.pdf' } } },
    Technique: category(
      technique,
      `Mémoire technique de ${name} : méthodologie détaillée (mémoire, page 4).`,
    ),
    Financier: category(financier, `Prix de ${name} noté par la formule du règlement.`),
    Méthodologie: category('10/20', 'indicatif'),
    Délais: { planning: {} },
    Evaluation_globale: { note: global, points_positifs: [], points_négatifs: [] },
    Références: { liste_références: [] },
  };
}

function offer(name: string, total: string): FinancialOffer {
  return {
    name,
    global_price: total,
    items: [
      {
        priceNumber: '1',
        description: 'Moteur agricole',
        unit: 'U',
        estimatedQuantity: '1',
        unitPrice: total,
        totalPrice: total,
      },
    ],
  };
}

export interface ScoredTender {
  id: string;
  analysisIds: string[];
}

/** Inserts a tender in `status` with the two companies Alpha (first) and Beta scored. */
export const seedScoredTender = (server: TestServer, user: TestUser, status = 'phase2_done') =>
  insertScoredTender(server.ctx.db, user.companyId, status);

/** seedScoredTender straight into a database (the load bench seeds before the server starts). */
export async function insertScoredTender(
  db: Queryable,
  companyId: string,
  status = 'phase2_done',
): Promise<ScoredTender> {
  const [tender] = await db
    .insert(tenders)
    .values({ companyId, title: 'Moteur agricole', status, ponderation: VALID_PONDERATION })
    .returning();
  const id = tender!.id;
  const rows = await db
    .insert(analyses)
    .values([
      { tenderId: id, analysis: scoredAnalysis('Alpha', '18/20', '16/20', '85/100'), rank: 1 },
      { tenderId: id, analysis: scoredAnalysis('Beta', '12/20', '20/20', '76/100'), rank: 2 },
    ])
    .returning();
  await db.insert(financialOffers).values([
    { tenderId: id, offer: offer('Alpha', '12500.00') },
    { tenderId: id, offer: offer('Beta', '10000.00') },
  ]);
  return { id, analysisIds: rows.map((r) => r.id) };
}
