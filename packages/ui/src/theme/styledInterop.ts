/**
 * Used by the build only (see tsup.config.ts). Node's ESM loader reads styled-components' CommonJS
 * build, where `import styled from 'styled-components'` gives the module object instead of `styled`.
 * Bundlers (Vite, webpack) do not have the problem; the published package goes through this module so
 * it works in Node too (server rendering), whatever import style a component uses.
 */
import { styled } from 'styled-components';

export * from 'styled-components';
export default styled;
