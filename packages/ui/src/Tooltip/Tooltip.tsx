import * as RadixTooltip from '@radix-ui/react-tooltip';
import { isValidElement } from 'react';
import type { ReactNode } from 'react';
import { StyledArrow, StyledContent, StyledTriggerWrapper } from './Tooltip.styles';

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

/**
 * A tooltip built on Radix Tooltip: shown on hover and on keyboard focus, hidden on Escape, announced
 * through `aria-describedby`. The trigger must accept a ref (as `Button` does). A disabled element gets
 * neither hover nor focus, so it is wrapped in a focusable span that carries the tooltip instead.
 */
export function Tooltip({ content, children, side = 'top', delayDuration = 300 }: TooltipProps) {
  if (content === null || content === undefined || content === '') return <>{children}</>;
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>
          {wrapsDisabled(children) ? (
            <StyledTriggerWrapper tabIndex={0}>{children}</StyledTriggerWrapper>
          ) : (
            children
          )}
        </RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <StyledContent side={side} sideOffset={6}>
            {content}
            <StyledArrow />
          </StyledContent>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}

function wrapsDisabled(children: ReactNode): boolean {
  return isValidElement<{ disabled?: boolean }>(children) && Boolean(children.props.disabled);
}
