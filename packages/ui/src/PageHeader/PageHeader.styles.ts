import styled from 'styled-components';

export const StyledPageHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

export const StyledPageTitles = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

export const StyledPageTitle = styled.h1`
  font-size: ${({ theme }) => theme.typography.sizes.xxl};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
`;

export const StyledPageSubtitle = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledPageActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** A host link that looks like a primary button (navigation stays a link for the browser). */
export const StyledButtonLink = styled.span`
  display: inline-flex;

  > a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: ${({ theme }) => theme.buttonSizes.md.height};
    padding: 0 ${({ theme }) => theme.buttonSizes.md.paddingX};
    border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.buttons.primary.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.buttons.primary.background};
    color: ${({ theme }) => theme.buttons.primary.foreground};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
    text-decoration: none;
    white-space: nowrap;
  }
  > a:hover {
    background: ${({ theme }) => theme.buttons.primary.hoverBackground};
  }
  > a:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;
