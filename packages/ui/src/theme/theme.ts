import {
  breakpoints,
  buttonSizes,
  buttons,
  colors,
  durations,
  media,
  paymentTones,
  radii,
  severities,
  shadows,
  sizes,
  space,
  tones,
  typography,
  zIndices,
} from './tokens';

/** The default theme: every token of the design system in one object. */
export const theme = {
  colors,
  space,
  radii,
  typography,
  shadows,
  zIndices,
  sizes,
  breakpoints,
  media,
  durations,
  tones,
  severities,
  paymentTones,
  buttons,
  buttonSizes,
} as const;

export type MieuxDisantTheme = typeof theme;
export type StatusToneName = keyof MieuxDisantTheme['tones'];
export type NotificationSeverity = keyof MieuxDisantTheme['severities'];
export type ButtonVariant = keyof MieuxDisantTheme['buttons'];
export type ButtonSize = keyof MieuxDisantTheme['buttonSizes'];

declare module 'styled-components' {
  // Lets every styled component read `theme.colors…` with full types.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends MieuxDisantTheme {}
}
