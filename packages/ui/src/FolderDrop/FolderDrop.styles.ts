import styled from 'styled-components';
import { visuallyHidden } from '../theme';

export const StyledZone = styled.label<{ $dragging: boolean; $disabled: boolean }>`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[6]}`};
  border: ${({ theme }) => theme.sizes.focusWidth} dashed
    ${({ theme, $dragging }) => ($dragging ? theme.colors.primary : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $dragging }) => ($dragging ? theme.colors.primarySoft : theme.colors.surface)};
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.textMuted : theme.colors.text)};
  text-align: center;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  transition: background ${({ theme }) => theme.durations.fast};

  &:hover {
    background: ${({ theme, $disabled }) => ($disabled ? theme.colors.surface : theme.colors.primarySoft)};
  }
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

export const StyledIcon = styled.svg`
  width: ${({ theme }) => theme.sizes.iconLg};
  height: ${({ theme }) => theme.sizes.iconLg};
  color: ${({ theme }) => theme.colors.primary};
`;

export const StyledTitle = styled.span`
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
`;

export const StyledHint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

export const StyledInput = styled.input`
  ${visuallyHidden}
`;
