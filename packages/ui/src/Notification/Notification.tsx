import { lazy, Suspense } from 'react';
import type { NotificationSeverity } from '../theme';

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

/** Radix Toast loads apart, after the page: a host's first screen does not wait for it. */
const NotificationToast = lazy(() =>
  import('./NotificationToast').then((module) => ({ default: module.NotificationToast })),
);

/**
 * The notification bar of SPEC.md §2, at the bottom centre, on Radix Toast (timer, close button, swipe
 * and Escape, F8 to reach it). Errors and warnings are announced at once (role `alert`), success and info
 * politely (role `status`). Radix Toast loads just after the bar first renders: closed, the bar shows
 * nothing either way; a message given at once appears as soon as Radix is there.
 */
export function Notification(props: NotificationProps) {
  return (
    <Suspense fallback={null}>
      <NotificationToast {...props} />
    </Suspense>
  );
}
