// How long `mieux-disant --help` takes, process start included (target: under 0.3 s), from the build.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const RUNS = 10;
const root = fileURLToPath(new URL('..', import.meta.url));
const bin = fileURLToPath(new URL('../bin/mieux-disant.js', import.meta.url));

execFileSync('npx', ['tsup', '--silent'], { cwd: root, stdio: 'ignore' });
const times: number[] = [];
for (let i = 0; i < RUNS; i += 1) {
  const started = performance.now();
  execFileSync(process.execPath, [bin, '--help'], { stdio: 'ignore' });
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(RUNS / 2)] ?? 0;
const bare = performance.now();
execFileSync(process.execPath, ['-e', '0'], { stdio: 'ignore' });
const nodeAlone = performance.now() - bare;
console.log(
  `mieux-disant --help : médiane ${(median / 1000).toFixed(3)} s sur ${RUNS} lancements (minimum ${((times[0] ?? 0) / 1000).toFixed(3)} s ; node seul ${(nodeAlone / 1000).toFixed(3)} s) — objectif < 0,3 s`,
);
