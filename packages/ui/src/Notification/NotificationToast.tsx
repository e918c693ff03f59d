import { NOTIFICATION_HIDE_MS } from '@mieux-disant/domain';
import * as Toast from '@radix-ui/react-toast';
import type { NotificationSeverity } from '../theme';
import type { NotificationProps } from './Notification';
import {
  StyledCloseButton,
  StyledIcon,
  StyledMessage,
  StyledNotification,
  StyledViewport,
} from './NotificationToast.styles';

const icons: Record<NotificationSeverity, string> = { success: '✓', info: 'i', warning: '!', error: '!' };

/** The bar on Radix Toast, loaded apart by `Notification`. */
export function NotificationToast({
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
