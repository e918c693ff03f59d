// A scanned copy of a PDF: its pages drawn by poppler's pdftoppm as grey JPEG images, put back into a PDF
// that holds nothing but those images (no text layer), as a scanner makes. Used by the OCR bench, and to
// make test/fixtures/rc-scanne-ifpra.pdf:
//   npx tsx bench/scanned-pdf.ts <source.pdf> <out.pdf> [first-last,page,...]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DPI = 150;
const JPEG_QUALITY = 30;

/** Width, height and colour components of a baseline or progressive JPEG, from its start-of-frame segment. */
export function jpegSize(jpeg: Uint8Array): { width: number; height: number; components: number } {
  let at = 2;
  while (at + 9 < jpeg.length) {
    const marker = jpeg[at + 1]!;
    const length = (jpeg[at + 2]! << 8) | jpeg[at + 3]!;
    if (marker >= 0xc0 && marker <= 0xc3) {
      return {
        height: (jpeg[at + 5]! << 8) | jpeg[at + 6]!,
        width: (jpeg[at + 7]! << 8) | jpeg[at + 8]!,
        components: jpeg[at + 9]!,
      };
    }
    at += 2 + length;
  }
  throw new Error('JPEG sans en-tête de taille');
}

/** A PDF of one page per JPEG, each page the image's size at `dpi`. */
export function imagePdf(jpegs: readonly Uint8Array[], dpi = DPI): Buffer {
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let size = chunks[0]!.length;
  const add = (...parts: (string | Uint8Array)[]) => {
    offsets.push(size);
    for (const part of parts) {
      const chunk = typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part);
      chunks.push(chunk);
      size += chunk.length;
    }
  };
  const pageIds = jpegs.map((_, i) => 3 + i * 3);
  add('1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n');
  add(
    `2 0 obj\n<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${jpegs.length} >>\nendobj\n`,
  );
  jpegs.forEach((jpeg, i) => {
    const id = pageIds[i]!;
    // pdftoppm writes its grey JPEGs with three (equal) colour components.
    const { width, height, components } = jpegSize(jpeg);
    const colourSpace = ({ 1: 'DeviceGray', 3: 'DeviceRGB', 4: 'DeviceCMYK' } as Record<number, string>)[
      components
    ];
    if (!colourSpace) throw new Error(`JPEG à ${components} composantes`);
    const w = ((width * 72) / dpi).toFixed(2);
    const h = ((height * 72) / dpi).toFixed(2);
    const draw = `q ${w} 0 0 ${h} 0 0 cm /Im0 Do Q`;
    add(
      `${id} 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${w} ${h}] `,
      `/Resources << /XObject << /Im0 ${id + 2} 0 R >> >> /Contents ${id + 1} 0 R >>\nendobj\n`,
    );
    add(`${id + 1} 0 obj\n<< /Length ${draw.length} >>\nstream\n${draw}\nendstream\nendobj\n`);
    add(
      `${id + 2} 0 obj\n<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} `,
      `/ColorSpace /${colourSpace} /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>\nstream\n`,
      jpeg,
      '\nendstream\nendobj\n',
    );
  });
  const xref = [`xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n`];
  for (const offset of offsets) xref.push(`${String(offset).padStart(10, '0')} 00000 n \n`);
  xref.push(`trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${size}\n%%EOF\n`);
  chunks.push(Buffer.from(xref.join(''), 'latin1'));
  return Buffer.concat(chunks);
}

/** The pages of `source` (all when `pages` is empty), scanned: grey JPEG images only. */
export function scannedPdf(source: string, pages: readonly number[] = []): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'scan-'));
  try {
    const wanted = pages.length > 0 ? pages : [0];
    for (const page of wanted) {
      const range = page > 0 ? ['-f', String(page), '-l', String(page)] : [];
      const options = ['-r', String(DPI), '-gray', '-jpeg', '-jpegopt', `quality=${JPEG_QUALITY}`];
      // Poppler's warnings on damaged but readable sources are left out; a failure still throws.
      const prefix = join(dir, `p${String(page).padStart(4, '0')}`);
      execFileSync('pdftoppm', [...range, ...options, source, prefix], { stdio: 'ignore' });
    }
    const images = readdirSync(dir)
      .filter((name) => name.endsWith('.jpg'))
      .sort()
      .map((name) => readFileSync(join(dir, name)));
    return imagePdf(images);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function pageList(spec = ''): number[] {
  return spec
    .split(',')
    .filter(Boolean)
    .flatMap((part) => {
      const [from, to = from] = part.split('-').map(Number);
      return Array.from({ length: to! - from! + 1 }, (_, i) => from! + i);
    });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [source, out, pages] = process.argv.slice(2);
  if (!source || !out) throw new Error('usage : tsx bench/scanned-pdf.ts <source.pdf> <sortie.pdf> [pages]');
  writeFileSync(out, scannedPdf(source, pageList(pages)));
}
