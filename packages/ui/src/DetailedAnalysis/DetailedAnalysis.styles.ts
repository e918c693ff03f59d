import styled, { css } from 'styled-components';
import { bulletList } from '../analysisLayout/analysisLayout.styles';

/** Side navigation one third, content two thirds; stacked on narrow screens. */
export const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.contentWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    padding: ${({ theme }) => theme.space[8]};
  }
`;

export const StyledContent = styled.div`
  display: grid;
  /* One column no wider than the content area: a wide table scrolls in its own box, not the page. */
  grid-template-columns: minmax(0, 1fr);
  align-content: start;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

export const StyledNav = styled.nav`
  align-self: start;
  padding: ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.md} {
    position: sticky;
    top: ${({ theme }) => theme.space[4]};
  }

  ul {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const navItem = css`
  display: block;
  width: 100%;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.sizes.md};
  text-align: left;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
  }
`;

/** Styles whatever the host's link component renders (an anchor). */
export const StyledNavLink = styled.span`
  a {
    ${navItem}
  }
`;

export const StyledNavButton = styled.button`
  ${navItem}
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
`;

export const StyledSeparator = styled.li`
  margin: ${({ theme }) => `${theme.space[2]} 0`};
  border-top: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.border}`};
`;

export const StyledCards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

export const StyledFacts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;

  dt {
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
  }
  /* 'Note : 14/20' reads on one line. */
  .inline {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
  }
  dd {
    margin: 0;
  }
  /* A note's detail is a grid: one line per requirement. */
  .detail {
    white-space: pre-line;
  }
  ul {
    ${bulletList}
  }
`;

export const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

export const StyledEditGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: calc(${({ theme }) => theme.sizes.controlHeight} * 4) minmax(0, 1fr);
  }
`;

export const StyledMuted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
