import * as Toast from '@radix-ui/react-toast';
import styled, { keyframes } from 'styled-components';
import { iconButton } from '../theme/iconButton';
import type { NotificationSeverity } from '../theme';

const rise = keyframes`
  from { transform: translateY(100%); }
  to { transform: translateY(0); }
`;

/** The bottom-centre place the bar appears in. */
export const StyledViewport = styled(Toast.Viewport)`
  position: fixed;
  bottom: ${({ theme }) => theme.space[6]};
  left: 50%;
  z-index: ${({ theme }) => theme.zIndices.notification};
  transform: translateX(-50%);
  outline: none;
`;

export const StyledNotification = styled(Toast.Root)<{ $severity: NotificationSeverity }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  width: max-content;
  max-width: min(
    ${({ theme }) => theme.sizes.notificationWidth},
    calc(100vw - ${({ theme }) => theme.space[8]})
  );
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]}
    ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $severity }) => theme.severities[$severity].background};
  color: ${({ theme, $severity }) => theme.severities[$severity].foreground};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  &[data-state='open'] {
    animation: ${rise} ${({ theme }) => theme.durations.normal} ease-out;
  }
`;

export const StyledIcon = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.iconMd};
  height: ${({ theme }) => theme.sizes.iconMd};
  border: ${({ theme }) => theme.sizes.focusWidth} solid currentColor;
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;

export const StyledMessage = styled.p`
  flex: 1;
  font-weight: ${({ theme }) => theme.typography.weights.medium};
`;

export const StyledCloseButton = styled(Toast.Close)`
  flex: none;
  ${iconButton}
  color: inherit;
  font-size: ${({ theme }) => theme.typography.sizes.lg};

  &:hover {
    background: ${({ theme }) => theme.colors.overlay};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusWidth} solid currentColor;
    outline-offset: -${({ theme }) => theme.sizes.focusWidth};
  }
`;
