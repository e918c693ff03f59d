/** Base of every API call; a separate API host can be configured at build time. */
export const API_BASE: string = (import.meta.env.VITE_API_BASE ?? '/api').replace(/\/+$/, '');

/** Absolute form of API_BASE, for clients that need a full URL (the openai SDK). */
export function absoluteApiBase(): string {
  return new URL(API_BASE, window.location.origin).toString().replace(/\/+$/, '');
}

export const SUPPORT_EMAIL = 'support@mieux-disant.fr';

/** How often the screens read again the step of a running phase 2 (which company, which step). */
export const PHASE2_POLL_MS = 3000;
