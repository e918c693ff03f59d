import { Button } from '../Button';
import { AnchorLink } from '../Link';
import type { LinkComponent } from '../Link';
import { isActiveLink, navigationLinks } from './navigation';
import type { UserRole } from './navigation';
import {
  StyledActions,
  StyledBar,
  StyledHeader,
  StyledLogo,
  StyledLogoMark,
  StyledNav,
  StyledNavList,
  StyledSupportLink,
  StyledUserName,
} from './TopBar.styles';

export interface TopBarUser {
  firstname: string;
  lastname: string;
  role: UserRole;
}

export interface TopBarProps {
  /** The logged-in user; `null` shows only the logo (no links, no Déconnexion). Required. */
  user: TopBarUser | null;
  /** Path of the current page, to highlight its link (`aria-current="page"`). Default: `'/'`. */
  currentPath?: string;
  /** Support address for the 'Support' mail link. Required. */
  supportEmail: string;
  /** Called when the user presses 'Déconnexion'. Required. */
  onLogout: () => void;
  /** Where the logo leads. Default: `'/'` ('/login' on the 'Validation en attente' page). */
  logoHref?: string;
  /** The host's link component (e.g. a router link). Default: a plain `<a>`. */
  LinkComponent?: LinkComponent;
  /** 'Déconnexion' shows a spinner while the logout call runs. Default: `false`. */
  pending?: boolean;
}

/** The top bar of SPEC.md §2: logo, links by role, Support and Déconnexion. */
export function TopBar({
  user,
  currentPath = '/',
  supportEmail,
  onLogout,
  logoHref = '/',
  LinkComponent = AnchorLink,
  pending = false,
}: TopBarProps) {
  return (
    <StyledHeader>
      <StyledBar>
        <StyledLogo>
          <LinkComponent href={logoHref}>
            <StyledLogoMark aria-hidden="true">MD</StyledLogoMark>
            Mieux-Disant
          </LinkComponent>
        </StyledLogo>
        {user ? (
          <>
            <StyledNav aria-label="Navigation principale">
              <StyledNavList>
                {navigationLinks(user.role).map((link) => (
                  <li key={link.href}>
                    <LinkComponent
                      href={link.href}
                      aria-current={isActiveLink(link.href, currentPath) ? 'page' : undefined}
                    >
                      {link.label}
                    </LinkComponent>
                  </li>
                ))}
              </StyledNavList>
            </StyledNav>
            <StyledActions>
              <StyledUserName>
                {user.firstname} {user.lastname}
              </StyledUserName>
              <StyledSupportLink href={`mailto:${supportEmail}`}>Support</StyledSupportLink>
              <Button variant="secondary" size="sm" loading={pending} onClick={onLogout}>
                Déconnexion
              </Button>
            </StyledActions>
          </>
        ) : null}
      </StyledBar>
    </StyledHeader>
  );
}
