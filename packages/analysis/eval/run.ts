// Phase-1 evaluation: runs the built-in criteria extraction on every document of the corpus answer
// keys (../shared/corpus/answers) and prints, per set, how many documents got exactly the right
// top-level weights, how many criteria were mapped to the right name, how many weighted
// sub-criteria lists are exact and, for the notices that weight nothing (`neg-*`), how many got no
// invented weight. The documents are split once and for all (see `keptAside`): the extractor is tuned
// on one part, and the kept-aside part, whose failures are never examined, predicts what users see.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Ponderation, PonderationCriterion } from '@mieux-disant/domain';
import { extractPonderation } from '../src/criteria';
import { closeTextWorkers, extractText } from '../src/text';
import type { PageText } from '../src/text';
import { baseName, emptyResult, inventsWeight, keptAside, line, scoreDocument, statesFormula } from './score';
import type { AnswerEntry, DocumentScore, SetResult } from './score';

/**
 * The shared corpus beside the repository, or the folder given with `--corpus DIR` (documents under
 * it, answer keys in its `answers/` folder, every set there): a collection of one's own is scored and
 * split the same way.
 */
const corpusArg = process.argv.indexOf('--corpus');
const corpus =
  corpusArg > 0
    ? `${resolve(process.argv[corpusArg + 1] ?? '.')}/`
    : fileURLToPath(new URL('../../../../shared/corpus/', import.meta.url));
const SETS =
  corpusArg > 0
    ? readdirSync(`${corpus}answers`)
        .filter((name) => name.endsWith('.json'))
        .sort()
    : ['rc.json', 'notices-2020.json', 'notices-2026.json', 'rc-fragments.json'];
/** `--aside-details` prints the misses of the kept-aside part too (never while tuning). */
const showAside = process.argv.includes('--aside-details');

async function pagesOf(file: string): Promise<PageText[]> {
  const bytes = readFileSync(corpus + file);
  const result = await extractText({ path: file.split('/').pop()!, bytes });
  if (result.error) throw new Error(result.error);
  return result.pages;
}

function describe(criteria: Record<string, PonderationCriterion>): string {
  return Object.entries(criteria)
    .map(([key, c]) => {
      const subs = Object.values(c['Sous-critères'] ?? {}).map((s) => s.Pondération ?? '—');
      const detail = subs.length > 0 ? ` [${subs.join(', ')}]` : '';
      return `${baseName(key)} ${c.Pondération ?? '—'}${detail} « ${(c.Libellé ?? '').slice(0, 50)} »`;
    })
    .join(' ; ');
}

function printMiss(score: DocumentScore, ponderation: Ponderation): void {
  console.log(`  ✗ ${score.file}`);
  for (const miss of score.misses) console.log(`      ${miss}`);
  console.log(`      obtenu : ${describe(ponderation.Critères) || 'aucun critère'}`);
  for (const lot of ponderation.Lots ?? []) console.log(`      lot ${lot.Lot} : ${describe(lot.Critères)}`);
}

function add(total: SetResult, part: SetResult): void {
  for (const key of Object.keys(total) as (keyof SetResult)[]) total[key] += part[key];
}

async function runSet(set: string): Promise<{ tuning: SetResult; aside: SetResult }> {
  const entries = JSON.parse(readFileSync(`${corpus}answers/${set}`, 'utf8')) as AnswerEntry[];
  const files = [...new Set(entries.map((entry) => entry.file))].sort();
  const tuning = emptyResult();
  const aside = emptyResult();
  console.log(`\n== ${set} : ${files.length} documents`);
  for (const [index, file] of files.entries()) {
    const pages = await pagesOf(file);
    const name = file.split('/').pop()!;
    const ponderation = extractPonderation([{ path: name, pages }], name);
    const score = scoreDocument(
      file,
      entries.filter((entry) => entry.file === file),
      ponderation,
    );
    const isAside = keptAside(index);
    const part = isAside ? aside : tuning;
    part.documents += 1;
    if (score.weightsRight) part.right += 1;
    part.criteria += score.criteria;
    part.mapped += score.mapped;
    part.withSubs += score.withSubs;
    part.subsRight += score.subsRight;
    const keyFormula = entries.some((entry) => entry.file === file && entry.price_formula);
    if (keyFormula) part.formulas += 1;
    if (statesFormula(ponderation)) {
      if (keyFormula) part.formulasFound += 1;
      else part.formulasInvented += 1;
    } else if (keyFormula) score.misses.push('formule du prix de la clé non trouvée');
    if (/^(?:\d+-)?neg-/.test(name)) {
      part.negatives += 1;
      if (!inventsWeight(ponderation)) part.negativesClean += 1;
      else score.misses.push('pondération inventée pour une annonce qui n’en donne aucune');
    }
    if (score.misses.length > 0 && (!isAside || showAside)) printMiss(score, ponderation);
  }
  console.log(`-- ${set} réglage     : ${line(tuning)}`);
  console.log(`-- ${set} mis de côté : ${line(aside)}`);
  return { tuning, aside };
}

async function main(): Promise<void> {
  const tuning = emptyResult();
  const aside = emptyResult();
  try {
    for (const set of SETS) {
      const result = await runSet(set);
      add(tuning, result.tuning);
      add(aside, result.aside);
    }
  } finally {
    await closeTextWorkers();
  }
  const all = emptyResult();
  add(all, tuning);
  add(all, aside);
  console.log(`\n== Réglage     : ${line(tuning)}`);
  console.log(`== Mis de côté : ${line(aside)}`);
  console.log(`== Total       : ${line(all)}`);
}

await main();
