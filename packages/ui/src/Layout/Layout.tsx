import type { ReactNode } from 'react';
import { Footer } from '../Footer';
import { TopBar } from '../TopBar';
import type { TopBarProps } from '../TopBar';
import { StyledLayout, StyledLoggedOut, StyledMain } from './Layout.styles';

export const LOGGED_OUT_MESSAGE = 'Veuillez vous connecter pour accéder à cette page.';

/** The message of SPEC.md §2 shown in place of a page when nobody is logged in. */
export function LoggedOutMessage() {
  return <StyledLoggedOut>{LOGGED_OUT_MESSAGE}</StyledLoggedOut>;
}

export interface LayoutProps extends TopBarProps {
  /** The page. Shown only when `user` is set; otherwise the logged-out message is. */
  children?: ReactNode;
  /** Year of the footer's copyright line. Default: the current year. */
  year?: number;
  /** Something rendered after the page, e.g. the `Notification` bar. Default: none. */
  overlay?: ReactNode;
}

/** The shared layout: top bar, the page (or the logged-out message) and the footer. */
export function Layout({ children, year, overlay, ...topBar }: LayoutProps) {
  return (
    <StyledLayout>
      <TopBar {...topBar} />
      <StyledMain>{topBar.user ? children : <LoggedOutMessage />}</StyledMain>
      <Footer supportEmail={topBar.supportEmail} year={year} />
      {overlay}
    </StyledLayout>
  );
}
