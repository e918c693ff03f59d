import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import styled from 'styled-components';

export const StyledContent = styled(RadixMenu.Content)`
  z-index: ${({ theme }) => theme.zIndices.menu};
  min-width: ${({ theme }) => theme.space[16]};
  padding: ${({ theme }) => theme.space[1]};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const itemColor = { default: 'text', danger: 'danger' } as const;

export const StyledItem = styled(RadixMenu.Item)<{ $tone: keyof typeof itemColor }>`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.controlHeightSm};
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme, $tone }) => theme.colors[itemColor[$tone]]};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  cursor: pointer;
  user-select: none;
  outline: none;

  &[data-highlighted] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
`;
