// OCR of scanned PDF pages and image files, run inside a PDF worker thread: PDFium draws a scanned page
// in grey levels (pdfium.mjs) and tesseract.js reads it with the French trained data of
// @tesseract.js-data/fra. Everything is loaded from node_modules: no network access at any step.
// Plain JavaScript for the same reason as pdf-worker.mjs.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** Scans are drawn at 200 dpi, and at most 4.5 million pixels (an A4 page at 200 dpi) for larger pages. */
export const SCAN_DPI = 200;
export const SCAN_MAX_PIXELS = 4_500_000;
/** A page with fewer letters than this in its text layer may be a scan (a stamp or a page number only). */
const FEW_LETTERS = 80;
/** ...when images cover at least this share of the page. */
const SCAN_COVER = 0.5;

/** LSTM-only integer model: the smallest and fastest of the package (the other folder adds the legacy engine). */
const LANG_PATH = join(dirname(require.resolve('@tesseract.js-data/fra/package.json')), '4.0.0_best_int');

export function letterCount(text) {
  return text.match(/\p{L}/gu)?.length ?? 0;
}

/** A tesseract worker holds about 140 MB: it is stopped after this long without a scanned page. */
const IDLE_MS = 60_000;

let reader = null;
let idle = null;

function stopReader() {
  const current = reader;
  reader = null;
  current?.then((worker) => worker.terminate()).catch(() => undefined);
}

/**
 * Runs `use` with this thread's tesseract.js worker, started on the first scanned page, kept while
 * scans follow, stopped when idle.
 */
async function withReader(use) {
  clearTimeout(idle ?? undefined);
  reader ??= (async () => {
    const { createWorker, OEM } = require('tesseract.js');
    // cacheMethod 'none': the trained data is read from node_modules and never written to the working folder.
    return createWorker('fra', OEM.LSTM_ONLY, { langPath: LANG_PATH, gzip: true, cacheMethod: 'none' });
  })();
  const current = reader;
  try {
    return await use(await current);
  } catch (error) {
    if (reader === current) stopReader();
    throw error;
  } finally {
    idle = setTimeout(stopReader, IDLE_MS);
    idle.unref();
  }
}

/** Fewer than FEW_LETTERS letters; stops counting there, so a page of text costs next to nothing. */
function hasFewLetters(text) {
  let count = 0;
  for (const _ of text.matchAll(/\p{L}/gu)) if (++count >= FEW_LETTERS) return false;
  return true;
}

/**
 * A page to read by OCR: hardly any letters in its text layer, and mostly covered by images
 * (`cover` asked for only then: a page of text costs nothing more).
 */
export function looksScanned(text, cover) {
  return hasFewLetters(text) && cover() >= SCAN_COVER;
}

/**
 * The text tesseract reads on an image: a drawn page (PGM) or an image file (JPEG, PNG, WebP, BMP...),
 * decoded by tesseract's own WebAssembly: an uploaded file is never given to a native decoder, and a
 * broken one is only a failed read.
 */
export async function recognise(image) {
  const { data } = await withReader((worker) => worker.recognize(Buffer.from(image), {}, { text: true }));
  return data.text.replace(/[ \t]+\n/g, '\n').trim();
}
