import styled from 'styled-components';
import type { StatusToneName } from '../theme';

export const StyledProgress = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

export const StyledTrack = styled.div`
  flex: 1;
  height: ${({ theme }) => theme.sizes.progressHeight};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export const StyledFill = styled.div<{ $tone: StatusToneName }>`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme, $tone }) => theme.tones[$tone].solid};
  transition: width ${({ theme }) => theme.durations.normal};
`;

export const StyledValue = styled.span`
  flex: none;
  min-width: ${({ theme }) => theme.space[10]};
  text-align: right;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.textMuted};
`;
