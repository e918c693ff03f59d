import styled from 'styled-components';

export const StyledPlans = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  margin-bottom: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const StyledNotice = styled.p`
  margin-bottom: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-left: ${({ theme }) => theme.space[1]} solid ${({ theme }) => theme.tones.warning.solid};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.tones.warning.background};
  color: ${({ theme }) => theme.tones.warning.foreground};
  font-weight: ${({ theme }) => theme.typography.weights.medium};
`;

export const StyledContact = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
  }
`;

export const StyledErrorSlot = styled.div`
  margin-bottom: ${({ theme }) => theme.space[6]};
`;
