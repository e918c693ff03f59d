export { theme, createTheme } from './theme';
export type {
  MieuxDisantTheme,
  ThemeOverrides,
  StatusToneName,
  NotificationSeverity,
  ButtonVariant,
  ButtonSize,
} from './theme';
export { GlobalStyle } from './GlobalStyle';
export { MieuxDisantThemeProvider } from './ThemeProvider';
export type { MieuxDisantThemeProviderProps } from './ThemeProvider';
export { visuallyHidden } from './visuallyHidden';
