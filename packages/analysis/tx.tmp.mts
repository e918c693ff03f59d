// tx.mts FILE|- : criteria as eval reads them (run from packages/analysis)
import { readFileSync } from 'node:fs';
import { extractPonderation } from './src/criteria';
import { closeTextWorkers, extractText } from './src/text';
const arg = process.argv[2] ?? '-';
const bytes = arg === '-' ? readFileSync(0) : readFileSync(arg);
const name = arg === '-' ? 'stdin.txt' : arg.split('/').pop()!;
const r = await extractText({ path: name, bytes: new Uint8Array(bytes) });
if (r.error) throw new Error(r.error);
const p = extractPonderation([{ path: name, pages: r.pages }], name);
const show = (cs: any) => Object.entries(cs).map(([k, c]: any) => `  ${k} ${c.Pondération ?? '—'} « ${c.Libellé} »` + Object.entries(c['Sous-critères'] ?? {}).map(([sk, s]: any) => `\n      ${sk} ${s.Pondération ?? '—'} « ${s.Libellé} »`).join('')).join('\n');
console.log(show(p.Critères));
for (const lot of p.Lots ?? []) console.log(`lot ${lot.Lot}:\n${show(lot.Critères)}`);
console.log('Résumé:', p.Résumé);
await closeTextWorkers();
