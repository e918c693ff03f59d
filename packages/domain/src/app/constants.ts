/** The dashboard re-fetches the tenders this often while one is in progress (SPEC.md §9). */
export const DASHBOARD_REFRESH_MS = 60000;
/** A notification closes by itself after this delay. */
export const NOTIFICATION_HIDE_MS = 3000;
/** The version label shown in the footer. */
export const APP_VERSION = '1.0.1';
