import styled from 'styled-components';

/** 'Se souvenir de moi' and 'Mot de passe oublié ?' on one line, wrapping on phones. */
export const StyledInlineLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.typography.sizes.sm};

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
  }
`;
