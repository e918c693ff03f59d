import styled from 'styled-components';

export const StyledPendingIcon = styled.div`
  align-self: center;
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space[16]};
  height: ${({ theme }) => theme.space[16]};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.tones.warning.background};
  font-size: ${({ theme }) => theme.typography.sizes.xxl};
`;

export const StyledPendingText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;
