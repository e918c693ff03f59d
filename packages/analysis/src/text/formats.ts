// Format checks and messages that need none of the readers: the DQE reader and the command line use them
// without loading PDFium, mammoth or word-extractor.

/** `what` is the subject of the sentence, e.g. « Le classeur DQE.xls ». */
export const xlsMessage = (what: string) =>
  `${what} est au format Excel 97-2003 (.xls), qui n’est pas lu : enregistrez-le au format .xlsx (Fichier > Enregistrer sous) et déposez-le à nouveau.`;

/** Excel 97-2003 (and Word 97-2003) files are OLE compound files. */
export const isOleFile = (bytes: Uint8Array) =>
  bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0;

export function extensionOf(path: string): string {
  const name = path.split('/').pop() ?? path;
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Image files: one scanned page each, read by OCR in the PDF workers. */
export const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'gif', 'tif', 'tiff', 'bmp', 'webp']);

/** A PDF or an image file: its text is read in the PDF worker threads. */
export function readByPdfWorkers(path: string): boolean {
  const extension = extensionOf(path);
  return extension === 'pdf' || IMAGE_EXTENSIONS.has(extension);
}
