export { TopBar } from './TopBar';
export type { TopBarProps, TopBarUser } from './TopBar';
export { navigationLinks, isActiveLink } from './navigation';
export type { NavigationLink, UserRole } from './navigation';
