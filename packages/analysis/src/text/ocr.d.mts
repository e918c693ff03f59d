// Types of what the tests use from ocr.mjs (plain JavaScript, run in the PDF worker threads).
import type { PDFOperatorList } from 'pdfjs-dist/types/src/display/api';

export function letterCount(text: string): number;
export function imageCover(
  operatorList: Pick<PDFOperatorList, 'fnArray' | 'argsArray'>,
  OPS: Record<string, number>,
  pageArea: number,
): number;
