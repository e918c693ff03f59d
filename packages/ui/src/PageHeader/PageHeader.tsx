import type { ReactNode } from 'react';
import {
  StyledPageActions,
  StyledPageHeader,
  StyledPageSubtitle,
  StyledPageTitle,
  StyledPageTitles,
} from './PageHeader.styles';

export interface PageHeaderProps {
  /** The page heading (h1). Required. */
  title: ReactNode;
  /** A sentence under the heading. Default: none. */
  subtitle?: ReactNode;
  /** Buttons or links at the right (they wrap under the title on narrow screens). Default: none. */
  actions?: ReactNode;
}

/** The heading row of a protected page: title, subtitle and main actions. */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <StyledPageHeader>
      <StyledPageTitles>
        <StyledPageTitle>{title}</StyledPageTitle>
        {subtitle ? <StyledPageSubtitle>{subtitle}</StyledPageSubtitle> : null}
      </StyledPageTitles>
      {actions ? <StyledPageActions>{actions}</StyledPageActions> : null}
    </StyledPageHeader>
  );
}
