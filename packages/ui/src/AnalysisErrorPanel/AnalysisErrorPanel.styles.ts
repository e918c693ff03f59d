import styled from 'styled-components';

export const StyledErrorList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: ${({ theme }) => `${theme.space[2]} 0 0`};
  padding-left: ${({ theme }) => theme.space[5]};
`;
