import { fileURLToPath } from 'node:url';

// Folders found from this module's own URL. A module directly under src/ and the bundle in dist/ sit at
// the same depth in the package, so one relative URL serves the sources (tsx) and the build alike.

/** The SQL migrations drizzle-kit generates. */
export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

/** The built app served under / by default. */
export const defaultAppDist = fileURLToPath(new URL('../../app/dist', import.meta.url));
