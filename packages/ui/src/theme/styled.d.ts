import type { MieuxDisantTheme } from './theme';

// Types `theme` in the library's own styled components. This file is not part of the published
// declarations: a host keeps its own `DefaultTheme` (see the README).
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends MieuxDisantTheme {}
}
