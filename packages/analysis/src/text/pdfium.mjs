// PDFium compiled to WebAssembly (@embedpdf/pdfium), as the PDF worker threads use it: open a document
// from its bytes, read the text of a page as positioned runs, measure the share of a page its images
// cover, draw a page in grey levels for OCR. Plain JavaScript for the same reason as pdf-worker.mjs.
// Every call goes straight to the WebAssembly exports (`wasmExports.FPDF...`): the package's own
// `_FPDF...` functions are checking wrappers (its build keeps Emscripten's assertions) that take rest
// arguments and call every export through one shared site, which costs more than the work in the
// one-character calls made on every letter of a page, most of all before V8 has optimised them.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { init } from '@embedpdf/pdfium';
import * as dingbatToUnicode from 'dingbat-to-unicode';

const require = createRequire(import.meta.url);

const wrapped = await init({ wasmBinary: readFileSync(require.resolve('@embedpdf/pdfium/pdfium.wasm')) });
wrapped.PDFiumExt_Init();
/** The module, for its memory views (HEAPU8...), which it replaces when the memory grows. */
const pdfium = wrapped.pdfium;
const wasm = pdfium.wasmExports;

/** Page object types of fpdf_edit.h. */
const PATH_OBJECT = 2;
const IMAGE_OBJECT = 3;
const FORM_OBJECT = 5;
/** FPDF_ANNOT of fpdfview.h: annotations are drawn with the page, as pdf.js draws them. */
const RENDER_ANNOTATIONS = 0x01;

/** Scratch memory for the out-parameters (rectangles, matrices, points) of the calls below. */
const scratch = wasm.malloc(64);

/**
 * A document opened from a private copy of `bytes` (PDFium reads it for as long as it is open), or
 * an Error when PDFium cannot open it (not a PDF, truncated beyond repair, password).
 */
export function openDocument(bytes) {
  const data = wasm.malloc(bytes.byteLength);
  pdfium.HEAPU8.set(bytes, data);
  const handle = wasm.FPDF_LoadMemDocument(data, bytes.byteLength, 0);
  if (handle === 0) {
    wasm.free(data);
    throw new Error(`PDFium ne peut pas ouvrir ce PDF (erreur ${wasm.FPDF_GetLastError()}).`);
  }
  return { handle, data, pageCount: wasm.FPDF_GetPageCount(handle) };
}

export function closeDocument(doc) {
  wasm.FPDF_CloseDocument(doc.handle);
  wasm.free(doc.data);
}

/** Runs `use` on page `n` (1-based) of `doc`, then closes the page. */
export function withPage(doc, n, use) {
  const page = wasm.FPDF_LoadPage(doc.handle, n - 1);
  if (page === 0) throw new Error(`PDFium ne peut pas lire la page ${n}.`);
  try {
    return use(page);
  } finally {
    wasm.FPDF_ClosePage(page);
  }
}

/** Characters PDFium adds itself between lines of its own reading order (the runs keep their own). */
const CR = 0x0d;
const LF = 0x0a;
const SPACE = 0x20;
/** What PDFium gives for a hyphen that ends a line (a word cut in two): the hyphen is written back. */
const LINE_END_HYPHEN = 0xfffe;
const HYPHEN = 0x2d;

/**
 * The text of a page as runs: characters drawn one after the other on the same baseline, in the order
 * of the content stream, cut where the next character goes back, leaves the line or starts past a gap
 * wider than a fifth of the font size (a space that was not written, or a table column); no run starts
 * with a space (the layout spaces runs by their positions). Each run is
 * `{ str, x, y, end, size }` in points of the page's user space, as pdf.js gave its text items: `y` is
 * the baseline, `end` the right edge of the last character. The spaces and line breaks that PDFium
 * generates are left out: the layout (`pageText`) puts its own, from the positions.
 */
export function pageRuns(page) {
  const text = wasm.FPDFText_LoadPage(page);
  if (text === 0) return [];
  try {
    return runsOf(text);
  } finally {
    wasm.FPDFText_ClosePage(text);
  }
}

function runsOf(text) {
  const count = wasm.FPDFText_CountChars(text);
  if (count <= 0) return [];
  const units = unicodeOf(text, count);
  const box = scratch >> 2;
  const runs = [];
  let run = null;
  let bottom = 0;
  for (let k = 0; k < count; k += 1) {
    let code = units ? units[k] : wasm.FPDFText_GetUnicode(text, k);
    if (code === CR || code === LF || code === 0) continue;
    if (code === SPACE && (run === null || wasm.FPDFText_IsGenerated(text, k) === 1)) continue;
    if (code === LINE_END_HYPHEN) code = HYPHEN;
    else if (code >= SYMBOL_AREA && code <= SYMBOL_AREA_END) code = symbolCharacter(text, k, code);
    // The loose box: the character's advance across, the font's ascent to descent up and down.
    wasm.FPDFText_GetLooseCharBox(text, k, scratch);
    const heap = pdfium.HEAPF32;
    const left = heap[box];
    const right = heap[box + 2];
    const low = heap[box + 3];
    if (run !== null) {
      const gap = left - run.end;
      const sameLine = Math.abs(low - bottom) <= run.size * 0.15 + 0.5;
      if (sameLine && gap <= run.size * 0.2 && gap >= -run.size * 0.6) {
        run.str += String.fromCodePoint(code);
        run.end = Math.max(run.end, right);
        continue;
      }
      runs.push(run);
      run = null;
      // A space is not where a run starts: the layout spaces runs by their positions.
      if (code === SPACE) continue;
    }
    wasm.FPDFText_GetCharOrigin(text, k, scratch, scratch + 8);
    const y = pdfium.HEAPF64[(scratch >> 3) + 1];
    const size = wasm.FPDFText_GetFontSize(text, k) || Math.max(1, heap[box + 1] - low);
    run = { str: String.fromCodePoint(code), x: left, y, end: right, size };
    bottom = low;
  }
  if (run !== null) runs.push(run);
  return runs;
}

/**
 * Where PDFium puts the characters of a symbol font that has no Unicode map: U+F020..U+F0FF, the
 * font's own code plus 0xF000 (Word's bullets drawn in Symbol, ' le béton...').
 */
const SYMBOL_AREA = 0xf020;
const SYMBOL_AREA_END = 0xf0ff;
/** The symbol fonts known by name; LibreOffice's OpenSymbol lays its first codes out as Symbol does. */
const SYMBOL_FONTS = [
  [/wingdings.?3/i, 'Wingdings 3'],
  [/wingdings.?2/i, 'Wingdings 2'],
  [/wingdings/i, 'Wingdings'],
  [/webdings/i, 'Webdings'],
  [/symbol/i, 'Symbol'],
];
const fontNames = new TextDecoder();
const FONT_NAME_BYTES = 128;
/** Memory for a font's name, taken once for the life of the worker. */
const fontName = wasm.malloc(FONT_NAME_BYTES);

/**
 * The character a symbol font draws for `code`: '•' for Symbol's bullet, '▪' for Wingdings' square,
 * '×' for Symbol's times sign; the code as it is when the font is not a known symbol font.
 */
function symbolCharacter(text, k, code) {
  const length = wasm.FPDFText_GetFontInfo(text, k, fontName, FONT_NAME_BYTES, 0);
  const end = fontName + Math.max(0, Math.min(length, FONT_NAME_BYTES) - 1);
  const font = fontNames.decode(pdfium.HEAPU8.subarray(fontName, end));
  const typeface = SYMBOL_FONTS.find(([pattern]) => pattern.test(font))?.[1];
  return (typeface && dingbatToUnicode.codePoint(typeface, code - 0xf000)?.codePoint) ?? code;
}

/**
 * The code point of every character of the page in one call, or null when the page holds characters
 * beyond the Basic Multilingual Plane (two UTF-16 units: then they are asked for one by one).
 */
function unicodeOf(text, count) {
  const buffer = wasm.malloc((count + 1) * 2);
  try {
    const written = wasm.FPDFText_GetText(text, 0, count, buffer);
    if (written !== count + 1) return null;
    return pdfium.HEAPU16.slice(buffer >> 1, (buffer >> 1) + count);
  } finally {
    wasm.free(buffer);
  }
}

/** A path this thin (in points) is a rule: a table's border. */
const RULE_THICKNESS = 3;
/** A rectangle this high at most is a cell's outline or background; its edges are rules too. */
const CELL_HEIGHT = 400;

/**
 * The rules of a page, as table borders are drawn: horizontal ones `{ y, x0, x1 }` and vertical ones
 * `{ x, y0, y1 }`, from the bounds of its path objects (a thin path is a rule; a cell's rectangle
 * gives its four edges). Paths inside form XObjects are left out.
 */
export function pageRules(page) {
  const horizontal = [];
  const vertical = [];
  const bounds = scratch >> 2;
  const count = wasm.FPDFPage_CountObjects(page);
  for (let i = 0; i < count; i += 1) {
    const object = wasm.FPDFPage_GetObject(page, i);
    if (wasm.FPDFPageObj_GetType(object) !== PATH_OBJECT) continue;
    if (!wasm.FPDFPageObj_GetBounds(object, scratch, scratch + 4, scratch + 8, scratch + 12)) continue;
    const [left, bottom, right, top] = pdfium.HEAPF32.subarray(bounds, bounds + 4);
    const width = right - left;
    const height = top - bottom;
    if (height <= RULE_THICKNESS && width > RULE_THICKNESS)
      horizontal.push({ y: (top + bottom) / 2, x0: left, x1: right });
    else if (width <= RULE_THICKNESS && height > RULE_THICKNESS)
      vertical.push({ x: (left + right) / 2, y0: bottom, y1: top });
    else if (width > RULE_THICKNESS && height > RULE_THICKNESS && height <= CELL_HEIGHT) {
      horizontal.push({ y: top, x0: left, x1: right }, { y: bottom, x0: left, x1: right });
      vertical.push({ x: left, y0: bottom, y1: top }, { x: right, y0: bottom, y1: top });
    }
  }
  return { horizontal, vertical };
}

function matrixArea(object) {
  if (!wasm.FPDFPageObj_GetMatrix(object, scratch)) return 0;
  const [a, b, c, d] = pdfium.HEAPF32.subarray(scratch >> 2, (scratch >> 2) + 4);
  return Math.abs(a * d - b * c);
}

/** The area its images cover, in the unit of `scale`: an image is the unit square under its matrix. */
function imageArea(count, objectAt, scale) {
  let area = 0;
  for (let i = 0; i < count; i += 1) {
    const object = objectAt(i);
    const type = wasm.FPDFPageObj_GetType(object);
    if (type === IMAGE_OBJECT) area += matrixArea(object) * scale;
    else if (type === FORM_OBJECT) {
      const inner = scale * matrixArea(object);
      area += imageArea(
        wasm.FPDFFormObj_CountObjects(object),
        (j) => wasm.FPDFFormObj_GetObject(object, j),
        inner,
      );
    }
  }
  return area;
}

/**
 * The share of the page that its images cover (0..1, overlaps counted twice), images inside form
 * XObjects included, under the form's matrix.
 */
export function imageCover(page) {
  const pageArea = wasm.FPDF_GetPageWidthF(page) * wasm.FPDF_GetPageHeightF(page);
  if (!(pageArea > 0)) return 0;
  const area = imageArea(wasm.FPDFPage_CountObjects(page), (i) => wasm.FPDFPage_GetObject(page, i), 1);
  return area / pageArea;
}

/**
 * The page drawn on white at `dpi`, at most `maxPixels`, as a binary PGM image in grey levels
 * (tesseract reads it without decoding).
 */
export function greyImage(page, dpi, maxPixels) {
  const pageWidth = wasm.FPDF_GetPageWidthF(page);
  const pageHeight = wasm.FPDF_GetPageHeightF(page);
  const scale = Math.min(dpi / 72, Math.sqrt(maxPixels / (pageWidth * pageHeight)));
  const width = Math.max(1, Math.ceil(pageWidth * scale));
  const height = Math.max(1, Math.ceil(pageHeight * scale));
  const bitmap = wasm.FPDFBitmap_Create(width, height, 0);
  if (bitmap === 0) throw new Error('PDFium ne peut pas dessiner la page.');
  try {
    wasm.FPDFBitmap_FillRect(bitmap, 0, 0, width, height, 0xffffffff);
    wasm.FPDF_RenderPageBitmap(bitmap, page, 0, 0, width, height, 0, RENDER_ANNOTATIONS);
    const stride = wasm.FPDFBitmap_GetStride(bitmap);
    const start = wasm.FPDFBitmap_GetBuffer(bitmap);
    const pixels = pdfium.HEAPU8;
    const header = Buffer.from(`P5\n${width} ${height}\n255\n`, 'ascii');
    const image = Buffer.allocUnsafe(header.length + width * height);
    header.copy(image);
    let j = header.length;
    for (let row = 0; row < height; row += 1) {
      // Blue, green, red, unused: one 32-bit pixel.
      for (let i = start + row * stride, end = i + width * 4; i < end; i += 4, j += 1) {
        image[j] = (pixels[i + 2] * 77 + pixels[i + 1] * 150 + pixels[i] * 29) >> 8;
      }
    }
    return image;
  } finally {
    wasm.FPDFBitmap_Destroy(bitmap);
  }
}
