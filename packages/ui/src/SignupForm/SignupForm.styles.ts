import styled from 'styled-components';

/** Two fields side by side from the small breakpoint (e.g. Prénom and Nom). */
export const StyledFieldRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;
