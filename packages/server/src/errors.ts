/** An error the client sees as `{ message, code }` with `status`; message in French. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const INTERNAL_ERROR_MESSAGE = "Une erreur interne s'est produite.";

export const badRequest = (message: string, code = 'INVALID_INPUT') => new HttpError(400, code, message);
export const unauthorized = (
  message = 'Veuillez vous connecter pour accéder à cette page.',
  code = 'UNAUTHENTICATED',
) => new HttpError(401, code, message);
export const forbidden = (message: string, code = 'FORBIDDEN') => new HttpError(403, code, message);
export const notFound = (message = 'Ressource introuvable.', code = 'NOT_FOUND') =>
  new HttpError(404, code, message);
export const conflict = (message: string, code = 'CONFLICT') => new HttpError(409, code, message);
export const paymentRequired = (message: string, code = 'PAYMENT_REQUIRED') =>
  new HttpError(402, code, message);
