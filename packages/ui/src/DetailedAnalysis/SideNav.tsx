import { AnchorLink } from '../Link';
import type { LinkComponent } from '../Link';
import { DETAILED_PAGES, detailedPath, resultsPath } from './detailedPages';
import type { DetailedPageKey } from './detailedPages';
import { StyledNav, StyledNavButton, StyledNavLink, StyledSeparator } from './DetailedAnalysis.styles';

export interface SideNavProps {
  /** The tender whose analysis is shown; every link ends with it. Required. */
  tenderId: string;
  /** The page shown, marked `aria-current="page"`. Required. */
  active: DetailedPageKey;
  /** The host's link component (router link). Default: a plain `<a>`. */
  LinkComponent?: LinkComponent;
  /**
   * 'Exporter le résultat': the host downloads the report. Without it, the entry is a link back to the
   * results page, as in the original screen. Default: none.
   */
  onExport?: () => void;
  /** The pages listed (see `pagesForCriteria`); the others are hidden. Default: all eight. */
  pages?: readonly DetailedPageKey[];
}

/** The detailed analysis' navigation: 'Retour', the pages of the confirmed criteria, then 'Exporter le résultat'. */
export function SideNav({ tenderId, active, LinkComponent = AnchorLink, onExport, pages }: SideNavProps) {
  return (
    <StyledNav aria-label="Analyse détaillée">
      <ul>
        <li>
          <StyledNavLink>
            <LinkComponent href={resultsPath(tenderId)}>
              <span aria-hidden="true">← </span>
              Retour
            </LinkComponent>
          </StyledNavLink>
        </li>
        <StyledSeparator aria-hidden="true" />
        {DETAILED_PAGES.filter((page) => !pages || pages.includes(page.key)).map((page) => (
          <li key={page.key}>
            <StyledNavLink>
              <LinkComponent
                href={detailedPath(page.key, tenderId)}
                aria-current={page.key === active ? 'page' : undefined}
              >
                {page.label}
              </LinkComponent>
            </StyledNavLink>
          </li>
        ))}
        <StyledSeparator aria-hidden="true" />
        <li>
          {onExport ? (
            <StyledNavButton type="button" onClick={onExport}>
              Exporter le résultat
            </StyledNavButton>
          ) : (
            <StyledNavLink>
              <LinkComponent href={resultsPath(tenderId)}>Exporter le résultat</LinkComponent>
            </StyledNavLink>
          )}
        </li>
      </ul>
    </StyledNav>
  );
}
