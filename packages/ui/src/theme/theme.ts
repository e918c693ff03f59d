import {
  breakpoints,
  buttonSizesOf,
  buttonsOf,
  colors,
  durations,
  mediaOf,
  paymentTonesOf,
  radii,
  severities,
  shadows,
  sizes,
  space,
  tones,
  typography,
  zIndices,
} from './tokens';

const sources = {
  colors,
  space,
  radii,
  typography,
  shadows,
  zIndices,
  sizes,
  breakpoints,
  durations,
  tones,
  severities,
};

/** The default's shape with any string where it has a string: another primary colour is still a theme. */
type Widen<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends (...args: never[]) => unknown
      ? T
      : { readonly [K in keyof T]: Widen<T[K]> };

type SourceTokens = Widen<typeof sources>;

function withDerived(t: SourceTokens) {
  return {
    ...t,
    media: mediaOf(t.breakpoints),
    paymentTones: paymentTonesOf(t.tones),
    buttons: buttonsOf(t.colors),
    buttonSizes: buttonSizesOf(t),
  };
}

/** Every token of the design system: what each component of the library reads from its theme. */
export type MieuxDisantTheme = Widen<ReturnType<typeof withDerived>>;

/** Any part of the theme, at any depth; what is left out keeps its default. */
export type ThemeOverrides = {
  readonly [K in keyof MieuxDisantTheme]?: DeepPartial<MieuxDisantTheme[K]>;
};
type DeepPartial<T> = T extends object ? { readonly [K in keyof T]?: DeepPartial<T[K]> } : T;

export type StatusToneName = keyof MieuxDisantTheme['tones'];
export type NotificationSeverity = keyof MieuxDisantTheme['severities'];
export type ButtonVariant = keyof MieuxDisantTheme['buttons'];
export type ButtonSize = keyof MieuxDisantTheme['buttonSizes'];

type Tree = Readonly<Record<string, unknown>>;
const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `overrides` laid over `defaults`, key by key at every depth; `undefined` leaves the default. */
function merged<T>(defaults: T, overrides: unknown): T {
  if (overrides === undefined) return defaults;
  if (!isTree(defaults) || !isTree(overrides)) return overrides as T;
  const result: Record<string, unknown> = { ...defaults };
  for (const [key, value] of Object.entries(overrides)) result[key] = merged(defaults[key], value);
  return result as T;
}

/**
 * The default theme with `overrides` laid over it. Tokens made from others (button colours from the
 * colours, payment colours from the status tones, media queries from the breakpoints, button sizes) follow
 * an override of their source, unless they are overridden themselves.
 */
export function createTheme(overrides: ThemeOverrides = {}): MieuxDisantTheme {
  return merged(withDerived(merged<SourceTokens>(sources, overrides)), overrides);
}

/** The default theme. */
export const theme: MieuxDisantTheme = /* @__PURE__ */ createTheme();
