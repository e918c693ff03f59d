import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { createTheme } from './theme';
import type { ThemeOverrides } from './theme';

export interface MieuxDisantThemeProviderProps {
  children?: ReactNode;
  /**
   * Tokens to change, at any depth (`{ colors: { primary: '#6b21a8' } }`), laid over the Mieux-Disant
   * theme; a whole theme from `createTheme` works too. Default: the Mieux-Disant theme.
   */
  theme?: ThemeOverrides;
  /** Also inject the global document styles (font, background, box sizing). Default: `true`. */
  withGlobalStyle?: boolean;
}

/** Provides the theme to every component of the library; wrap the host app (or a story) in it once. */
export function MieuxDisantThemeProvider({
  children,
  theme,
  withGlobalStyle = true,
}: MieuxDisantThemeProviderProps) {
  const merged = useMemo(() => createTheme(theme), [theme]);
  return (
    <ThemeProvider theme={merged}>
      {withGlobalStyle ? <GlobalStyle /> : null}
      {children}
    </ThemeProvider>
  );
}
