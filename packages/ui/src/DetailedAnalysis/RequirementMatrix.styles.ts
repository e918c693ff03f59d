import styled from 'styled-components';
import { StyledDataTable } from '../analysisLayout/analysisLayout.styles';

/** Requirements in rows, companies in columns: a data table whose requirement column stays readable. */
export const StyledMatrix = styled(StyledDataTable)`
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
