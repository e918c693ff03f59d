import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { VirtualRows } from '../src/virtualRows';

// What a host shows before TanStack Virtual has loaded (its first paint, or its server-rendered HTML):
// the stories only ever see the list once it has loaded.
it('shows, until TanStack Virtual loads, the rows in view from the top in a list of the full height', () => {
  const html = renderToString(
    h(VirtualRows, {
      count: 2000,
      rowHeight: 40,
      visibleRows: 12,
      overscan: 5,
      scrollElement: null,
      children: (rows, totalSize) =>
        h(
          'ol',
          { 'data-height': totalSize },
          rows.map((row) => h('li', { key: row.index }, `${row.index}:${row.start}-${row.end}`)),
        ),
    }),
  );
  expect(html).toContain('data-height="80000"');
  const rows = [...html.matchAll(/<li>([^<]*)<\/li>/g)].map((match) => match[1]);
  expect(rows).toHaveLength(17);
  expect(rows[0]).toBe('0:0-40');
  expect(rows.at(-1)).toBe('16:640-680');
});

it('shows every row of a list shorter than the scroll element', () => {
  const html = renderToString(
    h(VirtualRows, {
      count: 3,
      rowHeight: 40,
      visibleRows: 12,
      overscan: 5,
      scrollElement: null,
      children: (rows, totalSize) => h('p', null, `${rows.length} rows, ${totalSize}px`),
    }),
  );
  expect(html).toContain('3 rows, 120px');
});
