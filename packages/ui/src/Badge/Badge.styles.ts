import styled from 'styled-components';
import type { StatusToneName } from '../theme';

export const StyledBadge = styled.span<{ $tone: StatusToneName }>`
  display: inline-flex;
  align-items: center;
  max-width: 100%;
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => theme.tones[$tone].background};
  color: ${({ theme, $tone }) => theme.tones[$tone].foreground};
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
`;
