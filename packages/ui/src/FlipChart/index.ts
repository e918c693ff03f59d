export { FlipChart, FLIP_HEADING } from './FlipChart';
export type { FlipChartProps } from './FlipChart';
