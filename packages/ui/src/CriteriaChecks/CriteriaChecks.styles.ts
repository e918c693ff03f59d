import styled from 'styled-components';

export const StyledChecks = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledCheck = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: start;
  gap: ${({ theme }) => theme.space[3]};
`;

export const StyledDateRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  max-width: ${({ theme }) => theme.sizes.formWidth};
`;

export const StyledNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;
