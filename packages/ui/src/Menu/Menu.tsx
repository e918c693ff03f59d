import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import type { Ref } from 'react';
import { StyledContent, StyledItem, StyledTrigger } from './Menu.styles';

export interface MenuItem {
  /** Text of the entry. */
  label: string;
  /** Called when the entry is chosen (click, Enter or Space). */
  onSelect: () => void;
  /** `'danger'` shows the entry in red (e.g. 'Supprimer'). Default: `'default'`. */
  tone?: 'default' | 'danger';
  disabled?: boolean;
}

export interface MenuProps {
  /** Accessible name of the trigger button, which only shows '⋮'. Required. */
  label: string;
  /** The entries, in order. Required. */
  items: readonly MenuItem[];
  /** Side of the trigger the menu aligns to. Default: `'end'`. */
  align?: 'start' | 'center' | 'end';
  /** Ref to the trigger button, e.g. to give focus back to it after a dialog. Default: none. */
  triggerRef?: Ref<HTMLButtonElement>;
}

/**
 * A '⋮' button opening a menu of actions, built on Radix DropdownMenu: arrow keys move between entries,
 * Escape closes it and focus returns to the trigger.
 */
export function Menu({ label, items, align = 'end', triggerRef }: MenuProps) {
  return (
    <RadixMenu.Root modal={false}>
      <RadixMenu.Trigger asChild>
        <StyledTrigger ref={triggerRef} type="button" aria-label={label}>
          <span aria-hidden="true">⋮</span>
        </StyledTrigger>
      </RadixMenu.Trigger>
      <RadixMenu.Portal>
        <StyledContent align={align} sideOffset={4}>
          {items.map((item) => (
            <StyledItem
              key={item.label}
              $tone={item.tone ?? 'default'}
              disabled={item.disabled}
              onSelect={item.onSelect}
            >
              {item.label}
            </StyledItem>
          ))}
        </StyledContent>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}
