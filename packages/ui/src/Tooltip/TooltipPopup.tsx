import * as RadixTooltip from '@radix-ui/react-tooltip';
import { isValidElement } from 'react';
import type { ReactNode } from 'react';
import type { TooltipProps } from './Tooltip';
import { StyledArrow, StyledContent, StyledTriggerWrapper } from './Tooltip.styles';

/** The tooltip on Radix Tooltip, loaded apart by `Tooltip`. */
export function TooltipPopup({ content, children, side = 'top', delayDuration = 300 }: TooltipProps) {
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

/** A disabled element gets neither hover nor focus: a focusable span carries the tooltip instead. */
function wrapsDisabled(children: ReactNode): boolean {
  return isValidElement<{ disabled?: boolean }>(children) && Boolean(children.props.disabled);
}
