export { theme } from './theme';
export type {
  MieuxDisantTheme,
  StatusToneName,
  NotificationSeverity,
  ButtonVariant,
  ButtonSize,
} from './theme';
export { GlobalStyle } from './GlobalStyle';
export { MieuxDisantThemeProvider } from './ThemeProvider';
export type { MieuxDisantThemeProviderProps } from './ThemeProvider';
export { visuallyHidden } from './visuallyHidden';
