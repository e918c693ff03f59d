import { NOTIFICATION_HIDE_MS } from '@mieux-disant/domain';
import { useEffect, useRef } from 'react';
import type { NotificationSeverity } from '../theme';
import { StyledCloseButton, StyledIcon, StyledMessage, StyledNotification } from './Notification.styles';

export interface NotificationProps {
  /** Whether the bar is shown. Required. */
  open: boolean;
  /** The message, e.g. 'Vous êtes déconnecté(e)'. Required. */
  message: string;
  /** success, info, warning or error. Default: `'info'`. */
  severity?: NotificationSeverity;
  /** Called when the bar closes itself (after `autoHideMs`) or the user closes it. Required. */
  onClose: () => void;
  /** Milliseconds before it closes itself. Default: the domain's `NOTIFICATION_HIDE_MS` (3000). */
  autoHideMs?: number;
}

const icons: Record<NotificationSeverity, string> = { success: '✓', info: 'i', warning: '!', error: '!' };

/**
 * The notification bar of SPEC.md §2, at the bottom centre. Errors and warnings are announced at once
 * (role `alert`), success and info politely (role `status`).
 */
export function Notification({
  open,
  message,
  severity = 'info',
  onClose,
  autoHideMs = NOTIFICATION_HIDE_MS,
}: NotificationProps) {
  // The latest onClose, so a host passing a new function on each render does not restart the timer.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return undefined;
    const timer = setTimeout(() => onCloseRef.current(), autoHideMs);
    return () => clearTimeout(timer);
  }, [open, message, autoHideMs]);

  if (!open) return null;
  const urgent = severity === 'error' || severity === 'warning';
  return (
    <StyledNotification $severity={severity} role={urgent ? 'alert' : 'status'}>
      <StyledIcon aria-hidden="true">{icons[severity]}</StyledIcon>
      <StyledMessage>{message}</StyledMessage>
      <StyledCloseButton type="button" aria-label="Fermer la notification" onClick={onClose}>
        <span aria-hidden="true">×</span>
      </StyledCloseButton>
    </StyledNotification>
  );
}
