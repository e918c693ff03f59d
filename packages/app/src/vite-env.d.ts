/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API base, default `/api` (same origin as the app). */
  readonly VITE_API_BASE?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
