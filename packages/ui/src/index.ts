// Theme
export { theme, GlobalStyle, MieuxDisantThemeProvider, visuallyHidden } from './theme';
export type {
  MieuxDisantTheme,
  MieuxDisantThemeProviderProps,
  StatusToneName,
  NotificationSeverity,
  ButtonVariant,
  ButtonSize,
} from './theme';

// Primitives
export { Button } from './Button';
export type { ButtonProps } from './Button';
export { Spinner } from './Spinner';
export type { SpinnerProps, SpinnerSize } from './Spinner';
export { TextField } from './TextField';
export type { TextFieldProps } from './TextField';
export { PasswordField } from './PasswordField';
export type { PasswordFieldProps } from './PasswordField';
export { Select } from './Select';
export type { SelectOption, SelectProps } from './Select';
export { Checkbox } from './Checkbox';
export type { CheckboxProps } from './Checkbox';
export { Radio, RadioGroup } from './Radio';
export type { RadioProps } from './Radio';
export { Dialog, DialogClose } from './Dialog';
export type { DialogProps } from './Dialog';
export { Menu } from './Menu';
export type { MenuItem, MenuProps } from './Menu';
export { Tooltip } from './Tooltip';
export type { TooltipProps } from './Tooltip';
export { ProgressBar, formatPercentLabel } from './ProgressBar';
export type { ProgressBarProps } from './ProgressBar';
export { Badge } from './Badge';
export type { BadgeProps } from './Badge';
export { Card } from './Card';
export type { CardProps } from './Card';
export { ErrorBox, FALLBACK_ERROR_MESSAGE } from './ErrorBox';
export type { ErrorBoxProps } from './ErrorBox';
