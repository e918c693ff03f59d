// Worker thread of the PDF text pool. Plain JavaScript on purpose: it is started with `new Worker(url)`
// from tsx, from vitest and from built code alike, and a .mjs file needs no TypeScript loader in any of them.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parentPort } from 'node:worker_threads';
import { letterCount, looksScanned, recognise, recogniseImage } from './ocr.mjs';

/**
 * The legacy build bundles core-js, which replaces some built-ins of this thread even where Node has
 * them natively (Array.prototype.push, JSON.parse: for spec corner cases pdf.js never meets). The
 * replacements cost about a fifth of the extraction time, so the native ones are put back once
 * pdf.js is loaded; what Node lacks (Promise.withResolvers...) stays polyfilled. This thread runs
 * nothing but pdf.js.
 */
const ROOTS = [
  Array,
  Object,
  JSON,
  Promise,
  Map,
  Set,
  String,
  Number,
  Math,
  Reflect,
  Uint8Array,
  ArrayBuffer,
];
function builtins() {
  const found = [];
  for (const root of ROOTS) {
    for (const target of [root, root.prototype].filter(Boolean)) {
      for (const key of Reflect.ownKeys(target)) {
        const descriptor = Object.getOwnPropertyDescriptor(target, key);
        if (descriptor && typeof descriptor.value === 'function') found.push({ target, key, descriptor });
      }
    }
  }
  return found;
}
const natives = builtins();
const { getDocument, OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs');
// Loaded here, the worker half of pdf.js runs in this thread without a dynamic import per document.
await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
for (const { target, key, descriptor } of natives) {
  if (Object.getOwnPropertyDescriptor(target, key)?.value !== descriptor.value)
    Object.defineProperty(target, key, descriptor);
}

const require = createRequire(import.meta.url);
const pdfjsRoot = dirname(require.resolve('pdfjs-dist/package.json'));
const standardFontDataUrl = join(pdfjsRoot, 'standard_fonts') + '/';
const cMapUrl = join(pdfjsRoot, 'cmaps') + '/';

/** Documents opened by this worker, by key; a few are kept so that later page ranges skip the parse. */
const open = new Map();
const KEEP_OPEN = 3;

async function documentFor(key, data) {
  const known = open.get(key);
  if (known) return known;
  const loading = getDocument({
    // pdf.js may take ownership of the buffer: hand it a private copy of the shared bytes.
    data: new Uint8Array(data).slice(),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    standardFontDataUrl,
    cMapUrl,
    cMapPacked: true,
    verbosity: 0,
  });
  const entry = { loading, doc: loading.promise };
  open.set(key, entry);
  while (open.size > KEEP_OPEN) {
    const oldest = open.keys().next().value;
    await release(oldest);
  }
  return entry;
}

async function release(key) {
  const entry = open.get(key);
  if (!entry) return;
  open.delete(key);
  await entry.loading.destroy().catch(() => undefined);
}

/**
 * Page text in reading order, line by line: runs are grouped by their baseline and sorted left to
 * right, as `pdftotext -layout` does, so a table row (label ... weight) stays on one line whatever
 * order the producer wrote the runs in. A wide gap between runs becomes a tab (table columns).
 */
function pageText(content) {
  const runs = [];
  for (const item of content.items) {
    if (typeof item.str !== 'string' || item.str === '') continue;
    const size = Math.hypot(item.transform[2], item.transform[3]) || item.height || 10;
    runs.push({
      str: item.str,
      x: item.transform[4],
      y: item.transform[5],
      end: item.transform[4] + item.width,
      size,
    });
  }
  runs.sort((a, b) => b.y - a.y || a.x - b.x);
  const lines = [];
  let line = [];
  let lineY = Number.NaN;
  for (const run of runs) {
    if (line.length > 0 && Math.abs(run.y - lineY) > Math.max(1.5, run.size * 0.45)) {
      lines.push(line);
      line = [];
    }
    if (line.length === 0) lineY = run.y;
    line.push(run);
  }
  if (line.length > 0) lines.push(line);
  return lines.map(joinLine).join('\n');
}

function joinLine(runs) {
  runs.sort((a, b) => a.x - b.x);
  let text = '';
  let end = Number.NaN;
  const drawn = [];
  for (const run of runs) {
    // Producers fake bold type by drawing the same text again a fraction of a point aside.
    if (drawn.some((d) => d.str === run.str && Math.abs(d.x - run.x) < run.size * 0.3)) continue;
    drawn.push(run);
    const gap = run.x - end;
    if (gap > run.size * 2.5) text = text.trimEnd() + '\t';
    else if (gap > run.size * 0.2 && !text.endsWith(' ') && !run.str.startsWith(' ')) text += ' ';
    text += run.str;
    end = Math.max(Number.isNaN(end) ? run.end : end, run.end);
  }
  return text.trimEnd();
}

/**
 * The text of one page: its text layer, or for a scanned page (hardly any letters, mostly images) the
 * text OCR reads on it, when OCR finds more. A failed OCR leaves the page as its text layer gives it.
 */
async function readPage(doc, n) {
  const page = await doc.getPage(n);
  try {
    const text = pageText(await page.getTextContent());
    if (!(await looksScanned(page, text, OPS))) return { page: n, text };
    const read = await recognise(page).catch(() => '');
    return letterCount(read) > letterCount(text) ? { page: n, text: read, ocr: true } : { page: n, text };
  } finally {
    page.cleanup();
  }
}

async function extract(task) {
  const entry = await documentFor(task.key, task.data);
  const doc = await entry.doc;
  const last = Math.min(task.to, doc.numPages);
  const pages = [];
  for (let n = task.from; n <= last; n += 1) {
    const read = await readPage(doc, n);
    pages.push(read);
    parentPort.postMessage({ id: task.id, type: 'page', page: n, ocr: read.ocr === true });
  }
  return { pageCount: doc.numPages, pages };
}

/** An image file is one page, read by OCR. */
async function readImage(task) {
  const text = await recogniseImage(new Uint8Array(task.data));
  parentPort.postMessage({ id: task.id, type: 'page', page: 1, ocr: true });
  return { pageCount: 1, pages: [{ page: 1, text, ocr: true }] };
}

parentPort.on('message', (task) => {
  if (task.type === 'release') {
    void release(task.key);
    return;
  }
  (task.image ? readImage(task) : extract(task)).then(
    (result) => parentPort.postMessage({ id: task.id, ok: true, ...result }),
    (error) => {
      void release(task.key);
      parentPort.postMessage({ id: task.id, ok: false, message: String(error?.message ?? error) });
    },
  );
});
