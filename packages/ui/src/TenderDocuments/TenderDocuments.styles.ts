import styled from 'styled-components';

export const StyledTreeHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

/** The live messages under the tree; takes no room (and no gap) while it has nothing to say. */
export const StyledStatus = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};

  &:empty {
    display: none;
  }
`;
