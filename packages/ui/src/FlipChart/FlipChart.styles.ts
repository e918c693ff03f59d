import styled from 'styled-components';

export const StyledFlip = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  line-height: ${({ theme }) => theme.typography.lineHeights.normal};
`;

export const StyledHeading = styled.h2`
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
`;

export const StyledChart = styled.svg`
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.dialogWidth};
  height: auto;
  overflow: visible;
  font-size: ${({ theme }) => theme.typography.sizes.xs};

  text {
    fill: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const StyledLegend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  list-style: none;
`;

export const StyledSwatch = styled.span<{ $colour: string }>`
  display: inline-block;
  width: ${({ theme }) => theme.space[3]};
  height: ${({ theme }) => theme.space[1]};
  margin-right: ${({ theme }) => theme.space[1]};
  vertical-align: middle;
  background: ${({ $colour }) => $colour};
`;

export const StyledList = styled.ul`
  padding-left: ${({ theme }) => theme.space[5]};
`;
