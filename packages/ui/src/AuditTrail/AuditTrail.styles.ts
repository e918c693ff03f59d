import styled from 'styled-components';

export const StyledLines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;
