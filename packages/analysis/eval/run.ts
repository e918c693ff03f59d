// Phase-1 evaluation: runs the built-in criteria extraction on every document of the corpus answer
// keys (../shared/corpus/answers) and prints, per set, how many documents got exactly the right
// top-level weights, how many criteria were mapped to the right name, and the misses.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Ponderation, PonderationCriterion } from '@mieux-disant/domain';
import { extractPonderation } from '../src/criteria';
import { closeTextWorkers, extractText } from '../src/text';
import type { PageText } from '../src/text';
import { baseName, scoreDocument } from './score';
import type { AnswerEntry, DocumentScore } from './score';

const corpus = fileURLToPath(new URL('../../../../shared/corpus/', import.meta.url));
const SETS = ['rc.json', 'notices-2020.json'];

async function pagesOf(file: string): Promise<PageText[]> {
  const bytes = readFileSync(corpus + file);
  const result = await extractText({ path: file.split('/').pop()!, bytes });
  if (result.error) throw new Error(result.error);
  return result.pages;
}

function describe(criteria: Record<string, PonderationCriterion>): string {
  return Object.entries(criteria)
    .map(([key, c]) => `${baseName(key)} ${c.Pondération ?? '—'} « ${(c.Libellé ?? '').slice(0, 50)} »`)
    .join(' ; ');
}

function printMiss(score: DocumentScore, ponderation: Ponderation): void {
  console.log(`  ✗ ${score.file}`);
  for (const line of score.misses) console.log(`      ${line}`);
  console.log(`      obtenu : ${describe(ponderation.Critères) || 'aucun critère'}`);
  for (const lot of ponderation.Lots ?? []) console.log(`      lot ${lot.Lot} : ${describe(lot.Critères)}`);
}

interface SetResult {
  documents: number;
  right: number;
  criteria: number;
  mapped: number;
  withSubs: number;
  subsRight: number;
}

async function runSet(set: string): Promise<SetResult> {
  const entries = JSON.parse(readFileSync(`${corpus}answers/${set}`, 'utf8')) as AnswerEntry[];
  const files = [...new Set(entries.map((entry) => entry.file))];
  let right = 0;
  let criteria = 0;
  let mapped = 0;
  let withSubs = 0;
  let subsRight = 0;
  console.log(`\n== ${set} : ${files.length} documents`);
  for (const file of files) {
    const pages = await pagesOf(file);
    const ponderation = extractPonderation([{ path: file.split('/').pop()!, pages }], file.split('/').pop()!);
    const score = scoreDocument(
      file,
      entries.filter((entry) => entry.file === file),
      ponderation,
    );
    if (score.weightsRight) right += 1;
    criteria += score.criteria;
    mapped += score.mapped;
    withSubs += score.withSubs;
    subsRight += score.subsRight;
    if (score.misses.length > 0) printMiss(score, ponderation);
  }
  console.log(
    `-- ${set} : ${line({ documents: files.length, right, criteria, mapped, withSubs, subsRight })}`,
  );
  return { documents: files.length, right, criteria, mapped, withSubs, subsRight };
}

const percent = (a: number, b: number) => (b === 0 ? '—' : `${((100 * a) / b).toFixed(1)} %`);

function line(r: SetResult): string {
  return [
    `pondérations exactes ${r.right}/${r.documents} (${percent(r.right, r.documents)})`,
    `critères bien nommés ${r.mapped}/${r.criteria} (${percent(r.mapped, r.criteria)})`,
    `sous-critères exacts ${r.subsRight}/${r.withSubs} (${percent(r.subsRight, r.withSubs)})`,
  ].join(', ');
}

async function main(): Promise<void> {
  const totals: SetResult = { documents: 0, right: 0, criteria: 0, mapped: 0, withSubs: 0, subsRight: 0 };
  try {
    for (const set of SETS) {
      const result = await runSet(set);
      for (const key of Object.keys(totals) as (keyof SetResult)[]) totals[key] += result[key];
    }
  } finally {
    await closeTextWorkers();
  }
  console.log(`\n== Total : ${line(totals)}`);
}

await main();
