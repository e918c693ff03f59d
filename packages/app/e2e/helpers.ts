import type { Page } from '@playwright/test';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const screenshotsDir = fileURLToPath(new URL('../test-results/screenshots/', import.meta.url));
let step = 0;

/** Saves a full-page screenshot of the current step under test-results/screenshots. */
export async function shot(page: Page, name: string): Promise<void> {
  step += 1;
  await page.screenshot({
    path: path.join(screenshotsDir, `${String(step).padStart(2, '0')}-${name}.png`),
    fullPage: true,
  });
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The newest outbox message sent to `to` (the server writes .eml files to DATA_DIR/outbox). */
export async function lastMail(to: string): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  for (let attempt = 0; attempt < 50; attempt++) {
    const names = (await readdir(outbox).catch(() => [] as string[]))
      .filter((n) => n.endsWith('.eml'))
      .sort()
      .reverse();
    for (const name of names) {
      const raw = await readFile(path.join(outbox, name), 'utf8');
      if (raw.toLowerCase().includes(`to: ${to.toLowerCase()}`)) return decodeQuotedPrintable(raw);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${to} in ${outbox}`);
}

/** The six-digit confirmation code of the newest message to `to`. */
export async function confirmationCode(to: string): Promise<string> {
  const mail = await lastMail(to);
  // 'Votre code de confirmation est : 123456' (MIME boundaries carry random digits too).
  const code = /code[^\d\n]*(\d{6})(?!\d)/i.exec(mail);
  if (!code?.[1]) throw new Error(`No code in the mail to ${to}`);
  return code[1];
}

/** The password link of the newest message to `to` (invitation or reset), as a path. */
export async function passwordLink(to: string): Promise<string> {
  const mail = await lastMail(to);
  const link = /\/reset-password\/[\w-]+/.exec(mail);
  if (!link) throw new Error(`No password link in the mail to ${to}`);
  return link[0];
}
