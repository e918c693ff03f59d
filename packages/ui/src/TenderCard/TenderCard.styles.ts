import styled from 'styled-components';

export const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    min-width: 0;
    font-weight: ${({ theme }) => theme.typography.weights.medium};
  }
`;

export const StyledCardFooter = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: auto;
`;
