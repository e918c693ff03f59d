// Types of what the TypeScript side uses from layout.mjs (plain JavaScript, run in the PDF worker threads).
export const LIST_ITEM: RegExp;
