import type { StatusToneName } from '../theme';
import { StyledFill, StyledProgress, StyledTrack, StyledValue } from './ProgressBar.styles';

export interface ProgressBarProps {
  /** Percentage done, 0 to 100 (clamped). Required. */
  value: number;
  /** Accessible name of the bar. Default: `'Progression'`. */
  label?: string;
  /** Colour of the fill, from the theme's status tones. Default: `'progress'` (blue). */
  tone?: StatusToneName;
  /** Shows the percentage ('25 %') beside the bar. Default: `true`. */
  showValue?: boolean;
}

/** Formats a percentage the French way: a narrow no-break space before '%'. */
export function formatPercentLabel(value: number): string {
  return `${value}\u202f%`;
}

/** A horizontal bar with role `progressbar` and its percentage. */
export function ProgressBar({
  value,
  label = 'Progression',
  tone = 'progress',
  showValue = true,
}: ProgressBarProps) {
  const clamped = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <StyledProgress>
      <StyledTrack
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={clamped}
        aria-valuetext={formatPercentLabel(clamped)}
      >
        <StyledFill $tone={tone} style={{ width: `${clamped}%` }} />
      </StyledTrack>
      {showValue ? <StyledValue aria-hidden="true">{formatPercentLabel(clamped)}</StyledValue> : null}
    </StyledProgress>
  );
}
