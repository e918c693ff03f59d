/**
 * Design tokens of Mieux-Disant. Every colour, space, radius, type size, shadow and layer used by a
 * component comes from here, so a host product can re-theme the library by passing its own values.
 * Text colours are chosen for a contrast of at least 4.5:1 on their background (WCAG AA).
 */
const palette = {
  blue50: '#eff4ff',
  blue100: '#dbe6fe',
  blue700: '#1d4ed8',
  blue800: '#1e40af',
  blue900: '#1e3a8a',
  green50: '#ecfdf3',
  green100: '#d1fadf',
  green700: '#15803d',
  green800: '#166534',
  red50: '#fef2f2',
  red100: '#fee2e2',
  red700: '#b91c1c',
  red800: '#991b1b',
  amber50: '#fffbeb',
  amber100: '#fef3c7',
  amber700: '#b45309',
  amber800: '#92400e',
  gray0: '#ffffff',
  gray50: '#f6f7fb',
  gray100: '#eef0f4',
  gray200: '#e2e5eb',
  gray300: '#cfd4dc',
  gray500: '#6b7280',
  gray600: '#4b5563',
  gray700: '#374151',
  gray900: '#111827',
} as const;

export const colors = {
  background: palette.gray50,
  surface: palette.gray0,
  surfaceMuted: palette.gray100,
  border: palette.gray300,
  borderStrong: palette.gray500,
  text: palette.gray900,
  textMuted: palette.gray600,
  textInverse: palette.gray0,
  primary: palette.blue700,
  primaryHover: palette.blue800,
  primarySoft: palette.blue50,
  danger: palette.red700,
  dangerHover: palette.red800,
  dangerSoft: palette.red50,
  success: palette.green700,
  warning: palette.amber700,
  overlay: 'rgba(17, 24, 39, 0.55)',
  focus: palette.blue700,
} as const;

/** Spacing scale (4 px grid). */
export const space = {
  0: '0',
  1: '4px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '20px',
  6: '24px',
  8: '32px',
  10: '40px',
  12: '48px',
  16: '64px',
} as const;

export const radii = { sm: '4px', md: '8px', lg: '12px', pill: '999px', round: '50%' } as const;

export const typography = {
  fontFamily:
    "'Inter', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  monoFamily: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  sizes: { xs: '12px', sm: '14px', md: '16px', lg: '18px', xl: '22px', xxl: '28px', display: '36px' },
  weights: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeights: { tight: 1.2, normal: 1.5 },
} as const;

export const shadows = {
  sm: '0 1px 2px rgba(17, 24, 39, 0.08)',
  md: '0 4px 12px rgba(17, 24, 39, 0.1)',
  lg: '0 12px 32px rgba(17, 24, 39, 0.18)',
  focus: `0 0 0 3px ${palette.blue100}, 0 0 0 5px ${palette.blue700}`,
} as const;

export const zIndices = {
  base: 0,
  topBar: 100,
  overlay: 1000,
  dialog: 1010,
  menu: 1020,
  tooltip: 1030,
  notification: 1040,
} as const;

/** Component sizes that are not spacing: control heights, widths, borders. */
export const sizes = {
  borderWidth: '1px',
  focusWidth: '2px',
  controlHeight: '40px',
  controlHeightSm: '32px',
  iconSm: '16px',
  iconMd: '20px',
  iconLg: '48px',
  codeBox: '48px',
  progressHeight: '8px',
  dialogWidth: '480px',
  formWidth: '440px',
  contentWidth: '1200px',
  cardMinWidth: '280px',
  tooltipWidth: '280px',
  notificationWidth: '560px',
} as const;

export const breakpoints = { sm: '640px', md: '900px', lg: '1200px' } as const;

// The tokens below are made from others, so a theme override of their source reaches them too.

export const mediaOf = (widths: Record<keyof typeof breakpoints, string>) => ({
  sm: `@media (min-width: ${widths.sm})`,
  md: `@media (min-width: ${widths.md})`,
  lg: `@media (min-width: ${widths.lg})`,
});

export const durations = { fast: '120ms', normal: '200ms', spin: '800ms' } as const;

/** Tender status tones (SPEC.md §4): red when 'error', green when 'done', blue otherwise. */
export const tones = {
  error: { foreground: palette.red800, background: palette.red100, solid: palette.red700 },
  done: { foreground: palette.green800, background: palette.green100, solid: palette.green700 },
  progress: { foreground: palette.blue800, background: palette.blue100, solid: palette.blue700 },
  neutral: { foreground: palette.gray700, background: palette.gray100, solid: palette.gray600 },
  warning: { foreground: palette.amber800, background: palette.amber100, solid: palette.amber700 },
} as const;

/** Notification severities (SPEC.md §2): success, info (default), warning, error. */
export const severities = {
  success: { background: palette.green700, foreground: palette.gray0 },
  info: { background: palette.blue700, foreground: palette.gray0 },
  warning: { background: palette.amber700, foreground: palette.gray0 },
  error: { background: palette.red700, foreground: palette.gray0 },
} as const;

/** Payment status colours (SPEC.md §4): pending yellow, validating blue, success green, fail red, none gray. */
export const paymentTonesOf = <Tone>(statusTones: Record<keyof typeof tones, Tone>) => ({
  pending: statusTones.warning,
  validating: statusTones.progress,
  success: statusTones.done,
  fail: statusTones.error,
  none: statusTones.neutral,
});

/** Button variants, looked up by name rather than branched on in the styled template. */
export const buttonsOf = (c: Record<keyof typeof colors, string>) => ({
  primary: {
    background: c.primary,
    foreground: c.textInverse,
    border: c.primary,
    hoverBackground: c.primaryHover,
  },
  secondary: {
    background: c.surface,
    foreground: c.primary,
    border: c.primary,
    hoverBackground: c.primarySoft,
  },
  danger: {
    background: c.danger,
    foreground: c.textInverse,
    border: c.danger,
    hoverBackground: c.dangerHover,
  },
  ghost: {
    background: 'transparent',
    foreground: c.text,
    border: 'transparent',
    hoverBackground: c.surfaceMuted,
  },
});

export const buttonSizesOf = (t: {
  sizes: Record<keyof typeof sizes, string>;
  space: Record<keyof typeof space, string>;
  typography: { sizes: Record<keyof typeof typography.sizes, string> };
}) => ({
  sm: { height: t.sizes.controlHeightSm, paddingX: t.space[3], fontSize: t.typography.sizes.sm },
  md: { height: t.sizes.controlHeight, paddingX: t.space[4], fontSize: t.typography.sizes.md },
});
