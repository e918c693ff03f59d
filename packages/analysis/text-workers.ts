import { cp, readdir } from 'node:fs/promises';

const textFolder = new URL('./src/text/', import.meta.url);

/**
 * Copies the worker-thread files of text extraction into a build's output folder. They are plain .mjs
 * files loaded by URL next to the code that starts them (`new URL('./pdf-worker.mjs', import.meta.url)`),
 * so a bundle must carry them beside itself. Used by the tsup configs of the CLI and the server.
 */
export async function copyTextWorkers(outDir: URL): Promise<void> {
  const files = (await readdir(textFolder)).filter((name) => name.endsWith('.mjs'));
  await Promise.all(files.map((name) => cp(new URL(name, textFolder), new URL(name, outDir))));
}
