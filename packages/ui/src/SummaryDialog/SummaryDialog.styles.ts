import styled from 'styled-components';

export const StyledBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

export const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

export const StyledHeading = styled.h3`
  font-size: ${({ theme }) => theme.typography.sizes.md};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
`;

export const StyledText = styled.p`
  color: ${({ theme }) => theme.colors.text};
  white-space: pre-line;
`;

export const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
`;

export const StyledMeta = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0;
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.border}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};

  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const StyledState = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledError = styled.p`
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.tones.error.foreground};
`;
