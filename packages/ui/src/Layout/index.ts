export { Layout, LoggedOutMessage, LOGGED_OUT_MESSAGE } from './Layout';
export type { LayoutProps } from './Layout';
