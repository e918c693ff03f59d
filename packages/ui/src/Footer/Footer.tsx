import { APP_VERSION } from '@mieux-disant/domain';
import { StyledFooter, StyledFooterInner } from './Footer.styles';

export interface FooterProps {
  /** Support address for 'Contacter le Support'. Required. */
  supportEmail: string;
  /** Year of the copyright line. Default: the current year, read at render. */
  year?: number;
  /** Version label. Default: the domain's `APP_VERSION` ('1.0.1'). */
  version?: string;
}

/** The footer of SPEC.md §1: © year, 'Contacter le Support' and the version label. */
export function Footer({
  supportEmail,
  year = new Date().getFullYear(),
  version = APP_VERSION,
}: FooterProps) {
  return (
    <StyledFooter>
      <StyledFooterInner>
        <span>© {year} Mieux-Disant</span>
        <a href={`mailto:${supportEmail}`}>Contacter le Support</a>
        <span>Version {version}</span>
      </StyledFooterInner>
    </StyledFooter>
  );
}
