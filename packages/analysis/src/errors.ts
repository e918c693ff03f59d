/** An unreadable document or a bill with no price lines; the message is French and shown as is. */
export class DocumentError extends Error {
  override readonly name = 'DocumentError';
}
