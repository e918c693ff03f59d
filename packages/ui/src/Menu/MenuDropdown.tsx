import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import type { MenuProps } from './Menu';
import { StyledTrigger } from './Menu.styles';
import { StyledContent, StyledItem } from './MenuDropdown.styles';

/** The menu on Radix DropdownMenu, loaded apart by `Menu`; `defaultOpen` when it was asked for before it loaded. */
export function MenuDropdown({
  label,
  items,
  align = 'end',
  triggerRef,
  defaultOpen,
}: MenuProps & { defaultOpen: boolean }) {
  return (
    <RadixMenu.Root modal={false} defaultOpen={defaultOpen}>
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
