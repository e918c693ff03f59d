import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';

export interface TooltipProps {
  /** Text of the tooltip. With `null` or `''` the children render alone. Required. */
  content: ReactNode;
  /** The element the tooltip describes. Required. */
  children: ReactNode;
  /** Side of the trigger it appears on. Default: `'top'`. */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Milliseconds of hover before it opens (focus opens it at once). Default: `300`. */
  delayDuration?: number;
}

/** Radix Tooltip and its positioning load apart, after the page: a host that shows no tooltip never loads them. */
const TooltipPopup = lazy(() =>
  import('./TooltipPopup').then((module) => ({ default: module.TooltipPopup })),
);

/**
 * A tooltip built on Radix Tooltip: shown on hover and on keyboard focus, hidden on Escape, announced
 * through `aria-describedby`. The trigger must accept a ref (as `Button` does). A disabled element gets
 * neither hover nor focus, so it is wrapped in a focusable span that carries the tooltip instead. Until
 * Radix has loaded (just after the page), the element stands alone.
 */
export function Tooltip(props: TooltipProps) {
  if (props.content === null || props.content === undefined || props.content === '')
    return <>{props.children}</>;
  return (
    <Suspense fallback={props.children}>
      <TooltipPopup {...props} />
    </Suspense>
  );
}
