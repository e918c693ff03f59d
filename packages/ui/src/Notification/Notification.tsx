import { NOTIFICATION_HIDE_MS } from '@mieux-disant/domain';
import * as Toast from '@radix-ui/react-toast';
import type { NotificationSeverity } from '../theme';
import {
  StyledCloseButton,
  StyledIcon,
  StyledMessage,
  StyledNotification,
  StyledViewport,
} from './Notification.styles';

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
 * The notification bar of SPEC.md §2, at the bottom centre, on Radix Toast (timer, close button,
 * swipe and Escape, F8 to reach it). Errors and warnings are announced at once
 * (role `alert`), success and info politely (role `status`).
 */
export function Notification({
  open,
  message,
  severity = 'info',
  onClose,
  autoHideMs = NOTIFICATION_HIDE_MS,
}: NotificationProps) {
  const urgent = severity === 'error' || severity === 'warning';
  return (
    <Toast.Provider label="Notification" duration={autoHideMs} swipeDirection="down">
      {/* A new message is a new toast, with its own full delay. */}
      <StyledNotification
        key={message}
        open={open}
        onOpenChange={(next) => {
          if (!next) onClose();
        }}
        type={urgent ? 'foreground' : 'background'}
        role={urgent ? 'alert' : 'status'}
        aria-live={urgent ? 'assertive' : 'polite'}
        $severity={severity}
        asChild
      >
        {/* A div, not Radix's list item: one bar with role alert or status is no list (axe). */}
        <div>
          <StyledIcon aria-hidden="true">{icons[severity]}</StyledIcon>
          {/* The bar is its own live region; Radix's announcer would write the message a second time
              in the page, which a search for the text then finds twice. */}
          <StyledMessage data-radix-toast-announce-exclude="">{message}</StyledMessage>
          <StyledCloseButton aria-label="Fermer la notification">
            <span aria-hidden="true">×</span>
          </StyledCloseButton>
        </div>
      </StyledNotification>
      <StyledViewport label="Notifications ({hotkey})" asChild>
        <div />
      </StyledViewport>
    </Toast.Provider>
  );
}
