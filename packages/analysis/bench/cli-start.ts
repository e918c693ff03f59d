// How long `mieux-disant --help` takes, process start included (target: under 0.3 s), from the build;
// and `mieux-disant criteria` on the 400-page document beside `pdftotext` on the same file, both as new
// processes (target: at most 1.5 × pdftotext's time).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchDocument } from './corpus-pdfs';

const RUNS = 10;
const CRITERIA_RUNS = 3;
const PAGES = 400;
const root = fileURLToPath(new URL('..', import.meta.url));
const bin = fileURLToPath(new URL('../bin/mieux-disant.js', import.meta.url));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const withTime = !spawnSync('/usr/bin/time', ['-f', '%U', 'true']).error;

/**
 * Wall-clock seconds of a new process, median of `runs`, and its CPU seconds (all threads) through
 * /usr/bin/time when that is installed: on a shared machine, the CPU time says what the wall time
 * cannot. Throws when the process fails to start.
 */
function timed(command: string, args: string[], runs: number): { seconds: number; cpu: number | null } {
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    const child = withTime
      ? spawnSync('/usr/bin/time', ['-f', 'cpu %U %S', command, ...args], {
          stdio: ['ignore', 'ignore', 'pipe'],
          encoding: 'utf8',
        })
      : spawnSync(command, args, { stdio: 'ignore', encoding: 'utf8' });
    if (child.error) throw child.error;
    times.push((performance.now() - started) / 1000);
    const used = /cpu ([\d.]+) ([\d.]+)\s*$/.exec(child.stderr ?? '');
    if (used) cpu.push(Number(used[1]) + Number(used[2]));
  }
  return { seconds: median(times), cpu: cpu.length === runs ? median(cpu) : null };
}

execFileSync('npx', ['tsup', '--silent'], { cwd: root, stdio: 'ignore' });
const times: number[] = [];
for (let i = 0; i < RUNS; i += 1) {
  const started = performance.now();
  execFileSync(process.execPath, [bin, '--help'], { stdio: 'ignore' });
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const help = median(times);
const bare = performance.now();
execFileSync(process.execPath, ['-e', '0'], { stdio: 'ignore' });
const nodeAlone = performance.now() - bare;
console.log(
  `mieux-disant --help : médiane ${(help / 1000).toFixed(3)} s sur ${RUNS} lancements (minimum ${((times[0] ?? 0) / 1000).toFixed(3)} s ; node seul ${(nodeAlone / 1000).toFixed(3)} s) — objectif < 0,3 s`,
);

const dir = mkdtempSync(join(tmpdir(), 'cli-bench-'));
try {
  const document = benchDocument(dir, PAGES);
  // The criteria of a document without any are an answer too: only the time is measured here.
  const ours = timed(process.execPath, [bin, 'criteria', document], CRITERIA_RUNS);
  const poppler = timed('pdftotext', ['-enc', 'UTF-8', document, join(dir, 'texte.txt')], CRITERIA_RUNS);
  const ratio = ours.seconds / poppler.seconds;
  console.log(
    `mieux-disant criteria sur ${PAGES} pages : ${ours.seconds.toFixed(2)} s, pdftotext ${poppler.seconds.toFixed(2)} s (médianes de ${CRITERIA_RUNS}, charge moyenne ${loadavg()[0]!.toFixed(1)}) ; rapport ${ratio.toFixed(2)} (objectif ≤ 1,5 : ${ratio <= 1.5 ? 'atteint' : 'non atteint'})`,
  );
  if (ours.cpu !== null && poppler.cpu !== null) {
    console.log(
      `Temps CPU (tous les threads) : mieux-disant ${ours.cpu.toFixed(2)} s, pdftotext ${poppler.cpu.toFixed(2)} s`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
