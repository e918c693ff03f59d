// Worker thread of the PDF text pool. Plain JavaScript on purpose: it is started with `new Worker(url)`
// from tsx, from vitest and from built code alike, and a .mjs file needs no TypeScript loader in any of them.
import { parentPort } from 'node:worker_threads';
import { pageText } from './layout.mjs';
import { letterCount, looksScanned, recognise, SCAN_DPI, SCAN_MAX_PIXELS } from './ocr.mjs';
import {
  closeDocument,
  greyImage,
  imageCover,
  openDocument,
  pageRules,
  pageRuns,
  withPage,
} from './pdfium.mjs';

/** Documents opened by this worker, by key; a few are kept so that later page ranges skip the parse. */
const open = new Map();
const KEEP_OPEN = 3;

function documentFor(key, data) {
  const known = open.get(key);
  if (known) return known;
  // PDFium reads its own copy of the shared bytes, in its WebAssembly memory.
  const doc = openDocument(new Uint8Array(data));
  open.set(key, doc);
  while (open.size > KEEP_OPEN) release(open.keys().next().value);
  return doc;
}

function release(key) {
  const doc = open.get(key);
  if (!doc) return;
  open.delete(key);
  closeDocument(doc);
}

/**
 * The text of one page: its text layer, or for a scanned page (hardly any letters, mostly images) the
 * text OCR reads on the page drawn by PDFium, when OCR finds more. A failed OCR leaves the page as its
 * text layer gives it.
 */
async function readPage(doc, n) {
  const { text, scan } = withPage(doc, n, (page) => {
    const text = pageText(pageRuns(page), pageRules(page));
    const scanned = looksScanned(text, () => imageCover(page));
    return { text, scan: scanned ? greyImage(page, SCAN_DPI, SCAN_MAX_PIXELS) : null };
  });
  if (scan === null) return { page: n, text };
  const read = await recognise(scan).catch(() => '');
  return letterCount(read) > letterCount(text) ? { page: n, text: read, ocr: true } : { page: n, text };
}

async function extract(task) {
  const doc = documentFor(task.key, task.data);
  const last = Math.min(task.to, doc.pageCount);
  const pages = [];
  for (let n = task.from; n <= last; n += 1) {
    const read = await readPage(doc, n);
    pages.push(read);
    parentPort.postMessage({ id: task.id, type: 'page', page: n, ocr: read.ocr === true });
  }
  return { pageCount: doc.pageCount, pages };
}

/** An image file is one page, read by OCR. */
async function readImage(task) {
  const text = await recognise(new Uint8Array(task.data));
  parentPort.postMessage({ id: task.id, type: 'page', page: 1, ocr: true });
  return { pageCount: 1, pages: [{ page: 1, text, ocr: true }] };
}

parentPort.on('message', (task) => {
  if (task.type === 'release') {
    release(task.key);
    return;
  }
  (task.image ? readImage(task) : extract(task)).then(
    (result) => parentPort.postMessage({ id: task.id, ok: true, ...result }),
    (error) => {
      release(task.key);
      parentPort.postMessage({ id: task.id, ok: false, message: String(error?.message ?? error) });
    },
  );
});
