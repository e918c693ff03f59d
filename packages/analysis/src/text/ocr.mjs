// OCR of scanned PDF pages, run inside a PDF worker thread: pdf.js draws the page on a canvas
// (@napi-rs/canvas, a prebuilt binary from npm) and tesseract.js reads it with the French trained data of
// @tesseract.js-data/fra. Everything is loaded from node_modules: no network access at any step.
// Plain JavaScript for the same reason as pdf-worker.mjs.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** Scans are drawn at 200 dpi, and at most 4.5 million pixels (an A4 page at 200 dpi) for larger pages. */
const DPI = 200;
const MAX_PIXELS = 4_500_000;
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

function multiply([a, b, c, d, e, f], [g, h, i, j, k, l]) {
  return [a * g + c * h, b * g + d * h, a * i + c * j, b * i + d * j, a * k + c * l + e, b * k + d * l + f];
}

/**
 * The share of the page that its images cover (0..1, overlaps counted twice): an image is drawn on the
 * unit square under the current transformation matrix, followed through save/restore and form XObjects.
 */
export function imageCover(operatorList, OPS, pageArea) {
  const images = new Set([
    OPS.paintImageXObject,
    OPS.paintInlineImageXObject,
    OPS.paintImageMaskXObject,
    OPS.paintImageXObjectRepeat,
    OPS.paintSolidColorImageMask,
  ]);
  const stack = [];
  let ctm = [1, 0, 0, 1, 0, 0];
  let area = 0;
  const { fnArray, argsArray } = operatorList;
  for (let i = 0; i < fnArray.length; i += 1) {
    const fn = fnArray[i];
    const args = argsArray[i];
    if (fn === OPS.save || fn === OPS.paintFormXObjectBegin) {
      stack.push(ctm);
      if (fn === OPS.paintFormXObjectBegin && Array.isArray(args?.[0])) ctm = multiply(ctm, args[0]);
    } else if (fn === OPS.restore || fn === OPS.paintFormXObjectEnd) {
      ctm = stack.pop() ?? ctm;
    } else if (fn === OPS.transform) {
      ctm = multiply(ctm, args);
    } else if (images.has(fn)) {
      area += Math.abs(ctm[0] * ctm[3] - ctm[1] * ctm[2]);
    }
  }
  return pageArea > 0 ? area / pageArea : 0;
}

/** Fewer than FEW_LETTERS letters; stops counting there, so a page of text costs next to nothing. */
function hasFewLetters(text) {
  let count = 0;
  for (const _ of text.matchAll(/\p{L}/gu)) if (++count >= FEW_LETTERS) return false;
  return true;
}

/** A page to read by OCR: hardly any letters in its text layer, and mostly covered by images. */
export async function looksScanned(page, text, OPS) {
  if (!hasFewLetters(text)) return false;
  const [x0, y0, x1, y1] = page.view;
  const operatorList = await page.getOperatorList();
  return imageCover(operatorList, OPS, Math.abs((x1 - x0) * (y1 - y0))) >= SCAN_COVER;
}

/** A white canvas of that size, ready to draw on. */
function whiteCanvas(width, height) {
  const { createCanvas } = require('@napi-rs/canvas');
  const context = createCanvas(width, height).getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  return context;
}

/** What is drawn on the canvas, in grey levels, as a binary PGM image (tesseract reads it without decoding). */
function greyImage(context, width, height) {
  const { data } = context.getImageData(0, 0, width, height);
  const header = Buffer.from(`P5\n${width} ${height}\n255\n`, 'ascii');
  const image = Buffer.allocUnsafe(header.length + width * height);
  header.copy(image);
  for (let i = 0, j = header.length; i < data.length; i += 4, j += 1) {
    image[j] = (data[i] * 77 + data[i + 1] * 150 + data[i + 2] * 29) >> 8;
  }
  return image;
}

/** The page drawn at 200 dpi, at most MAX_PIXELS. */
async function pageImage(page) {
  const unit = page.getViewport({ scale: 1 });
  const scale = Math.min(DPI / 72, Math.sqrt(MAX_PIXELS / (unit.width * unit.height)));
  const viewport = page.getViewport({ scale });
  const width = Math.ceil(viewport.width);
  const height = Math.ceil(viewport.height);
  const context = whiteCanvas(width, height);
  await page.render({ canvasContext: context, viewport }).promise;
  return greyImage(context, width, height);
}

async function read(image) {
  const { data } = await withReader((worker) => worker.recognize(image, {}, { text: true }));
  return data.text.replace(/[ \t]+\n/g, '\n').trim();
}

/** The text tesseract reads on a rendered page. */
export async function recognise(page) {
  return read(await pageImage(page));
}

/**
 * The text tesseract reads on an image file (JPEG, PNG, WebP, BMP...), decoded by tesseract's own
 * WebAssembly: an uploaded file is never given to a native decoder (@napi-rs/canvas's loadImage ends
 * the process on a truncated JPEG), and a broken one is only a failed read.
 */
export async function recogniseImage(bytes) {
  return read(Buffer.from(bytes));
}
