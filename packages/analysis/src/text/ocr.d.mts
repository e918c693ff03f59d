// Types of what the tests use from ocr.mjs (plain JavaScript, run in the PDF worker threads).
export function letterCount(text: string): number;
