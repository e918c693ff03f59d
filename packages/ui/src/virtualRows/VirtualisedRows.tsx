import { useEffect } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { VirtualRowsProps } from './VirtualRows';

/** The rows in view on TanStack Virtual, loaded apart by `VirtualRows`. */
export function VirtualisedRows({
  count,
  rowHeight,
  overscan,
  scrollElement,
  scrollTarget = null,
  children,
}: VirtualRowsProps) {
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollElement,
    estimateSize: () => rowHeight,
    overscan,
  });

  useEffect(() => {
    if (scrollTarget) virtualizer.scrollToIndex(scrollTarget.index);
  }, [scrollTarget, virtualizer]);

  return <>{children(virtualizer.getVirtualItems(), virtualizer.getTotalSize())}</>;
}
