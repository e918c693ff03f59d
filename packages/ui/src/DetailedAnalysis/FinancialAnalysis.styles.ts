import styled from 'styled-components';
import { visuallyHidden } from '../theme';

export const StyledOffers = styled.ul`
  display: grid;
  grid-template-columns: repeat(
    auto-fill,
    minmax(calc(${({ theme }) => theme.sizes.cardMinWidth} - ${({ theme }) => theme.space[10]}), 1fr)
  );
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledOffer = styled.li<{ $best: boolean }>`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme, $best }) =>
    `${$best ? theme.sizes.focusWidth : theme.sizes.borderWidth} solid ${$best ? theme.tones.done.solid : theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

export const StyledOfferName = styled.span`
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  overflow-wrap: anywhere;
`;

export const StyledOfferPrice = styled.span`
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  font-variant-numeric: tabular-nums;
`;

export const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledThreshold = styled.div`
  width: calc(${({ theme }) => theme.sizes.controlHeight} * 7);
`;

/** Price lines the scroll box shows at most (the header row takes one more). */
export const VISIBLE_LINES = 14;

/** Scroll box of the price lines: a fixed height, rows virtualised, header kept in view. */
export const StyledLinesScroll = styled.div`
  max-height: calc(${({ theme }) => theme.sizes.controlHeight} * ${VISIBLE_LINES});
  overflow: auto;
  border: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

export const StyledLines = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-variant-numeric: tabular-nums;

  th,
  td {
    height: ${({ theme }) => theme.sizes.controlHeight};
    padding: ${({ theme }) => `0 ${theme.space[2]}`};
    border-bottom: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.surfaceMuted}`};
    white-space: nowrap;
    text-align: right;
  }
  thead th {
    position: sticky;
    top: 0;
    z-index: 1;
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
  }
  .text {
    text-align: left;
  }
  /*
   * The line's label takes the width the prices leave (cut with an ellipsis, whole in its title), never
   * less than its minimum; it stays in view while many companies' prices scroll sideways.
   */
  .designation {
    position: sticky;
    left: 0;
    width: 100%;
    max-width: 0;
    min-width: calc(${({ theme }) => theme.sizes.cardMinWidth} * 0.4);
    overflow: hidden;
    text-overflow: ellipsis;
    box-shadow: inset -${({ theme }) => theme.sizes.borderWidth} 0 0 ${({ theme }) => theme.colors.border};
  }
  thead th.designation {
    z-index: 2;
  }
  /* A company's name wraps in the header so that its column is as wide as its prices. */
  thead th:not(.text) {
    max-width: calc(${({ theme }) => theme.sizes.cardMinWidth} * 0.4);
    white-space: normal;
    vertical-align: bottom;
  }
`;

export const StyledLine = styled.tr<{ $gap: boolean }>`
  td {
    background: ${({ theme, $gap }) => ($gap ? theme.tones.warning.background : theme.colors.surface)};
  }
`;

export const StyledSpacer = styled.tr`
  td {
    height: auto;
    padding: 0;
    border: none;
  }
`;

export const StyledGapMark = styled.span`
  color: ${({ theme }) => theme.tones.warning.foreground};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
`;

export const StyledHidden = styled.span`
  ${visuallyHidden}
`;
