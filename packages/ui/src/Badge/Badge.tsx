import type { ReactNode } from 'react';
import type { StatusToneName } from '../theme';
import { StyledBadge } from './Badge.styles';

export interface BadgeProps {
  children: ReactNode;
  /**
   * Colour, from the theme's tones: `'error'` red, `'done'` green, `'progress'` blue (the tender status
   * tones), plus `'warning'` and `'neutral'`. Default: `'neutral'`.
   */
  tone?: StatusToneName;
}

/** A small coloured label, e.g. a tender status or 'Validé' / 'Non validé'. */
export function Badge({ children, tone = 'neutral' }: BadgeProps) {
  return <StyledBadge $tone={tone}>{children}</StyledBadge>;
}
