import { lazy, Suspense, useState } from 'react';
import type { Ref } from 'react';
import { StyledTrigger } from './Menu.styles';

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

/** Radix DropdownMenu and its positioning load apart, after the page: a host that shows no menu never loads them. */
const MenuDropdown = lazy(() =>
  import('./MenuDropdown').then((module) => ({ default: module.MenuDropdown })),
);

/**
 * A '⋮' button opening a menu of actions, built on Radix DropdownMenu: arrow keys move between entries,
 * Escape closes it and focus returns to the trigger. Until Radix has loaded, the same button stands and a
 * click on it opens the menu as soon as it is there.
 */
export function Menu(props: MenuProps) {
  const [asked, setAsked] = useState(false);
  const waiting = (
    <StyledTrigger
      ref={props.triggerRef}
      type="button"
      aria-label={props.label}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setAsked(true)}
    >
      <span aria-hidden="true">⋮</span>
    </StyledTrigger>
  );
  return (
    <Suspense fallback={waiting}>
      <MenuDropdown {...props} defaultOpen={asked} />
    </Suspense>
  );
}
