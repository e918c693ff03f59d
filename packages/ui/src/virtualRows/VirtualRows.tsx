import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';

/** A row to render: its index in the list and where it starts and ends, in pixels from the top. */
export interface VirtualRow {
  index: number;
  start: number;
  end: number;
}

export interface VirtualRowsProps {
  /** How many rows the list has. */
  count: number;
  /** Height of every row, in pixels. */
  rowHeight: number;
  /** How many rows the scroll element shows at most (its max-height over the row height). */
  visibleRows: number;
  /** Rows rendered beyond each edge of the visible ones. */
  overscan: number;
  /**
   * The element that scrolls, once mounted (held in state by a callback ref: a ref object would still be
   * empty when the rows first measure, since a parent's ref is set after its children's effects).
   */
  scrollElement: HTMLElement | null;
  /** A row to bring into view (as little scrolling as needed); a new object asks again. Default: none. */
  scrollTarget?: { index: number } | null;
  /** Renders the rows, given the rows to show and the height of the whole list. */
  children: (rows: readonly VirtualRow[], totalSize: number) => ReactNode;
}

/** TanStack Virtual loads apart, after the page: a host that shows no long list never loads it. */
const VirtualisedRows = lazy(() =>
  import('./VirtualisedRows').then((module) => ({ default: module.VirtualisedRows })),
);

/**
 * Renders only the rows of a long list of fixed-height rows that are in view (TanStack Virtual). Until
 * TanStack Virtual has loaded (just after the page), the rows the scroll element shows from its top stand,
 * in a list of the full height: the same as it shows before any scroll.
 */
export function VirtualRows(props: VirtualRowsProps) {
  const { count, rowHeight, visibleRows, overscan, children } = props;
  const first = Array.from({ length: Math.min(count, visibleRows + overscan) }, (_, index) => ({
    index,
    start: index * rowHeight,
    end: (index + 1) * rowHeight,
  }));
  return (
    <Suspense fallback={children(first, count * rowHeight)}>
      <VirtualisedRows {...props} />
    </Suspense>
  );
}
