import * as RadixTooltip from '@radix-ui/react-tooltip';
import styled from 'styled-components';

export const StyledContent = styled(RadixTooltip.Content)`
  z-index: ${({ theme }) => theme.zIndices.tooltip};
  max-width: ${({ theme }) => theme.sizes.tooltipWidth};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  line-height: ${({ theme }) => theme.typography.lineHeights.normal};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

export const StyledArrow = styled(RadixTooltip.Arrow)`
  fill: ${({ theme }) => theme.colors.text};
`;

/** Disabled buttons get no pointer or focus events, so the trigger wraps them in a focusable span. */
export const StyledTriggerWrapper = styled.span`
  display: inline-flex;
  border-radius: ${({ theme }) => theme.radii.md};

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;
