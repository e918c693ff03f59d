import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { theme as defaultTheme } from './theme';
import type { MieuxDisantTheme } from './theme';

export interface MieuxDisantThemeProviderProps {
  children?: ReactNode;
  /** The theme to use. Default: the Mieux-Disant theme. */
  theme?: MieuxDisantTheme;
  /** Also inject the global document styles (font, background, box sizing). Default: `true`. */
  withGlobalStyle?: boolean;
}

/** Provides the theme to every component of the library; wrap the host app (or a story) in it once. */
export function MieuxDisantThemeProvider({
  children,
  theme = defaultTheme,
  withGlobalStyle = true,
}: MieuxDisantThemeProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      {withGlobalStyle ? <GlobalStyle /> : null}
      {children}
    </ThemeProvider>
  );
}
