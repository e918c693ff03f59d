import styled from 'styled-components';

export const StyledErrorBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.tones.error.solid};
  border-left-width: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.tones.error.foreground};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

export const StyledErrorTitle = styled.p`
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;
