import styled from 'styled-components';

/** The pieces the RC asks for: piece, status, where it was found (wraps on narrow screens). */
export const StyledDocumentTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.sizes.sm};

  th,
  td {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[2]}`};
    border-bottom: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.surfaceMuted}`};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
  }
  tbody th {
    font-weight: ${({ theme }) => theme.typography.weights.medium};
  }
  td:last-child {
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

export const StyledCardHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The planning axis: month ticks above the company rows. */
export const StyledAxis = styled.div`
  position: relative;
  height: ${({ theme }) => theme.space[6]};
  border-bottom: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.border}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.xs};
`;

export const StyledTick = styled.span`
  position: absolute;
  bottom: ${({ theme }) => theme.space[1]};
  padding-left: ${({ theme }) => theme.space[1]};
  border-left: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.border}`};
  white-space: nowrap;
`;

export const StyledMilestones = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledMilestone = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

export const StyledMilestoneText = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};

  strong {
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-variant-numeric: tabular-nums;
  }
`;

export const StyledTrack = styled.div`
  position: relative;
  height: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export const StyledBar = styled.div`
  position: absolute;
  top: 0;
  bottom: 0;
  min-width: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
`;
