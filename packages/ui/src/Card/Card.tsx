import { useId } from 'react';
import type { ReactNode } from 'react';
import { StyledCard, StyledCardHeader, StyledCardTitle } from './Card.styles';

export interface CardProps {
  /** Heading of the card; also names the card region. Default: none. */
  title?: ReactNode;
  /** Heading level of the title. Default: `2`. */
  headingLevel?: 2 | 3 | 4;
  /** Element shown at the top right, beside the title (e.g. a `Menu`). Default: none. */
  headerAction?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A white panel with a border and a soft shadow, used for tenders, plans and settings blocks. */
export function Card({ title, headingLevel = 2, headerAction, children, className }: CardProps) {
  const titleId = useId();
  return (
    <StyledCard className={className} aria-labelledby={title ? titleId : undefined}>
      {title || headerAction ? (
        <StyledCardHeader>
          {title ? (
            <StyledCardTitle as={`h${headingLevel}`} id={titleId}>
              {title}
            </StyledCardTitle>
          ) : null}
          {headerAction}
        </StyledCardHeader>
      ) : null}
      {children}
    </StyledCard>
  );
}
