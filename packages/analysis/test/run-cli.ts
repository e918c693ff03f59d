import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BIN = fileURLToPath(new URL('../bin/mieux-disant.js', import.meta.url));

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the real binary as a child process, from a folder outside the repository, with no language model. */
export function run(args: string[], cwd: string): Promise<Run> {
  const env = { ...process.env, LLM_BASE_URL: '', LLM_API_KEY: '', LLM_MODEL: '' };
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { cwd, env, timeout: 120_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}
