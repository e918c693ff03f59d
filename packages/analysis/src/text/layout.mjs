// The reading order of a PDF page, from its text runs (pdfium.mjs): plain JavaScript, run in the PDF
// worker threads, for the same reason as pdf-worker.mjs.

/**
 * Compatibility characters written the usual way, by NFKC: ligatures (ﬁ → fi, ﬂ → fl, ﬀ, ﬃ, ﬄ, ﬆ),
 * no-break and other fixed-width spaces (French typography puts one before « : ; ? ! »), the micro
 * and ohm signs, presentation forms. The same set as pdf.js's text layer, so that the criteria read
 * the words whatever the PDF reader; ﬅ (long s + t) has no NFKC form and becomes ſt as in pdf.js.
 */
const COMPATIBILITY =
  /([\u00a0\u00b5\u037e\u0eb3\u2000-\u200a\u202f\u2126\ufb00-\ufb04\ufb06\ufb20-\ufb36\ufb38-\ufb3c\ufb3e\ufb40-\ufb41\ufb43-\ufb44\ufb46-\ufba1\ufba4-\ufba9\ufbae-\ufbb1\ufbd3-\ufbdc\ufbde-\ufbe7\ufbea-\ufbf8\ufbfc-\ufbfd\ufc00-\ufc5d\ufc64-\ufcf1\ufcf5-\ufd3d\ufd88\ufdf4\ufdfa-\ufdfb\ufe71\ufe77\ufe79\ufe7b\ufe7d]+)|(\ufb05+)/gu;

function normalizeText(text) {
  return text.replace(COMPATIBILITY, (_, usual, longST) =>
    usual ? usual.normalize('NFKC') : 'ſt'.repeat(longST.length),
  );
}

/**
 * Page text in reading order, line by line: runs are grouped by their baseline and sorted left to
 * right, as `pdftotext -layout` does, so a table row (label ... weight) stays on one line whatever
 * order the producer wrote the runs in. A wide gap between runs becomes a tab (table columns).
 */
export function pageText(runs) {
  for (const run of runs) run.str = normalizeText(run.str);
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
