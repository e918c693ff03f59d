import {
  coverageSummary,
  type CoverageSummary,
  type CriteriaCheck,
  formatEuro,
  type FinancialOffer,
  type Ponderation,
  type PonderationCriterion,
  type PriceLineCheck,
} from '@mieux-disant/domain';
import type { CompaniesResult } from '../engine/types';

function criterionLines(key: string, c: PonderationCriterion, indent: string): string[] {
  const weight = c['Pondération'] === undefined ? 'poids non indiqué' : `${c['Pondération']}`;
  const label = c['Libellé'] ? ` — ${c['Libellé']}` : '';
  const formula = c['Évaluation']?.Formule?.Expression
    ? `${indent}  formule : ${c['Évaluation'].Formule.Expression}`
    : '';
  return [
    `${indent}• ${key}${label} (${weight})`,
    ...(formula ? [formula] : []),
    ...Object.entries(c['Sous-critères'] ?? {}).flatMap(([k, sub]) => criterionLines(k, sub, `${indent}  `)),
  ];
}

export function formatPonderation(p: Ponderation): string {
  const constants = Object.entries(p.Constantes).map(
    ([k, v]) => `  ${k} : ${Array.isArray(v) ? v.join(', ') : String(v)}`,
  );
  const lots = (p.Lots ?? []).flatMap((lot) => [
    `Lot ${lot.Lot}${lot['Intitulé'] ? ` — ${lot['Intitulé']}` : ''} :`,
    ...Object.entries(lot['Critères']).flatMap(([k, c]) => criterionLines(k, c, '  ')),
  ]);
  return [
    'Critères d’attribution :',
    ...Object.entries(p['Critères']).flatMap(([k, c]) => criterionLines(k, c, '  ')),
    ...lots,
    '',
    'Informations :',
    ...constants,
    '',
    `Résumé : ${p['Résumé']}`,
  ].join('\n');
}

export function formatOffer(offer: FinancialOffer, checks: readonly PriceLineCheck[]): string {
  const lines = [
    `Offre de ${offer.name} : ${offer.items.length} ligne(s) de prix, prix global ${formatEuro(offer.global_price)} HT.`,
    checks.length ? `${checks.length} point(s) à vérifier :` : 'Aucune anomalie relevée.',
    ...checks.map((c) => `  - ${c.message}`),
  ];
  return lines.join('\n');
}

function coverageLine(c: CoverageSummary): string {
  const specific =
    c['part_spécifique'] === null
      ? ''
      : ` ; ${c['part_spécifique']} % du mémoire propre au marché${c['mémoire_générique'] ? ' (mémoire générique)' : ''}`;
  return `Exigences : ${c.couvert} couverte(s), ${c.partiel} partielle(s), ${c.non_couvert} non couverte(s) sur ${c.exigences}${specific}`;
}

export function formatResult(p: Ponderation, result: CompaniesResult): string {
  const ranking = result.analyses.map((a) => {
    const offer = result.offers.find((o) => o.name === a.compagnie);
    return `  ${a.rang ?? '-'}. ${a.compagnie} — ${a.Evaluation_globale.note} (prix ${formatEuro(offer?.global_price ?? null)} HT)`;
  });
  const details = result.analyses.flatMap((a) => [
    '',
    `${a.compagnie} :`,
    ...Object.entries(a)
      .filter(([, v]) => v && typeof v === 'object' && 'note' in v && typeof v.note === 'string')
      .map(([k, v]) => `  ${k} : ${(v as { note: string }).note}`),
    `  ${coverageLine(coverageSummary(a))}`,
    ...a.Evaluation_globale.points_positifs.map((x) => `  + ${x}`),
    ...a.Evaluation_globale['points_négatifs'].map((x) => `  - ${x}`),
  ]);
  return [formatPonderation(p), '', 'Classement :', ...ranking, ...details].join('\n');
}

/** The legal checks of the criteria, one line each, or a line saying there is nothing to report. */
export function formatControls(controls: readonly CriteriaCheck[]): string {
  if (controls.length === 0) return 'Contrôles : aucune anomalie.';
  return ['Contrôles :', ...controls.map((c) => `  [${c.gravité}] ${c.code} — ${c.message}`)].join('\n');
}
