/** An unreadable document or a bill with no price lines; the message is French and shown as is. */
export class DocumentError extends Error {
  override readonly name = 'DocumentError';
}

/** Bad input on the command line (a formula, a list of prices, an offers file); the message is French. */
export class InputError extends Error {
  override readonly name = 'InputError';
}

/** A language-model call that failed for good; the message is French. */
export class LlmError extends Error {
  override readonly name = 'LlmError';
}
