import ky, { HTTPError, TimeoutError } from 'ky';
import { API_BASE } from '../config';

export const FALLBACK_ERROR = "Une erreur interne s'est produite.";

let currentToken: string | null = null;
let onUnauthorized: (() => void) | null = null;

/** The session provider keeps the client's token in step with the session. */
export function setApiToken(token: string | null): void {
  currentToken = token;
}

/** Called when the server answers 401 to an authenticated call (expired or revoked token). */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  onUnauthorized = handler;
}

/** Error carrying the server's French message and machine code. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

async function toApiError(error: HTTPError): Promise<ApiError> {
  let message = FALLBACK_ERROR;
  let code: string | null = null;
  try {
    const body: unknown = await error.response.clone().json();
    const { errorBody } = await import('./replies');
    const refusal = errorBody.partial().safeParse(body);
    if (refusal.success) {
      if (refusal.data.message?.trim()) message = refusal.data.message;
      code = refusal.data.code ?? null;
    } else if (typeof body === 'string' && body.trim()) {
      message = body;
    }
  } catch {
    // Not JSON: keep the fallback.
  }
  return new ApiError(message, error.response.status, code);
}

/** ky instance: base URL from configuration, the token in Authorization as is (SPEC.md section 7). */
export const http = ky.create({
  prefixUrl: API_BASE,
  timeout: 180_000,
  retry: 0,
  hooks: {
    beforeRequest: [
      (request) => {
        if (currentToken) request.headers.set('Authorization', currentToken);
      },
    ],
    afterResponse: [
      (request, _options, response) => {
        // The server answers 401 for a session it no longer accepts, and for a login's wrong password,
        // which says nothing of the session in use. Every other /auth/ call (seats, tokens, invitation...)
        // with a revoked token ends the session like any other call.
        const isLogin = new URL(request.url).pathname.endsWith('/auth/login');
        if (response.status === 401 && currentToken && !isLogin) onUnauthorized?.();
      },
    ],
  },
});

/** Runs a call and turns ky errors into ApiError (logged, then rethrown: SPEC.md section 8). */
export async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    console.error(error);
    if (error instanceof HTTPError) throw await toApiError(error);
    if (error instanceof TimeoutError) throw new ApiError(FALLBACK_ERROR, 0, 'TIMEOUT');
    throw error;
  }
}

/** The French text to show for a failed call: the server's message, else the fallback. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : FALLBACK_ERROR;
}
