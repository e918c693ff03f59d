export { ProgressBar, formatPercentLabel } from './ProgressBar';
export type { ProgressBarProps } from './ProgressBar';
