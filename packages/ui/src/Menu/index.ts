export { Menu } from './Menu';
export type { MenuItem, MenuProps } from './Menu';
