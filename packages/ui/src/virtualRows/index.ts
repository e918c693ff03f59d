export { VirtualRows } from './VirtualRows';
export type { VirtualRow, VirtualRowsProps } from './VirtualRows';
