// Measures what the login page loads: the entry chunk, the chunks it imports statically, its CSS,
// (the login page is part of the entry), gzipped. Fails (exit 1) above 150 KB or if pdf.js is in it.
// Usage: tsx bench/bundle-size.ts [--no-build]   (--no-build reads an existing dist/)
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const LIMIT_BYTES = 150 * 1024;
const appDir = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(appDir, 'dist');

if (!process.argv.includes('--no-build') || !existsSync(path.join(dist, 'index.html'))) {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: appDir, stdio: 'inherit' });
}

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const assets = new Set<string>();
const queue: string[] = [];
for (const match of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/?([^"]+\.(?:js|mjs|css))"/g)) {
  queue.push(match[1]!);
}
// Follow static imports (`import ... from "./x.js"` and bare `import "./x.js"`), never import().
while (queue.length > 0) {
  const file = queue.shift()!;
  if (assets.has(file)) continue;
  assets.add(file);
  if (!file.endsWith('.js')) continue;
  const code = readFileSync(path.join(dist, file), 'utf8');
  for (const match of code.matchAll(
    /(?:^|[;}\n])\s*import\s*(?:[\w${},*\s]+from\s*)?["']\.\/([^"']+\.js)["']/g,
  )) {
    queue.push(path.posix.join(path.posix.dirname(file), match[1]!));
  }
}

let total = 0;
let hasPdfJs = false;
const rows = [...assets].map((file) => {
  const bytes = readFileSync(path.join(dist, file));
  const gz = gzipSync(bytes, { level: 9 }).length;
  total += gz;
  const text = bytes.toString('utf8');
  const pdf = /GlobalWorkerOptions|pdf\.worker|PDFWorker/.test(text);
  hasPdfJs ||= pdf;
  return { file, raw: bytes.length, gzip: gz, pdf };
});

for (const row of rows) {
  console.log(
    `${row.file.padEnd(48)} ${(row.raw / 1024).toFixed(1).padStart(8)} KB  gzip ${(row.gzip / 1024).toFixed(1).padStart(7)} KB${row.pdf ? '  (pdf.js)' : ''}`,
  );
}
console.log(`/login loads ${rows.length} files: ${(total / 1024).toFixed(1)} KB gzipped (limit 150 KB)`);
console.log(`pdf.js in the login bundle: ${hasPdfJs ? 'yes' : 'no'}`);
if (total > LIMIT_BYTES || hasPdfJs) process.exitCode = 1;
