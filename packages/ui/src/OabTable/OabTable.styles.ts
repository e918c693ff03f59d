import styled from 'styled-components';
import { StyledDataTable } from '../analysisLayout/analysisLayout.styles';

export const StyledOab = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

export const StyledHeading = styled.h2`
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
`;

export const StyledMuted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: ${({ theme }) => theme.typography.lineHeights.normal};
`;

export const StyledEstimate = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  max-width: ${({ theme }) => theme.sizes.formWidth};
`;

/**
 * The detection methods side by side: a data table whose amounts line up and whose words and amounts
 * are never cut (the table scrolls sideways on a narrow screen instead).
 */
export const StyledTable = styled(StyledDataTable)`
  font-variant-numeric: tabular-nums;

  th,
  td {
    overflow-wrap: normal;
  }
`;

export const StyledThreshold = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.typography.weights.regular};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledOutcome = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: ${({ theme }) => theme.sizes.cardMinWidth};
`;

export const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export const StyledList = styled.ul`
  padding-left: ${({ theme }) => theme.space[5]};
  line-height: ${({ theme }) => theme.typography.lineHeights.normal};
`;
