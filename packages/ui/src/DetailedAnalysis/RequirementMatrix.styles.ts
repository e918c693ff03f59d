import styled from 'styled-components';

export const StyledMatrixScroll = styled.div`
  overflow-x: auto;
`;

export const StyledMatrix = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.sizes.sm};

  th,
  td {
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.border}`};
    vertical-align: top;
    text-align: left;
  }
  thead th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
  }
  .requirement {
    min-width: calc(${({ theme }) => theme.sizes.cardMinWidth} - ${({ theme }) => theme.space[10]});
  }
`;

/** Where a requirement or an evidence comes from, under it: file and page. */
export const StyledSource = styled.small`
  display: block;
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
`;
