import styled from 'styled-components';
import { bulletList } from '../analysisLayout/analysisLayout.styles';

/** Scrolls sideways when 15 companies or 10 categories do not fit; the company column stays in view. */
export const StyledTableScroll = styled.div`
  overflow-x: auto;
  border: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.surfaceMuted}`};
    text-align: center;
    white-space: nowrap;
  }
  thead th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
    white-space: normal;
    vertical-align: bottom;
  }
  tbody th {
    position: sticky;
    left: 0;
    z-index: 1;
    max-width: calc(${({ theme }) => theme.sizes.cardMinWidth} / 2);
    overflow: hidden;

    ${({ theme }) => theme.media.md} {
      max-width: ${({ theme }) => theme.sizes.cardMinWidth};
    }
    text-overflow: ellipsis;
    background: ${({ theme }) => theme.colors.surface};
    font-weight: ${({ theme }) => theme.typography.weights.medium};
    text-align: left;
  }
  thead th:first-child {
    position: sticky;
    left: 0;
    z-index: 2;
    text-align: left;
  }
  tbody tr:hover th,
  tbody tr:hover td {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

export const StyledNote = styled.span<{ $missing: boolean }>`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme, $missing }) => ($missing ? theme.colors.textMuted : theme.colors.text)};
  text-decoration: underline dotted;
  text-underline-offset: ${({ theme }) => theme.space[1]};
  cursor: help;

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

export const StyledBest = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  border: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.tones.done.solid}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.tones.done.background};
  color: ${({ theme }) => theme.tones.done.foreground};
`;

export const StyledBestTitle = styled.h2`
  font-size: ${({ theme }) => theme.typography.sizes.xl};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
`;

export const StyledBestScore = styled.p`
  margin-top: ${({ theme }) => theme.space[1]};
  font-variant-numeric: tabular-nums;
`;

/** One column on phones, two from the medium breakpoint (SPEC.md: a two-column grid). */
export const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const StyledCardHeader = styled.header`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

export const StyledScore = styled.p`
  flex: none;
  font-size: ${({ theme }) => theme.typography.sizes.xl};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.primary};
`;

export const StyledPoints = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.typography.sizes.sm};

  h4 {
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
  }
  ul {
    ${bulletList}
  }
`;

export const StyledBanner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.border}`};
`;

export const StyledBannerLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

export const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

export const StyledColumnHead = styled.span`
  display: inline-grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[1]};
`;

export const StyledWeight = styled.span`
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  font-weight: ${({ theme }) => theme.typography.weights.regular};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledExpand = styled.button`
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  cursor: pointer;

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

/** A company's notes per criterion, sub-criteria indented under their criterion. */
export const StyledCriteriaNotes = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.typography.sizes.sm};

  div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]};
  }
  div[data-sub] {
    padding-left: ${({ theme }) => theme.space[4]};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    flex: none;
    font-variant-numeric: tabular-nums;
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
  }
`;

export const StyledHeaderRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
`;

export const StyledExports = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
