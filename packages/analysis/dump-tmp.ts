import { readFileSync } from 'node:fs';
import { closeTextWorkers, extractText } from './src/text';
const path = process.argv[2]!;
const r = await extractText({ path, bytes: readFileSync(path) });
for (const p of r.pages) console.log(JSON.stringify(p.text));
await closeTextWorkers();
